#include "orderform.h"

#include "gamemodel.h"
#include "jsontext.h"
#include "turn_clock.h"

#include "adc/chances.h"
#include "adc/errors.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/command/staff.h"

using adcqt::qstr;
using adcqt::sstr;

OrderForm::OrderForm(QObject* parent) : QObject(parent), chances_(new ChancesModel(this)) {
    draft_ = {{QStringLiteral("side"), QStringLiteral("french")}, {QStringLiteral("mode"), QStringLiteral("write")},
              {QStringLiteral("type"), QStringLiteral("non-attack")}, {QStringLiteral("method"), QStringLiteral("AO")}};
}

void OrderForm::setGame(GameModel* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) connect(game_, &GameModel::changed, this, &OrderForm::recompute);
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
    for (auto it = d.begin(); it != d.end(); ++it) merged.insert(it.key(), it.value());
    if (merged == draft_) return;
    draft_ = merged;
    emit draftChanged();
    recompute();
}

adc::OrderDraft OrderForm::toDraft() const {
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
    for (const QString& u : field("units").split(QLatin1Char(','), Qt::SkipEmptyParts)) d.units.push_back(sstr(u.trimmed()));
    d.different = draft_.value(QStringLiteral("different")).toBool();
    d.solitaire = sstr(field("solitaire"));
    if (game_ && game_->isOpen()) { // a division, cavalry brigade or artillery unit receives a divisional goal (10.5b)
        const adc::OrderOfBattle& oob = game_->session()->state().oob(d.side);
        const adc::Formation* f = oob.formation(d.receiver);
        d.goal = (f && f->kind == "division") || oob.brigade(d.receiver) || oob.artilleryUnit(d.receiver);
    }
    return d;
}

