#pragma once
// Everything tables/scenarios/ holds, loaded and checked together: the four scenarios
// (AE 5.1 to 5.4), the Turn Record Track, the scenarios' unit names and the victory data.
// A file of the same name in the player's overlay folder replaces the shipped one (a
// player's correction, e.g. the night hours of the track).
#include "adc/scenarios/scenario.h"
#include "adc/scenarios/turn_track.h"
#include "adc/scenarios/unit_names.h"
#include "adc/scenarios/unit_resolver.h"
#include "adc/scenarios/victory_chart.h"

#include <string>
#include <vector>

namespace adc {

// One turn of a scenario: its number (1 = the first turn) and its box on the track.
struct ScenarioTurn {
    int number = 0;
    const TurnBox* box = nullptr;
};

class ScenarioCatalog {
  public:
    // Throws ChartFileError for a malformed or inconsistent file.
    static ScenarioCatalog load(const std::string& dir, const OrderOfBattle& french,
                                const OrderOfBattle& austrian, const std::string& overlayDir = "");

    const std::vector<Scenario>& scenarios() const { return scenarios_; }
    // By id ("first-day") or number ("5.1"); throws InvalidInput listing the valid ones.
    const Scenario& find(const std::string& idOrNumber) const;
    const TurnTrack& track() const { return track_; }
    const UnitNames& names() const { return names_; }
    const VictoryChart& victory() const { return victory_; }
    const OrderOfBattle& oob(Side s) const { return s == Side::French ? *french_ : *austrian_; }
    UnitResolver resolver(Side s) const { return UnitResolver(oob(s), names_.side(s)); }
    // Files taken from the overlay instead of tables/scenarios (entered by the player).
    const std::vector<std::string>& playerFiles() const { return playerFiles_; }

    // The scenario's turns on the track, first to last.
    std::vector<ScenarioTurn> turns(const Scenario& s) const;
    // The turn during which `t` falls (a turn begins at or before it and ends after it);
    // throws InvalidInput when `t` is outside the scenario.
    ScenarioTurn turnAt(const Scenario& s, const boost::posix_time::ptime& t) const;
    ScenarioTurn turn(const Scenario& s, int number) const; // throws InvalidInput outside 1..length
    // Where the printed game length and the track disagree, in words; "" when they agree.
    std::string lengthDisagreement(const Scenario& s) const;

  private:
    const OrderOfBattle* french_ = nullptr;
    const OrderOfBattle* austrian_ = nullptr;
    std::vector<Scenario> scenarios_;
    TurnTrack track_;
    UnitNames names_;
    VictoryChart victory_;
    std::vector<std::string> playerFiles_;
};

} // namespace adc
