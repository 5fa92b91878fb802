#pragma once
// One side's set-up and reinforcement schedule for a scenario and its variants, with every
// printed unit found in the order of battle: where each counter starts or on which turn it
// arrives (16.4), the pre-set orders (10.1i), and what is not in play.
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/unit_resolver.h"
#include "adc/scenarios/variants.h"

#include <string>
#include <vector>

namespace adc {

struct Placement {
    std::string kind;    // "setup" or "reinforcement"
    std::string where;   // set-up: the location as printed (1.4); reinforcement: the entry hex
    int turn = 0;        // reinforcement: the scenario turn it arrives on (1 = first); set-up: 0
    std::string time;    // reinforcement: the time as printed
    std::string printed; // the units as printed
    std::vector<NamedItem> items;
    UnitSet units;       // what is placed here, after the rules below and the variants
    bool bridge = false; // AE 2.9a Variable Interruption: held while the bridge is down
    std::vector<std::string> notes;
};

struct ResolvedOrder {
    OrderLine line;
    std::vector<NamedItem> items;
    bool inPlay = false; // false when none of the units it names is in the scenario
};

struct SideSetup {
    Side side = Side::French;
    std::vector<Placement> setup;
    std::vector<Placement> reinforcements; // by turn
    std::vector<ResolvedOrder> orders;
    UnitSet inPlay;    // set up or arriving
    UnitSet offMap;    // in the game without a place: the aides with Napoleon (AE 2.3)
    UnitSet notInPlay; // every other counter of the order of battle
    std::vector<std::string> notes;

    std::vector<const Placement*> arrivals(int turn) const; // the reinforcements of one turn
    const Placement* placementOf(const UnitRef& u) const;
};

// Throws InvalidInput when a line names no unit, two lines at the same level name one
// counter, or a variant cannot be applied (e.g. grenadiers with an HQ not in play).
SideSetup buildSideSetup(const ScenarioCatalog& catalog, const Scenario& s, Side side,
                         const Variants& v);

} // namespace adc