void OrderForm::recompute() {
    receivers_.clear();
    units_.clear();
    senders_.clear();
    onItsWay_.clear();
    blockers_.clear();
    armyCommander_.clear();
    senderName_.clear();
    armyCommanderName_.clear();
    arrival_.clear();
    cost_ = -1;
    allowance_ = pointsLeft_ = 0;
    asksSolitaire_ = false;
    if (!game_ || !game_->isOpen() || !tables_) {
        chances_->showProblem(tr("no game open"));
        emit computed();
        return;
    }
    const adc::GameState& st = game_->session()->state();
    const QString mode = field("mode");
    adc::OrderDraft d;
    try {
        d = toDraft();
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
    asksSolitaire_ = st.rules().solitaire && mode != QLatin1String("loose-cannon");
    for (const auto& f : oob.formations)
        if (f.kind == "corps") receivers_ << QVariantMap{{QStringLiteral("id"), qstr(f.id)}, {QStringLiteral("label"), qstr(f.name)}, {QStringLiteral("kind"), QStringLiteral("corps")}};
    for (const auto& f : oob.formations)
        if (f.kind == "division")
            receivers_ << QVariantMap{{QStringLiteral("id"), qstr(f.id)},
                                      {QStringLiteral("label"), tr("%1 (divisional goal)").arg(qstr(f.name))},
                                      {QStringLiteral("kind"), QStringLiteral("division")}};
    for (const auto& b : oob.brigades) {
        if (b.arm == adc::Arm::Cavalry)
            receivers_ << QVariantMap{{QStringLiteral("id"), qstr(b.id)},
                                      {QStringLiteral("label"), tr("%1 (cavalry brigade, goal)").arg(qstr(b.id))},
                                      {QStringLiteral("kind"), QStringLiteral("brigade")}};
        units_ << QVariantMap{{QStringLiteral("id"), qstr(b.id)}, {QStringLiteral("label"), qstr(b.id + " " + b.name)}};
    }
    for (const auto& a : oob.artillery) {
        receivers_ << QVariantMap{{QStringLiteral("id"), qstr(a.id)},
                                  {QStringLiteral("label"), tr("%1 (artillery, goal)").arg(qstr(a.id))},
                                  {QStringLiteral("kind"), QStringLiteral("artillery")}};
        units_ << QVariantMap{{QStringLiteral("id"), qstr(a.id)}, {QStringLiteral("label"), qstr(a.id)}};
    }
    for (const auto& l : oob.leaders)
        if (!roster.lost(l.id))
            senders_ << QVariantMap{{QStringLiteral("id"), qstr(l.id)}, {QStringLiteral("label"), qstr(roster.leaderName(l.id))}};
    if (mode == QLatin1String("initiative") && !d.sender.empty()) { // 10.2f
        const std::string formation = adc::CommandState::commandOf(oob, roster, d.sender);
        for (const adc::Order* o : st.command().ordersOf(d.side))
            if (o->pending() && !formation.empty() && o->receiver == formation)
                onItsWay_ << tr("Order %1 (%2, %3)").arg(o->number).arg(qstr(o->typeAndMethod()), qstr(o->statusText()));
    }
    for (const auto& l : oob.leaders)
        if (l.rank == "aide")
            receivers_ << QVariantMap{{QStringLiteral("id"), qstr(l.id)},
                                      {QStringLiteral("label"), tr("%1 (aide de camp, AE 2.3)").arg(qstr(l.name))},
                                      {QStringLiteral("kind"), QStringLiteral("aide")}};

    const adc::Staff staff(st, tables_->charts());
    const adc::TurnClock clock(game_->catalog(), game_->session()->file().info());
    const bool writing = mode == QLatin1String("write");
    if (d.sender.empty()) blockers_ << (writing ? tr("Choose the sender.") : tr("Choose the leader."));
    if (writing && d.receiver.empty()) blockers_ << tr("Choose the receiver.");
    if (d.text.empty()) blockers_ << tr("Write the order's text.");
    if (d.type == "attack" && (d.direction.empty() || d.limit.empty()))
        blockers_ << tr("An Attack order needs a direction or path and a limit: open-ended orders are refused (10.1c).");
    if (asksSolitaire_ && d.solitaire != "no")
        blockers_ << (d.solitaire == "yes" ? tr("Written because of an order for the other side: do not send it (3.2b).")
                                           : tr("Answer the solitaire question first (3.2b)."));
    if (writing) {
        try {
            allowance_ = staff.commandPoints(d.side);
            pointsLeft_ = allowance_ - st.command().pointsSpent(d.side, st.now().turn);
        } catch (const std::exception& e) {
            blockers_ << qstr(e.what());
        }
        try {
            cost_ = staff.orderCost(d);
            if (allowance_ > 0 && cost_ > pointsLeft_)
                blockers_ << tr("This order costs %1 Command Points; %2 are left this turn (10.1b).").arg(cost_).arg(pointsLeft_);
        } catch (const std::exception& e) {
            blockers_ << qstr(e.what());
        }
        if (!d.receiver.empty()) {
            try {
                const int turns = staff.transitTurns(d);
                arrival_ = turns == 0 ? tr("this turn, %1 (10.1e)").arg(qstr(clock.at(st.now().turn)))
                                      : tr("turn %1, %2 (%3 in transit, 10.1e)")
                                            .arg(st.now().turn + turns)
                                            .arg(qstr(clock.at(st.now().turn + turns)))
                                            .arg(turns == 1 ? tr("1 turn") : tr("%1 turns").arg(turns));
            } catch (const std::exception& e) {
                blockers_ << qstr(e.what());
            }
            try {
                chances_->show(adc::chances(tables_->charts(), "acceptance",
                                            staff.acceptanceInputs(d.side, d.sender, d.receiver, d.method, d.type == "attack")),
                               tables_->charts());
            } catch (const std::exception& e) {
                chances_->showProblem(qstr(e.what()));
            }
        } else {
            chances_->showProblem(tr("choose the receiver"));
        }
    } else {
        cost_ = 0;
        arrival_ = mode == QLatin1String("initiative") ? tr("at once: initiative bypasses acceptance (10.2a, 10.2f)")
                                                       : tr("at once, for this turn only (10.2g)");
        chances_->showProblem(tr("no acceptance roll"));
    }
    emit computed();
}

bool OrderForm::send() {
    error_.clear();
    sent_.clear();
    if (!game_ || !game_->isOpen() || !tables_) {
        error_ = tr("Open or start a game first.");
        emit computed();
        return false;
    }
    const QString mode = field("mode");
    bool ok = false;
    try {
        const adc::Staff staff(game_->session()->state(), tables_->charts());
        const adc::OrderDraft d = toDraft();
        const adc::Action a = mode == QLatin1String("initiative")     ? staff.initiativeOrder(d)
                              : mode == QLatin1String("loose-cannon") ? staff.looseCannonOrder(d)
                                                                      : staff.writeOrder(d);
        ok = game_->performAction(a);
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
    setDraft({{QStringLiteral("text"), QString()}, {QStringLiteral("start"), QString()}, {QStringLiteral("direction"), QString()},
              {QStringLiteral("limit"), QString()}, {QStringLiteral("units"), QString()}, {QStringLiteral("solitaire"), QString()},
              {QStringLiteral("different"), false}});
}
