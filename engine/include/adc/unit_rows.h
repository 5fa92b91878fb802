#pragma once
// What one row of a repeated unit input may say, as the lists a picker offers: for fire
// KIND:LEVEL:RANGE[:flag...] (20.1, 11.5, 27.3, 24.1; AE 3.1), for close combat KIND:LEVEL
// (23.0). The parsers (fire_points.cpp, close_combat.cpp) stay the judges of a row; these
// lists only name what they take, and a test reads every pair back through them.
#include "adc/choice.h"

#include <string>
#include <vector>

namespace adc {

struct UnitRowKind {
    std::string id;    // as written in the row: "line", "heavy-art"
    std::string label; // as the chart's row names it
    std::string brief; // on a button: "Column", "Heavy"
    std::string arm;   // infantry | skirmishers | artillery | cavalry
    // Whose units are written so: "french", "non-french" (the charts' French and
    // non-French rows, 20.1, 11.5), "austrian" (AE 3.1's Battalion Masse), "" for all.
    std::string nation;
    std::string rule;
    std::string levelLabel;
    std::vector<Choice> levels;
    std::string rangeLabel; // "" when the row has no third part (close combat)
    std::vector<Choice> ranges;
    std::vector<Choice> flags;
    bool offeredTo(const std::string& side) const; // side: french | austrian
};

const std::vector<UnitRowKind>& firerKinds();
const std::vector<UnitRowKind>& closeCombatKinds();

// A row cut at its colons, and put back together; nothing is checked here.
struct UnitParts {
    std::string kind, level, range;
    std::vector<std::string> flags;
};
UnitParts splitUnit(const std::string& text, bool hasRange);
std::string joinUnit(const UnitParts& parts, bool hasRange);

} // namespace adc
