#pragma once
// The victory data of AE 4.0 to 4.4 and the minor variants' awards (AE 2.9, 3.8), from
// tables/scenarios/victory.json: the AE 4.2 casualty chart, the AE 4.3 awards for wrecked
// formations and eliminated guns, what each variant gives, and the AE 4.4 shift.
#include "adc/order_of_battle.h"

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct CasualtyRow { // AE 4.2: one printed row, read on the losing side's column
    int frenchMin = 0;
    std::optional<int> frenchMax; // none: "301+"
    int austrianMin = 0;
    std::optional<int> austrianMax;
    std::optional<int> vp; // none: not in the transcription
    std::string hint;
    bool holds(Side column, int losses) const;
    std::string printed(Side column) const; // "91-125", "301+"
};

struct Award { // AE 4.3
    std::string id;
    std::string printed;
    std::string kind; // each | threshold | gun-points
    std::vector<std::string> formations;
    std::optional<Arm> arm;
    int of = 0;     // threshold: the printed number of units
    int needed = 0; // threshold: how many must be wrecked
    int per = 0;    // gun-points: gun points per award
    int vpHalves = 0;
    std::string when; // "", "2.9b" or "not 2.9b"
    std::string reading;
};

struct VariantAward { // AE 2.9, 3.8
    std::string id;   // as Variants::awardIds()
    std::string rule;
    std::string printed;
    std::optional<Side> side; // who gets the VPs; none when nobody does
    int vp = 0;
};

struct VictoryChart {
    std::string file;
    std::string source;
    std::string terrainHint; // AE 4.1: the map's VPs, entered by the players
    std::vector<CasualtyRow> casualtyRows;
    std::vector<std::string> casualtyReadings;
    std::vector<Award> frenchAwards;   // earned by the French, for Austrian formations and guns
    std::vector<Award> austrianAwards; // earned by the Austrians, for French formations and guns
    std::vector<std::string> awardReadings;
    std::vector<VariantAward> variants;
    std::string napoleon; // AE 4.4: the leader whose loss shifts the level
    std::string napoleonReading;

    const std::vector<Award>& awardsEarnedBy(Side s) const {
        return s == Side::French ? frenchAwards : austrianAwards;
    }
    const VariantAward* variant(const std::string& id) const;
};

// The brigades an award counts: under one of its formations, of its arm if it has one.
std::vector<const Brigade*> awardUnits(const Award& a, const OrderOfBattle& oob);

// Throws ChartFileError; checks every formation exists in the army whose units the award
// counts and that each printed "N of M" has M units in the order of battle.
VictoryChart loadVictoryChart(const std::string& path, const OrderOfBattle& french,
                              const OrderOfBattle& austrian);

} // namespace adc
