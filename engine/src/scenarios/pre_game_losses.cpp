#include "adc/pre_game_losses.h"

#include "adc/errors.h"
#include "adc/game.h"
#include "adc/game_state.h"
#include "adc/needs_player_value.h"

#include <algorithm>
#include <set>

namespace adc {

std::vector<Action> PreGameLossPlan::actions() const {
    std::vector<Action> out;
    for (const auto& sp : splits)
        for (const auto& sh : sp.shares)
            if (sh.casualties > 0)
                out.push_back({0,
                               "mark",
                               sideName(side),
                               {{"unit", sh.brigade},
                                {"casualties", sh.casualties},
                                {"stragglers", 0},
                                {"pre_game", scenario}},
                               "",
                               ""});
    return out;
}

namespace {

std::string title(Side s) {
    return s == Side::French ? "French" : "Austrian";
}

// As evenly as possible: the largest level every brigade can be filled to, each brigade
// held to the boxes it has, then one more box each for `remainder` of those with room.
LossSplit split(const std::string& printed, int losses, const Formation& div,
                const OrderOfBattle& oob, const std::vector<std::string>* chosen) {
    LossSplit out;
    out.unit = printed;
    out.losses = losses;
    out.division = div.id;
    const auto brigades = oob.brigadesOf(div.id);
    int capacity = 0;
    for (const Brigade* b : brigades)
        capacity += b->totalBoxes();
    if (losses > capacity)
        throw InvalidInput(div.id + " has " + std::to_string(capacity) + " boxes; it cannot take " +
                           std::to_string(losses) + " losses");
    int level = 0;
    const auto filled = [&](int l) {
        int n = 0;
        for (const Brigade* b : brigades)
            n += std::min(b->totalBoxes(), l);
        return n;
    };
    while (filled(level + 1) <= losses && level < 1000)
        ++level;
    out.each = level;
    out.remainder = losses - filled(level);
    std::vector<std::string> withRoom;
    for (const Brigade* b : brigades)
        if (b->totalBoxes() > level) withRoom.push_back(b->id);

    std::set<std::string> extra;
    if (chosen) {
        std::string valid;
        for (const auto& id : withRoom)
            valid += std::string(valid.empty() ? "" : ", ") + id;
        for (const auto& name : *chosen) {
            const Brigade* b = oob.brigade(name);
            if (!b || std::find(withRoom.begin(), withRoom.end(), b->id) == withRoom.end())
                throw InvalidInput("\"" + name + "\" cannot take one of " + div.id +
                                   "'s remaining losses; choose among " + valid);
            if (!extra.insert(b->id).second)
                throw InvalidInput(b->id + " is chosen twice for " + div.id +
                                   "'s remaining losses");
        }
        if (static_cast<int>(extra.size()) != out.remainder)
            throw InvalidInput(
                div.id + ": " + std::to_string(losses) + " losses over " +
                std::to_string(brigades.size()) + " brigades is " + std::to_string(level) +
                " each and " + std::to_string(out.remainder) + " more; name " +
                std::to_string(out.remainder) + " brigade(s) to take one more each, among " +
                valid + " (you named " + std::to_string(extra.size()) + ")");
        out.playerPlaced = true;
    } else {
        for (int i = 0; i < out.remainder; ++i)
            extra.insert(withRoom[static_cast<std::size_t>(i)]);
    }
    for (const Brigade* b : brigades) {
        const bool more = extra.count(b->id) > 0;
        out.shares.push_back({b->id, std::min(b->totalBoxes(), level) + (more ? 1 : 0), more});
    }
    return out;
}

} // namespace

PreGameLossPlan planPreGameLosses(const Scenario& s, Side side, const OrderOfBattle& oob,
                                  const LossChoices& choices) {
    const auto& data = s.side(side).preGameLosses;
    if (!data) throw InvalidInput(s.number + " has no " + title(side) + " pre-game losses");
    PreGameLossPlan plan;
    plan.scenario = s.number;
    plan.side = side;
    plan.printedTotal = data->printedTotal;

    std::set<std::string> lines;
    for (const auto& l : data->lines)
        lines.insert(l.unit);
    for (const auto& [line, n] : choices.corrected) {
        if (!lines.count(line))
            throw InvalidInput(s.number + " prints no " + sideName(side) +
                               " pre-game loss line \"" + line + "\"");
        if (n < 0) throw InvalidInput("a corrected loss figure is 0 or more");
    }
    for (const auto& [division, list] : choices.remainder)
        if (!lines.count(division))
            throw InvalidInput(s.number + " prints no " + sideName(side) +
                               " pre-game loss line \"" + division + "\"");

    for (const auto& l : data->lines) {
        const auto corr = choices.corrected.find(l.unit);
        const int losses = corr == choices.corrected.end() ? l.losses : corr->second;
        const auto chosen = choices.remainder.find(l.unit);
        LossSplit sp;
        if (const Formation* f = oob.formation(l.unit); f && f->kind == "division") {
            sp = split(l.unit, losses, *f, oob,
                       chosen == choices.remainder.end() ? nullptr : &chosen->second);
        } else if (const Brigade* b = oob.brigade(l.unit)) {
            if (chosen != choices.remainder.end())
                throw InvalidInput(l.unit + " is a single brigade: its losses need no placing");
            if (losses > b->totalBoxes())
                throw InvalidInput(b->id + " has " + std::to_string(b->totalBoxes()) +
                                   " boxes, fewer than " + std::to_string(losses));
            sp.unit = l.unit;
            sp.losses = losses;
            sp.each = losses;
            sp.shares.push_back({b->id, losses, false});
        } else {
            throw InvalidInput(s.number + ": the pre-game loss line \"" + l.unit +
                               "\" is no division or brigade of the " + oob.title);
        }
        sp.printed = l.losses;
        if (losses != l.losses)
            plan.notes.push_back(l.unit + ": " + std::to_string(losses) +
                                 " instead of the printed " + std::to_string(l.losses) +
                                 " (the players' correction)");
        plan.total += losses;
        plan.splits.push_back(sp);
    }
    if (plan.total != data->printedTotal && !choices.confirmLines) {
        std::string list;
        for (const auto& l : data->lines)
            list += std::string(list.empty() ? "" : ", ") + l.unit;
        throw NeedsPlayerValue(
            {{"confirm", s.number + " pre-game losses",
              "the " + title(side) + " lines add up to " + std::to_string(plan.total) +
                  " but the printed total is " + std::to_string(data->printedTotal) +
                  (data->reading.empty() ? "" : " (" + data->reading + ")") +
                  ". Give confirm=1 to apply the lines as they are, or correct one line (LINE=N, "
                  "one of " +
                  list + ")"}});
    }
    if (plan.total != data->printedTotal)
        plan.notes.push_back("applied " + std::to_string(plan.total) +
                             " against a printed total of " + std::to_string(data->printedTotal) +
                             ", as the players confirmed");
    return plan;
}

std::int64_t preGameLossesIn(const Game& g, Side side) {
    for (const Action* a : g.log().effective())
        if (a->kind == "mark" && a->side == sideName(side) && a->payload.contains("pre_game"))
            return a->seq;
    return 0;
}

void refuseSecondPreGameLosses(const Game& g, Side side) {
    if (const std::int64_t seq = preGameLossesIn(g, side))
        throw InvalidInput("the " + sideName(side) +
                           " pre-game losses are already in this game (action #" +
                           std::to_string(seq) + "); undo them first to place them differently");
}

std::vector<Action> checkedPreGameLossActions(const Game& g, const PreGameLossPlan& plan) {
    refuseSecondPreGameLosses(g, plan.side);
    Game probe = g;
    const std::vector<Action> acts = plan.actions();
    for (const auto& a : acts) probe.commit(probe.prepare(a));
    return acts;
}

} // namespace adc
