#include "adc/scenarios/bridge_record.h"
#include "adc/action_kinds.h"

#include "adc/dice.h"

namespace adc {

BridgeTrack bridgeTrackOf(const Game& g) {
    BridgeTrack t;
    for (const Action* a : g.log().effective())
        if (a->kind == kinds::Roll && a->payload.value("resolver", "") == "bridge") {
            const nlohmann::json& r = a->payload["result"];
            t.roll(r["turn"].get<int>(), r["french"].get<int>(), r["austrian"].get<int>());
        }
    return t;
}

BridgeDice typedBridgeDice(int french, int austrian) {
    BridgeDice d;
    d.french = french;
    d.austrian = austrian;
    d.dice.push_back({{"name", "french"}, {"value", french}, {"rolled_by", "player"}});
    d.dice.push_back({{"name", "austrian"}, {"value", austrian}, {"rolled_by", "player"}});
    return d;
}

BridgeDice appBridgeDice(std::uint64_t seed) {
    BridgeDice d;
    d.seed = seed;
    DiceRoller roller(seed);
    for (const char* name : {"french", "austrian"}) {
        const DieRoll r = roller.roll(DiceKind::TwoD6, name);
        (std::string(name) == "french" ? d.french : d.austrian) = r.value;
        d.dice.push_back(
            {{"name", name}, {"value", r.value}, {"faces", r.faces}, {"rolled_by", "app"}});
    }
    return d;
}

Action bridgeRollAction(const BridgeOutcome& o, const nlohmann::json& dice,
                        std::optional<std::uint64_t> seed) {
    nlohmann::json result{{"result", o.text},        {"turn", o.turn}, {"french", o.french},
                          {"austrian", o.austrian},  {"up", o.up},     {"turns", o.turns},
                          {"next_roll", o.nextRoll}, {"dice", dice}};
    if (seed) result["seed"] = *seed;
    // The French player may keep the roll to himself (AE 2.9a design note).
    return {0,        kinds::Roll,
            "french", {{"resolver", "bridge"}, {"inputs", {{"turn", o.turn}}}, {"result", result}},
            "",       ""};
}

} // namespace adc
