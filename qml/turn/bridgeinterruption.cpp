#include "turn/bridgeinterruption.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/action_kinds.h"
#include "adc/dice.h"
#include "adc/errors.h"
#include "adc/scenarios/bridge_record.h"

using adcqt::qstr;

BridgeInterruption::BridgeInterruption(QObject* parent) : GameView(parent) {}

void BridgeInterruption::rebuild() {
    played_ = rollDue_ = false;
    nextRoll_ = turn_ = 0;
    stateText_.clear();
    rolls_.clear();
    const auto c = clock();
    if (c && c->hasScenario && game_->variants().bridge == adc::Variants::Bridge::Variable) {
        played_ = true;
        turn_ = c->position.turn;
        const adc::BridgeTrack track = adc::bridgeTrackOf(game_->session()->game());
        nextRoll_ = track.nextRollTurn();
        rollDue_ = !c->gameOver && turn_ == nextRoll_;
        const bool french = sees(adc::Side::French);
        if (french && !c->gameOver) {
            // The roll covering this turn: up or down from its turn to the turn before the next.
            for (const auto& o : track.outcomes())
                if (o.turn <= turn_ && turn_ < o.nextRoll)
                    stateText_ =
                        (o.up ? tr("Bridge up, turns %1 to %2")
                              : tr("Bridge down, turns %1 to %2: no French reinforcements"))
                            .arg(o.turn)
                            .arg(o.nextRoll - 1);
        }
        for (const adc::Action* a : game_->session()->game().log().effective()) {
            if (a->kind != adc::kinds::Roll || a->payload.value("resolver", "") != "bridge")
                continue;
            const auto& r = a->payload["result"];
            QString by;
            for (const auto& d : r["dice"])
                by = d.value("rolled_by", "") == "app" ? tr("app's dice") : tr("players' dice");
            QVariantMap row{{QStringLiteral("turn"), r["turn"].get<int>()},
                            {QStringLiteral("austrian"), r["austrian"].get<int>()},
                            {QStringLiteral("rolledBy"), by}};
            if (french) {
                row.insert(QStringLiteral("french"), r["french"].get<int>());
                row.insert(QStringLiteral("up"), r["up"].get<bool>());
                row.insert(QStringLiteral("turns"), r["turns"].get<int>());
                row.insert(QStringLiteral("nextRoll"), r["next_roll"].get<int>());
                row.insert(QStringLiteral("text"), qstr(r["result"].get<std::string>()));
            }
            rolls_.push_back(row);
        }
    }
    emit changed();
}

bool BridgeInterruption::record(int french, int austrian, bool typed) {
    if (!game_ || !game_->session()) return false; // no game, no bridge track to roll on
    adc::Action roll;
    const bool due = game_->check([&] {
        adc::BridgeTrack track = adc::bridgeTrackOf(game_->session()->game());
        const adc::BridgeDice d = typed ? adc::typedBridgeDice(french, austrian)
                                        : adc::appBridgeDice(adc::DiceRoller::freshSeed());
        const adc::BridgeOutcome o =
            track.roll(turn_, d.french, d.austrian); // refuses a roll not due now
        roll = adc::bridgeRollAction(o, d.dice, d.seed);
    });
    return due && game_->perform(roll);
}

bool BridgeInterruption::rollTyped(const QString& french, const QString& austrian) {
    bool okF = false, okA = false;
    const int f = french.trimmed().toInt(&okF), a = austrian.trimmed().toInt(&okA);
    if (!okF || !okA) {
        if (game_)
            game_->check(
                [] { throw adc::InvalidInput("type each side's two dice as one total, 2 to 12"); });
        return false;
    }
    return record(f, a, true);
}

bool BridgeInterruption::rollForMe() {
    return record(0, 0, false);
}
