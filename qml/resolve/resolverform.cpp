#include "resolve/resolverform.h"

#include "charts/scratchset.h"
#include "common/jsontext.h"

#include "game/opengame.h"

#include "adc/chances.h"
#include "adc/command/staff.h"
#include "adc/errors.h"
#include "adc/game_context.h"
#include "adc/game_module.h"
#include "adc/game_roll.h"
#include "adc/game_session.h"
#include "adc/game_units.h"
#include "adc/roll_record.h"
#include "adc/wagram/battle_roll.h"
#include "adc/wagram/wagram_state.h"

using adcqt::qstr;
using adcqt::sstr;

ResolverForm::ResolverForm(QObject* parent)
    : QObject(parent), inputs_(new ParamListModel(this)), chances_(new ChancesModel(this)),
      result_(new LastResult(this)), request_(new ChartCellRequest(this)) {
    connect(inputs_, &ParamListModel::inputsChanged, this, &ResolverForm::inputsChanged);
}

ResolverForm::~ResolverForm() = default;

void ResolverForm::setTableSet(TableSet* tableSet) {
    if (tableSet_ == tableSet) return;
    if (tableSet_) disconnect(tableSet_, nullptr, this, nullptr);
    tableSet_ = tableSet;
    if (tableSet_) {
        connect(tableSet_, &TableSet::reloaded, this, &ResolverForm::tablesReloaded);
        connect(tableSet_, &TableSet::changed, this, &ResolverForm::updateChances);
    }
    emit tableSetChanged();
    tablesReloaded();
    updateChances();
}

void ResolverForm::setGame(OpenGame* game) {
    if (game_ == game) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_) {
        const auto moved = [this] {
            emit gameUnitsChanged();
            updateFiringSide();
            updateChances();
        };
        connect(game_, &OpenGame::changed, this, moved);
        connect(game_, &OpenGame::gameChanged, this, moved);
        connect(game_, &OpenGame::viewerChanged, this, moved);
        // 9.0 at one laptop: what the last player typed and saw is not the next one's.
        connect(game_, &OpenGame::viewerChanged, this, &ResolverForm::startAfresh);
    }
    emit gameChanged();
    emit gameUnitsChanged();
    updateFiringSide();
    updateChances();
}

std::vector<std::pair<std::string, std::string>>
ResolverForm::inGame(const adc::ChartSet& charts,
                     std::vector<std::pair<std::string, std::string>> args,
                     std::vector<adc::Step>* taken) const {
    if (!spec_ || !game_ || !game_->session()) return args;
    // Another game's procedure, looked up with this game open, takes nothing from it.
    if (!adc::readsRulesOf(adc::gameModuleOf(game_->session()->file().info()), spec_->name))
        return args;
    adc::GameContextOptions options;
    // The form's own night flag and french_21may box stay the player's, as before a game
    // was open; what the game adds here is its units (6.5, AE 2.1).
    options.clock = false;
    options.askWhoseFire = false;
    QPointer<OpenGame> game = game_;
    options.mayRead = [game](adc::Side s) { return game && game->sees(s); };
    adc::InGame in = adc::withGameContext(game_->session()->state(), charts, spec_->name,
                                          std::move(args), options);
    if (taken) *taken = std::move(in.taken);
    return std::move(in.args);
}

QVariantList ResolverForm::gameUnits(const QString& key) const {
    QVariantList out;
    if (!spec_ || !game_ || !game_->session()) return out;
    const adc::ParamSpec* param = nullptr;
    for (const auto& p : spec_->params)
        if (qstr(p.key) == key && !p.kinds.empty()) param = &p;
    if (!param) return out;
    const adc::GameState& st = game_->session()->state();
    for (adc::Side side : {adc::Side::French, adc::Side::Austrian}) {
        // 9.0: levels are read off a side's loss chart; one army fires at a time.
        if (!game_->sees(side)) continue;
        if (!firingSide_.isEmpty() && firingSide_ != qstr(adc::sideName(side))) continue;
        for (const adc::GameUnit& u : adc::unitsThatFight(st, side)) {
            QVariantList kinds;
            for (const adc::UnitRowKind* k : adc::kindsFor(param->kinds, u))
                kinds << QVariantMap{{QStringLiteral("id"), qstr(k->id)},
                                     {QStringLiteral("label"), qstr(k->label)},
                                     {QStringLiteral("brief"), qstr(k->brief)}};
            if (kinds.isEmpty()) continue;
            out << QVariantMap{{QStringLiteral("side"), qstr(adc::sideName(side))},
                               {QStringLiteral("id"), qstr(u.id)},
                               {QStringLiteral("label"), qstr(u.label)},
                               {QStringLiteral("level"), qstr(u.level)},
                               {QStringLiteral("lowAmmo"), u.lowAmmo},
                               {QStringLiteral("kinds"), kinds}};
        }
    }
    return out;
}

