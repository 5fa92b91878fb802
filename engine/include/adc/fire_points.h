#pragma once
// Fire points of the units firing at one target (20.1, 12.3, 20.2, 27.3; AE 2.1, 3.1, 3.2).
//
// A firer is written KIND:LEVEL:RANGE[:flag...]:
//   infantry     line | french-column | column | masse | square,  level A B C (AB, AA... fire as
//   A),
//                range cc or 1 (square: cc, cc-cav or 1)
//   skirmishers  french-skirmisher | skirmisher, level full or reduced, range cc or 1
//   artillery    heavy-art | light-art, level = gun points of that type in the stack (1-5),
//                range cc or 1-8
//   cavalry      cavalry, level AB+ A B C (AA... count as AB+), range = target type:
//                square | cavalry | inf-column | inf-line | other
// flags: dg (firer disorganized), lowammo (AE 2.1), selective (artillery at artillery not on
// top, 20.2g), blown / stationary / routed (cavalry), austrian (cavalry, for AE 3.2),
// hex=NAME (units firing from the same hex, for the limits of 12.3 and 20.2a).
#include "adc/chart_set.h"
#include "adc/resolution.h"

#include <string>
#include <vector>

namespace adc {

struct Firer {
    std::string text;
    std::string kind;
    std::string level;
    std::string range;
    std::string hex;
    bool dg = false, lowAmmo = false, selective = false;
    bool blown = false, stationary = false, routed = false, austrian = false;
};

Firer parseFirer(const std::string& text); // throws InvalidInput saying what is valid

// Totals the fire points, explaining each step into `res`. `cohesion` applies AE 3.2
// (two or more Austrian cavalry brigades in one charge: -2 from their fire points).
double totalFirePoints(const ChartSet& charts, const std::vector<Firer>& firers, Resolution& res);

} // namespace adc
