#include "adc/scenarios/pre_game_losses.h"
#include "adc/action_kinds.h"

#include "adc/errors.h"
#include "adc/game.h"
#include "adc/game_state.h"
#include "adc/scenarios/needs_player_value.h"

#include <algorithm>
#include <set>

namespace adc {

std::vector<Action> PreGameLossPlan::actions() const {
    std::vector<Action> out;
    for (const auto& sp : splits)
        for (const auto& sh : sp.shares)
            if (sh.casualties > 0)
                out.push_back({0,
                               kinds::Mark,
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

// Boxes taken when every brigade is filled to `level`, each held to the boxes it has.
int filledTo(const std::vector<const Brigade*>& brigades, int level) {
    int n = 0;
    for (const Brigade* b : brigades)
        n += std::min(b->totalBoxes(), level);
    return n;
}

// As evenly as possible: the largest level every brigade can be filled to.
int evenLevel(const std::vector<const Brigade*>& brigades, int losses) {
    int level = 0;
    while (filledTo(brigades, level + 1) <= losses && level < 1000)
        ++level;
    return level;
}

// 20.6a: does one more box on top of `level` wreck `b` (unknown mark: it may)?
bool oneMoreWrecks(const Brigade& b, int level) {
    if (!b.wreckedMarkKnown()) return true;
    return level < b.wreckedAfter && level + 1 >= b.wreckedAfter;
}

// As evenly as possible, then one more box each for `remainder` of those with room: the
// owner's choice, or by default the first with room, where no default box wrecks a brigade.
LossSplit split(const std::string& printed, int losses, const Formation& div,
                const OrderOfBattle& oob, const std::vector<std::string>* chosen) {
    LossSplit out;
    out.unit = printed;
    out.losses = losses;
    out.division = div.id;
    const auto brigades = oob.brigadesOf(div.id);
    const int capacity = filledTo(brigades, 1000);
    if (losses > capacity)
        throw InvalidInput(div.id + " has " + std::to_string(capacity) + " boxes; it cannot take " +
                           std::to_string(losses) + " losses");
    const int level = evenLevel(brigades, losses);
    out.each = level;
    out.remainder = losses - filledTo(brigades, level);
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
        for (int i = 0; i < out.remainder; ++i) {
            const std::string& id = withRoom[static_cast<std::size_t>(i)];
            extra.insert(id);
            if (oneMoreWrecks(*oob.brigade(id), level)) out.wreckedByDefault.push_back(id);
        }
    }
    for (const Brigade* b : brigades) {
        const bool more = extra.count(b->id) > 0;
        out.shares.push_back({b->id, std::min(b->totalBoxes(), level) + (more ? 1 : 0), more});
    }
    return out;
}

// What the owner must decide for a split whose default place would wreck a brigade.
PlayerValueNeed placeNeed(const LossSplit& sp, const OrderOfBattle& oob, const std::string& rule) {
    std::string wrecked, safe;
    for (const auto& id : sp.wreckedByDefault)
        wrecked +=
            std::string(wrecked.empty() ? "" : ", ") + id +
            (oob.brigade(id)->wreckedMarkKnown() ? "" : " (its wrecked mark is not transcribed)");
    for (const auto& sh : sp.shares) {
        const Brigade* b = oob.brigade(sh.brigade);
        if (b->totalBoxes() > sp.each && !oneMoreWrecks(*b, sp.each))
            safe += std::string(safe.empty() ? "" : ", ") + b->id;
    }
    return {"remainder." + sp.division, rule,
            sp.division + ": " + std::to_string(sp.losses) + " losses are " +
                std::to_string(sp.each) + " each and " + std::to_string(sp.remainder) +
                " left over; placed by default they would wreck " + wrecked +
                ", so the owning player places them: name " + std::to_string(sp.remainder) +
                " brigade(s) to take one more each" +
                (safe.empty() ? " (every one of them is wrecked by it)"
                              : " (not wrecked by it: " + safe + ")")};
}

} // namespace

PreGameLossPlan draftPreGameLosses(const Scenario& s, Side side, const OrderOfBattle& oob,
                                   const LossChoices& choices) {
    const auto& data = s.side(side).preGameLosses;
    if (!data) throw InvalidInput(s.number + " has no " + sideTitle(side) + " pre-game losses");
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
        plan.needs.push_back(
            {"confirm", s.number + " pre-game losses",
             "the " + sideTitle(side) + " lines add up to " + std::to_string(plan.total) +
                 " but the printed total is " + std::to_string(data->printedTotal) +
                 (data->reading.empty() ? "" : " (" + data->reading + ")") +
                 ". Give confirm=1 to apply the lines as they are, or correct one line (LINE=N, "
                 "one of " +
                 list + ")"});
    } else if (plan.total != data->printedTotal) {
        plan.notes.push_back("applied " + std::to_string(plan.total) +
                             " against a printed total of " + std::to_string(data->printedTotal) +
                             ", as the players confirmed");
    }
    for (const auto& sp : plan.splits)
        if (!sp.wreckedByDefault.empty())
            plan.needs.push_back(placeNeed(sp, oob, s.number + " pre-game losses, 20.6a"));
    return plan;
}

PreGameLossPlan planPreGameLosses(const Scenario& s, Side side, const OrderOfBattle& oob,
                                  const LossChoices& choices) {
    PreGameLossPlan plan = draftPreGameLosses(s, side, oob, choices);
    if (!plan.needs.empty()) throw NeedsPlayerValue(plan.needs);
    return plan;
}

std::int64_t preGameLossesIn(const Game& g, Side side) {
    for (const Action* a : g.log().effective())
        if (a->kind == kinds::Mark && a->side == sideName(side) && a->payload.contains("pre_game"))
            return a->seq;
    return 0;
}

std::optional<PreGameLossPlan> appliedPreGameLosses(const Game& g, const Scenario& s, Side side,
                                                    const OrderOfBattle& oob) {
    const auto& data = s.side(side).preGameLosses;
    if (!data) return std::nullopt;
    std::map<std::string, int> marked; // brigade -> casualties of the pre-game marks in force
    for (const Action* a : g.log().effective())
        if (a->kind == kinds::Mark && a->side == sideName(side) && a->payload.contains("pre_game"))
            marked[a->payload.value("unit", std::string())] += a->payload.value("casualties", 0);
    if (marked.empty()) return std::nullopt;
    PreGameLossPlan plan;
    plan.scenario = s.number;
    plan.side = side;
    plan.printedTotal = data->printedTotal;
    for (const auto& l : data->lines) {
        LossSplit sp;
        sp.unit = l.unit;
        sp.printed = l.losses;
        std::vector<const Brigade*> brigades;
        if (const Formation* f = oob.formation(l.unit); f && f->kind == "division") {
            sp.division = f->id;
            brigades = oob.brigadesOf(f->id);
        } else if (const Brigade* b = oob.brigade(l.unit)) {
            brigades = {b};
        }
        for (const Brigade* b : brigades)
            sp.losses += marked.count(b->id) ? marked.at(b->id) : 0;
        sp.each = evenLevel(brigades, sp.losses);
        sp.remainder = sp.losses - filledTo(brigades, sp.each);
        int defaults =
            sp.division.empty() ? 0 : sp.remainder; // the first with room take them by default
        for (const Brigade* b : brigades) {
            const int n = marked.count(b->id) ? marked.at(b->id) : 0;
            const bool more = !sp.division.empty() && n > std::min(b->totalBoxes(), sp.each);
            const bool byDefault = b->totalBoxes() > sp.each && defaults > 0;
            if (byDefault) --defaults;
            if (more != byDefault) sp.playerPlaced = true;
            sp.shares.push_back({b->id, n, more});
        }
        if (sp.losses != l.losses)
            plan.notes.push_back(l.unit + ": " + std::to_string(sp.losses) +
                                 " instead of the printed " + std::to_string(l.losses));
        plan.total += sp.losses;
        plan.splits.push_back(sp);
    }
    if (plan.total != data->printedTotal)
        plan.notes.push_back("applied " + std::to_string(plan.total) +
                             " against a printed total of " + std::to_string(data->printedTotal));
    return plan;
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
    for (const auto& a : acts)
        probe.commit(probe.prepare(a));
    return acts;
}

} // namespace adc
