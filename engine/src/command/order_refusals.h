#pragma once
// What refuses an order as written, stated once: GameState refuses the action with these
// words, and Staff::reviewDraft names them before the order is sent.
#include <string>

namespace adc {

// 10.1c: an Attack order says where it goes and where it stops. "" when it does.
inline std::string openEndedAttack(bool attack, const std::string& direction,
                                   const std::string& limit) {
    if (!attack || (!direction.empty() && !limit.empty())) return {};
    return "an Attack order needs a direction or path and a limit; open-ended orders are not "
           "allowed (10.1c)";
}

// 3.2b: in a solitaire game every order answers the question first. "" when answered no.
inline std::string solitaireQuestion(const std::string& answer) {
    if (answer == "no") return {};
    if (answer == "yes")
        return "written because of an order for the other side: do not send it (3.2b)";
    return "solitaire: answer the 3.2b question first (no, to send it): was this order written "
           "because of, or to exploit, an "
           "order written for the other side?";
}

// 10.1b: the order's cost against the points left this turn. "" when it fits.
inline std::string pointsShort(int cost, int spent, int allowance) {
    if (spent + cost <= allowance) return {};
    return "this order costs " + std::to_string(cost) + " Command Points; " +
           std::to_string(allowance - spent) + " of " + std::to_string(allowance) +
           " are left this turn (10.1b)";
}

} // namespace adc
