#include "game_command.h"

#include "game_json.h"
#include "game_verbs.h"
#include "verb_help.h"

#include "adc/errors.h"

#include <algorithm>
#include <iostream>

using nlohmann::json;

namespace adc::cli {

GameCommand::GameCommand(CLI::App& game, CLI::App& oob) : game_(&game), oob_(&oob) {
    for (const GameVerb& v : gameVerbs()) {
        CLI::App* sub = addVerb(game, v.name, v.summary, v.rule, v.keys);
        sub->add_option("file", file_, "The game file")->required();
        sub->add_option("args", args_, "key=value inputs (the keys are below)");
        verbs_.emplace_back(sub, &v);
    }
    catchUnknownVerb(game);
    oob.add_option("side", side_, "french or austrian")->required();
}

bool GameCommand::parsed() const {
    return game_->parsed() || oob_->parsed();
}

int GameCommand::run(const ChartSet& charts, const std::string& tablesDir) {
    const auto it =
        std::find_if(verbs_.begin(), verbs_.end(), [](const auto& v) { return v.first->parsed(); });
    if (game_->parsed() && it == verbs_.end()) throw InvalidInput(unknownVerb(*game_));
    const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
    const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
    if (oob_->parsed()) {
        const OrderOfBattle& o = parseSide(side_) == Side::French ? french : austrian;
        // An empty game shows the order of battle with every box unmarked.
        const GameState blank(french, austrian);
        json j = lossesJson(blank, o.side);
        j["title"] = o.title;
        j["leaders"] = json::array();
        for (const auto& l : o.leaders)
            j["leaders"].push_back(
                {{"id", l.id}, {"name", l.name}, {"rank", l.rank}, {"commands", l.commands}});
        std::cout << j.dump(2) << '\n';
        return 0;
    }
    return it->second->run({charts, tablesDir, file_, args_, french, austrian, it->second->rulebook,
                            it->second->name});
}

} // namespace adc::cli
