#pragma once
// What the Command Phase asks of one side now (8.1, 10.1f, 10.2, 10.3a, 10.4; AE 2.3-2.4,
// 3.4): the rolls nobody may skip (GameState::unfinished), orders that have arrived and
// await acceptance, delayed orders, Corps Attack Stoppage checks with their inputs,
// emergency retreats, accepted orders awaiting their corps commander at his HQ (10.0a),
// orders in force (to end, or to mark contact), and the leaders who may roll for
// initiative with the 10.2c refusal of those who may not. Read only: CommandRoller acts.
#include "charts/tableset.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class OpenGame;
namespace adc {
struct ChartCellRef;
}

class CommandPhase : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(TableSet* tableSet READ tableSet WRITE setTableSet NOTIFY gameChanged)
    // The side whose Command Phase is shown: french | austrian; "" follows the phasing player.
    Q_PROPERTY(QString side READ side WRITE setSide NOTIFY sideChanged)
    Q_PROPERTY(QString shownSide READ shownSide NOTIFY changed)
    Q_PROPERTY(bool hidden READ hidden NOTIFY changed) // 9.0: the viewer is the other side
    Q_PROPERTY(bool acting READ acting NOTIFY changed) // the shown side is the phasing side (8.1)
    Q_PROPERTY(QString step READ step NOTIFY changed)  // step id ("new-order-acceptance")
    Q_PROPERTY(QStringList unfinished READ unfinished NOTIFY changed)
    Q_PROPERTY(QVariantList arrived READ arrived NOTIFY changed) // {number, label}
    Q_PROPERTY(QVariantList delayed READ delayed NOTIFY changed) // {number, label, delay}
    Q_PROPERTY(QVariantList toImplement READ toImplement NOTIFY changed)
    Q_PROPERTY(QVariantList inForce READ inForce NOTIFY
                   changed) // {number, label, command, attack, goal, aide}
    Q_PROPERTY(QVariantList stoppage READ stoppage NOTIFY
                   changed) // {order, command, label, divisions: [{id,name}]}
    Q_PROPERTY(QStringList retreats READ retreats NOTIFY changed)
    // What each retreat due fell due for, as the engine recorded it: command -> {reason, rule}
    // (hq-overrun, 10.0c; archduke, AE 3.4). The page sends it back as it is.
    Q_PROPERTY(QVariantMap retreatReasons READ retreatReasons NOTIFY changed)
    Q_PROPERTY(QVariantList leaders READ leaders NOTIFY changed) // {id, label, formation, blocked}
    Q_PROPERTY(QVariantList corps READ corps NOTIFY changed)     // {id, label}: HQ overrun
    Q_PROPERTY(bool lannesToChoose READ lannesToChoose NOTIFY changed)
    Q_PROPERTY(bool archdukeShaken READ archdukeShaken NOTIFY changed)

  public:
    explicit CommandPhase(QObject* parent = nullptr);
    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    TableSet* tableSet() const { return tables_; }
    void setTableSet(TableSet* t);
    QString side() const { return side_; }
    void setSide(const QString& s);
    QString shownSide() const { return shownSide_; }
    bool hidden() const { return hidden_; }
    bool acting() const { return acting_; }
    QString step() const { return step_; }
    QStringList unfinished() const { return unfinished_; }
    QVariantList arrived() const { return arrived_; }
    QVariantList delayed() const { return delayed_; }
    QVariantList toImplement() const { return toImplement_; }
    QVariantList inForce() const { return inForce_; }
    QVariantList stoppage() const { return stoppage_; }
    QStringList retreats() const { return retreats_; }
    QVariantMap retreatReasons() const { return retreatReasons_; }
    QVariantList leaders() const { return leaders_; }
    QVariantList corps() const { return corps_; }
    bool lannesToChoose() const { return lannes_; }
    bool archdukeShaken() const { return shaken_; }

    // The Corps Attack Stoppage check's inputs for `order` now (10.3a): {key, value} pairs,
    // or one {key: "needs", value: why} when the game cannot tell yet or the chart cell the
    // check reads is not transcribed.
    Q_INVOKABLE QVariantList stoppageInputs(int order, const QStringList& offMap,
                                            bool lowAmmoRule) const;
    // A chart cell the roll needs, in words: which, and where the player enters it.
    static QString cellRequestText(const adc::ChartCellRef& cell, const adc::ChartSet* charts);

  signals:
    void gameChanged();
    void sideChanged();
    void changed();

  private:
    void rebuild();
    QPointer<OpenGame> game_;
    QPointer<TableSet> tables_;
    QString side_, shownSide_, step_;
    bool hidden_ = false, acting_ = false, lannes_ = false, shaken_ = false;
    QStringList unfinished_, retreats_;
    QVariantList arrived_, delayed_, toImplement_, inForce_, stoppage_, leaders_, corps_;
    QVariantMap retreatReasons_;
};
