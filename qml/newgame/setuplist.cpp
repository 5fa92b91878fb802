#include "newgame/setuplist.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/errors.h"
#include "adc/scenarios/scenario_setup.h"

using adcqt::qstr;
using adcqt::sstr;

SetupList::SetupList(QObject* parent) : GameView(parent) {}

void SetupList::setSide(Side::Value s) {
    if (s == side_) return;
    side_ = s;
    emit sideChanged();
    rebuild();
}

namespace {
// The counters a line names, by kind: "57 Line-3-2, 4 Line-3-2; leaders: st-hilaire".
QString unitsText(const adc::UnitSet& u) {
    QStringList parts;
    const std::pair<adc::UnitKind, const char*> kinds[] = {
        {adc::UnitKind::Brigade, ""},
        {adc::UnitKind::Artillery, "artillery: "},
        {adc::UnitKind::Leader, "leaders: "},
        {adc::UnitKind::Hq, "HQs: "}};
    for (const auto& [kind, label] : kinds) {
        QStringList ids;
        for (const auto& id : u.ids(kind))
            ids << qstr(id);
        if (!ids.isEmpty()) parts << QString::fromLatin1(label) + ids.join(QStringLiteral(", "));
    }
    return parts.join(QStringLiteral("; "));
}

QVariantMap rowOf(const adc::ScenarioCatalog& c, const adc::Scenario& s, const adc::Placement& p) {
    QStringList notes;
    for (const auto& n : p.notes)
        notes << qstr(n);
    QString printed = qstr(p.printed);
    if (printed.isEmpty()) {
        QStringList items;
        for (const auto& i : p.items)
            items << qstr(i.printed);
        printed = items.join(QStringLiteral(", "));
    }
    QVariantMap row{{QStringLiteral("kind"), qstr(p.kind)},
                    {QStringLiteral("where"), qstr(p.where)},
                    {QStringLiteral("printed"), printed},
                    {QStringLiteral("units"), unitsText(p.units)},
                    {QStringLiteral("turn"), p.turn},
                    {QStringLiteral("bridge"), p.bridge},
                    {QStringLiteral("notes"), notes.join(QStringLiteral(" "))}};
    if (p.kind == "reinforcement") {
        const adc::TurnBox& b = *c.turn(s, p.turn).box;
        row.insert(QStringLiteral("at"),
                   qstr(adc::clockTime(b.start) + ", " + adc::dayName(b.start.date())));
    }
    return row;
}
} // namespace

void SetupList::rebuild() {
    shown_ = false;
    rows_.clear();
    offMap_.clear();
    notes_.clear();
    error_.clear();
    const adc::Scenario* s = game_ ? game_->scenario() : nullptr;
    if (s) {
        try {
            const adc::Side side = adcqt::engineSide(side_);
            shown_ = sees(side);
            if (shown_) {
                const adc::SideSetup ss =
                    adc::buildSideSetup(*game_->catalog(), *s, side, game_->variants());
                for (const auto& p : ss.setup)
                    rows_.push_back(rowOf(*game_->catalog(), *s, p));
                for (const auto& p : ss.reinforcements)
                    rows_.push_back(rowOf(*game_->catalog(), *s, p));
                offMap_ = unitsText(ss.offMap);
                for (const auto& n : ss.notes)
                    notes_ << qstr(n);
            }
        } catch (const adc::InvalidInput& e) {
            error_ = qstr(e.what());
        }
    }
    emit changed();
}
