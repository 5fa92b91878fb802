#include "command/orderlog.h"

#include "common/jsontext.h"
#include "game/opengame.h"
#include "turn_clock.h"

#include "adc/game_state.h"

using adcqt::qstr;
using adcqt::sstr;

namespace {

// The status as a code QML colours by (the words come with it).
QString statusCode(adc::OrderStatus s) {
    switch (s) {
    case adc::OrderStatus::InTransit:
        return QStringLiteral("transit");
    case adc::OrderStatus::Arrived:
        return QStringLiteral("arrived");
    case adc::OrderStatus::Delayed:
        return QStringLiteral("delayed");
    case adc::OrderStatus::Accepted:
        return QStringLiteral("accepted");
    case adc::OrderStatus::Implemented:
        return QStringLiteral("implemented");
    case adc::OrderStatus::Distorted:
        return QStringLiteral("distorted");
    case adc::OrderStatus::Cancelled:
        return QStringLiteral("cancelled");
    case adc::OrderStatus::Stopped:
        return QStringLiteral("stopped");
    case adc::OrderStatus::Lost:
        return QStringLiteral("lost");
    case adc::OrderStatus::Ended:
        return QStringLiteral("ended");
    }
    return {};
}

} // namespace

OrderLog::OrderLog(QObject* parent) : QObject(parent) {}

void OrderLog::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::changed, this, &OrderLog::rebuild);
        connect(game_, &OpenGame::viewerChanged, this, &OrderLog::rebuild);
    }
    emit gameChanged();
    rebuild();
}

void OrderLog::setSide(Side::Value s) {
    if (s == side_) return;
    side_ = s;
    emit sideChanged();
    rebuild();
}

void OrderLog::rebuild() {
    orders_.clear();
    title_.clear();
    secret_ = false;
    if (game_ && game_->session()) {
        const adc::Side side = adcqt::engineSide(side_);
        const adc::GameState& st = game_->session()->state();
        const adc::OrderOfBattle& oob = st.oob(side);
        const adc::LeaderRoster& roster = st.roster(side);
        const adc::TurnClock clock(game_->catalog(), game_->session()->file().info());
        secret_ = !game_->sees(side);
        title_ = tr("%1 Order Log").arg(side == adc::Side::French ? tr("French") : tr("Austrian"));
        auto nameOf = [&](const std::string& id) -> QString {
            if (id.empty()) return {};
            if (const adc::Formation* f = oob.formation(id)) return qstr(f->name);
            if (oob.leader(id)) return qstr(roster.leaderName(id));
            return qstr(id);
        };
        for (const adc::Order* o : st.command().ordersOf(side)) {
            const bool isPublic = o->method == "loose-cannon";
            if (secret_ && !isPublic) continue; // 9.0: the other side's orders are not shown at all
            QVariantList events;
            for (const auto& e : o->events)
                events << QVariantMap{{QStringLiteral("turn"), e.turn},
                                      {QStringLiteral("time"), qstr(clock.at(e.turn))},
                                      {QStringLiteral("what"), qstr(e.what)},
                                      {QStringLiteral("rule"), qstr(e.rule)}};
            QStringList units;
            for (const auto& u : o->units)
                units << qstr(u);
            // A public line of the other side's log shows no number: it would tell how many
            // orders they have written (10.1c, 9.0).
            orders_ << QVariantMap{
                {QStringLiteral("number"), secret_ ? QVariant() : QVariant(o->number)},
                {QStringLiteral("arrival"), qstr(clock.at(o->arrivalTurn))},
                {QStringLiteral("arrivalTurn"), o->arrivalTurn},
                {QStringLiteral("sent"), qstr(clock.at(o->sentTurn))},
                {QStringLiteral("receiver"), qstr(o->receiver)},
                {QStringLiteral("receiverName"), nameOf(o->receiver)},
                {QStringLiteral("receiverKind"), qstr(o->receiverKind)},
                {QStringLiteral("sender"), qstr(o->sender)},
                {QStringLiteral("senderName"),
                 o->sender.empty() ? tr("none (%1)").arg(qstr(o->method)) : nameOf(o->sender)},
                {QStringLiteral("typeMethod"), qstr(o->typeAndMethod())},
                {QStringLiteral("attack"), o->attack},
                {QStringLiteral("method"), qstr(o->method)},
                {QStringLiteral("status"), statusCode(o->status)},
                {QStringLiteral("statusText"), qstr(o->statusText())},
                {QStringLiteral("pending"), o->pending()},
                {QStringLiteral("inForce"), o->inForce()},
                {QStringLiteral("text"), qstr(o->text)},
                {QStringLiteral("start"), qstr(o->start)},
                {QStringLiteral("direction"), qstr(o->direction)},
                {QStringLiteral("limit"), qstr(o->limit)},
                {QStringLiteral("units"), units.join(QStringLiteral(", "))},
                {QStringLiteral("cost"), o->cost},
                {QStringLiteral("isPublic"), isPublic},
                {QStringLiteral("events"), events}};
        }
    }
    emit changed();
}
