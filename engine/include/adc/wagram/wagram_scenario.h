#pragma once
// Wagram 1809's scenarios as the rulebook sets them (14.2, 14.3): the turns, who has the first
// Initiative, the continuation modifier, the corps with a marker on each Orders Table, the
// options and their VP. Read from tables/wagram-1809/scenarios.json.
#include "adc/order_of_battle.h"

#include <optional>
#include <string>
#include <vector>

namespace adc::wagram {

struct CorpsMarker {
    std::string id;   // as on the marker: "IV"
    std::string name; // its commander: "Massena"
};

struct ScenarioOption { // 12.3: the opponent gains `vp` when a side takes it
    std::string id, rule, title;
    Side side = Side::French;
    int vp = 0;
    std::optional<CorpsMarker> addsCorps; // its marker goes to the Available box
    int fromTurn = 0, toTurn = 0;         // when it may be taken (0: any turn)
};

struct CorpsRule { // a corps the scenario treats apart (14.2's Wrede)
    Side side = Side::French;
    std::string corps, rule, why;
};

struct JohanArrival { // 14.3: a die each Administrative Phase from `fromTurn`'s (wagram-johan)
    int fromTurn = 0;
    std::string option, rule; // the option that makes him likelier
    CorpsMarker corps;
};

struct ContinuationBonus { // 11, 14.x: +1 on the Continuation roll for `side`
    int from = 0, to = 0;
    Side side = Side::French;
};

struct TurnFlag { // a labelled turn box: dawn, twilight, night
    int turn = 0;
    std::string label, rule;
    int roundMarkersStart = 0;      // the box both Round markers start the turn in
    bool night = false;             // Scenario 3's night turn: no Rounds (14.3)
    bool frenchWinEnds = false;     // the scenario ends after this turn if the French are winning
    std::vector<CorpsRule> removes; // markers taken off the tables as this turn begins
};

struct SetupLine { // 14.1: a corps (or HQ) and its zones, as the scenario prints it
    std::string who;
    std::vector<std::string> zones;
    struct Apart {
        std::vector<std::string> units, zones;
    };
    std::vector<Apart> apart; // "except": these units elsewhere
    struct Loss {
        std::string unit;
        int losses = 0; // 1: flipped, 2: the reduced counter (14.1)
    };
    std::vector<Loss> losses;
    std::string note;
    std::string text() const; // "IV/Massena: 173, 176; IV/Legrand in 158"
};

struct WagramScenario {
    std::string id, number, title;
    int firstTurn = 0, lastTurn = 0;
    Side initiative = Side::French; // the first Round's Phase player (6)
    std::vector<ContinuationBonus> continuation;
    std::vector<TurnFlag> turnFlags;
    std::vector<int> surpriseTurns; // 14.3: Austrian +1 on every initiative die
    int startVpFrench = 0, startVpAustrian = 0;
    std::string startVpWhy;
    std::vector<CorpsMarker> french, austrian;
    std::vector<SetupLine> setupFrench, setupAustrian; // 14.1
    std::vector<CorpsRule> alwaysAdmin, mayLeave;
    std::optional<JohanArrival> johan;
    std::vector<ScenarioOption> options;
    std::vector<std::string> readings;

    const std::vector<CorpsMarker>& corps(Side s) const {
        return s == Side::French ? french : austrian;
    }
    std::optional<Side> continuationBonus(int turn) const;
    int roundMarkersStart(int turn) const; // 0 unless a flag says otherwise
    const TurnFlag* flag(int turn) const;
    bool surprise(int turn) const;
    const ScenarioOption* option(const std::string& id) const;
};

struct WagramScenarios {
    int frenchWinsBy = 0; // 4
    std::vector<WagramScenario> all;
    // Throws InvalidInput naming the scenarios there are.
    const WagramScenario& find(const std::string& id) const;
};

// Reads the file; any fault is a ChartFileError naming the place and the reason.
WagramScenarios loadWagramScenarios(const std::string& path);

} // namespace adc::wagram
