#include "losses/applylossesform.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/command/command_actions.h"
#include "adc/errors.h"
#include "adc/game_state.h"
#include "adc/loss_actions.h"

using adcqt::qstr;
using adcqt::sstr;

ApplyLossesForm::ApplyLossesForm(QObject* parent) : QObject(parent) {}

void ApplyLossesForm::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::changed, this, &ApplyLossesForm::changed);
        connect(game_, &OpenGame::viewerChanged, this, &ApplyLossesForm::changed); // 9.0b
    }
    emit changed();
}

template <class T> void ApplyLossesForm::set(T& member, const T& value) {
    if (member == value) return;
    member = value;
    error_.clear();
    emit changed();
}

void ApplyLossesForm::setSide(Side::Value s) {
    if (s == side_) return;
    brigade_.clear();
    stragglerUnit_.clear();
    set(side_, s);
}
void ApplyLossesForm::setBrigade(const QString& b) {
    set(brigade_, b);
}
void ApplyLossesForm::setStragglerUnit(const QString& b) {
    set(stragglerUnit_, b);
}
void ApplyLossesForm::setCharge(bool c) {
    set(charge_, c);
}
void ApplyLossesForm::setCasualties(int n) {
    set(casualties_, n);
}
void ApplyLossesForm::setStragglers(int n) {
    set(stragglers_, n);
}

void ApplyLossesForm::startOver() {
    done_.clear();
    error_.clear();
    emit changed();
}

QVariantList ApplyLossesForm::brigadeList(bool stragglersOnly) const {
    QVariantList out;
    if (!game_ || !game_->session()) return out;
    try {
        const adc::LossChart& chart = game_->session()->state().losses(adcqt::engineSide(side_));
        for (const auto& b : chart.oob().brigades) {
            if (stragglersOnly && !chart.takesStragglers(b.id)) continue;
            out << QVariantMap{{QStringLiteral("id"), qstr(b.id)},
                               {QStringLiteral("label"),
                                qstr(b.name.empty() ? b.id : b.id + " (" + b.name + ")")}};
        }
    } catch (const adc::InvalidInput&) {
    }
    return out;
}

adc::LossMark ApplyLossesForm::lossMark() const {
    return {sstr(brigade_), casualties_, stragglers_, charge_, sstr(stragglerUnit_)};
}

bool ApplyLossesForm::needsStragglerUnit() const {
    if (!game_ || !game_->session()) return false;
    try {
        return adc::needsStragglerUnit(game_->session()->state().losses(adcqt::engineSide(side_)),
                                       lossMark());
    } catch (const adc::InvalidInput&) {
        return false;
    }
}

QString ApplyLossesForm::blockedReason() const {
    if (!game_ || !game_->session())
        return tr("No game open: start one (Ctrl+N) or open one (Ctrl+G) to mark losses.");
    if (casualties_ <= 0 && stragglers_ <= 0)
        return tr("This result has no casualties or stragglers to mark.");
    if (brigade_.isEmpty()) return tr("Choose the unit hit.");
    if (needsStragglerUnit() && stragglerUnit_.isEmpty())
        return tr("%1 cannot take stragglers: choose the topmost infantry in its stack (21.0a).")
            .arg(brigade_);
    return {};
}

QString ApplyLossesForm::attackingCommand() const {
    if (!game_ || !game_->session() || brigade_.isEmpty()) return {};
    try {
        const adc::Side side = adcqt::engineSide(side_);
        // 9.0b: whether a command is attacking is its side's secret; the other side's screen
        // offers nothing that depends on it (that side marks the contact on its own screen).
        if (!game_->sees(side)) return {};
        const adc::GameState& st = game_->session()->state();
        return qstr(st.command().attackingCommand(st.oob(side), side, sstr(brigade_)));
    } catch (const adc::InvalidInput&) {
        return {};
    }
}

bool ApplyLossesForm::markContact() {
    if (!game_ || !game_->session()) return false; // the panel offers it only with a game open
    if (!game_->sees(adcqt::engineSide(side_))) {
        error_ = tr("Whether a %1 command is attacking is the %1 player's secret (9.0b): he "
                    "marks the contact for Corps Attack Stoppage on his own screen (10.3a).")
                     .arg(side_ == Side::French ? tr("French") : tr("Austrian"));
        emit changed();
        return false;
    }
    std::string command;
    const bool ok = game_->perform([&] {
        adc::Action a = adc::attackContact(game_->session()->state(), adcqt::engineSide(side_),
                                           sstr(brigade_), charge_);
        command = a.payload.value("command", std::string());
        return a;
    });
    if (!ok) {
        error_ = game_->error();
        emit changed();
        return false;
    }
    done_ =
        tr("%1 marked: it checks for Corps Attack Stoppage from its next Command Phase (10.3a).")
            .arg(qstr(command));
    error_.clear();
    emit changed();
    return true;
}

bool ApplyLossesForm::apply() {
    if (const QString why = blockedReason(); !why.isEmpty()) {
        error_ = why;
        emit changed();
        return false;
    }
    adc::LossMark mark = lossMark();
    if (!needsStragglerUnit())
        mark.stragglerUnit.clear(); // 21.0a: asked only of a unit that takes none
    if (!game_->perform([&] {
            const adc::Side side = adcqt::engineSide(side_);
            adc::Action a = adc::markLosses(side, mark);
            // Marked from the other side's screen (the firer's, at one laptop): that player
            // may take his mark back, and the history says who made it (9.0).
            if (const auto viewer = game_->viewerSide(); viewer && *viewer != side)
                a.payload["by"] = adc::sideName(*viewer);
            return a;
        })) {
        error_ = game_->error();
        done_.clear();
        emit changed();
        return false;
    }
    // Said in the player's own numbers, not the row's new state (which is that side's secret, 9.0).
    if (charge_)
        done_ =
            tr("Marked on %1: %2 casualties (stragglers counted as casualties in a charge, 21.0b).")
                .arg(brigade_)
                .arg(casualties_ + stragglers_);
    else if (needsStragglerUnit())
        done_ = tr("Marked: %1 casualties on %2, %3 stragglers on %4 (21.0a).")
                    .arg(casualties_)
                    .arg(brigade_)
                    .arg(stragglers_)
                    .arg(stragglerUnit_);
    else
        done_ = tr("Marked on %1: %2 casualties, %3 stragglers.")
                    .arg(brigade_)
                    .arg(casualties_)
                    .arg(stragglers_);
    error_.clear();
    emit changed();
    return true;
}
