// long_battle: writes a long game for timing the desktop app with a game open
// (scripts/bench-desktop.sh): an umpire's game of scenario 5.1 and, after its pre-set
// orders, ACTIONS more actions (20,000 unless told). In each of the scenario's turns the
// steps on to the French Straggler Recovery segment (8.1), then stragglers marked and
// recovered (21.2) on the French infantry in turn, as tests/bench's long battle does. All are
// checked by the engine as a player's would be, and written in one transaction.
//   long_battle TABLES_DIR FILE [ACTIONS]
#include "adc/action_kinds.h"
#include "adc/game_session.h"
#include "adc/order_of_battle.h"
#include "adc/scenario_game.h"
#include "adc/scenarios/game_clock.h"
#include "adc/sequence_of_play.h"

#include <charconv>
#include <cstdio>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

namespace {

// Units of the French infantry present from the first turn of 5.1.
const std::vector<std::string> kUnits{"57 Line-3-2", "10 Lt-3-2", "3 Line-3-2", "72 Line-3-2"};

adc::Action mark(const std::string& unit) {
    return {0, adc::kinds::Mark, "french", {{"unit", unit}, {"stragglers", 1}}, "", ""};
}

adc::Action recover(const std::string& unit) {
    const nlohmann::json checklist{{"enemy_distance", true},
                                   {"morale_state", true},
                                   {"command_radius", true},
                                   {"no_mp_spent", true},
                                   {"not_fired", true}};
    return {0,        adc::kinds::RecoverStragglers,
            "french", {{"unit", unit}, {"recovered", 1}, {"checklist", checklist}},
            "",       ""};
}

int write(const std::string& tables, const std::string& path, int count) {
    const auto french = adc::loadOrderOfBattle(tables + "/oob/french.json");
    const auto austrian = adc::loadOrderOfBattle(tables + "/oob/austrian.json");
    const auto catalog = adc::ScenarioCatalog::load(tables + "/scenarios", french, austrian);
    const adc::Scenario& scenario = catalog.find("5.1");
    const auto seq = adc::SequenceOfPlay::load(tables + "/sequence/sequence-of-play.json");
    adc::createScenarioGame(path, catalog, scenario, adc::Variants{}, "A long battle", "umpire");
    adc::GameSession session =
        adc::GameSession::open(path, adc::ModuleData{tables, &french, &austrian, &seq, &catalog});

    // Marks and recoveries in pairs, spread over the turns so that the game never ends first.
    const int turns = static_cast<int>(catalog.turns(scenario).size());
    const int perTurn = 2 * (count / turns / 2 + 1);
    int written = 0, inTurn = 0, filledTurn = 0;
    session.performAll([&](const adc::Game& g) -> std::vector<adc::Action> {
        if (written >= count) return {};
        const adc::PlayPosition at = seq.after(g.state().stepsTaken());
        const bool recovering =
            seq.step(at).id == "straggler-recovery" &&
            adc::clockPosition(seq, at, &catalog, &scenario).phasing == adc::Side::French;
        if (!recovering || at.turn == filledTurn) {
            std::vector<adc::Action> step =
                adc::nextStepActions(seq, g.state(), &catalog, &scenario);
            written += static_cast<int>(step.size());
            return step;
        }
        const std::string& unit = kUnits[static_cast<std::size_t>(inTurn / 2) % kUnits.size()];
        const adc::Action a = inTurn % 2 == 0 ? mark(unit) : recover(unit);
        if (++inTurn == perTurn) {
            filledTurn = at.turn;
            inTurn = 0;
        }
        ++written;
        return {a};
    });
    std::printf("%s: %d actions after the scenario's own\n", path.c_str(), written);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3 || argc > 4) {
        std::fprintf(stderr, "usage: long_battle TABLES_DIR FILE [ACTIONS]\n");
        return 2;
    }
    int count = 20000;
    if (argc == 4) {
        const std::string_view s(argv[3]);
        const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), count);
        if (error != std::errc() || end != s.data() + s.size() || count < 1) {
            std::fprintf(stderr, "long_battle: ACTIONS is a positive number, not %s\n", argv[3]);
            return 2;
        }
    }
    try {
        return write(argv[1], argv[2], count);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "long_battle: %s\n", e.what());
        return 2;
    }
}
