#pragma once
// What each Wagram 1809 action carries (adc/wagram/wagram_kinds.h), as adc/action_schema.h
// declares the series' own: the rule it records, whose secret it is (9.0 of the series,
// applied to the face-down Corps markers) and its payload's fields with their types and
// ranges. WagramState checks every action against it before a rule reads it, and adds what
// a row cannot say: a corps id's length, how many corps a box holds, 12.3's reasons.
#include "adc/action_schema.h"

#include <vector>

namespace adc::wagram {

const std::vector<ActionSchema>& wagramSchemas();

} // namespace adc::wagram
