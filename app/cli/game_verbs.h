#pragma once
// The verbs of `adc game`, one table: each verb's name, rule, one-line summary, the
// key=value words it takes (for `adc game VERB --help`) and the function that reads them.
// The engine builds every action (adc/loss_actions.h, the sequence of play, the log); the
// CLI only translates the words.
#include "adc/chart_set.h"
#include "adc/game_session.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc::cli {

// What a verb reads: the game file and its words, the charts and armies.
struct GameContext {
    const ChartSet& charts;
    const std::string& tablesDir;
    const std::string& file;
    const std::vector<std::string>& args; // key=value words (roll: the resolver's name first)
    const OrderOfBattle& french;
    const OrderOfBattle& austrian;
    const std::string& rulebook; // the verb's games ("" any), as GameVerb::rulebook
    const std::string& verb;
    // The game file, its state made by its module; a game the verb is not for is refused,
    // naming that game's verbs.
    GameSession open() const;
};

struct GameVerb {
    std::string name, rule;
    std::string summary; // for `adc game --help`
    std::string keys;    // for `adc game VERB --help`: one key a line
    std::function<int(const GameContext&)> run;
    // Whose games it plays: "nbs" (Aspern-Essling), "wagram-1809", or "" for every game.
    std::string rulebook = "nbs";
};

// Every verb: those that read or walk the game (game_verbs.cpp), then the actions a player
// takes on the Loss Charts and leaders (game_action_verbs.cpp), then Wagram 1809's
// (wagram_verbs.cpp).
const std::vector<GameVerb>& gameVerbs();
std::vector<GameVerb> actionVerbs();
std::vector<GameVerb> wagramVerbs();
// Wagram 1809's `adc game where`: the turn, the Round and both Orders Tables as `viewer`
// may see them.
int wagramWhere(const GameContext& c, const GameSession& s);

// Refuses a key left in `kv`, saying what the verb takes.
void noOtherKeys(const std::map<std::string, std::string>& kv, const std::string& usage);
// side=, required: the side whose action or chart it is (taken out of `kv`).
Side sideArg(std::map<std::string, std::string>& kv);
// 9.0: side= is the viewer asking (taken out of `kv`); without it the umpire asks.
std::optional<Side> viewerArg(std::map<std::string, std::string>& kv);

} // namespace adc::cli
