#include "wagram/orderstable.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/dice.h"
#include "adc/errors.h"
#include "adc/wagram/app_dice.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

#include <QJsonDocument>

#include <algorithm>

using adcqt::qstr;
using adcqt::sstr;
using nlohmann::json;
namespace kinds = adc::wagram::kinds;

namespace {

QVariantMap toVariant(const json& j) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(j.dump())).toVariant().toMap();
}

json listOf(const QStringList& l) {
    json out = json::array();
    for (const QString& s : l)
        if (!s.isEmpty()) out.push_back(sstr(s));
    return out;
}

} // namespace

OrdersTable::OrdersTable(QObject* parent) : GameView(parent) {}

const adc::wagram::WagramState* OrdersTable::state() const {
    if (!game_ || !game_->anySession()) return nullptr;
    return dynamic_cast<const adc::wagram::WagramState*>(
        &game_->anySession()->game().moduleState());
}

void OrdersTable::rebuild() {
    const adc::wagram::WagramState* st = state();
    active_ = st != nullptr;
    view_.clear();
    available_[0].clear();
    available_[1].clear();
    if (st) {
        // 9.0: Both (an umpire, a solitaire player) sees every marker; a side its own.
        const json v = st->view(game_->viewerSide());
        view_ = toVariant(v);
        int i = 0;
        for (const char* side : {"french", "austrian"}) {
            for (const json& m : v["orders_tables"][side]["available"])
                if (m["corps"].is_string())
                    available_[i] << QVariantMap{
                        {QStringLiteral("id"), qstr(m["corps"].get<std::string>())},
                        {QStringLiteral("name"), qstr(m["name"].get<std::string>())}};
            ++i;
        }
    }
    emit changed();
}

QVariantList OrdersTable::corpsOf(const QString& side) const {
    QVariantList out;
    const adc::wagram::WagramState* st = state();
    if (!st || (side != QLatin1String("french") && side != QLatin1String("austrian"))) return out;
    const adc::Side s = adc::parseSide(sstr(side)); // the scenario's list is no secret (14.x)
    for (const auto& c : st->scenario().corps(s)) {
        bool always = false;
        for (const auto& r : st->scenario().alwaysAdmin)
            always = always || (r.side == s && r.corps == c.id);
        if (!always)
            out << QVariantMap{{QStringLiteral("id"), qstr(c.id)},
                               {QStringLiteral("name"), qstr(c.id + " (" + c.name + ")")}};
    }
    return out;
}

QStringList OrdersTable::setupOf(const QString& side) const {
    QStringList out;
    const adc::wagram::WagramState* st = state();
    if (!st) return out;
    const auto& lines =
        side == QLatin1String("french") ? st->scenario().setupFrench : st->scenario().setupAustrian;
    for (const auto& l : lines)
        out << qstr(l.text());
    return out;
}

bool OrdersTable::act(const char* kind, const json& payload, const QString& secretOf) {
    if (!state()) return false;
    if (!secretOf.isEmpty()) {
        const auto side = game_->sideNamed(secretOf);
        if (!side) return false;
        // 9.0: a face-down marker is placed by its own side's player (or an umpire).
        if (!game_->sees(*side)) {
            game_->check([&] {
                throw adc::InvalidInput("only the " + sstr(secretOf) +
                                        " player places his own face-down markers (9.0): hand "
                                        "the laptop over first");
            });
            return false;
        }
    }
    return game_->perform(adc::Action{0, kind, sstr(secretOf), payload, {}, {}});
}

bool OrdersTable::place(const QString& side, const QStringList& orders, const QStringList& admin) {
    return act(kinds::Place, {{"orders", listOf(orders)}, {"admin", listOf(admin)}}, side);
}

bool OrdersTable::reaction(const QString& side, const QString& corps) {
    return act(kinds::Reaction, {{"corps", sstr(corps)}}, side);
}

// 5.3: a Round roll with the player's dice, or with the app's thrown from a fresh seed and
// recorded beside them (adc/wagram/app_dice.h). On a seat, the host throws them again with
// this seat's part of their exchange (docs/protocol.md), so no laptop chooses them.
bool OrdersTable::roll(const char* kind, json payload, bool typed) {
    const adc::Action a{0, kind, "", std::move(payload), {}, {}};
    const adc::Action thrown =
        typed ? a : adc::wagram::roundDiceFrom(a, adc::DiceRoller::freshSeed());
    return act(kind, thrown.payload);
}

bool OrdersTable::reactionRoll(const QString& side, int roll) {
    json payload{{"side", sstr(side)}};
    if (roll != 0) payload["roll"] = roll;
    return this->roll(kinds::ReactionRoll, payload, roll != 0);
}

bool OrdersTable::initiative(int french, int austrian) {
    if ((french == 0) != (austrian == 0)) {
        game_->check([] {
            throw adc::InvalidInput("type both initiative dice, or leave both empty for the "
                                    "app to throw (Wagram 6)");
        });
        return false;
    }
    json payload = json::object();
    if (french != 0) payload = {{"french", french}, {"austrian", austrian}};
    return roll(kinds::Initiative, payload, french != 0);
}

bool OrdersTable::reveal(const QString& side) {
    return act(kinds::Reveal, {{"side", sstr(side)}});
}

bool OrdersTable::pick(const QString& side, const QString& corps) {
    return act(kinds::Pick, {{"corps", sstr(corps)}}, side);
}

bool OrdersTable::continuationRolls(const QString& side) const {
    const adc::wagram::WagramState* st = state();
    if (!st || (side != QLatin1String("french") && side != QLatin1String("austrian"))) return false;
    return st->continuationRolled(adc::parseSide(sstr(side))); // 11
}

bool OrdersTable::continueRound(const QString& side, int roll) {
    json payload{{"side", sstr(side)}};
    if (!continuationRolls(side)) return act(kinds::Continue, payload); // 11: below box 7
    if (roll != 0) payload["roll"] = roll;
    return this->roll(kinds::Continue, payload, roll != 0);
}

bool OrdersTable::adminReveal(const QString& side) {
    return act(kinds::AdminReveal, {{"side", sstr(side)}});
}

bool OrdersTable::adminPick(const QString& side, const QStringList& corps) {
    return act(kinds::AdminPick, {{"corps", listOf(corps)}}, side);
}

bool OrdersTable::addVp(const QString& side, int points, const QString& reason) {
    return act(kinds::Vp, {{"side", sstr(side)}, {"points", points}, {"reason", sstr(reason)}});
}

bool OrdersTable::takeOption(const QString& id) {
    return act(kinds::Option, {{"id", sstr(id)}});
}

bool OrdersTable::johan(int roll) {
    json payload = json::object();
    if (roll != 0) payload["roll"] = roll;
    return this->roll(kinds::Johan, payload, roll != 0);
}

bool OrdersTable::endTurn() {
    return act(kinds::EndTurn, json::object());
}

bool OrdersTable::nightPick(const QString& side, const QStringList& corps) {
    return act(kinds::NightPick, {{"corps", listOf(corps)}}, side);
}

bool OrdersTable::nightReveal(const QString& side, const QString& corps) {
    return act(kinds::NightReveal, {{"side", sstr(side)}, {"corps", sstr(corps)}});
}
