#include "adc/scenarios/victory.h"

#include "adc/action_kinds.h"
#include "adc/errors.h"
#include "adc/scenarios/needs_player_value.h"

namespace adc {

std::string formatHalves(int halves) {
    const int whole = halves / 2;
    if (halves % 2 == 0) return std::to_string(whole);
    return whole == 0 ? "1/2" : std::to_string(whole) + " 1/2";
}

namespace {

Side other(Side s) {
    return s == Side::French ? Side::Austrian : Side::French;
}

} // namespace

Action victoryInputAction(const VictoryInput& entered) {
    nlohmann::json p = nlohmann::json::object();
    if (entered.terrainFrench) p["terrain_french"] = *entered.terrainFrench;
    if (entered.terrainAustrian) p["terrain_austrian"] = *entered.terrainAustrian;
    if (entered.casualtyTopRowVp) p["casualty_top_vp"] = *entered.casualtyTopRowVp;
    return {0, kinds::VictoryInput, "", std::move(p), "",
            ""}; // public: both sides read the map (AE 4.1)
}

VictoryResult victorySoFar(const VictoryChart& chart, const Scenario& s, const Variants& v,
                           const GameState& st, const VictoryInput& in) {
    VictoryResult r;
    std::vector<PlayerValueNeed>& needs = r.asked;
    const auto add = [&](Side earner, const std::string& rule, const std::string& what, int halves,
                         const std::string& detail) {
        r.lines.push_back({earner, rule, what, halves, detail});
    };

    // AE 4.1: the map's VPs, entered by the players.
    for (Side side : {Side::French, Side::Austrian}) {
        const auto& t = side == Side::French ? in.terrainFrench : in.terrainAustrian;
        const std::string key = "terrain_" + sideName(side);
        if (!t) {
            needs.push_back(
                {key, "AE 4.1", "the " + sideTitle(side) + " terrain VPs: " + chart.terrainHint});
            continue;
        }
        if (*t < 0) throw InvalidInput(key + " is 0 or more");
        add(side, "AE 4.1", "Terrain held at the end", *t * 2,
            "entered by the players from the VPs printed on the map");
    }

    // AE 4.2: VPs for the casualties inflicted, read on the loser's column (both on the
    // Austrian column when the whole 3rd Corps is in play).
    for (Side loser : {Side::French, Side::Austrian}) {
        const int losses = st.losses(loser).casualtyTrack();
        const Side column = v.davout ? Side::Austrian : loser;
        const std::string colName = column == Side::French ? "French Loss" : "Austrian Losses";
        const std::string what =
            "Casualties inflicted: " + sideTitle(loser) + " losses " + std::to_string(losses);
        if (losses == 0) {
            add(other(loser), "AE 4.2", what, 0, "no casualties, no VPs (the chart begins at 1)");
            continue;
        }
        for (const auto& row : chart.casualtyRows) {
            if (!row.holds(column, losses)) continue;
            std::string detail = colName + " column, " + row.printed(column) +
                                 (v.davout && loser == Side::French
                                      ? " (AE 2.9b: both sides use the Austrian column)"
                                      : "");
            std::optional<int> vp = row.vp;
            if (!vp && in.casualtyTopRowVp) {
                vp = in.casualtyTopRowVp;
                detail += "; the VP figure entered by the players";
            }
            if (!vp) {
                needs.push_back({"casualty_top_vp", "AE 4.2", row.hint});
                break;
            }
            add(other(loser), "AE 4.2", what, *vp * 2, detail);
            break;
        }
    }

    // AE 4.3: wrecked formations (hard casualties only) and eliminated guns.
    for (Side earner : {Side::French, Side::Austrian}) {
        const LossChart& lc = st.losses(other(earner));
        for (const auto& a : chart.awardsEarnedBy(earner)) {
            if (a.when == "2.9b" && !v.davout) continue;
            if (a.when == "not 2.9b" && v.davout) continue;
            if (a.kind == "gun-points") {
                const int gp = lc.gunPointsEliminated();
                add(earner, "AE 4.3", a.printed, (gp / a.per) * a.vpHalves,
                    std::to_string(gp) + " gun point(s) eliminated: " + std::to_string(gp / a.per) +
                        " whole group(s) of " + std::to_string(a.per));
                continue;
            }
            int wrecked = 0;
            std::string which;
            bool unknown = false;
            for (const Brigade* b : awardUnits(a, lc.oob())) {
                try {
                    if (lc.wreckedByCasualties(b->id)) {
                        ++wrecked;
                        which += std::string(which.empty() ? "" : ", ") + b->id;
                    }
                } catch (const InvalidInput&) {
                    unknown = true;
                    needs.push_back({"wrecked_mark " + b->id, "20.6a, AE 4.3",
                                     b->id +
                                         "'s wrecked mark is not in the transcription; read it off "
                                         "the printed Loss Chart and enter it "
                                         "(adc game wrecked-mark FILE side=" +
                                         sideName(other(earner)) + " brigade=" + b->id +
                                         " boxes=N)"});
                }
            }
            if (unknown) continue;
            const std::string detail = std::to_string(wrecked) + " wrecked by casualties" +
                                       (which.empty() ? "" : ": " + which);
            if (a.kind == "each")
                add(earner, "AE 4.3", a.printed, wrecked * a.vpHalves, detail);
            else
                add(earner, "AE 4.3", a.printed, wrecked >= a.needed ? a.vpHalves : 0,
                    detail + " (" + std::to_string(a.needed) + " needed)");
        }
    }

    // AE 2.9, 3.8: the variants in play.
    for (const auto& id : v.awardIds()) {
        const VariantAward* va = chart.variant(id);
        if (!va || !va->side) continue;
        add(*va->side, va->rule, va->printed, va->vp * 2,
            "variant chosen when the game was created");
    }

    r.napoleonLost = st.roster(Side::French).lost(chart.napoleon);
    if (!needs.empty()) return r;

    for (const auto& l : r.lines)
        (l.earner == Side::French ? r.frenchHalves : r.austrianHalves) += l.halves;
    r.french = r.frenchHalves / 2;
    r.austrian = r.austrianHalves / 2;
    r.spread = r.french - r.austrian;
    r.steps.push_back("AE 4.0: French " + formatHalves(r.frenchHalves) + " VPs, rounded down to " +
                      std::to_string(r.french));
    r.steps.push_back("AE 4.0: Austrian " + formatHalves(r.austrianHalves) +
                      " VPs, rounded down to " + std::to_string(r.austrian));
    r.steps.push_back("AE 4.0: spread " + std::to_string(r.french) + " - " +
                      std::to_string(r.austrian) + " = " + std::to_string(r.spread));

    r.levelIndex = s.levelIndex(r.spread);
    const VictoryLevel& lv = s.victoryLevels.at(r.levelIndex);
    r.printedRange = lv.printed;
    r.level = lv.level;
    r.steps.push_back(s.number + " victory table: " + lv.printed + " is a " + lv.level);

    // AE 4.4: one level towards the Austrians. The table is printed French-best first.
    r.finalIndex = r.levelIndex;
    if (r.napoleonLost) {
        if (r.finalIndex + 1 < s.victoryLevels.size()) ++r.finalIndex;
        r.steps.push_back("AE 4.4: Napoleon is lost, one level towards the Austrians: " +
                          s.victoryLevels[r.finalIndex].level +
                          (r.finalIndex == r.levelIndex ? " (" + chart.napoleonReading + ")" : ""));
    }
    r.finalLevel = s.victoryLevels[r.finalIndex].level;
    return r;
}

VictoryResult computeVictory(const VictoryChart& chart, const Scenario& s, const Variants& v,
                             const GameState& st, const VictoryInput& in) {
    VictoryResult r = victorySoFar(chart, s, v, st, in);
    if (!r.asked.empty()) throw NeedsPlayerValue(r.asked);
    return r;
}

} // namespace adc
