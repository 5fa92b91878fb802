#include "losses/armylosschart.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/errors.h"
#include "adc/game_state.h"
#include "adc/loss_actions.h"
#include "adc/scenarios/needs_player_value.h"

#include <algorithm>

using adcqt::qstr;
using adcqt::sstr;
using adcqt::typedNumber;

ArmyLossChart::ArmyLossChart(QObject* parent) : SideView(parent) {}

void ArmyLossChart::rebuild() {
    rows_.clear();
    batteries_.clear();
    title_.clear();
    casualtyTrack_ = gunPoints_ = wreckedDivisions_ = 0;
    if (shown()) {
        const adc::Side side = adcqt::engineSide(SideView::side());
        const adc::LossChart& chart = game_->session()->state().losses(side);
        const adc::OrderOfBattle& oob = chart.oob();
        title_ = qstr(oob.title);
        for (const auto& id : chart.batteries())
            batteries_ << qstr(id);
        casualtyTrack_ = chart.casualtyTrack();
        gunPoints_ = chart.gunPointsEliminated();
        // A brigade whose wrecked mark is not transcribed (3-2-2) and has marks makes the
        // wrecked counts unknown until the players enter the mark (20.6a): -1.
        auto orUnknown = [](auto f) -> int {
            const auto v = adc::whenEntered(f);
            return v ? static_cast<int>(*v) : -1;
        };
        wreckedDivisions_ = orUnknown([&] { return chart.wreckedDivisions(); });
        const bool french = side == adc::Side::French;
        // Rows go into the block being built: a corps with its divisions, sorted by presence.
        QVariantList* out = &rows_;
        auto withPresence = [&](QVariantMap row, const adc::Presence& p) {
            row.insert(QStringLiteral("inPlay"), p.inPlay());
            row.insert(QStringLiteral("presence"), presenceCode(p));
            row.insert(QStringLiteral("presenceText"), p.inPlay() ? QString() : presenceText(p));
            return row;
        };
        auto byPresence = [](const auto& a, const auto& b) {
            if (a.first.state != b.first.state) return a.first.state < b.first.state;
            return a.first.state == adc::Presence::State::Later && a.first.turn < b.first.turn;
        };
        auto batteryRow = [&](const std::string& id, const QString& name, const adc::Presence& p) {
            const adc::BatteryRow& b = chart.battery(id);
            out->push_back(
                withPresence(QVariantMap{{QStringLiteral("kind"), QStringLiteral("artillery")},
                                         {QStringLiteral("id"), qstr(id)},
                                         {QStringLiteral("name"), name},
                                         {QStringLiteral("gunPoints"), b.gunPoints},
                                         {QStringLiteral("lost"), b.lost},
                                         {QStringLiteral("eliminated"), b.gunPoints == 0},
                                         {QStringLiteral("detachedFrom"), qstr(b.parent)},
                                         {QStringLiteral("lowAmmo"), b.lowAmmo},
                                         {QStringLiteral("lowAmmoApplies"), french}},
                             p)); // AE 2.1
        };
        auto artilleryOf = [&](const std::string& formation) {
            for (const auto& a : oob.artillery) {
                if (a.formation != formation) continue;
                const adc::Presence p = presenceOf({adc::UnitKind::Artillery, a.id});
                batteryRow(a.id, qstr(a.type + (a.mobility.empty() ? "" : ", " + a.mobility)), p);
                // Its batteries detached (27.1), right under it.
                for (const auto& id : chart.batteries())
                    if (chart.battery(id).parent == a.id)
                        batteryRow(id, tr("battery detached from %1").arg(qstr(a.id)), p);
            }
        };
        auto addDivision = [&](const adc::Formation* div) {
            QVariantList divBoxes;
            const int marks = orUnknown([&] { return chart.divisionMarks(div->id); });
            for (int i = 0; i < div->boxes; ++i)
                divBoxes.push_back(
                    QVariantMap{{QStringLiteral("marked"), i < marks},
                                {QStringLiteral("markAfter"),
                                 div->wreckedAfter > 0 && i + 1 == div->wreckedAfter}});
            out->push_back(withPresence(
                QVariantMap{
                    {QStringLiteral("kind"), QStringLiteral("division")},
                    {QStringLiteral("id"), qstr(div->id)},
                    {QStringLiteral("name"), qstr(div->name)},
                    {QStringLiteral("boxes"), divBoxes},
                    {QStringLiteral("marks"), marks},
                    {QStringLiteral("marksKnown"), marks >= 0},
                    {QStringLiteral("wrecked"), marks >= 0 && chart.divisionWrecked(div->id)},
                    {QStringLiteral("elite"), div->eliteValue.has_value()},
                    {QStringLiteral("eliteValue"), div->eliteValue.value_or(0)}},
                formationPresence(div->id)));
            artilleryOf(div->id);
            std::vector<std::pair<adc::Presence, QVariantMap>> brigades;
            for (const adc::Brigade* b : oob.brigadesOf(div->id)) {
                const adc::BrigadeRow& r = chart.row(b->id);
                // Where the wrecked mark sits: transcribed, or entered by the players; -1 unknown.
                const int mark = orUnknown([&] { return chart.wreckedMark(b->id); });
                QVariantList boxes;
                int i = 0;
                for (const auto& g : b->levels)
                    for (int k = 0; k < g.boxes; ++k, ++i)
                        boxes.push_back(
                            QVariantMap{{QStringLiteral("level"), qstr(g.level)},
                                        {QStringLiteral("first"), k == 0},
                                        {QStringLiteral("mark"),
                                         i < r.casualties                  ? QStringLiteral("X")
                                         : i < r.casualties + r.stragglers ? QStringLiteral("/")
                                                                           : QString()},
                                        {QStringLiteral("markAfter"), mark > 0 && i + 1 == mark}});
                const auto wreckedNow = adc::whenEntered([&] { return chart.wrecked(b->id); });
                const QString wrecked = !wreckedNow   ? QStringLiteral("unknown")
                                        : *wreckedNow ? QStringLiteral("yes")
                                                      : QStringLiteral("no");
                const adc::Presence presence = presenceOf({adc::UnitKind::Brigade, b->id});
                brigades.emplace_back(
                    presence,
                    withPresence(
                        QVariantMap{
                            {QStringLiteral("kind"), QStringLiteral("brigade")},
                            {QStringLiteral("id"), qstr(b->id)},
                            {QStringLiteral("name"), qstr(b->name)},
                            {QStringLiteral("cavalry"), b->arm == adc::Arm::Cavalry},
                            {QStringLiteral("morale"), qstr(b->morale)},
                            {QStringLiteral("boxes"), boxes},
                            {QStringLiteral("casualties"), r.casualties},
                            {QStringLiteral("stragglers"), r.stragglers},
                            {QStringLiteral("fireLevel"), qstr(chart.fireLevel(b->id))},
                            {QStringLiteral("eliminated"), chart.eliminated(b->id)},
                            {QStringLiteral("wrecked"), wrecked},
                            {QStringLiteral("markKnown"), mark > 0},
                            {QStringLiteral("cavalryClass"), qstr(game_->session()
                                                                      ->state()
                                                                      .roster(side)
                                                                      .cavalryClass(b->id)
                                                                      .value_or(std::string()))},
                            {QStringLiteral("takesStragglers"), chart.takesStragglers(b->id)},
                            {QStringLiteral("lowAmmo"), r.lowAmmo},
                            {QStringLiteral("lowAmmoApplies"),
                             french && b->arm == adc::Arm::Infantry}, // AE 2.1
                            {QStringLiteral("skirmisherBoxes"), b->skirmisherBoxes},
                            {QStringLiteral("skirmishersOut"), r.skirmishersOut}},
                        presence));
            }
            std::stable_sort(brigades.begin(), brigades.end(), byPresence);
            for (const auto& [p, row] : brigades)
                out->push_back(row);
        };
        auto heading = [&](const adc::Formation& f) {
            out->push_back(withPresence(
                QVariantMap{{QStringLiteral("kind"), QStringLiteral("corps")},
                            {QStringLiteral("id"), qstr(f.id)},
                            {QStringLiteral("name"), qstr(f.name)},
                            {QStringLiteral("wreckedDivisions"),
                             orUnknown([&] { return chart.wreckedDivisionsIn(f.id); })}},
                formationPresence(f.id)));
            artilleryOf(f.id);
        };
        auto addDivisions = [&](std::vector<const adc::Formation*> divisions) {
            std::vector<std::pair<adc::Presence, const adc::Formation*>> sorted;
            for (const adc::Formation* d : divisions)
                sorted.emplace_back(formationPresence(d->id), d);
            std::stable_sort(sorted.begin(), sorted.end(), byPresence);
            for (const auto& [p, d] : sorted)
                addDivision(d);
        };
        // Commands in play first, so the chart opens on one the scenario has; those still to
        // arrive next, those not in the scenario last (16.4).
        std::vector<std::pair<adc::Presence, QVariantList>> blocks;
        for (const auto& corps : oob.formations) {
            if (corps.kind != "corps") continue;
            const auto divisions = oob.divisionsOf(corps.id);
            const bool guns =
                std::any_of(oob.artillery.begin(), oob.artillery.end(),
                            [&](const adc::ArtilleryUnit& a) { return a.formation == corps.id; });
            // A command with nothing on the chart (the Provisional Corps until Lannes is
            // given divisions, AE 2.4) has no rows to show.
            if (divisions.empty() && !guns) continue;
            QVariantList block;
            out = &block;
            heading(corps);
            addDivisions(divisions);
            blocks.emplace_back(formationPresence(corps.id), block);
        }
        // Divisions outside any corps (the Imperial Guard, under the army), under the army.
        for (const auto& army : oob.formations) {
            if (army.kind != "army") continue;
            std::vector<const adc::Formation*> divisions;
            for (const auto& div : oob.formations)
                if (div.kind == "division" && div.parent == army.id) divisions.push_back(&div);
            if (divisions.empty()) continue;
            QVariantList block;
            out = &block;
            heading(army);
            addDivisions(divisions);
            blocks.emplace_back(formationPresence(army.id), block);
        }
        std::stable_sort(blocks.begin(), blocks.end(), byPresence);
        for (const auto& [p, block] : blocks)
            rows_ << block;
    }
    emit changed();
}