void ResolverForm::addGameUnit(const QString& key, const QString& sideName, const QString& id,
                               const QString& kind) {
    if (!spec_ || !game_ || !game_->session()) return;
    for (const auto& p : spec_->params) {
        if (qstr(p.key) != key) continue;
        for (adc::Side side : {adc::Side::French, adc::Side::Austrian}) {
            // Both armies have guns called 1-4-art: the unit is its side's and its id.
            if (!game_->sees(side) || qstr(adc::sideName(side)) != sideName) continue;
            for (const adc::GameUnit& u : adc::unitsThatFight(game_->session()->state(), side)) {
                if (qstr(u.id) != id) continue;
                for (const adc::UnitRowKind* k : adc::kindsFor(p.kinds, u))
                    if (qstr(k->id) == kind) {
                        const bool closeCombat =
                            inputs_->valueOf(QStringLiteral("close_combat")) == QLatin1String("1");
                        inputs_->addRowText(key, qstr(adc::unitRow(u, *k, closeCombat)));
                        return;
                    }
            }
        }
    }
}

QVariantList ResolverForm::gameAttackOrders() const {
    QVariantList out;
    if (!spec_ || spec_->name != "cas" || !game_ || !game_->session()) return out;
    const adc::GameState& st = game_->session()->state();
    for (adc::Side side : {adc::Side::French, adc::Side::Austrian}) {
        if (!game_->sees(side)) continue; // 9.0: a side's orders and wrecks are its own
        for (const adc::Order* o : st.command().ordersOf(side)) {
            if (!o->attack || !o->inForce()) continue;
            const adc::Formation* f = st.oob(side).formation(o->receiver);
            out << QVariantMap{{QStringLiteral("side"), qstr(adc::sideName(side))},
                               {QStringLiteral("order"), o->number},
                               {QStringLiteral("label"),
                                tr("%1 order %2: %3")
                                    .arg(side == adc::Side::French ? tr("French") : tr("Austrian"))
                                    .arg(o->number)
                                    .arg(qstr(f ? f->name : o->receiver))}};
        }
    }
    return out;
}

QString ResolverForm::fillFromOrder(const QString& side, int order) {
    if (!spec_ || spec_->name != "cas" || !game_ || !game_->session() || !tableSet_)
        return tr("No game is open.");
    try {
        const adc::Side s = adc::parseSide(sstr(side));
        if (!game_->sees(s)) return tr("That side's orders are not shown to this viewer (9.0).");
        const adc::Staff staff(game_->session()->state(), tableSet_->charts());
        QStringList keyValues;
        for (const auto& [k, v] : staff.stoppageInputs(s, order, {}, false, std::nullopt))
            keyValues << qstr(k + "=" + v);
        // A flag the order does not set is unticked, not left as it was.
        for (const auto& p : spec_->params)
            if (p.type == adc::ParamType::Flag) inputs_->setValue(qstr(p.key), {});
        setRollSide(side); // the check is that command's side's secret (9.0b)
        return inputs_->fill(keyValues);
    } catch (const std::exception& e) {
        return qstr(e.what());
    }
}

void ResolverForm::updateFiringSide() {
    QString side;
    if (spec_ && game_ && game_->session())
        for (const auto& p : spec_->params) {
            if (p.kinds.empty()) continue;
            for (const QString& row : inputs_->rowsOf(qstr(p.key))) {
                const adc::UnitParts parts = adc::splitUnit(sstr(row), false);
                if (parts.level.size() < 2 || parts.level[0] != '@') continue;
                // A name both armies have says no army: the resolution will ask which.
                const auto named =
                    adc::unitsNamed(game_->session()->state(), parts.level.substr(1));
                if (named.size() == 1 && game_->sees(named.front().side))
                    side = qstr(adc::sideName(named.front().side));
            }
        }
    if (side == firingSide_) return;
    firingSide_ = side;
    emit firingSideChanged();
    emit rollSideChanged();
    emit gameUnitsChanged();
}

