#pragma once
// "Apply to a unit…" after a Fire Combat result: the casualties and stragglers of the
// result marked on one brigade of the open game with one `mark` action, as
// `adc game mark` does it. When the unit hit cannot take stragglers, the topmost infantry
// in its stack takes them (21.0a, `straggler_unit`); in a cavalry charge resolution
// stragglers are recorded as casualties (21.0b, 24.1j, `charge`). The engine decides;
// a refusal shows its message and changes nothing. Only the order of battle of a side is
// listed here, never its losses (9.0).
#include "adc/loss_actions.h"

#include "game/viewer.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class OpenGame;

class ApplyLossesForm : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY changed)
    Q_PROPERTY(Side::Value side READ side WRITE setSide NOTIFY changed)
    Q_PROPERTY(QString brigade READ brigade WRITE setBrigade NOTIFY changed)
    Q_PROPERTY(QString stragglerUnit READ stragglerUnit WRITE setStragglerUnit NOTIFY changed)
    Q_PROPERTY(bool charge READ charge WRITE setCharge NOTIFY changed)
    Q_PROPERTY(int casualties READ casualties WRITE setCasualties NOTIFY changed)
    Q_PROPERTY(int stragglers READ stragglers WRITE setStragglers NOTIFY changed)
    // The side's brigades: id, label (id and commander); and those that take stragglers (21.0a).
    Q_PROPERTY(QVariantList brigades READ brigades NOTIFY changed)
    Q_PROPERTY(QVariantList stragglerUnits READ stragglerUnits NOTIFY changed)
    // The unit chosen cannot take stragglers and there are some (21.0a): name the infantry.
    Q_PROPERTY(bool needsStragglerUnit READ needsStragglerUnit NOTIFY changed)
    // Why nothing can be applied now ("" when it can).
    Q_PROPERTY(QString blockedReason READ blockedReason NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QString done READ done NOTIFY changed) // what the last application marked
    // The command the unit hit attacks with, when it is executing an Attack order (10.3a).
    Q_PROPERTY(QString attackingCommand READ attackingCommand NOTIFY changed)

  public:
    explicit ApplyLossesForm(QObject* parent = nullptr);

    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    Side::Value side() const { return side_; }
    void setSide(Side::Value s);
    QString brigade() const { return brigade_; }
    void setBrigade(const QString& b);
    QString stragglerUnit() const { return stragglerUnit_; }
    void setStragglerUnit(const QString& b);
    bool charge() const { return charge_; }
    void setCharge(bool c);
    int casualties() const { return casualties_; }
    void setCasualties(int n);
    int stragglers() const { return stragglers_; }
    void setStragglers(int n);
    QVariantList brigades() const { return brigadeList(false); }
    QVariantList stragglerUnits() const { return brigadeList(true); }
    bool needsStragglerUnit() const;
    QString blockedReason() const;
    QString error() const { return error_; }
    QString done() const { return done_; }
    QString attackingCommand() const;

    // One `mark` action; false with `error` (the engine's message) when refused.
    Q_INVOKABLE bool apply();
    // 10.3a: the attacking command was fired on at two hexes or less (or charged, with
    // `charge`); it checks for Corps Attack Stoppage from its next Command Phase.
    Q_INVOKABLE bool markContact();
    // A new result to apply: clears the last message.
    Q_INVOKABLE void startOver();

  signals:
    void changed();

  private:
    adc::LossMark lossMark() const; // the form as the engine takes it (21.0)
    template <class T> void set(T& member, const T& value);
    QVariantList brigadeList(bool stragglersOnly) const;
    QPointer<OpenGame> game_;
    Side::Value side_ = Side::Austrian;
    QString brigade_, stragglerUnit_, error_, done_;
    bool charge_ = false;
    int casualties_ = 0, stragglers_ = 0;
};
