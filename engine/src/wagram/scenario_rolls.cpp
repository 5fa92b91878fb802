// The die rolls of Wagram 1809's scenario rules (14.2, 14.3): Bernadotte's IX Corps, the
// arrival of Johan, and recovery on the night turn of the two-day battle.
#include "wagram/wagram_resolvers.h"

namespace adc::wagram {

namespace {

// A die that succeeds at or under `upTo`.
bool dieUpTo(DiceSource& dice, int upTo, const std::string& purpose, Resolution& r,
             const std::string& rule) {
    const int roll = dice.roll(DiceKind::D6, "roll", purpose);
    r.fields["roll"] = roll;
    const bool yes = roll <= upTo;
    r.explain("Die " + std::to_string(roll) + " against 1 to " + std::to_string(upTo), rule);
    return yes;
}

void bernadotte(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const bool holds = p.flag("holds_better");
    if (holds)
        r.explain("French option Bernadotte holds better (the Austrian scored 1 VP for it): "
                  "retreat on 1 or 2 only",
                  "Wagram 14.3");
    const bool retreats = dieUpTo(dice, holds ? 2 : 4, "the IX Corps die", r, "Wagram 14.3");
    r.fields["retreats"] = retreats;
    r.summary = retreats ? "IX Corps retreats" : "IX Corps holds";
    r.explain(retreats ? "Every unit of the IX Corps retreats at once, as after a combat"
                       : "The IX Corps holds; the rule is spent (only the first contact rolls)",
              "Wagram 14.3");
}

void johan(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const bool option = p.flag("option");
    if (option)
        r.explain("Austrian option Arrival of Johan (the French scored 2 VP for it): he comes on "
                  "1 to 3",
                  "Wagram 14.3");
    const bool arrives = dieUpTo(dice, option ? 3 : 1, "the Johan die", r, "Wagram 14.3");
    r.fields["arrives"] = arrives;
    r.summary = arrives ? "Johan arrives" : "no Johan";
    if (arrives) {
        r.explain("Johan's corps marker goes into the Available box; when activated his units "
                  "enter by zones 258, 260, 263 and/or 266, all Commanded for their first Round",
                  "Wagram 14.3");
        r.explain("His units rout toward zone 260, not zone 1", "Wagram 10.6");
    } else {
        r.explain("Roll again in the next Administrative Phase", "Wagram 14.3");
    }
}

void nightRecovery(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const int losses = p.integer("losses");
    if (losses < 2) {
        r.fields["recovers"] = false;
        r.summary = "no roll";
        r.explain("Fewer than two losses: the unit does not roll", "Wagram 14.3");
        return;
    }
    const bool recovers = dieUpTo(dice, 4, "the night recovery die", r, "Wagram 14.3");
    r.fields["recovers"] = recovers;
    r.summary = recovers ? "recovers 1" : "no recovery";
    r.explain(recovers ? "The unit recovers one loss" : "No loss recovered", "Wagram 14.3");
}

} // namespace

void addScenarioResolvers(std::vector<ResolverSpec>& out) {
    using detail::flagParam, detail::intParam, detail::rollParam;
    out.push_back({"wagram-bernadotte",
                   "Bernadotte reacts badly",
                   "Wagram 14.3",
                   "The first time an Austrian unit enters the ZoC of a IX Corps unit, the "
                   "French roll: on 1 to 4 the whole corps retreats.",
                   {},
                   {flagParam("holds_better", "French option: Bernadotte holds better",
                              "Wagram 14.3", "retreat on 1 or 2 only"),
                    rollParam(DiceKind::D6)},
                   {"retreats"},
                   bernadotte});
    out.push_back({"wagram-johan",
                   "Arrival of Johan",
                   "Wagram 14.3",
                   "From the Administrative Phase of turn 7, a die each Administrative Phase: "
                   "Johan arrives on a 1.",
                   {},
                   {flagParam("option", "Austrian option: Arrival of Johan", "Wagram 14.3",
                              "arrives on 1 to 3"),
                    rollParam(DiceKind::D6)},
                   {"arrives"},
                   johan});
    out.push_back({"wagram-night-recovery",
                   "Night recovery",
                   "Wagram 14.3",
                   "On the night turn of Scenario 3, a unit with at least two losses recovers one "
                   "on 1 to 4.",
                   {},
                   {intParam("losses", "Losses the unit has suffered", 0, 3, true, "Wagram 14.3"),
                    rollParam(DiceKind::D6)},
                   {"recovers"},
                   nightRecovery});
}

} // namespace adc::wagram
