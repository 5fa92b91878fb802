#pragma once
// The actions a player takes on a Loss Chart and on the leaders (20.6, 21.0, 11.5, 24.0a,
// 26.0, 26.4, 27.1-27.2, AE 2.1), built here once for every way in: the loss-application
// form, the Loss Charts and Leaders pages, the counter values step and `adc game`. A figure
// a player typed goes in as typed (a number, or the text itself) so that the action's check
// names what is wrong with it.
#include "adc/action.h"
#include "adc/loss_chart.h"

#include <nlohmann/json.hpp>

#include <string>

namespace adc {

// One result's losses on one unit (21.0).
struct LossMark {
    std::string unit;
    int casualties = 0, stragglers = 0;
    bool charge = false;       // 21.0b: a charge's stragglers count as casualties
    std::string stragglerUnit; // 21.0a: where the stragglers go when the unit takes none
};

// 21.0a: the unit hit takes no stragglers, so they go on the topmost infantry of its stack.
bool needsStragglerUnit(const LossChart& chart, const LossMark& m);
Action markLosses(Side s, const LossMark& m);

Action releaseSkirmisher(Side s, const std::string& unit);                         // 11.5a
Action recoverSkirmisher(Side s, const std::string& unit);                         // 11.5d
Action loseGuns(Side s, const std::string& unit, const nlohmann::json& gunPoints); // 27.2
Action detachBattery(Side s, const std::string& unit, const std::string& battery,
                     const nlohmann::json& gunPoints);                                  // 27.1
Action reattachBattery(Side s, const std::string& battery, const std::string& unit);    // 27.1
Action lowAmmo(Side s, const std::string& unit);                                        // AE 2.1
Action setWreckedMark(Side s, const std::string& brigade, const nlohmann::json& boxes); // 20.6a
Action setCavalryClass(Side s, const std::string& brigade, const std::string& cls);     // 24.0a
Action setRating(Side s, const std::string& leader, const nlohmann::json& rating);      // 26.0
// 26.4: `replacement` and `corpsReplacement` may be empty (none named).
Action leaderCasualty(Side s, const std::string& leader, const std::string& replacement,
                      const std::string& corpsReplacement);

} // namespace adc
