#include "turn/turnrecord.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/scenarios/bridge_record.h"
#include "adc/scenarios/scenario_setup.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using adcqt::qstr;

TurnRecord::TurnRecord(QObject* parent) : GameView(parent) {}

namespace {
// The units as printed; a variant's arrivals have no printed line, only their items.
QString unitsText(const adc::Placement& p) {
    if (!p.printed.empty()) return qstr(p.printed);
    QStringList items;
    for (const auto& i : p.items)
        items << qstr(i.printed);
    return items.join(QStringLiteral(", "));
}
} // namespace

// What night changes (28.0): the rules' own points, then every chart modifier for night
// found in the tables folder, with its value and rule as the chart gives them.
void TurnRecord::readNightModifiers() {
    if (!game_ || game_->tablesDir() == nightTablesDir_) return;
    nightTablesDir_ = game_->tablesDir();
    nightHints_ = {tr("one-hour turn (28.0a)"), tr("visibility 1 hex (28.0b)"),
                   tr("no cavalry charges (28.0c)"),
                   tr("straggler recovery 2 hexes from the enemy (21.2a)")};
    const QDir dir(nightTablesDir_);
    // One entry per chart and value: "Morale Modifiers −2 (28.0d)" for both morale lists.
    QStringList seen;
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QJsonObject chart = QJsonDocument::fromJson(f.readAll()).object();
        // "Fire Table Modifiers: Regular Fires" -> "Fire Table Modifiers"
        const QString title =
            chart.value(QStringLiteral("title")).toString().section(QLatin1Char(':'), 0, 0);
        for (const auto& m : chart.value(QStringLiteral("modifiers")).toArray()) {
            const QJsonObject mod = m.toObject();
            if (!mod.value(QStringLiteral("id")).toString().contains(QLatin1String("night")))
                continue;
            const QJsonValue v = mod.value(QStringLiteral("value"));
            if (!v.isDouble()) continue;
            const QString hint = tr("%1 %2 (%3)")
                                     .arg(title, adcqt::signedValue(v.toInt()),
                                          mod.value(QStringLiteral("rule")).toString());
            if (seen.contains(hint)) continue;
            seen << hint;
            nightHints_ << hint;
        }
    }
}

void TurnRecord::rebuild() {
    hasClock_ = gameOver_ = night_ = arrivalsHidden_ = false;
    turn_ = lastTurn_ = minutes_ = 0;
    date_.clear(), time_.clear(), dayNote_.clear(), phasing_.clear(), phase_.clear(),
        stepLabel_.clear(), stepRule_.clear();
    arrivals_.clear();
    readNightModifiers();
    const auto c = clock();
    if (c) {
        turn_ = c->position.turn;
        phase_ = qstr(c->step->phase);
        stepLabel_ = qstr(c->step->label);
        stepRule_ = qstr(c->step->rule);
    }
    if (c && c->hasScenario) {
        hasClock_ = true;
        lastTurn_ = c->lastTurn;
        gameOver_ = c->gameOver;
    }
    if (hasClock_ && !gameOver_) {
        const adc::TurnBox& b = *c->box;
        date_ = qstr(adc::dayName(b.start.date())) + QStringLiteral(" 1809");
        time_ = qstr(adc::clockTime(b.start));
        minutes_ = b.minutes;
        night_ = b.night;
        if (b.dayRecord != b.start.date())
            dayNote_ = tr("Day Marker still on %1 until the midnight turn ends (1.1d)")
                           .arg(qstr(adc::dayName(b.dayRecord)));
        else if (c->firstTurnOfDay)
            dayNote_ = b.dayRecord.day() == 22
                           ? tr("First turn of 22 May: Low Ammo is erased (AE 2.1)")
                           : tr("First turn of %1 (1.1d)").arg(qstr(adc::dayName(b.dayRecord)));
        if (c->phasing) phasing_ = qstr(adc::sideName(*c->phasing));
        const adc::Variants v = game_->variants();
        const bool variable = v.bridge == adc::Variants::Bridge::Variable;
        const adc::BridgeTrack bridge = adc::bridgeTrackOf(game_->session()->game());
        for (adc::Side side : {adc::Side::French, adc::Side::Austrian}) {
            if (!sees(side)) {
                arrivalsHidden_ = true;
                continue;
            }
            const adc::SideSetup setup =
                adc::buildSideSetup(*game_->catalog(), *game_->scenario(), side, v);
            for (const adc::Placement* p : setup.arrivals(turn_)) {
                QString held;
                if (p->bridge && variable) {
                    const auto up = bridge.upOn(turn_);
                    held = !up   ? tr("if the bridge is up (AE 2.9a): roll first")
                           : *up ? tr("the bridge is up (AE 2.9a)")
                                 : tr("held: the bridge is down (AE 2.9a)");
                }
                arrivals_.push_back(QVariantMap{{QStringLiteral("side"), qstr(adc::sideName(side))},
                                                {QStringLiteral("where"), qstr(p->where)},
                                                {QStringLiteral("units"), unitsText(*p)},
                                                {QStringLiteral("time"), qstr(p->time)},
                                                {QStringLiteral("bridge"), held}});
            }
        }
    }
    emit changed();
}
