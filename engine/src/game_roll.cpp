#include "adc/game_roll.h"

#include "adc/chances.h"
#include "adc/game_context.h"
#include "adc/roll_record.h"

#include <algorithm>

namespace adc {

using nlohmann::json;

namespace {

GameContextOptions contextFor(const std::string& resolver, const std::string& side, bool clock) {
    GameContextOptions o;
    o.clock = clock;
    o.askWhoseFire = clock;
    if (!side.empty()) {
        const Side s = parseSide(side);
        // 9.0a: a fire roll is the secret of the army fired on; the firers are the other one.
        if (resolver == "fire") o.firing = opponent(s);
        o.checking = s;
    }
    return o;
}

} // namespace

json inputsJson(const Inputs& args) {
    json inputs = json::object();
    for (const auto& [k, v] : args) {
        // A repeated input (firer=...) is kept as a list.
        if (!inputs.contains(k))
            inputs[k] = v;
        else if (inputs[k].is_array())
            inputs[k].push_back(v);
        else
            inputs[k] = json::array({inputs[k], v});
    }
    return inputs;
}

Inputs inputsOf(const json& inputs) {
    Inputs args;
    if (!inputs.is_object()) return args;
    for (const auto& item : inputs.items()) {
        const std::string& key =
            item.key(); // not a structured binding: clang 14 cannot capture one
        const auto add = [&](const json& v) {
            args.emplace_back(key, v.is_string() ? v.get<std::string>() : v.dump());
        };
        if (item.value().is_array())
            std::for_each(item.value().begin(), item.value().end(), add);
        else
            add(item.value());
    }
    return args;
}

GameRoll rollInGame(const GameState& st, const ChartSet& charts, const std::string& resolver,
                    const Inputs& given, const std::string& side, std::optional<std::uint64_t> seed,
                    bool clock, std::function<bool(Side)> mayRead) {
    checkRollSide(resolver, side); // before any dice are thrown
    GameContextOptions options = contextFor(resolver, side, clock);
    options.mayRead = std::move(mayRead);
    InGame in = withGameContext(st, charts, resolver, given, options);
    GameRoll out;
    out.outcome = resolve(charts, resolver, in.args, seed);
    out.taken = std::move(in.taken);
    Resolution& r = out.outcome.resolution;
    r.steps.insert(r.steps.begin(), out.taken.begin(), out.taken.end());
    json result = toJson(r);
    if (out.outcome.seed) result["seed"] = *out.outcome.seed;
    out.action = rollRecord(resolver, inputsJson(given), result, side);
    out.action.payload["in_game"] = {{"clock", clock}};
    return out;
}

Inputs rolledInputs(const GameState& st, const ChartSet& charts, const Action& roll) {
    const json& p = roll.payload;
    Inputs args = inputsOf(p.value("inputs", json::object()));
    const auto in = p.find("in_game");
    if (in == p.end()) return args;
    const bool clock = in->is_object() && in->value("clock", false);
    const std::string resolver = p.value("resolver", std::string());
    return withGameContext(st, charts, resolver, std::move(args),
                           contextFor(resolver, roll.side, clock))
        .args;
}

} // namespace adc
