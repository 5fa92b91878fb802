#include "adc/command/command_actions.h"

#include "adc/action_kinds.h"
#include "adc/errors.h"

namespace adc {

using nlohmann::json;

Action implementOrder(Side s, int number) {
    return {0, kinds::OrderImplement, sideName(s), {{"number", number}}, "", ""};
}

Action endOrder(Side s, int number, const std::string& reason) {
    return {0, kinds::OrderEnd, sideName(s), {{"number", number}, {"reason", reason}}, "", ""};
}

Action commandContact(Side s, const std::string& command, const std::string& kind) {
    return {0, kinds::Contact, sideName(s), {{"command", command}, {"kind", kind}}, "", ""};
}

Action attackContact(const GameState& st, Side s, const std::string& unit, bool charge) {
    const std::string command = st.command().attackingCommand(st.oob(s), s, unit);
    if (command.empty())
        throw InvalidInput(unit + " is not executing an Attack order: only attacking commands "
                                  "check for stoppage (10.3a)");
    return commandContact(s, command, charge ? "charge" : "fire");
}

Action hqOverrun(Side s, const std::string& command) {
    return {0, kinds::HqOverrun, sideName(s), {{"command", command}}, "", ""};
}

Action lannesChoice(const std::string& choice) {
    return {0, kinds::LannesChoice, sideName(Side::French), {{"choice", choice}}, "", ""};
}

} // namespace adc
