#pragma once
// What each kind of action carries: one table, keyed by kind, of the rule it records,
// whose secret it is (9.0) and its payload's fields with their types and ranges. Every
// action is checked against it before it is written and again when a game file's log is
// replayed, so a damaged or hand-edited log is refused instead of replayed as nonsense.
// (The ranges are bounds on what a game file can hold, not game data: the rules' own
// limits are checked where the rule is applied.)
#include "adc/action.h"

#include <string>
#include <vector>

namespace adc {

enum class FieldType {
    Text,      // a string without control characters other than tab and newline
    Int,       // a whole number from min to max
    IntOrNull, // a whole number from min to max, or null (cleared)
    Flag,      // true or false
    Side,      // "french" or "austrian"
    Texts,     // a list of strings
    Object,    // a JSON object recorded as it was made (a resolution, a checklist)
    Value      // any JSON value recorded as it was made
};

struct PayloadField {
    std::string name;
    FieldType type = FieldType::Text;
    bool required = false;
    int min = 0, max = 0;             // Int, IntOrNull
    std::vector<std::string> choices; // Text with fixed values, if any
};

// Whose action it is (9.0): one side's secret, shared by both (side ""), or either.
enum class ActionSide { OneSide, Both, Either };

struct ActionSchema {
    std::string kind;
    std::string rule;
    ActionSide side = ActionSide::OneSide;
    std::vector<PayloadField> fields;
};

const std::vector<ActionSchema>& actionSchemas();
const ActionSchema* actionSchema(const std::string& kind); // null for an unknown kind

// Throws InvalidInput naming the field and what it must hold, e.g. "casualties must be a
// whole number from 0 to 999, not 4294967297".
void checkActionPayload(const Action& a);

} // namespace adc
