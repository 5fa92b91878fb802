#pragma once
// The games Aide-de-Camp can be the staff for. A game file records which one it is (its
// settings' "game") and the version of that game's rules in the app that made it
// ("game_version"); a file of a game this app does not have, or of a later version of it,
// is refused before anything is read into a game.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adc {

struct GameModule {
    std::string id;     // as game files record it: "aspern-essling"
    std::string title;  // "Aspern-Essling 1809"
    std::string series; // "Napoleonic Brigade Series v2.1"
    // Raised when a game file of this game made by this app could mean something else to an
    // earlier one (a new action, a payload read differently).
    int version = 1;
    std::string rulebook; // whose procedures its resolvers read (resolver.h's Rulebook)
};

const std::vector<GameModule>& gameModules();
// The module of this id; throws UnknownGame naming the games this app has.
const GameModule& gameModule(const std::string& id);
// Settings naming this module, for a new game file: {"game": id, "game_version": version}.
nlohmann::json moduleInfo(const GameModule& m);

// The game a file's settings name. A file made before the settings named the game is an
// Aspern-Essling one (the only game there was), and one without "game_version" is version 1.
// Throws UnknownGame naming the game and the games this app has.
const GameModule& gameModuleOf(const nlohmann::json& info);

// Refuses (InvalidInput) a resolver of another rule book than the game's, naming both: a
// game takes only its own game's rolls and context.
void checkResolverOf(const GameModule& m, const std::string& resolverName);
// Whether the resolver reads the game's rule book.
bool readsRulesOf(const GameModule& m, const std::string& resolverName);

struct UnknownGame : std::runtime_error {
    using std::runtime_error::runtime_error;
};

} // namespace adc
