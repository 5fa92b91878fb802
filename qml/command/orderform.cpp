#include "command/orderform.h"

#include "common/jsontext.h"
#include "game/opengame.h"
#include "turn_clock.h"

#include "adc/chances.h"
#include "adc/command/staff.h"
#include "adc/errors.h"
#include "adc/scenarios/needs_player_value.h"

using adcqt::qstr;
using adcqt::sstr;

namespace {

adc::OrderMode modeOf(const QString& mode) {
    if (mode == QLatin1String("initiative")) return adc::OrderMode::Initiative;
    if (mode == QLatin1String("loose-cannon")) return adc::OrderMode::LooseCannon;
    return adc::OrderMode::Write;
}

// The engine's reasons as the form lists them: each a sentence.
QString sentence(QString s) {
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s.endsWith(QLatin1Char('.')) || s.endsWith(QLatin1Char('?')) ? s : s + QLatin1Char('.');
}

QString receiverLabel(const adc::OrderReceiver& r) {
    const QString id = qstr(r.id);
    if (r.kind == "division") return OrderForm::tr("%1 (divisional goal)").arg(qstr(r.name));
    if (r.kind == "brigade") return OrderForm::tr("%1 (cavalry brigade, goal)").arg(id);
    if (r.kind == "artillery") return OrderForm::tr("%1 (artillery, goal)").arg(id);
    if (r.kind == "aide") return OrderForm::tr("%1 (aide de camp, AE 2.3)").arg(qstr(r.name));
    return qstr(r.name);
}

} // namespace

OrderForm::OrderForm(QObject* parent) : QObject(parent), chances_(new ChancesModel(this)) {
    draft_ = {{QStringLiteral("side"), QStringLiteral("french")},
              {QStringLiteral("mode"), QStringLiteral("write")},
              {QStringLiteral("type"), QStringLiteral("non-attack")},
              {QStringLiteral("method"), QStringLiteral("AO")}};
}

void OrderForm::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::changed, this, &OrderForm::recompute);
        connect(game_, &OpenGame::viewerChanged, this, &OrderForm::recompute);
    }
    emit gameChanged();
    recompute();
}

void OrderForm::setTableSet(TableSet* t) {
    if (t == tables_) return;
    if (tables_) disconnect(tables_, nullptr, this, nullptr);
    tables_ = t;
    if (tables_) connect(tables_, &TableSet::changed, this, &OrderForm::recompute);
    emit gameChanged();
    recompute();
}

void OrderForm::setDraft(const QVariantMap& d) {
    QVariantMap merged = draft_;
    for (auto it = d.begin(); it != d.end(); ++it)
        merged.insert(it.key(), it.value());
    if (merged == draft_) return;
    draft_ = merged;
    emit draftChanged();
    recompute();
}

adc::OrderDraft OrderForm::toDraft(const adc::Staff& staff) const {
    adc::OrderDraft d;
    d.side = adc::parseSide(sstr(field("side")));
    d.sender = sstr(field("sender"));
    d.receiver = sstr(field("receiver"));
    d.type = sstr(field("type"));
    d.method = sstr(field("method"));
    d.text = sstr(field("text").trimmed());
    d.start = sstr(field("start").trimmed());
    d.direction = sstr(field("direction").trimmed());
    d.limit = sstr(field("limit").trimmed());
    d.inPerson = d.method == "IPO";
    bool ok = false;
    const int mp = field("mp").trimmed().toInt(&ok);
    if (ok) d.mp = mp;
    for (const QString& u : field("units").split(QLatin1Char(','), Qt::SkipEmptyParts))
        d.units.push_back(sstr(u.trimmed()));
    d.different = draft_.value(QStringLiteral("different")).toBool();
    d.solitaire = sstr(field("solitaire"));
    d.goal = staff.receivesGoal(d.side, d.receiver); // 10.5b
    return d;
}

