#pragma once
// One army's Loss Chart as QML shows it, from the open game: corps and division headings,
// each brigade's boxes grouped by fire level with its X (casualty) and / (straggler) marks
// and the wrecked mark, artillery with its gun points, and the casualty track. Hidden
// information is real (9.0): when `viewer` is the other side, nothing at all is given.
#include "game/sideview.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class OpenGame;

class ArmyLossChart : public SideView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QVariantList rows READ rows NOTIFY changed)
    Q_PROPERTY(int casualtyTrack READ casualtyTrack NOTIFY changed)
    Q_PROPERTY(int gunPointsEliminated READ gunPointsEliminated NOTIFY changed)
    Q_PROPERTY(int wreckedDivisions READ wreckedDivisions NOTIFY changed)
    // Every artillery unit and detached battery of this army (where a battery may rejoin).
    Q_PROPERTY(QStringList batteries READ batteries NOTIFY changed)

  public:
    explicit ArmyLossChart(QObject* parent = nullptr);

    QString title() const { return title_; }
    QVariantList rows() const { return rows_; }
    int casualtyTrack() const { return casualtyTrack_; }
    int gunPointsEliminated() const { return gunPoints_; }
    int wreckedDivisions() const { return wreckedDivisions_; }
    QStringList batteries() const { return batteries_; }

    // One action each on this side's chart; false with the game's error when refused.
    Q_INVOKABLE bool markCasualty(const QString& brigade);
    Q_INVOKABLE bool markStraggler(const QString& brigade);
    Q_INVOKABLE bool releaseSkirmisher(const QString& brigade);
    Q_INVOKABLE bool recoverSkirmisher(const QString& brigade);
    Q_INVOKABLE bool loseGunPoint(const QString& unit);
    // 20.6a: the wrecked mark read off the printed chart (boxes to its left), where the
    // transcription lacks it (3-2-2). Text as typed; the engine says what is wrong with it.
    // 24.0a: heavy or light, from the counter (remembered in the game).
    Q_INVOKABLE bool setCavalryClass(const QString& brigade, const QString& cls);
    Q_INVOKABLE bool setWreckedMark(const QString& brigade, const QString& boxes);
    // AE 2.1: a French infantry brigade or artillery unit marked Low Ammo.
    Q_INVOKABLE bool markLowAmmo(const QString& unit);
    // 27.1: a battery of up to 5 gun points detached under a name the players give it, and
    // a detached battery rejoining a unit. Gun points as typed; the engine says what is wrong.
    Q_INVOKABLE bool detachBattery(const QString& unit, const QString& battery,
                                   const QString& gunPoints);
    Q_INVOKABLE bool reattachBattery(const QString& battery, const QString& unit);

  private:
    void rebuild() override;
    QString title_;
    QVariantList rows_;
    QStringList batteries_;
    int casualtyTrack_ = 0, gunPoints_ = 0, wreckedDivisions_ = 0;
};