void ResolverForm::setLog(RollLogModel* log) {
    if (log_ == log) return;
    log_ = log;
    emit logChanged();
}

bool ResolverForm::recordsInGame() const {
    if (!spec_ || !game_ || !game_->anySession() || game_->readOnly() ||
        !adc::readsRulesOf(adc::gameModuleOf(game_->anySession()->file().info()), spec_->name))
        return false;
    // Wagram 1809: the battle dice rolled on the map; the Rounds' rolls are their own actions.
    if (wagramGame()) return adc::wagram::isBattleRoll(spec_->name);
    return true;
}

const adc::wagram::WagramState* ResolverForm::wagramGame() const {
    return dynamic_cast<const adc::wagram::WagramState*>(
        &game_->anySession()->game().moduleState());
}

// 9.0a: whose secret a roll is as the form already says it: fire is the secret of the army
// fired on (the other army than the firers named); on one side's screen, any other roll is
// that side's own (its Morale Check, its orders' rolls). "" for a roll both sides see; none
// when nothing says it and the player is asked (rollSide).
std::optional<std::string> ResolverForm::inferredSide() const {
    if (!adc::rollSecrecy(spec_->name).secret) return std::string();
    if (spec_->name == "fire") {
        if (firingSide_.isEmpty()) return std::nullopt;
        return adc::sideName(adc::opponent(adc::parseSide(sstr(firingSide_))));
    }
    if (const auto viewer = game_->viewerSide()) return adc::sideName(*viewer);
    return std::nullopt;
}

std::optional<std::string> ResolverForm::secretSide() const {
    if (auto side = inferredSide()) return side;
    if (!rollSide_.isEmpty()) return sstr(rollSide_);
    return std::nullopt;
}

QString ResolverForm::rollSideAsked() const {
    if (!recordsInGame() || inferredSide()) return {};
    const adc::RollSecrecy secrecy = adc::rollSecrecy(spec_->name);
    return tr("Whose secret is this roll (%1): %2?").arg(qstr(secrecy.rule), qstr(secrecy.whose));
}

void ResolverForm::setRollSide(const QString& side) {
    if (side == rollSide_) return;
    rollSide_ = side;
    emit rollSideChanged();
}

void ResolverForm::setRecorded(const QString& text) {
    if (text == recorded_) return;
    recorded_ = text;
    emit recordedChanged();
}

QString ResolverForm::resolverName() const {
    return spec_ ? qstr(spec_->name) : QString();
}

void ResolverForm::setResolverName(const QString& name) {
    if (name == resolverName()) return;
    spec_ = nullptr;
    for (const auto& r : adc::resolvers())
        if (qstr(r.name) == name) spec_ = &r;
    emit resolverChanged();
    startAfresh();
}

// A new resolver, or a new viewer (9.0 at one laptop: what the last player typed and saw is
// not the next one's): the inputs, the result, the cell asked for and the notes start again.
void ResolverForm::startAfresh() {
    inputs_->setSpec(spec_);
    result_->clear();
    setPending(std::nullopt);
    request_->clear();
    setRollError({});
    rollSide_.clear();
    setRecorded({});
    emit rollSideChanged(); // the question too, which follows the resolver and the viewer
    inputsChanged();
}

QString ResolverForm::title() const {
    return spec_ ? qstr(spec_->title) : QString();
}
QString ResolverForm::rule() const {
    return spec_ ? qstr(spec_->rule) : QString();
}
QString ResolverForm::help() const {
    return spec_ ? qstr(spec_->help) : QString();
}

QVariantList ResolverForm::rollInputs() const {
    QVariantList out;
    if (!spec_) return out;
    for (const auto& p : spec_->params)
        if (p.type == adc::ParamType::Roll)
            out << QVariantMap{{QStringLiteral("key"), qstr(p.key)},
                               {QStringLiteral("label"), qstr(p.label)},
                               {QStringLiteral("dice"), qstr(adc::diceKindName(p.dice))},
                               {QStringLiteral("rule"), qstr(p.rule)}};
    return out;
}

