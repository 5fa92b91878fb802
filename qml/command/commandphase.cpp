#include "command/commandphase.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/chances.h"
#include "adc/command/staff.h"
#include "adc/errors.h"

using adcqt::qstr;
using adcqt::sstr;

CommandPhase::CommandPhase(QObject* parent) : QObject(parent) {}

QString CommandPhase::cellRequestText(const adc::ChartCellRef& cell, const adc::ChartSet* charts) {
    // A dice chart is read at a roll, a grid at a column; its results, where it lists them,
    // are what may be entered.
    const adc::Chart* chart = charts ? charts->find(cell.chart_id) : nullptr;
    const bool grid = chart && chart->kind == adc::ChartKind::Grid;
    const QString at = (grid ? tr("column %1") : tr("roll %1")).arg(qstr(cell.outcome));
    QString results;
    if (chart)
        for (const std::string& r : chart->results)
            results += (results.isEmpty() ? QString() : QStringLiteral(", ")) + qstr(r);
    return tr("This check reads a cell of the %1 that is not transcribed: %2, %3 (%4). Read it "
              "off your printed chart and enter it on the Charts page (%1, %2, %3), or with: adc "
              "tables set %5 line=%6 at=%7 value=%8. Then roll.")
        .arg(qstr(cell.chart_title), qstr(cell.line_label), at, qstr(cell.hint),
             qstr(cell.chart_id), qstr(cell.line_key), qstr(cell.outcome),
             !results.isEmpty()                         ? tr("RESULT (one of %1)").arg(results)
             : chart && chart->resultFormat == "number" ? tr("N")
                                                        : tr("RESULT"));
}

void CommandPhase::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::changed, this, &CommandPhase::rebuild);
        connect(game_, &OpenGame::viewerChanged, this, &CommandPhase::rebuild);
    }
    emit gameChanged();
    rebuild();
}

void CommandPhase::setTableSet(TableSet* t) {
    if (t == tables_) return;
    if (tables_) disconnect(tables_, nullptr, this, nullptr);
    tables_ = t;
    if (tables_) connect(tables_, &TableSet::changed, this, &CommandPhase::rebuild);
    emit gameChanged();
    rebuild();
}

void CommandPhase::setSide(const QString& s) {
    if (s == side_) return;
    side_ = s;
    emit sideChanged();
    rebuild();
}

QVariantList CommandPhase::stoppageInputs(int order, const QStringList& offMap,
                                          bool lowAmmoRule) const {
    QVariantList out;
    if (!game_ || !game_->session() || !tables_ || hidden_ || shownSide_.isEmpty()) return out;
    std::vector<std::string> off;
    for (const QString& d : offMap)
        off.push_back(sstr(d));
    try {
        const adc::Staff staff(game_->session()->state(), tables_->charts());
        const auto args = staff.stoppageInputs(adc::parseSide(sstr(shownSide_)), order, off,
                                               lowAmmoRule, std::nullopt);
        // A cell of the first table the transcription lacks (10.3a: "1 wrecked of 1" for a
        // division on a goal): asked for before the roll, with where to enter it.
        for (const auto& u : adc::chances(tables_->charts(), "cas", args).unknown) {
            out << QVariantMap{
                {QStringLiteral("key"), QStringLiteral("needs")},
                {QStringLiteral("value"), cellRequestText(u.cell, &tables_->charts())}};
            return out;
        }
        for (const auto& [k, v] : args)
            out << QVariantMap{{QStringLiteral("key"), qstr(k)},
                               {QStringLiteral("value"), qstr(v)}};
    } catch (const std::exception& e) {
        out << QVariantMap{{QStringLiteral("key"), QStringLiteral("needs")},
                           {QStringLiteral("value"), qstr(e.what())}};
    }
    return out;
}

