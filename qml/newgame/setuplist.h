#pragma once
// One side's set-up list for the open game's scenario and variants, from the same engine
// code as `adc scenario setup` (adc::buildSideSetup): where each counter starts (a hex,
// "w/i N hex"...), the printed line with the counters it names, then the reinforcements
// with their turn, time and entry hex (16.4), and what is off the map. Viewing the other
// side (9.0), nothing is given.
#include "game/gameview.h"

#include <QStringList>
#include <QVariantList>

class SetupList : public GameView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Side::Value side READ side WRITE setSide NOTIFY sideChanged)
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    // {kind: setup | reinforcement, where, printed, units, turn, at, bridge, notes}
    Q_PROPERTY(QVariantList rows READ rows NOTIFY changed)
    Q_PROPERTY(QString offMap READ offMap NOTIFY changed)
    Q_PROPERTY(QStringList notes READ notes NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

  public:
    explicit SetupList(QObject* parent = nullptr);
    Side::Value side() const { return side_; }
    void setSide(Side::Value s);
    bool shown() const { return shown_; }
    QVariantList rows() const { return rows_; }
    QString offMap() const { return offMap_; }
    QStringList notes() const { return notes_; }
    QString error() const { return error_; }

  signals:
    void sideChanged();

  protected:
    void rebuild() override;

  private:
    Side::Value side_ = Side::French;
    bool shown_ = false;
    QVariantList rows_;
    QString offMap_, error_;
    QStringList notes_;
};
