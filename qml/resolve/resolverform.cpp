#include "resolve/resolverform.h"

#include "charts/scratchset.h"
#include "common/jsontext.h"

#include "adc/chances.h"
#include "adc/errors.h"

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

void ResolverForm::setLog(RollLogModel* log) {
    if (log_ == log) return;
    log_ = log;
    emit logChanged();
}

QString ResolverForm::resolverName() const {
    return spec_ ? qstr(spec_->name) : QString();
}

void ResolverForm::setResolverName(const QString& name) {
    if (name == resolverName()) return;
    spec_ = nullptr;
    for (const auto& r : adc::resolvers())
        if (qstr(r.name) == name) spec_ = &r;
    inputs_->setSpec(spec_);
    result_->clear();
    setPending(std::nullopt);
    request_->clear();
    setRollError({});
    emit resolverChanged();
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
        const adc::ResolveOutcome out =
            adc::resolve(charts, spec_->name, attempt.args, attempt.seed);
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
        chances_->show(adc::chances(tableSet_->charts(), spec_->name, inputs_->args()),
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