void OrderForm::recompute() {
    receivers_.clear();
    units_.clear();
    senders_.clear();
    onItsWay_.clear();
    earlierDirections_.clear();
    earlierLimits_.clear();
    loggedText_.clear();
    blockers_.clear();
    receiverOffMap_.clear();
    armyCommander_.clear();
    senderName_.clear();
    armyCommanderName_.clear();
    arrival_.clear();
    cost_ = -1;
    allowance_ = pointsLeft_ = 0;
    asksSolitaire_ = false;
    if (!game_ || !game_->session() || !tables_) {
        chances_->showProblem(tr("no game open"));
        emit computed();
        return;
    }
    const adc::GameState& st = game_->session()->state();
    const QString mode = field("mode");
    const adc::Staff staff(st, tables_->charts());
    adc::OrderDraft d;
    try {
        d = toDraft(staff);
    } catch (const adc::InvalidInput& e) {
        blockers_ << qstr(e.what());
        emit computed();
        return;
    }
    const adc::OrderOfBattle& oob = st.oob(d.side);
    const adc::LeaderRoster& roster = st.roster(d.side);
    armyCommander_ = qstr(roster.commander("army"));
    armyCommanderName_ = qstr(roster.leaderName(roster.commander("army")));
    if (!d.sender.empty()) senderName_ = qstr(roster.leaderName(d.sender));
    for (const adc::OrderReceiver& r : staff.receivers(d.side))
        receivers_ << QVariantMap{{QStringLiteral("id"), qstr(r.id)},
                                  {QStringLiteral("label"), receiverLabel(r)},
                                  {QStringLiteral("kind"), qstr(r.kind)}};
    for (const auto& b : oob.brigades)
        units_ << QVariantMap{{QStringLiteral("id"), qstr(b.id)},
                              {QStringLiteral("label"), qstr(b.id + " " + b.name)}};
    for (const auto& a : oob.artillery)
        units_ << QVariantMap{{QStringLiteral("id"), qstr(a.id)},
                              {QStringLiteral("label"), qstr(a.id)}};
    for (const auto& l : oob.leaders)
        if (!roster.lost(l.id))
            senders_ << QVariantMap{{QStringLiteral("id"), qstr(l.id)},
                                    {QStringLiteral("label"), qstr(roster.leaderName(l.id))}};
    if (mode == QLatin1String("initiative") && !d.sender.empty()) { // 10.2f
        const std::string formation = adc::CommandState::commandOf(oob, roster, d.sender);
        for (const adc::Order* o : st.command().ordersOf(d.side))
            if (o->pending() && !formation.empty() && o->receiver == formation)
                onItsWay_ << tr("Order %1 (%2, %3)")
                                 .arg(o->number)
                                 .arg(qstr(o->typeAndMethod()), qstr(o->statusText()));
    }

    if (!d.receiver.empty() && game_->sees(d.side))
        receiverOffMap_ = qstr(adc::notOnMapYet(st, d.side, d.receiver));
    loggedText_ = qstr(d.loggedText());
    if (game_->sees(d.side)) // 9.0: only a side whose Order Log the viewer reads
        for (const adc::Order* o : st.command().ordersOf(d.side)) {
            const QString direction = qstr(o->direction), limit = qstr(o->limit);
            if (!direction.isEmpty() && !earlierDirections_.contains(direction))
                earlierDirections_ << direction;
            if (!limit.isEmpty() && !earlierLimits_.contains(limit)) earlierLimits_ << limit;
        }

    const adc::TurnClock clock(game_->catalog(), game_->session()->file().info());
    const adc::DraftReview review = staff.reviewDraft(d, modeOf(mode));
    for (const std::string& b : review.blockers)
        blockers_ << sentence(qstr(b));
    asksSolitaire_ = review.asksSolitaire;
    if (mode == QLatin1String("write")) {
        allowance_ = review.allowance;
        pointsLeft_ = review.pointsLeft;
        cost_ = review.cost;
        if (const auto turns = review.transitTurns)
            arrival_ = *turns == 0
                           ? tr("this turn, %1 (10.1e)").arg(qstr(clock.at(st.now().turn)))
                           : tr("turn %1, %2 (%3 in transit, 10.1e)")
                                 .arg(st.now().turn + *turns)
                                 .arg(qstr(clock.at(st.now().turn + *turns)))
                                 .arg(*turns == 1 ? tr("1 turn") : tr("%1 turns").arg(*turns));
        if (!d.receiver.empty()) {
            try {
                chances_->show(adc::chances(tables_->charts(), "acceptance",
                                            staff.acceptanceInputs(d.side, d.sender, d.receiver,
                                                                   d.method, d.type == "attack")),
                               tables_->charts());
            } catch (const std::exception& e) {
                chances_->showProblem(qstr(e.what()));
            }
        } else {
            chances_->showProblem(tr("choose the receiver"));
        }
    } else {
        cost_ = 0;
        arrival_ = mode == QLatin1String("initiative")
                       ? tr("at once: initiative bypasses acceptance (10.2a, 10.2f)")
                       : tr("at once, for this turn only (10.2g)");
        chances_->showProblem(tr("no acceptance roll"));
    }
    emit computed();
}

bool OrderForm::send() {
    error_.clear();
    sent_.clear();
    if (!game_ || !game_->session() || !tables_) {
        error_ = tr("Open or start a game first.");
        emit computed();
        return false;
    }
    const QString mode = field("mode");
    bool ok = false;
    try {
        const adc::Staff staff(game_->session()->state(), tables_->charts());
        const adc::OrderDraft d = toDraft(staff);
        ok = game_->perform(staff.order(d, modeOf(mode)));
        if (!ok) error_ = game_->error();
    } catch (const adc::NeedsPlayerValue& e) {
        error_ = qstr(e.what());
    } catch (const std::exception& e) {
        error_ = qstr(e.what());
    }
    if (ok) {
        const auto& orders = game_->session()->state().command().orders();
        // The opponent writes a loose cannon's order: he reads the public record, not its line
        // on the owner's Order Log (9.0).
        if (mode == QLatin1String("loose-cannon"))
            sent_ = qstr(game_->session()->game().log().all().back().summary);
        else if (!orders.empty())
            sent_ = tr("Order %1 written: %2")
                        .arg(orders.back().number)
                        .arg(qstr(orders.back().typeAndMethod()));
    }
    emit computed();
    return ok;
}

void OrderForm::clear() {
    error_.clear(); // nothing of the last order stays for the next player to read (9.0)
    sent_.clear();
    setDraft({{QStringLiteral("text"), QString()},
              {QStringLiteral("start"), QString()},
              {QStringLiteral("direction"), QString()},
              {QStringLiteral("limit"), QString()},
              {QStringLiteral("units"), QString()},
              {QStringLiteral("solitaire"), QString()},
              {QStringLiteral("different"), false}});
}
