#pragma once
// The names the scenario set-ups use that are not order-of-battle ids (tables/scenarios/
// unit-names.json): groups such as "IG" (the Imperial Guard), the codes of artillery
// counters ("4b" is 4 Corps' artillery), and leaders who come with a corps without
// commanding it (Oudinot with 2 Corps, AE 2.4).
#include "adc/order_of_battle.h"

#include <string>
#include <vector>

namespace adc {

struct UnitGroup {
    std::string name; // as the scenarios print it: "IG"
    std::string title;
    std::vector<std::string> formations;
    std::vector<std::string> artillery;
    std::string source;
};

struct ArtilleryCode {
    std::string code;      // "4" in "4b (3Hf)"
    std::string formation; // the formation whose artillery it is, or
    std::string group;     // the group whose artillery it is
    std::string source;
};

struct AttachedLeaders {
    std::string formation;
    std::vector<std::string> leaders;
    std::string source;
};

struct SideUnitNames {
    std::vector<UnitGroup> groups;
    std::vector<ArtilleryCode> artilleryCodes;
    std::vector<AttachedLeaders> attachedLeaders;
    const UnitGroup* group(const std::string& name) const;
    const ArtilleryCode* artilleryCode(const std::string& code) const;
};

struct UnitNames {
    SideUnitNames french, austrian;
    std::vector<std::string> readings;
    const SideUnitNames& side(Side s) const { return s == Side::French ? french : austrian; }
};

// Throws ChartFileError; with the armies given, also for a name that is not in them.
UnitNames loadUnitNames(const std::string& path, const OrderOfBattle& french,
                        const OrderOfBattle& austrian);

} // namespace adc
