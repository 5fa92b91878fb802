#pragma once
// A Wagram 1809 game as the viewer may see it (9.0 applied to the Orders Tables): the turn and
// its Round, both tables with the other side's face-down markers only as "a corps", the VP
// ledger, the options, and what is still to do. Every action is built here and checked by
// the engine (adc::wagram::WagramState); a side's secret action is taken only by a viewer who
// sees that side. Dice given as 0 are thrown by the app.
#include "game/gameview.h"

#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include <nlohmann/json.hpp>

namespace adc::wagram {
class WagramState;
}

class OrdersTable : public GameView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY changed) // a Wagram 1809 game is open
    Q_PROPERTY(QVariantMap view READ view NOTIFY changed)
    // The corps in each side's Available box, for the viewer's pickers ({id, name}: "IV",
    // "IV (Massena)"); empty for a side he may not see.
    Q_PROPERTY(QVariantList frenchAvailable READ frenchAvailable NOTIFY changed)
    Q_PROPERTY(QVariantList austrianAvailable READ austrianAvailable NOTIFY changed)

  public:
    explicit OrdersTable(QObject* parent = nullptr);
    bool active() const { return active_; }
    QVariantMap view() const { return view_; }
    QVariantList frenchAvailable() const { return available_[0]; }
    QVariantList austrianAvailable() const { return available_[1]; }

    // The corps of `side` this scenario places on its table (12.5), as {id, name}: printed in
    // the scenario, so no secret; where each goes is.
    Q_INVOKABLE QVariantList corpsOf(const QString& side) const;
    // The scenario's set-up of `side` on the map (14.1), a line per corps: printed, no secret.
    Q_INVOKABLE QStringList setupOf(const QString& side) const;

    Q_INVOKABLE bool place(const QString& side, const QStringList& orders,
                           const QStringList& admin);                               // 12.5
    Q_INVOKABLE bool reaction(const QString& side, const QString& corps);           // 7.2
    Q_INVOKABLE bool reactionRoll(const QString& side, int roll);                   // 7.2
    Q_INVOKABLE bool initiative(int french, int austrian);                          // 6
    Q_INVOKABLE bool reveal(const QString& side);                                   // 7.1
    Q_INVOKABLE bool pick(const QString& side, const QString& corps);               // 7.1
    Q_INVOKABLE bool continueRound(const QString& side, int roll);                  // 11
    Q_INVOKABLE bool adminReveal(const QString& side);                              // 12.1
    Q_INVOKABLE bool adminPick(const QString& side, const QStringList& corps);      // 12.1
    Q_INVOKABLE bool addVp(const QString& side, int points, const QString& reason); // 12.3
    Q_INVOKABLE bool takeOption(const QString& id);                                 // 12.3, 14
    Q_INVOKABLE bool johan(int roll);                                               // 14.3
    Q_INVOKABLE bool endTurn();                                                     // 12.4
    Q_INVOKABLE bool nightPick(const QString& side, const QStringList& corps);      // 14.3
    Q_INVOKABLE bool nightReveal(const QString& side, const QString& corps);        // 14.3
    // Whether the Continuation Phase needs the roll for `side` (its marker reaches box 7).
    Q_INVOKABLE bool continuationRolls(const QString& side) const;

  protected:
    void rebuild() override;

  private:
    const adc::wagram::WagramState* state() const;
    bool act(const char* kind, const nlohmann::json& payload, const QString& secretOf = {});
    // A Round roll: the player's dice as typed, or the app's (adc/wagram/app_dice.h).
    bool roll(const char* kind, nlohmann::json payload, bool typed);
    bool active_ = false;
    QVariantMap view_;
    QVariantList available_[2];
};
