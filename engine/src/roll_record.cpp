#include "adc/roll_record.h"
#include "adc/action_kinds.h"

#include "adc/errors.h"
#include "adc/order_of_battle.h"

#include <map>

namespace adc {

RollSecrecy rollSecrecy(const std::string& resolver) {
    // 9.0a keeps casualties, stragglers and wrecks secret; 9.0b orders, their delivery and
    // plans. What the map shows (morale markers, retreats, who holds a hex) and what any
    // player may read off the counters (fire points, strengths) is seen by both.
    static const std::map<std::string, RollSecrecy> secret{
        {"command-points", {true, "9.0b", "the side whose army commander writes orders"}},
        {"order-cost", {true, "9.0b", "the side writing the order"}},
        {"delivery", {true, "9.0b", "the side sending the order"}},
        {"initiative", {true, "9.0b", "the side whose leader rolls"}},
        {"acceptance", {true, "9.0b", "the side whose order it is"}},
        {"delay", {true, "9.0b", "the side whose order it is"}},
        {"cas", {true, "9.0b", "the side whose command is attacking"}},
        {"fire",
         {true, "9.0a", "the side whose units were fired on (its casualties and stragglers)"}},
        {"morale", {true, "9.0a", "the side whose unit checks (its stragglers)"}},
        {"straggler", {true, "9.0a", "the side whose unit loses stragglers"}},
        {"straggler-recovery", {true, "9.0a", "the side whose unit recovers stragglers"}},
        {"gun-loss", {true, "9.0a", "the side whose artillery loses gun points"}},
    };
    const auto it = secret.find(resolver);
    return it == secret.end() ? RollSecrecy{false, "9.0", "nobody: both sides see it"} : it->second;
}

void checkRollSide(const std::string& resolver, const std::string& side) {
    const RollSecrecy s = rollSecrecy(resolver);
    if (!side.empty()) parseSide(side);
    if (s.secret && side.empty())
        throw InvalidInput("a " + resolver + " roll is a side's secret (" + s.rule +
                           "): give side= for " + s.whose + "; nothing was recorded");
    if (!s.secret && !side.empty())
        throw InvalidInput("a " + resolver +
                           " roll is seen by both sides (9.0 keeps only losses, orders and plans "
                           "secret): leave out side=; nothing was recorded");
}

Action rollRecord(const std::string& resolver, const nlohmann::json& inputs,
                  const nlohmann::json& result, const std::string& side) {
    checkRollSide(resolver, side);
    return {0,  kinds::Roll, side, {{"resolver", resolver}, {"inputs", inputs}, {"result", result}},
            "", ""};
}

} // namespace adc
