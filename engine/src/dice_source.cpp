#include "adc/dice_source.h"

#include "adc/errors.h"

namespace adc {

int AppDice::roll(DiceKind kind, const std::string& name, const std::string&) {
    thrown_.push_back(roller_.roll(kind, name));
    return thrown_.back().value;
}

int PlayerDice::roll(DiceKind kind, const std::string& name, const std::string& purpose) {
    const auto it = rolls_.find(name);
    if (it == rolls_.end())
        throw InvalidInput("this result needs another roll: " + purpose + " (give " + name + "=, " +
                           diceKindName(kind) + ")");
    checkRoll(kind, it->second);
    used_[name] = true;
    DieRoll r{name, kind, it->second, {}, RolledBy::Player};
    if (kind == DiceKind::D66)
        r.faces = {it->second / 10, it->second % 10};
    else if (kind == DiceKind::D6)
        r.faces = {it->second};
    thrown_.push_back(r);
    return it->second;
}

std::vector<std::string> PlayerDice::unused() const {
    std::vector<std::string> out;
    for (const auto& [k, v] : rolls_)
        if (!used_.count(k)) out.push_back(k);
    return out;
}

} // namespace adc
