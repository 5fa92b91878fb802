#include "adc/game_module.h"

#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/resolver.h"

namespace adc {

const std::vector<GameModule>& gameModules() {
    static const std::vector<GameModule> all{
        {"aspern-essling", "Aspern-Essling 1809", "Napoleonic Brigade Series v2.1", 1, "nbs"},
        {"wagram-1809", "Wagram 1809", "its own rules (no series)", 1, "wagram-1809"}};
    return all;
}

nlohmann::json moduleInfo(const GameModule& m) {
    return {{"game", m.id}, {"game_version", m.version}};
}

namespace {

std::string gamesHere() {
    std::string t;
    for (const GameModule& m : gameModules())
        t += (t.empty() ? "" : ", ") + m.title + " (" + m.id + ", version " +
             std::to_string(m.version) + ")";
    return t;
}

} // namespace

const GameModule& gameModule(const std::string& id) {
    for (const GameModule& m : gameModules())
        if (m.id == id) return m;
    throw UnknownGame("it is a game of \"" + printable(id, 60) +
                      "\", which this Aide-de-Camp does not have; it has " + gamesHere());
}

const GameModule& gameModuleOf(const nlohmann::json& info) {
    const auto game = info.find("game");
    const auto v = info.find("game_version");
    if ((game != info.end() && !game->is_string()) || (v != info.end() && !v->is_number_integer()))
        throw UnknownGame("its settings do not say which game it is: \"game\" must be text and "
                          "\"game_version\" a whole number");
    const std::string id = game == info.end() ? "aspern-essling" : game->get<std::string>();
    const std::int64_t version = v == info.end() ? 1 : v->get<std::int64_t>();
    const GameModule& m = gameModule(id);
    if (version > m.version)
        throw UnknownGame("it is a game of " + m.title + " made with version " +
                          std::to_string(version) + " of its rules, and this Aide-de-Camp " +
                          "has version " + std::to_string(m.version) +
                          ": open it with the Aide-de-Camp that made it, or a later one");
    return m;
}

bool readsRulesOf(const GameModule& m, const std::string& resolverName) {
    return rulebookOf(resolver(resolverName)) == m.rulebook;
}

void checkResolverOf(const GameModule& m, const std::string& resolverName) {
    const std::string& book = rulebookOf(resolver(resolverName));
    if (book != m.rulebook)
        throw InvalidInput(resolverName + " reads the rules of " + rulebookTitle(book) +
                           ", and this is a game of " + m.title + ": choose one of " +
                           rulebookTitle(m.rulebook) + "'s resolvers (adc resolvers " + m.rulebook +
                           ")");
}

} // namespace adc
