#pragma once
// One Aspern-Essling scenario (AE 5.1 to 5.4) as the rulebook prints it: first and last
// turn, game length, first player, each side's set-up, reinforcements, pre-set orders
// (10.1i) and pre-game losses, and the scenario's own victory table (AE 4.0). Units are
// kept in the scenario's own words ("4 Corps (less 4-4)", "4b (3Hf)"); UnitResolver turns
// them into order-of-battle ids. Loaded from tables/scenarios/<id>.json.
#include "adc/order_of_battle.h"

#include <boost/date_time/posix_time/posix_time_types.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct PrintedTime {
    std::string printed; // as in the rulebook: "12:00 pm", "22 May, 1:00 am"
    boost::posix_time::ptime at;
    std::string reading; // why `at` differs from a plain reading of `printed`, if it does
};

struct SetupLine {
    std::string where; // "w/i 3 18.15" (1.4), "Any hex of Essling"
    std::string units; // as printed
    std::string reading;
};

struct ReinforcementLine {
    PrintedTime turn;
    std::string hex;     // entry hex (16.4, 1.1e)
    std::string units;   // as printed
    std::string variant; // "" always; "2.9b" only with Davout's Arrival
    std::string reading;
    std::string source; // where a line not in the scenario's own schedule comes from
};

struct OrderLine { // 10.1i pre-set orders, accepted before the game begins
    std::string units;
    std::string order;
    std::string variant;
    std::string reading;
    std::string source;
    std::string type; // attack | non-attack (the app's reading of 10.1a), or attach
    std::string to;   // attach: the formation joined, as printed
};

struct NotUsedLine {
    std::string units;
    std::string source;
};

struct LossLine {
    std::string unit; // a division (split over its brigades) or a brigade
    int losses = 0;
};

struct PreGameLosses {
    int printedTotal = 0;
    std::vector<LossLine> lines;
    std::string reading;
    int linesTotal() const;
};

struct SideScenario {
    std::vector<SetupLine> setup;
    std::vector<ReinforcementLine> reinforcements;
    std::vector<OrderLine> orders;
    std::vector<NotUsedLine> notUsed;
    std::optional<PreGameLosses> preGameLosses;
};

struct VictoryLevel {
    std::string printed;    // "11 to 7"
    std::optional<int> min; // none: "or less"
    std::optional<int> max; // none: "or more"
    std::string level;      // "French Major Victory"
    bool contains(int spread) const;
};

struct Scenario {
    std::string id;     // "first-day"
    std::string number; // "5.1"
    std::string title;
    std::string source;
    std::string file;
    PrintedTime firstTurn, lastTurn;
    int gameLength = 0; // as printed
    Side firstPlayer = Side::French;
    std::vector<std::string> variants; // the minor variants offered: "2.9a", "2.9b", "3.8a", "3.8b"
    SideScenario french, austrian;
    std::string preGameLossesRule;
    std::vector<VictoryLevel> victoryLevels; // French best first, as printed
    std::vector<std::string> readings;

    const SideScenario& side(Side s) const { return s == Side::French ? french : austrian; }
    bool offers(const std::string& variant) const;
    // The printed level for a spread (French VPs less Austrian, AE 4.0); its index in
    // victoryLevels. The loader has checked that every whole spread has exactly one level.
    std::size_t levelIndex(int spread) const;
};

// Throws ChartFileError (file, place, reason) on a malformed file: a time that is not on
// the clock it prints (unless the line says why), a victory table with gaps or overlaps.
Scenario loadScenario(const std::string& path);

} // namespace adc
