// Wagram 1809's victory (4, 12.3, 14.2, 14.3): each side's VPs from the objectives held,
// the enemy units routed and destroyed, the Guard and the options taken; the French win
// with at least 10 more than the Austrian.
#include "wagram/wagram_resolvers.h"

namespace adc::wagram {

namespace {

using detail::signedText;

struct Ledger {
    int french = 0, austrian = 0;
};

void victory(const ChartSet&, const Params& p, DiceSource&, Resolution& r) {
    const bool sixth = p.choice("day") == "6-july";
    Ledger vp;
    const auto count = [&](const char* key) { return p.has(key) ? p.integer(key) : 0; };
    const auto score = [&](int& to, int n, int each, const std::string& what, const char* rule) {
        if (n == 0) return;
        to += n * each;
        r.explain(what + ": " + std::to_string(n) + " x " + signedText(each) + " = " +
                      signedText(n * each),
                  rule);
    };
    const char* scenario = sixth ? "Wagram 14.3" : "Wagram 14.2";
    // 14.2, 14.3: the objectives held at the end, and the Wagram plateau.
    score(vp.french, count("french_objectives"), 2, "French objectives held (blue stars)",
          scenario);
    if (p.flag("plateau")) {
        vp.french += 4;
        r.explain(std::string(sixth ? "At least 4 French infantry units of 2 corps"
                                    : "At least 2 French infantry units") +
                      " on the Wagram plateau: French +4",
                  scenario);
    }
    score(vp.austrian, count("austrian_objectives"), 3,
          "Austrian objectives held (Aspern, Essling, Rutzendorf)", scenario);
    // 12.3: the enemy's units routed and destroyed, turn by turn.
    score(vp.french, count("austrian_rout_plus"), 1, "Austrian units gone to Rout+1",
          "Wagram 12.3");
    score(vp.french, count("austrian_eliminated"), 2,
          "Austrian units eliminated with a Combat Potential above 3", "Wagram 12.3");
    score(vp.french, count("austrian_artillery"), 1, "Austrian Artillery units eliminated",
          "Wagram 12.3");
    score(vp.austrian, count("french_rout_plus"), 1, "French units gone to Rout+1", "Wagram 12.3");
    score(vp.austrian, count("french_eliminated"), 2,
          "French units eliminated with a Combat Potential above 3", "Wagram 12.3");
    score(vp.austrian, count("french_artillery"), 1, "French Artillery units eliminated",
          "Wagram 12.3");
    score(vp.austrian, count("french_guard_artillery"), 2, "French Guard Artillery eliminated",
          "Wagram 12.3");
    if (p.flag("guard_engaged")) {
        vp.french -= 2;
        r.explain("The French engaged the Guard in a combat: French -2", "Wagram 10.3");
    }
    // 13, 14.1-14.3: the options, each paid to the other side.
    const auto option = [&](const char* key, int& to, int each, const char* what,
                            const char* rule) {
        if (!p.flag(key)) return;
        to += each;
        r.explain(std::string(what) + ": " + signedText(each), rule);
    };
    option("reuss", vp.french, 1, "Austrian option, Reuss activated: French", scenario);
    option("reynier", vp.austrian, 2, "Reynier left Lobau: Austrian", "Wagram 14.1");
    if (sixth) {
        option("johan", vp.french, 2, "Austrian option, Arrival of Johan: French", scenario);
        option("grand_battery", vp.austrian, 1, "French option, the Grand Battery: Austrian",
               scenario);
        option("square", vp.austrian, 1, "French option, the Divisional Square: Austrian",
               scenario);
        option("bernadotte", vp.austrian, 1, "French option, Bernadotte holds better: Austrian",
               scenario);
    } else {
        for (const char* k : {"johan", "grand_battery", "square", "bernadotte"})
            if (p.flag(k))
                throw InvalidInput(std::string("wagram-victory: ") + k +
                                   "= is an option of 6 July (Wagram 14.3), not of 5 July");
    }
    const int lead = vp.french - vp.austrian;
    const bool french = lead >= 10; // 4: at least 10 more
    r.fields["french_vp"] = vp.french;
    r.fields["austrian_vp"] = vp.austrian;
    r.fields["french_lead"] = lead;
    r.fields["winner"] = french ? "french" : "austrian";
    r.summary = french ? "French victory" : "Austrian victory";
    r.explain("French " + std::to_string(vp.french) + " VP, Austrian " +
                  std::to_string(vp.austrian) + ": the French lead by " + std::to_string(lead) +
                  (french ? ", at least 10: the French win" : ", short of 10: the Austrian wins"),
              "Wagram 4");
}

} // namespace

void addVictoryResolvers(std::vector<ResolverSpec>& out) {
    using detail::choiceParam, detail::flagParam, detail::intParam;
    out.push_back(
        {"wagram-victory",
         "Victory",
         "Wagram 4, 12.3",
         "Each side's VPs at the end of a scenario: objectives held, enemy units routed and "
         "eliminated, the Guard, the options; the French need 10 more than the Austrian.",
         {},
         {helped(choiceParam(
                     "day", "Victory conditions of",
                     {{"5-july", "5 July (Scenario 1)"}, {"6-july", "6 July (Scenarios 2 and 3)"}},
                     true, "Wagram 14.2, 14.3"),
                 "Scenario 3 is judged by Scenario 2's conditions"),
          intParam("french_objectives", "French objectives the French hold", 0, 7, false,
                   "Wagram 14.2",
                   "Florisdorf, Leopoldau, Süssenbrunn, Aderklaa, Deutsch-Wagram, Baumersdorf, "
                   "Neusiedel: 2 VP each"),
          flagParam("plateau", "French infantry on the Wagram plateau", "Wagram 14.2, 14.3",
                    "5 July: 2 units; 6 July: 4 units of 2 corps; 4 VP"),
          intParam("austrian_objectives", "Austrian objectives the Austrians hold", 0, 3, false,
                   "Wagram 14.2", "Aspern, Essling, Rutzendorf: 3 VP each"),
          countParam("austrian_rout_plus", "Austrian units gone from Rout to Rout+1", 60,
                     "Wagram 12.3", "1 VP each to the French"),
          countParam("austrian_eliminated",
                     "Austrian units eliminated with Combat Potential above 3", 60, "Wagram 12.3",
                     "those with a reduced counter; 2 VP each"),
          countParam("austrian_artillery", "Austrian Artillery units eliminated", 60, "Wagram 12.3",
                     "1 VP each"),
          countParam("french_rout_plus", "French units gone from Rout to Rout+1", 60, "Wagram 12.3",
                     "1 VP each to the Austrian"),
          countParam("french_eliminated", "French units eliminated with Combat Potential above 3",
                     60, "Wagram 12.3", "2 VP each"),
          countParam("french_artillery", "French Artillery units eliminated (not Guard)", 60,
                     "Wagram 12.3", "1 VP each"),
          countParam("french_guard_artillery", "French Guard Artillery units eliminated", 60,
                     "Wagram 12.3", "2 VP each"),
          flagParam("guard_engaged", "The French engaged the Guard in a combat", "Wagram 10.3",
                    "French -2"),
          flagParam("reuss", "Austrian option: Reuss activated", "Wagram 14.2, 14.3", "French +1"),
          flagParam("reynier", "Reynier left Lobau", "Wagram 14.1", "Austrian +2"),
          flagParam("johan", "Austrian option: Arrival of Johan (6 July)", "Wagram 14.3",
                    "French +2"),
          flagParam("grand_battery", "French option: the Grand Battery (6 July)", "Wagram 14.3",
                    "Austrian +1"),
          flagParam("square", "French option: the Divisional Square (6 July)", "Wagram 14.3",
                    "Austrian +1"),
          flagParam("bernadotte", "French option: Bernadotte holds better (6 July)", "Wagram 14.3",
                    "Austrian +1")},
         {"french_vp", "austrian_vp", "french_lead", "winner"},
         victory});
}

} // namespace adc::wagram
