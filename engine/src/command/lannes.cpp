// AE 2.4, Lannes: 2 Corps has two commanders. Where the scenario has the Provisional Corps
// HQ (5.1, 5.4), Lannes holds it and Oudinot commands 2 Corps; when 2 Corps arrives Lannes
// may keep the Provisional Corps, or take 2 Corps once the Provisional Corps is disbanded
// by order. Where it has not (5.2, 5.3), Lannes commands 2 Corps from the start.
#include "adc/command/command_state.h"

#include "adc/errors.h"
#include "payload.h"

namespace adc {

namespace {

const UnitRef kProvisionalHq{UnitKind::Hq, "prov-corps"};
const UnitRef kSecondCorpsHq{UnitKind::Hq, "2-corps"};

} // namespace

void CommandState::begin(const World& w) {
    sharedNumbers_ = w.rules.sharedOrderNumbers;
    LeaderRoster& roster = w.roster(Side::French);
    const OrderOfBattle& oob = w.french.oob();
    if (!oob.formation("prov-corps") || !oob.formation("2-corps")) return; // another army
    if (w.inPlay.schedule.inScenario(Side::French, kProvisionalHq))
        roster.assignCommand("2-corps", "oudinot");
    else
        roster.releaseCommand("prov-corps"); // 5.2, 5.3: no Provisional Corps; Lannes leads 2 Corps
}

bool CommandState::lannesChooses(const OrderOfBattle& french, const InPlayNow& inPlay) const {
    return !lannesChoice_ && french.formation("prov-corps") &&
           inPlay.schedule.inScenario(Side::French, kProvisionalHq) &&
           inPlay.onMap(Side::French, kSecondCorpsHq);
}

std::string CommandState::lannes(const Action& a, const World& w, Side s) {
    if (s != Side::French) throw InvalidInput("Lannes is French (AE 2.4)");
    if (!w.inPlay.schedule.inScenario(Side::French, kProvisionalHq))
        throw InvalidInput("the Provisional Corps HQ is not in play in this scenario: Lannes "
                           "commands 2 Corps from the start, "
                           "with Oudinot as an extra leader (AE 2.4), and has nothing to choose");
    if (const Presence hq = w.inPlay.of(Side::French, kSecondCorpsHq); !hq.inPlay())
        throw InvalidInput(
            "Lannes chooses when 2 Corps arrives (AE 2.4): its HQ is not on the map yet (" +
            hq.text() + ")");
    if (lannesChoice_) throw InvalidInput("Lannes has already chosen (AE 2.4)");
    const std::string c = payload::str(a.payload, "choice");
    if (c == "second-corps") {
        if (!provDisbanded_)
            throw InvalidInput("the Provisional Corps must be disbanded by order (Napoleon's or "
                               "initiative) before Lannes takes 2 Corps (AE 2.4)");
        w.roster(s).assignCommand("2-corps", "lannes");
        lannesChoice_ = c;
        return "Lannes resumes command of 2 Corps; Oudinot serves as an extra leader (AE 2.4)";
    }
    if (c == "provisional") {
        if (provDisbanded_)
            throw InvalidInput(
                "the Provisional Corps is disbanded: Lannes can only take 2 Corps (AE 2.4)");
        lannesChoice_ = c;
        return "Lannes keeps the Provisional Corps; Oudinot stays in command of 2 Corps (AE 2.4)";
    }
    throw InvalidInput("choice is provisional or second-corps (AE 2.4)");
}

} // namespace adc
