#include "adc/scenarios/unit_set.h"

#include <algorithm>

namespace adc {

std::string unitKindName(UnitKind k) {
    switch (k) {
    case UnitKind::Brigade:
        return "brigade";
    case UnitKind::Artillery:
        return "artillery";
    case UnitKind::Leader:
        return "leader";
    case UnitKind::Hq:
        return "hq";
    }
    return "";
}

void UnitSet::add(const UnitRef& u) {
    if (index_.insert(u).second) refs_.push_back(u);
}

void UnitSet::add(const UnitSet& other) {
    for (const auto& u : other.refs_)
        add(u);
}

void UnitSet::remove(const UnitRef& u) {
    if (index_.erase(u) == 0) return;
    refs_.erase(std::find(refs_.begin(), refs_.end(), u));
}

void UnitSet::remove(const UnitSet& other) {
    for (const auto& u : other.refs_)
        remove(u);
}

std::vector<std::string> UnitSet::ids(UnitKind k) const {
    std::vector<std::string> out;
    for (const auto& u : refs_)
        if (u.kind == k) out.push_back(u.id);
    return out;
}

} // namespace adc
