#pragma once
// What each kind of action carries: one table, keyed by kind, of the rule it records,
// whose secret it is (9.0) and its payload's fields with their types and ranges. Every
// action is checked against it before it is written and again when a game file's log is
// replayed, so a damaged or hand-edited log is refused instead of replayed as nonsense.
// (The ranges are bounds on what a game file can hold, not game data: the rules' own
// limits are checked where the rule is applied.) A game module with actions of its own
// declares its table with the same rows (Wagram 1809's: adc/wagram/wagram_schema.h).
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

// The fields of a row, as a table declares them: text("unit", true), whole("rating", 0, 99).
namespace field {
inline PayloadField text(const std::string& n, bool required = false,
                         std::vector<std::string> choices = {}) {
    return {n, FieldType::Text, required, 0, 0, std::move(choices)};
}
inline PayloadField whole(const std::string& n, int min, int max, bool required = false) {
    return {n, FieldType::Int, required, min, max, {}};
}
inline PayloadField flag(const std::string& n, bool required = false) {
    return {n, FieldType::Flag, required, 0, 0, {}};
}
inline PayloadField side(const std::string& n, bool required = false) {
    return {n, FieldType::Side, required, 0, 0, {}};
}
inline PayloadField texts(const std::string& n, bool required = false) {
    return {n, FieldType::Texts, required, 0, 0, {}};
}
inline PayloadField object(const std::string& n, bool required = false) {
    return {n, FieldType::Object, required, 0, 0, {}};
}
inline PayloadField value(const std::string& n, bool required = false) {
    return {n, FieldType::Value, required, 0, 0, {}};
}
inline PayloadField wholeOrNull(const std::string& n, int min, int max) {
    return {n, FieldType::IntOrNull, false, min, max, {}};
}
} // namespace field

// The Napoleonic Brigade Series games' table (adc/action_kinds.h).
const std::vector<ActionSchema>& actionSchemas();
// The row of `kind` in `table` (by default actionSchemas()); null for an unknown kind.
const ActionSchema* actionSchema(const std::string& kind);
const ActionSchema* actionSchema(const std::string& kind, const std::vector<ActionSchema>& table);

// Checks `a` against its row in `table` (by default actionSchemas()): its side (9.0), no
// field the row does not list, each listed one of its type. Throws InvalidInput naming the
// field and what it must hold, e.g. "casualties must be a whole number from 0 to 999, not
// 4294967297".
void checkActionPayload(const Action& a);
void checkActionPayload(const Action& a, const std::vector<ActionSchema>& table);

} // namespace adc
