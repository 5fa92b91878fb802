#include "losses/leaderroster.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/errors.h"
#include "adc/game_state.h"
#include "adc/loss_actions.h"

#include <QStringList>

#include <algorithm>

using adcqt::qstr;
using adcqt::sstr;

namespace {
QString rankText(const std::string& rank) {
    if (rank == "army") return QObject::tr("army commander");
    if (rank == "corps") return QObject::tr("corps commander");
    if (rank == "division") return QObject::tr("division commander");
    if (rank == "aide") return QObject::tr("aide");
    if (rank == "extra") return QObject::tr("extra leader");
    return qstr(rank);
}
bool isGeneric(const std::string& id) {
    return id.rfind("repl-", 0) == 0;
}
} // namespace

LeaderRoster::LeaderRoster(QObject* parent) : SideView(parent) {}

void LeaderRoster::rebuild() {
    leaders_.clear();
    commands_.clear();
    title_.clear();
    if (shown()) {
        const adc::Side side = adcqt::engineSide(SideView::side());
        const adc::GameState& state = game_->session()->state();
        const adc::OrderOfBattle& oob = state.oob(side);
        const adc::LeaderRoster& roster = state.roster(side);
        title_ = qstr(oob.title);
        // Leaders in play first, then those still to arrive, then those not in the scenario (16.4).
        std::vector<std::pair<adc::Presence, QVariantMap>> leaders;
        for (const auto& l : oob.leaders) {
            const adc::Formation* own = l.commands.empty() ? nullptr : oob.formation(l.commands);
            QStringList now;
            for (const auto& f : oob.formations)
                if (roster.commander(f.id) == l.id) now << qstr(f.name);
            const bool lost = roster.lost(l.id);
            const adc::Presence presence = presenceOf({adc::UnitKind::Leader, l.id});
            QString status;
            if (lost) {
                status = tr("Lost (26.4)");
                if (own)
                    status += tr(" · %1 now led by %2")
                                  .arg(qstr(own->name),
                                       qstr(roster.leaderName(roster.commander(own->id))));
            } else {
                status = presenceText(presence);
                if (!now.isEmpty() && (!own || now != QStringList{qstr(own->name)}))
                    status += tr(" · commands %1").arg(now.join(QStringLiteral(", ")));
            }
            const auto rating = roster.rating(l.id);
            leaders.emplace_back(
                presence,
                QVariantMap{{QStringLiteral("id"), qstr(l.id)},
                            {QStringLiteral("name"), qstr(l.name)},
                            {QStringLiteral("rank"), rankText(l.rank)},
                            {QStringLiteral("command"), own ? qstr(own->name) : QString()},
                            {QStringLiteral("commandsNow"), now.join(QStringLiteral(", "))},
                            {QStringLiteral("rating"), rating ? *rating : -1},
                            {QStringLiteral("lost"), lost},
                            {QStringLiteral("inPlay"), presence.inPlay()},
                            {QStringLiteral("presence"), presenceCode(presence)},
                            {QStringLiteral("canBeLost"), presence.inPlay() && !lost},
                            {QStringLiteral("status"), status}});
        }
        std::vector<std::pair<adc::Presence, QVariantMap>> commands;
        for (const auto& f : oob.formations) {
            if (f.kind != "army" && f.kind != "corps") continue;
            const std::string c = roster.commander(f.id);
            // A command is there once its HQ is, or units that now belong to it (10.3d), not for
            // a brigade it has lent (R-2C-R with 6 Corps).
            adc::Presence presence = presenceOf({adc::UnitKind::Hq, f.id});
            if (!presence.inPlay() && state.command().onMap(oob, state.inPlay(), f.id))
                presence = adc::Presence{};
            commands.emplace_back(
                presence, QVariantMap{{QStringLiteral("id"), qstr(f.id)},
                                      {QStringLiteral("name"), qstr(f.name)},
                                      {QStringLiteral("commander"),
                                       c.empty() ? tr("none") : qstr(roster.leaderName(c))},
                                      {QStringLiteral("originalCommanderLost"),
                                       roster.originalCommanderLost(f.id)},
                                      {QStringLiteral("inPlay"), presence.inPlay()},
                                      {QStringLiteral("presence"), presenceCode(presence)},
                                      {QStringLiteral("status"),
                                       presence.inPlay() ? QString() : presenceText(presence)},
                                      {QStringLiteral("corps"), f.kind == "corps"}});
        }
        for (auto* list : {&leaders, &commands}) {
            std::stable_sort(list->begin(), list->end(), [](const auto& a, const auto& b) {
                if (a.first.state != b.first.state) return a.first.state < b.first.state;
                return a.first.state == adc::Presence::State::Later && a.first.turn < b.first.turn;
            });
            for (auto& [p, m] : *list)
                (list == &leaders ? leaders_ : commands_) << m;
        }
    }
    emit changed();
}

bool LeaderRoster::setRating(const QString& leader, const QString& rating) {
    return act(
        [&](adc::Side s) { return adc::setRating(s, sstr(leader), adcqt::typedNumber(rating)); });
}

bool LeaderRoster::leaderCasualty(const QString& leader, const QString& replacement,
                                  const QString& corpsReplacement) {
    return act([&](adc::Side s) {
        return adc::leaderCasualty(s, sstr(leader), sstr(replacement), sstr(corpsReplacement));
    });
}

// The leaders of the formations directly under those `leader` commands now (of those that
// are corps or the army when `corpsOnly`), in play.
QVariantList LeaderRoster::subordinatesOf(const QString& leader, bool corpsOnly) const {
    QVariantList out;
    if (!shown()) return out;
    const adc::Side side = adcqt::engineSide(SideView::side());
    const adc::OrderOfBattle& oob = game_->session()->state().oob(side);
    const adc::LeaderRoster& roster = game_->session()->state().roster(side);
    const std::string id = sstr(leader);
    QStringList seen;
    for (const auto& f : oob.formations) {
        if (roster.commander(f.id) != id || f.kind == "division") continue;
        if (corpsOnly && f.kind != "corps") continue;
        for (const auto& s : oob.formations) {
            if (s.parent != f.id) continue;
            const std::string c = roster.commander(s.id);
            if (c.empty() || c == id || seen.contains(qstr(c))) continue;
            if (!isGeneric(c) && roster.lost(c)) continue;
            seen << qstr(c);
            out << QVariantMap{{QStringLiteral("id"), qstr(c)},
                               {QStringLiteral("name"),
                                tr("%1 (%2)").arg(qstr(roster.leaderName(c)), qstr(s.name))}};
        }
    }
    return out;
}

bool LeaderRoster::needsReplacement(const QString& leader) const {
    if (!shown()) return false;
    const adc::Side side = adcqt::engineSide(SideView::side());
    const adc::GameState& state = game_->session()->state();
    for (const auto& f : state.oob(side).formations)
        if (f.kind != "division" && state.roster(side).commander(f.id) == sstr(leader)) return true;
    return false;
}

QVariantList LeaderRoster::replacementsFor(const QString& leader) const {
    return subordinatesOf(leader, false);
}

QVariantList LeaderRoster::corpsReplacementsFor(const QString& replacement) const {
    return subordinatesOf(replacement, true);
}