QString ResolverForm::pendingRolledBy() const {
    if (!pending_) return {};
    return pending_->seed ? QStringLiteral("app") : QStringLiteral("player");
}

QString ResolverForm::pendingSeed() const {
    return pending_ && pending_->seed ? QString::number(*pending_->seed) : QString();
}

void ResolverForm::rollForMe() {
    if (!spec_) return;
    start({inputs_->args(), adc::DiceRoller::freshSeed(), nullptr});
}

void ResolverForm::rollWithDice(const QVariantMap& dice) {
    if (!spec_) return;
    auto args = inputs_->args();
    bool any = false;
    for (const auto& p : spec_->params) {
        if (p.type != adc::ParamType::Roll) continue;
        const QString v = dice.value(qstr(p.key)).toString().trimmed();
        if (v.isEmpty()) continue;
        args.emplace_back(p.key, sstr(v));
        any = true;
    }
    if (!any) {
        setRollError(tr("Type the dice you rolled first."));
        return;
    }
    start({std::move(args), std::nullopt, nullptr});
}

void ResolverForm::supplyValue(const QString& value, bool remember) {
    if (!pending_ || !request_->active() || !tableSet_) return;
    const QString v = value.trimmed();
    if (v.isEmpty()) {
        request_->setError(tr("Type what your printed chart shows first."));
        return;
    }
    const QString kind = request_->kind();
    const std::string chartId = sstr(request_->chartId());
    int position = request_->position();
    if (kind == QLatin1String("position")) {
        bool ok = false;
        position = v.toInt(&ok);
        if (!ok) {
            request_->setError(tr("“%1” is not a whole number of rows.").arg(v));
            return;
        }
    }
    const auto recordInto = [&](adc::ChartSet& set) {
        if (kind == QLatin1String("value"))
            set.record(chartId, sstr(request_->lineKey()), sstr(request_->outcome()), sstr(v));
        else if (kind == QLatin1String("position"))
            set.recordPosition(chartId, sstr(request_->lineKey()), position);
        else
            set.recordPosition(chartId, sstr(v), position);
    };
    try {
        if (remember) {
            // Into the player's overlay first: if the engine refuses, nothing has changed.
            const QString error =
                kind == QLatin1String("value")
                    ? tableSet_->record(request_->chartId(), request_->lineKey(),
                                        request_->outcome(), v)
                : kind == QLatin1String("position")
                    ? tableSet_->recordPosition(request_->chartId(), request_->lineKey(), position)
                    : tableSet_->recordPosition(request_->chartId(), v, position);
            if (!error.isEmpty()) {
                request_->setError(error);
                return;
            }
            if (pending_->scratch) recordInto(pending_->scratch->charts());
        } else {
            auto scratch = pending_->scratch ? nullptr : tableSet_->scratch();
            recordInto(scratch ? scratch->charts() : pending_->scratch->charts());
            if (scratch) pending_->scratch = std::move(scratch);
        }
    } catch (const std::exception& e) {
        request_->setError(qstr(e.what()));
        return;
    }
    if (run(*pending_) == Outcome::Done)
        setPending(std::nullopt);
    else
        emit pendingChanged();
}

void ResolverForm::cancelRequest() {
    setPending(std::nullopt);
    request_->clear();
}

void ResolverForm::start(Attempt attempt) {
    switch (run(attempt)) {
    case Outcome::Done:
        setPending(std::nullopt);
        break;
    case Outcome::NeedsValue:
        setPending(std::move(attempt));
        break;
    case Outcome::Refused:
        break; // the message is shown; nothing else changes
    }
}

