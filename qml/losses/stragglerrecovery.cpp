#include "losses/stragglerrecovery.h"

#include "charts/tableset.h"
#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/chances.h"
#include "adc/dice.h"
#include "adc/errors.h"
#include "adc/game_state.h"
#include "adc/straggler_recovery.h"

#include <algorithm>

using adcqt::qstr;
using adcqt::sstr;

StragglerRecovery::StragglerRecovery(QObject* parent)
    : QObject(parent), result_(new LastResult(this)) {}

void StragglerRecovery::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) connect(game_, &OpenGame::changed, this, &StragglerRecovery::changed);
    emit settingsChanged();
    emit changed();
}

void StragglerRecovery::setTableSet(TableSet* t) {
    if (t == tableSet_) return;
    tableSet_ = t;
    emit settingsChanged();
}

void StragglerRecovery::setSide(Side::Value s) {
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
        const adc::Brigade* b =
            game_->session()->state().oob(adcqt::engineSide(side_)).brigade(sstr(brigade_));
        return b ? qstr(b->morale) : QString();
    } catch (const adc::InvalidInput&) {
        return {};
    }
}

int StragglerRecovery::stragglers() const {
    if (!game_ || !game_->session()) return 0;
    try {
        const adc::LossChart& chart = game_->session()->state().losses(adcqt::engineSide(side_));
        return chart.oob().brigade(sstr(brigade_)) ? chart.row(sstr(brigade_)).stragglers : 0;
    } catch (const adc::InvalidInput&) {
        return 0;
    }
}

QVariantList StragglerRecovery::conditions() const {
    QVariantList out;
    for (const auto& c : adc::recoveryConditions(night()))
        out << QVariantMap{{QStringLiteral("key"), qstr(c.key)},
                           {QStringLiteral("text"), qstr(c.text)}};
    return out;
}

QString StragglerRecovery::refusal() const {
    if (!game_ || !game_->session() || brigade_.isEmpty()) return {};
    try {
        return qstr(adc::recoveryRefusal(game_->session()->state(), adcqt::engineSide(side_),
                                         sstr(brigade_)));
    } catch (const adc::InvalidInput& e) {
        return qstr(e.what());
    }
}

bool StragglerRecovery::nightFromClock() const {
    return game_ && game_->session() && adc::hasClock(game_->session()->state());
}

bool StragglerRecovery::night() const {
    if (nightFromClock()) return game_->session()->state().now().night;
    return night_;
}

QString StragglerRecovery::missing() const {
    QStringList out;
    for (const auto& c : adc::recoveryConditions(night()))
        if (!confirmed_.contains(qstr(c.key))) out << qstr(c.text).section(QLatin1Char('.'), 0, 0);
    return out.join(QStringLiteral(", "));
}

void StragglerRecovery::setLeaderRating(const QString& r) {
    if (r == leaderRating_) return;
    leaderRating_ = r;
    emit changed();
}

void StragglerRecovery::setNight(bool n) {
    if (n == night_ || nightFromClock()) return; // the clock decides in a scenario game (28.0)
    night_ = n;
    emit changed();
}

void StragglerRecovery::confirm(const QString& key, bool confirmed) {
    if (confirmed)
        confirmed_.insert(key);
    else
        confirmed_.remove(key);
    emit changed();
}

bool StragglerRecovery::rollForMe() {
    return recover(adc::DiceRoller::freshSeed(), {});
}

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
    adc::RecoveryRequest request;
    request.side = adcqt::engineSide(side_);
    request.unit = sstr(brigade_);
    for (const QString& key : confirmed_)
        request.confirmed.insert(sstr(key));
    if (!leaderRating_.trimmed().isEmpty()) {
        bool ok = false;
        request.leader = leaderRating_.trimmed().toInt(&ok);
        if (!ok) {
            setError(tr("The leader's rating is a whole number, 0 to 4."));
            return false;
        }
    }
    if (!nightFromClock()) request.night = night_;
    if (!roll.isEmpty()) {
        bool ok = false;
        request.dice.roll = roll.toInt(&ok);
        if (!ok) {
            setError(tr("\"%1\" is not a throw of two dice (11 to 66).").arg(roll));
            return false;
        }
    }
    request.dice.seed = seed;
    adc::RecoveryRoll rolled;
    try {
        // Refused before any dice are thrown when the game or a condition says no (21.2).
        rolled = adc::rollRecovery(game_->session()->state(), tableSet_->charts(), request);
    } catch (const adc::NeedsChartValue& e) {
        setError(tr("This roll reads a cell of the Straggler Recovery Table that is not "
                    "transcribed (%1, roll %2%3). "
                    "Enter it from your printed chart on the Resolve screen (Straggler Recovery), "
                    "then type the same dice here.")
                     .arg(qstr(e.cell().line_label), qstr(e.cell().outcome),
                          e.cell().hint.empty() ? QString()
                                                : QStringLiteral("; ") + qstr(e.cell().hint)));
        return false;
    } catch (const std::exception& e) {
        setError(qstr(e.what()));
        return false;
    }
    if (!game_->perform(rolled.action)) {
        setError(game_->error());
        return false;
    }
    const adc::ResolveOutcome& out = rolled.outcome;
    const int recovered = rolled.recovered;
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