bool ArmyLossChart::markCasualty(const QString& brigade) {
    return act([&](adc::Side s) { return adc::markLosses(s, {sstr(brigade), 1, 0, false, {}}); });
}
bool ArmyLossChart::markStraggler(const QString& brigade) {
    return act([&](adc::Side s) { return adc::markLosses(s, {sstr(brigade), 0, 1, false, {}}); });
}
bool ArmyLossChart::releaseSkirmisher(const QString& brigade) {
    return act([&](adc::Side s) { return adc::releaseSkirmisher(s, sstr(brigade)); });
}
bool ArmyLossChart::recoverSkirmisher(const QString& brigade) {
    return act([&](adc::Side s) { return adc::recoverSkirmisher(s, sstr(brigade)); });
}
bool ArmyLossChart::setWreckedMark(const QString& brigade, const QString& boxes) {
    return act(
        [&](adc::Side s) { return adc::setWreckedMark(s, sstr(brigade), typedNumber(boxes)); });
}
bool ArmyLossChart::setCavalryClass(const QString& brigade, const QString& cls) {
    return act([&](adc::Side s) { return adc::setCavalryClass(s, sstr(brigade), sstr(cls)); });
}
bool ArmyLossChart::loseGunPoint(const QString& unit) {
    return act([&](adc::Side s) { return adc::loseGuns(s, sstr(unit), 1); });
}

bool ArmyLossChart::markLowAmmo(const QString& unit) {
    return act([&](adc::Side s) { return adc::lowAmmo(s, sstr(unit)); });
}
bool ArmyLossChart::detachBattery(const QString& unit, const QString& battery,
                                  const QString& gunPoints) {
    return act([&](adc::Side s) {
        return adc::detachBattery(s, sstr(unit), sstr(battery.trimmed()), typedNumber(gunPoints));
    });
}
bool ArmyLossChart::reattachBattery(const QString& battery, const QString& unit) {
    return act([&](adc::Side s) { return adc::reattachBattery(s, sstr(battery), sstr(unit)); });
}