ResolverForm::Outcome ResolverForm::run(Attempt& attempt) {
    if (!spec_ || !tableSet_) return Outcome::Refused;
    const adc::ChartSet& charts = attempt.scratch ? attempt.scratch->charts() : tableSet_->charts();
    try {
        // 5.3: with a game open, the roll is the game's, recorded with its secrecy (9.0); a
        // value used once only cannot be (the game reads its results off the players' charts).
        // On a seat, the host throws the app's dice again with this seat (docs/protocol.md):
        // what is shown is the roll as the host recorded it.
        const bool seatDice = game_ && !game_->seat().isEmpty() && attempt.seed;
        if (recordsInGame() && !attempt.scratch) {
            const auto side = secretSide();
            if (!side) {
                setRollError(rollSideAsked() + tr(" Pick it above the dice; nothing was rolled."));
                return Outcome::Refused;
            }
            QPointer<OpenGame> game = game_;
            adc::GameRoll rolled;
            if (const auto* w = wagramGame()) { // its battle dice: seen by both (14.3's surprise)
                adc::wagram::BattleRoll b =
                    adc::wagram::battleRoll(*w, spec_->name, attempt.args, attempt.seed);
                rolled.action = std::move(b.action);
                rolled.outcome = std::move(b.outcome);
            } else {
                rolled = adc::rollInGame(game_->session()->state(), charts, spec_->name,
                                         attempt.args, *side, attempt.seed, false,
                                         [game](adc::Side s) { return game && game->sees(s); });
            }
            if (!game_->perform(rolled.action)) {
                setRollError(game_->error());
                return Outcome::Refused;
            }
            const adc::Action& recorded = game_->anySession()->game().log().all().back();
            if (seatDice && recorded.kind == rolled.action.kind)
                result_->showRecorded(recorded.payload.value("result", nlohmann::json()), title());
            else
                result_->show(rolled.outcome, title(), resolverName());
            if (log_ && !seatDice) log_->add(rolled.outcome, title());
            request_->clear();
            setRollError({});
            setRecorded(side->empty()
                            ? tr("Recorded in the game's history, seen by both sides (5.3, 9.0).")
                            : tr("Recorded in the game's history, seen by the %1 side only (%2).")
                                  .arg(qstr(adc::sideTitle(adc::parseSide(*side))),
                                       qstr(adc::rollSecrecy(spec_->name).rule)));
            return Outcome::Done;
        }
        setRecorded(!recordsInGame() || !attempt.scratch
                        ? QString()
                        : tr("Not recorded in the game: a value used this once is not on the "
                             "players' charts (remember it to record the roll)."));
        std::vector<adc::Step> taken;
        adc::ResolveOutcome out =
            adc::resolve(charts, spec_->name, inGame(charts, attempt.args, &taken), attempt.seed);
        // What came from the game is said first, with its rule, as `adc resolve game=` says it.
        out.resolution.steps.insert(out.resolution.steps.begin(), taken.begin(), taken.end());
        result_->show(out, title(), resolverName());
        if (log_) log_->add(out, title());
        request_->clear();
        setRollError({});
        return Outcome::Done;
    } catch (const adc::NeedsChartValue& e) {
        request_->show(e.cell(), charts);
        setRollError({});
        return Outcome::NeedsValue;
    } catch (const std::exception& e) {
        setRollError(qstr(e.what()));
        return Outcome::Refused;
    }
}

void ResolverForm::setPending(std::optional<Attempt> attempt) {
    if (!attempt && !pending_) return;
    pending_ = std::move(attempt);
    emit pendingChanged();
}

void ResolverForm::inputsChanged() {
    // A choice may pick another modifier list ("fire-modifiers-{fires}"); re-pointing the
    // lists can itself report a change, which this pass already covers.
    if (refreshing_) return;
    updateFiringSide();
    refreshing_ = true;
    if (tableSet_) inputs_->refreshModifierLists(tableSet_->charts(), false);
    refreshing_ = false;
    updateChances();
}

void ResolverForm::tablesReloaded() {
    // Other charts: re-read the modifier lists. A cell asked for belonged to the old set.
    if (tableSet_) {
        refreshing_ = true;
        inputs_->refreshModifierLists(tableSet_->charts(), true);
        refreshing_ = false;
    }
    setPending(std::nullopt);
    request_->clear();
}

void ResolverForm::updateChances() {
    if (!spec_ || !tableSet_) {
        chances_->showProblem({});
        return;
    }
    try {
        chances_->show(adc::chances(tableSet_->charts(), spec_->name,
                                    inGame(tableSet_->charts(), inputs_->args(), nullptr)),
                       tableSet_->charts());
    } catch (const std::exception& e) {
        chances_->showProblem(qstr(e.what()));
    }
}

void ResolverForm::setRollError(const QString& error) {
    if (rollError_ == error) return;
    rollError_ = error;
    emit rollErrorChanged();
}
