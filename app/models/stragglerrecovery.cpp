#include "stragglerrecovery.h"

#include "gamemodel.h"
#include "jsontext.h"
#include "tableset.h"

#include "adc/chances.h"
#include "adc/dice.h"
#include "adc/errors.h"
#include "adc/game_state.h"

#include <algorithm>

using adcqt::qstr;
using adcqt::sstr;

StragglerRecovery::StragglerRecovery(QObject* parent) : QObject(parent), result_(new ResolutionModel(this)) {}

void StragglerRecovery::setGame(GameModel* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) connect(game_, &GameModel::changed, this, &StragglerRecovery::changed);
    emit settingsChanged();
    emit changed();
}

void StragglerRecovery::setTableSet(TableSet* t) {
    if (t == tableSet_) return;
    tableSet_ = t;
    emit settingsChanged();
}

void StragglerRecovery::setSide(const QString& s) {
    if (s == side_) return;
    side_ = s;
    emit settingsChanged();
    reset();
}

void StragglerRecovery::setBrigade(const QString& b) {
    if (b == brigade_) return;
    brigade_ = b;
    emit settingsChanged();
    reset();
}

void StragglerRecovery::reset() {
    confirmed_.clear();
    leaderRating_.clear();
    night_ = false;
    recovered_ = -1;
    result_->clear();
    error_.clear();
    emit changed();
}

QString StragglerRecovery::morale() const {
    if (!game_ || !game_->session()) return {};
    try {
        const adc::Brigade* b = game_->session()->state().oob(adc::parseSide(sstr(side_))).brigade(sstr(brigade_));
        return b ? qstr(b->morale) : QString();
    } catch (const adc::InvalidInput&) {
        return {};
    }
}

int StragglerRecovery::stragglers() const {
    if (!game_ || !game_->session()) return 0;
    try {
        const adc::LossChart& chart = game_->session()->state().losses(adc::parseSide(sstr(side_)));
        return chart.oob().brigade(sstr(brigade_)) ? chart.row(sstr(brigade_)).stragglers : 0;
    } catch (const adc::InvalidInput&) {
        return 0;
    }
}

QVariantList StragglerRecovery::conditions() const {
    QVariantList out;
    for (const auto& c : adc::recoveryConditions())
        out << QVariantMap{{QStringLiteral("key"), qstr(c.key)},
                           {QStringLiteral("text"), qstr(c.text)}};
    return out;
}

QString StragglerRecovery::missing() const {
    QStringList out;
    for (const auto& c : adc::recoveryConditions())
        if (!confirmed_.contains(qstr(c.key))) out << qstr(c.text).section(QLatin1Char('.'), 0, 0);
    return out.join(QStringLiteral(", "));
}

void StragglerRecovery::setLeaderRating(const QString& r) {
    if (r == leaderRating_) return;
    leaderRating_ = r;
    emit changed();
}

void StragglerRecovery::setNight(bool n) {
    if (n == night_) return;
    night_ = n;
    emit changed();
}

void StragglerRecovery::confirm(const QString& key, bool confirmed) {
    if (confirmed) confirmed_.insert(key);
    else confirmed_.remove(key);
    emit changed();
}

bool StragglerRecovery::rollForMe() { return recover(adc::DiceRoller::freshSeed(), {}); }

bool StragglerRecovery::rollWithDice(const QString& roll) {
    if (roll.trimmed().isEmpty()) {
        setError(tr("Type the dice you rolled first (11 to 66)."));
        return false;
    }
    return recover(std::nullopt, roll.trimmed());
}

bool StragglerRecovery::recover(std::optional<std::uint64_t> seed, const QString& roll) {
    if (!game_ || !game_->session()) {
        setError(tr("Open or start a game first."));
        return false;
    }
    if (!tableSet_) {
        setError(tr("No charts loaded."));
        return false;
    }
    nlohmann::json checklist = nlohmann::json::object();
    for (const auto& c : adc::recoveryConditions()) checklist[c.key] = confirmed_.contains(qstr(c.key));
    // Refused before any dice are thrown when a condition is not confirmed (as adc game recover).
    const nlohmann::json trial{{"unit", sstr(brigade_)}, {"recovered", 0}, {"checklist", checklist}};
    if (!game_->check(QStringLiteral("recover-stragglers"), side_, trial)) {
        setError(game_->error());
        game_->dismissError();
        return false;
    }
    const QString morale = this->morale();
    std::vector<std::pair<std::string, std::string>> args{{"morale", sstr(morale)}};
    if (!leaderRating_.trimmed().isEmpty()) args.emplace_back("leader", sstr(leaderRating_.trimmed()));
    if (night_) args.emplace_back("night", "1");
    if (!roll.isEmpty()) args.emplace_back("roll", sstr(roll));
    adc::ResolveOutcome out;
    try {
        out = adc::resolve(tableSet_->charts(), "straggler-recovery", args, seed);
    } catch (const adc::NeedsChartValue& e) {
        setError(tr("This roll reads a cell of the Straggler Recovery Table that is not transcribed (%1, roll %2%3). "
                    "Enter it from your printed chart on the Resolve screen (Straggler Recovery), then type the same dice here.")
                     .arg(qstr(e.cell().line_label), qstr(e.cell().outcome),
                          e.cell().hint.empty() ? QString() : QStringLiteral("; ") + qstr(e.cell().hint)));
        return false;
    } catch (const std::exception& e) {
        setError(qstr(e.what()));
        return false;
    }
    const int got = out.resolution.fields["recovered"].get<int>();
    const int recovered = std::min(got, stragglers()); // only its own stragglers (21.2)
    nlohmann::json record = adc::toJson(out.resolution);
    if (out.seed) record["seed"] = *out.seed;
    const nlohmann::json payload{{"unit", sstr(brigade_)}, {"recovered", recovered}, {"checklist", checklist}, {"roll", record}};
    if (!game_->perform(QStringLiteral("recover-stragglers"), side_, payload)) {
        setError(game_->error());
        return false;
    }
    result_->show(out, tr("Straggler Recovery"));
    recovered_ = recovered;
    error_.clear();
    emit changed();
    return true;
}

void StragglerRecovery::setError(const QString& e) {
    error_ = e;
    emit changed();
}
