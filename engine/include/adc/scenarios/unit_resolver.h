#pragma once
// Reads the units of a set-up, reinforcement or order line in the scenario's own words
// and finds them in the order of battle: "Messena, 4 Corps HQ, 3-4 Div, 4b (3Hf)",
// "2C-R (less R-2C-R, V-2C-R)", "IG". Each item becomes the counters it names: a division
// its brigades, divisional artillery and commander; a corps its divisions, corps
// artillery, HQ, commander and attached leaders; "4b (3Hf)" the artillery counters that
// fit (one is chosen when the whole scenario is laid out). The notation is described in
// tables/scenarios/unit-names.json.
#include "adc/order_of_battle.h"
#include "adc/scenarios/unit_names.h"
#include "adc/scenarios/unit_set.h"

#include <string>
#include <vector>

namespace adc {

struct NamedItem {
    std::string printed; // "4 Corps (less 4-4)"
    std::string kind;    // leader | hq | brigade | artillery | division | corps | army | group
    std::string id;      // order-of-battle id (the formation's for an HQ), or the group's name
    std::vector<std::string> less;       // the printed names it excludes
    std::vector<std::string> candidates; // artillery: counters that fit, in manifest order
    UnitSet units;                       // the counters it names (artillery: none until chosen)
    // Which mention of a counter wins when several name it: a counter named by itself
    // (3) over a division (2) over a corps, the army or a group (1).
    int specificity() const;
};

class UnitResolver {
  public:
    UnitResolver(const OrderOfBattle& oob, const SideUnitNames& names);

    // Throws InvalidInput naming the item that is not a unit (or could be more than one).
    std::vector<NamedItem> resolve(const std::string& printedList) const;
    NamedItem resolveItem(const std::string& printed) const;

    // Everything a formation brings: its brigades, artillery, commander, HQ, attached
    // leaders, and the same for every formation under it.
    UnitSet formationUnits(const std::string& formationId) const;
    const OrderOfBattle& oob() const { return *oob_; }

    // "a, b (less c, d), e" -> {"a", "b (less c, d)", "e"}: commas inside brackets stay.
    static std::vector<std::string> splitList(const std::string& printed);

  private:
    NamedItem resolveBase(const std::string& name) const;
    const OrderOfBattle* oob_;
    const SideUnitNames* names_;
};

} // namespace adc
