#include "adc/loss_actions.h"

#include "adc/action_kinds.h"

namespace adc {

using nlohmann::json;

namespace {

Action sided(const char* kind, Side s, json payload) {
    return {0, kind, sideName(s), std::move(payload), "", ""};
}

} // namespace

bool needsStragglerUnit(const LossChart& chart, const LossMark& m) {
    return m.stragglers > 0 && !m.charge && chart.oob().brigade(m.unit) &&
           !chart.takesStragglers(m.unit);
}

Action markLosses(Side s, const LossMark& m) {
    json p{{"unit", m.unit}, {"casualties", m.casualties}, {"stragglers", m.stragglers}};
    if (m.charge) p["charge"] = true;
    if (!m.stragglerUnit.empty()) p["straggler_unit"] = m.stragglerUnit;
    return sided(kinds::Mark, s, std::move(p));
}

Action releaseSkirmisher(Side s, const std::string& unit) {
    return sided(kinds::ReleaseSkirmisher, s, {{"unit", unit}});
}
Action recoverSkirmisher(Side s, const std::string& unit) {
    return sided(kinds::RecoverSkirmisher, s, {{"unit", unit}});
}

Action loseGuns(Side s, const std::string& unit, const json& gunPoints) {
    return sided(kinds::LoseGuns, s, {{"unit", unit}, {"gun_points", gunPoints}});
}

Action detachBattery(Side s, const std::string& unit, const std::string& battery,
                     const json& gunPoints) {
    return sided(kinds::DetachBattery, s,
                 {{"unit", unit}, {"battery", battery}, {"gun_points", gunPoints}});
}

Action reattachBattery(Side s, const std::string& battery, const std::string& unit) {
    return sided(kinds::ReattachBattery, s, {{"battery", battery}, {"unit", unit}});
}

Action lowAmmo(Side s, const std::string& unit) {
    return sided(kinds::LowAmmo, s, {{"unit", unit}});
}

Action setWreckedMark(Side s, const std::string& brigade, const json& boxes) {
    return sided(kinds::SetWreckedMark, s, {{"brigade", brigade}, {"boxes", boxes}});
}

Action setCavalryClass(Side s, const std::string& brigade, const std::string& cls) {
    return sided(kinds::SetCavalryClass, s, {{"brigade", brigade}, {"class", cls}});
}

Action setRating(Side s, const std::string& leader, const json& rating) {
    return sided(kinds::SetRating, s, {{"leader", leader}, {"rating", rating}});
}

Action leaderCasualty(Side s, const std::string& leader, const std::string& replacement,
                      const std::string& corpsReplacement) {
    json p{{"leader", leader}};
    if (!replacement.empty()) p["replacement"] = replacement;
    if (!corpsReplacement.empty()) p["corps_replacement"] = corpsReplacement;
    return sided(kinds::LeaderCasualty, s, std::move(p));
}

} // namespace adc
