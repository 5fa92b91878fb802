#include "adc/resolver.h"

#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/value_range.h"

#include "text.h"

#include <algorithm>
#include <set>

namespace adc {

namespace {

std::string choiceList(const ParamSpec& p) {
    std::string s;
    for (const auto& c : p.choices)
        s += (s.empty() ? "" : ", ") + c.value;
    return s;
}

std::string ruleNote(const ParamSpec& p) {
    return p.rule.empty() ? "" : " (rule " + p.rule + ")";
}

void checkValue(const ResolverSpec& spec, const ParamSpec& p, const std::string& v) {
    // Written only for a refusal: "fire: roll=67".
    const auto where = [&] { return spec.name + ": " + p.key + "=" + printable(v, 40); };
    switch (p.type) {
    case ParamType::Int: {
        const auto r = parseValueRange(v);
        if (!r || r->lo != r->hi)
            throw InvalidInput(where() +
                               (isDigits(v) ? " is out of range; " : " is not a whole number; ") +
                               p.key + " must be " + std::to_string(p.min) + " to " +
                               std::to_string(p.max) + ruleNote(p));
        if (r->lo < p.min || r->lo > p.max)
            throw InvalidInput(where() + " is out of range; " + p.key + " must be " +
                               std::to_string(p.min) + " to " + std::to_string(p.max) +
                               ruleNote(p));
        break;
    }
    case ParamType::Number: {
        const auto n = parseNumber(v);
        if (!n || *n < p.min || *n > p.max)
            throw InvalidInput(where() + " is not valid; " + p.key + " must be a number from " +
                               std::to_string(p.min) + " to " + std::to_string(p.max) +
                               " (fractions as 9.5 or 9 1/2)" + ruleNote(p));
        break;
    }
    case ParamType::Choice:
        if (std::none_of(p.choices.begin(), p.choices.end(),
                         [&](const Choice& c) { return c.value == v; }))
            throw InvalidInput(where() + " is not valid; " + p.key +
                               " must be one of: " + choiceList(p) + ruleNote(p));
        break;
    case ParamType::Flag:
        if (v != "0" && v != "1")
            throw InvalidInput(where() + " is not valid; " + p.key + " is 1 or 0");
        break;
    case ParamType::Roll: {
        const auto r = parseValueRange(v);
        if (!r || r->lo != r->hi)
            throw InvalidInput(where() + " is not a dice roll of " + diceKindName(p.dice) + " (" +
                               std::to_string(diceOutcomes(p.dice).front().value) + " to " +
                               std::to_string(diceOutcomes(p.dice).back().value) + ")");
        checkRoll(p.dice, r->lo);
        break;
    }
    case ParamType::Modifiers:
    case ParamType::Firers:
        break; // checked by the resolver against its chart
    }
}

} // namespace

Params::Params(const ResolverSpec& spec,
               const std::vector<std::pair<std::string, std::string>>& args)
    : spec_(spec) {
    for (const auto& [k, v] : args) {
        const auto it =
            std::find_if(spec.params.begin(), spec.params.end(), [&key = k](const ParamSpec& p) {
                return p.key == key;
            }); // clang 14: no binding captures
        if (it == spec.params.end()) {
            std::string keys;
            for (const auto& p : spec.params)
                keys += (keys.empty() ? "" : ", ") + p.key;
            throw InvalidInput(spec.name + " has no input \"" + printable(k, 40) +
                               "\"; its inputs are: " + keys);
        }
        if (it->type != ParamType::Firers && values_.count(k))
            throw InvalidInput(spec.name + ": " + k + " is given twice");
        checkValue(spec, *it, v);
        values_.emplace(k, v);
    }
    for (const auto& p : spec.params)
        if (p.required && !values_.count(p.key)) {
            std::string what = p.label;
            if (p.type == ParamType::Choice)
                what += ", one of: " + choiceList(p);
            else if (p.type == ParamType::Int)
                what += ", " + std::to_string(p.min) + " to " + std::to_string(p.max);
            throw InvalidInput(spec.name + " needs " + p.key + "= (" + what + ")" + ruleNote(p));
        }
}

const ParamSpec& Params::param(const std::string& key) const {
    for (const auto& p : spec_.params)
        if (p.key == key) return p;
    throw std::logic_error("resolver " + spec_.name + " reads undeclared input " + key);
}

bool Params::has(const std::string& key) const {
    param(key);
    return values_.count(key) > 0;
}

int Params::integer(const std::string& key) const {
    const auto v = optInteger(key);
    if (!v) throw InvalidInput(spec_.name + " needs " + key + "=");
    return *v;
}

std::optional<int> Params::optInteger(const std::string& key) const {
    const ParamSpec& p = param(key);
    const auto it = values_.find(key);
    if (it == values_.end()) {
        if (p.defaultValue.empty()) return std::nullopt;
        return std::stoi(p.defaultValue);
    }
    return parseValueRange(it->second)->lo;
}

double Params::number(const std::string& key) const {
    const ParamSpec& p = param(key);
    const auto it = values_.find(key);
    if (it == values_.end()) {
        if (p.defaultValue.empty()) throw InvalidInput(spec_.name + " needs " + key + "=");
        return *parseNumber(p.defaultValue);
    }
    return *parseNumber(it->second);
}

bool Params::flag(const std::string& key) const {
    param(key);
    const auto it = values_.find(key);
    return it != values_.end() && it->second == "1";
}

std::string Params::choice(const std::string& key) const {
    const ParamSpec& p = param(key);
    const auto it = values_.find(key);
    if (it == values_.end()) return p.defaultValue;
    return it->second;
}

std::vector<std::string> Params::list(const std::string& key) const {
    param(key);
    const auto it = values_.find(key);
    if (it == values_.end()) return {};
    return detail::splitText(it->second, ',', false);
}

std::vector<std::string> Params::all(const std::string& key) const {
    param(key);
    std::vector<std::string> out;
    const auto [a, b] = values_.equal_range(key);
    for (auto it = a; it != b; ++it)
        out.push_back(it->second);
    return out;
}

std::map<std::string, int> Params::rolls() const {
    std::map<std::string, int> out;
    for (const auto& p : spec_.params)
        if (p.type == ParamType::Roll)
            if (const auto it = values_.find(p.key); it != values_.end())
                out[p.key] = parseValueRange(it->second)->lo;
    return out;
}

bool ResolverSpec::usesDice() const {
    return std::any_of(params.begin(), params.end(),
                       [](const ParamSpec& p) { return p.type == ParamType::Roll; });
}

const ResolverSpec& resolver(const std::string& name) {
    for (const auto& r : resolvers())
        if (r.name == name) return r;
    std::string names;
    for (const auto& r : resolvers())
        names += (names.empty() ? "" : ", ") + r.name;
    throw InvalidInput("no resolver \"" + name + "\"; the resolvers are: " + names);
}

ResolveOutcome resolve(const ChartSet& charts, const std::string& name,
                       const std::vector<std::pair<std::string, std::string>>& args,
                       std::optional<std::uint64_t> seed, Explanation explanation) {
    const ResolverSpec& spec = resolver(name);
    const Params params(spec, args);
    ResolveOutcome out;
    out.resolution.resolver = name;
    out.resolution.explaining = explanation == Explanation::Written;
    const auto typed = params.rolls();
    if (!typed.empty()) {
        if (seed)
            throw InvalidInput(name + ": give either your own dice (roll=) or a seed, not both");
        PlayerDice dice(typed);
        spec.run(charts, params, dice, out.resolution);
        out.resolution.rolls = dice.thrown();
        // A typed roll the rules never called for is a slip worth pointing out.
        if (const auto unused = dice.unused(); !unused.empty())
            throw InvalidInput(name + ": " + unused.front() +
                               " was given but this result does not use it");
    } else {
        AppDice dice(seed ? *seed : DiceRoller::freshSeed());
        spec.run(charts, params, dice, out.resolution);
        out.resolution.rolls = dice.thrown();
        if (!out.resolution.rolls.empty()) out.seed = dice.seed();
    }
    return out;
}

std::vector<const ModifierItem*>
pickModifiers(const Chart& list, const std::vector<std::string>& ids, const std::string& onceRule) {
    std::vector<const ModifierItem*> out;
    std::set<std::string> seen;
    for (const auto& id : ids) {
        const ModifierItem* m = list.findModifier(id);
        if (!m) {
            std::string all;
            for (const auto& item : list.modifiers)
                all += (all.empty() ? "" : ", ") + item.id;
            throw InvalidInput("\"" + id + "\" is not on the " + list.title +
                               "; its lines are: " + all);
        }
        if (!seen.insert(id).second)
            throw InvalidInput("\"" + id + "\" is named twice: each line of the " + list.title +
                               " applies at most once" +
                               (onceRule.empty() ? "" : " (rule " + onceRule + ")"));
        out.push_back(m);
    }
    // A line printed "used in place of" another replaces it.
    std::vector<const ModifierItem*> kept;
    for (const auto* m : out) {
        const bool replaced = std::any_of(
            out.begin(), out.end(), [&](const ModifierItem* o) { return o->replaces == m->id; });
        if (!replaced) kept.push_back(m);
    }
    return kept;
}

} // namespace adc
