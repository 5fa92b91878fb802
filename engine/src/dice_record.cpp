#include "adc/dice_record.h"
#include "adc/action_kinds.h"
#include "adc/wagram/wagram_kinds.h"

#include "adc/errors.h"
#include "adc/resolver.h"

#include <map>

namespace adc {

namespace {

// The action kinds that carry a die roll, with the resolver it was read on. A `roll` record
// names its resolver in the payload.
const std::map<std::string, std::string>& rollingKinds() {
    static const std::map<std::string, std::string> kinds{
        {kinds::RecoverStragglers, "straggler-recovery"}, // 21.2
        {kinds::OrderAccept, "acceptance"},               // 10.1f
        {kinds::OrderDelay, "delay"},                     // 10.1f
        {kinds::Initiative, "initiative"},                // 10.2
        {kinds::AttackStoppage, "cas"},                   // 10.3a
        {kinds::EmergencyRetreat, "straggler"},           // 10.4, 21.1
        {wagram::kinds::Initiative, "wagram-initiative"}, // Wagram 6
        {wagram::kinds::ReactionRoll, "wagram-reaction"}, // Wagram 7.2
        {wagram::kinds::Continue, "wagram-continuation"}, // Wagram 11 (from box 7 only)
        {wagram::kinds::Johan, "wagram-johan"},           // Wagram 14.3
    };
    return kinds;
}

std::string titleOf(const std::string& resolverName) {
    if (resolverName == "bridge") return "AE 2.9a bridge roll"; // not one of the resolvers
    try {
        return resolver(resolverName).title;
    } catch (const InvalidInput&) {
        return resolverName;
    }
}

} // namespace

std::optional<RollOn> rollIn(const Action& a) {
    std::string name;
    if (a.kind == kinds::Roll) {
        const auto it = a.payload.find("resolver");
        name = it != a.payload.end() && it->is_string() ? it->get<std::string>() : "dice";
    } else if (const auto it = rollingKinds().find(a.kind); it != rollingKinds().end()) {
        // Wagram 11: the Round ends below box 7 without a roll.
        if (a.kind == wagram::kinds::Continue && !a.payload.contains("roll")) return std::nullopt;
        name = it->second;
    } else {
        return std::nullopt;
    }
    return RollOn{name, titleOf(name)};
}

} // namespace adc