void CommandPhase::rebuild() {
    unfinished_.clear();
    retreats_.clear();
    retreatReasons_.clear();
    arrived_.clear();
    delayed_.clear();
    toImplement_.clear();
    inForce_.clear();
    stoppage_.clear();
    leaders_.clear();
    corps_.clear();
    step_.clear();
    shownSide_.clear();
    hidden_ = acting_ = lannes_ = shaken_ = false;
    if (game_ && game_->session()) {
        const adc::GameState& st = game_->session()->state();
        const adc::TurnNow& now = st.now();
        step_ = qstr(now.step);
        shownSide_ = !side_.isEmpty() ? side_
                     : now.phasing    ? qstr(adc::sideName(*now.phasing))
                                      : QStringLiteral("french");
        const auto named = adcqt::sideNamed(shownSide_);
        hidden_ = !named || !game_->sees(adcqt::engineSide(*named));
        if (!hidden_) {
            const adc::Side s = adcqt::engineSide(*named);
            const adc::CommandState& cs = st.command();
            const adc::OrderOfBattle& oob = st.oob(s);
            const adc::LeaderRoster& roster = st.roster(s);
            auto nameOf = [&](const std::string& id) {
                if (const adc::Formation* f = oob.formation(id)) return qstr(f->name);
                if (oob.leader(id)) return qstr(roster.leaderName(id));
                return qstr(id);
            };
            auto label = [&](const adc::Order& o) {
                return tr("Order %1 to %2 (%3)")
                    .arg(o.number)
                    .arg(nameOf(o.receiver), qstr(o.typeAndMethod()));
            };
            acting_ = now.phasing && *now.phasing == s;
            if (acting_)
                for (const auto& u : st.unfinished())
                    unfinished_ << qstr(u);
            for (const adc::Order* o : cs.ordersOf(s)) {
                QVariantMap m{
                    {QStringLiteral("number"), o->number},
                    {QStringLiteral("label"), label(*o)},
                    {QStringLiteral("command"), qstr(o->receiver)},
                    {QStringLiteral("attack"), o->attack},
                    {QStringLiteral("goal"), o->goal},
                    {QStringLiteral("aide"), o->receiverKind == "aide"},
                    {QStringLiteral("delay"), qstr(o->delay)},
                    // 10.1f: Delay Reduction starts the turn after the delay was rolled.
                    {QStringLiteral("reducible"), o->decidedTurn < now.turn},
                    // 16.4: a corps still to come, said where contact is marked.
                    {QStringLiteral("offMap"), qstr(adc::notOnMapYet(st, s, o->receiver))}};
                if (o->status == adc::OrderStatus::Arrived) arrived_ << m;
                if (o->status == adc::OrderStatus::Delayed) delayed_ << m;
                if (o->status == adc::OrderStatus::Accepted) toImplement_ << m;
                if (o->inForce()) inForce_ << m;
            }
            for (const auto& d : cs.stoppageDue(s, now.turn)) {
                QVariantList divisions;
                if (const adc::Formation* f = oob.formation(d.command); f && f->kind == "corps")
                    for (const auto& div : cs.divisionsCounted(oob, st.inPlay(), f->id))
                        divisions << QVariantMap{{QStringLiteral("id"), qstr(div)},
                                                 {QStringLiteral("name"), nameOf(div)}};
                stoppage_ << QVariantMap{
                    {QStringLiteral("order"), d.order},
                    {QStringLiteral("command"), qstr(d.command)},
                    {QStringLiteral("label"), tr("%1, order %2 (fired on or charged on turn %3)")
                                                  .arg(nameOf(d.command))
                                                  .arg(d.order)
                                                  .arg(d.contactTurn)},
                    {QStringLiteral("divisions"), divisions}};
            }
            for (const auto& r : cs.retreatsDueNow(s, now.turn)) {
                retreats_ << qstr(r.command);
                retreatReasons_.insert(qstr(r.command),
                                       QVariantMap{{QStringLiteral("reason"), qstr(r.reason)},
                                                   {QStringLiteral("rule"), qstr(r.rule())}});
            }
            for (const auto& l : oob.leaders) {
                const std::string formation = adc::CommandState::commandOf(oob, roster, l.id);
                const adc::Formation* f = oob.formation(formation);
                if (!f || f->kind == "army" || roster.lost(l.id)) continue;
                // Not arrived, or not in the scenario: no initiative (10.2c).
                if (!st.inPlay().onMap(s, {adc::UnitKind::Leader, l.id})) continue;
                const std::string blocked = cs.initiativeBlocked(oob, s, now.turn, f->id);
                leaders_ << QVariantMap{
                    {QStringLiteral("id"), qstr(l.id)},
                    {QStringLiteral("label"),
                     tr("%1 (%2)").arg(qstr(roster.leaderName(l.id)), qstr(f->name))},
                    {QStringLiteral("formation"), qstr(f->id)},
                    {QStringLiteral("blocked"), qstr(blocked)}};
            }
            for (const auto& f : oob.formations)
                if (f.kind == "corps" && cs.onMap(oob, st.inPlay(), f.id))
                    corps_ << QVariantMap{{QStringLiteral("id"), qstr(f.id)},
                                          {QStringLiteral("label"), qstr(f.name)}};
            lannes_ = s == adc::Side::French && cs.lannesChooses(oob, st.inPlay());
            shaken_ = s == adc::Side::Austrian && cs.archdukeShaken();
        }
    }
    emit changed();
}
