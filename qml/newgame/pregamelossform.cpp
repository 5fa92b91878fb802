#include "newgame/pregamelossform.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/errors.h"
#include "adc/order_of_battle.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/scenarios/pre_game_losses.h"

#include <algorithm>
#include <optional>
#include <utility>

using adcqt::qstr;
using adcqt::sstr;

PreGameLossForm::PreGameLossForm(QObject* parent) : GameView(parent) {}

void PreGameLossForm::setSide(Side::Value s) {
    if (s == side_) return;
    side_ = s;
    extras_.clear(); // the choices are one side's
    corrected_.clear();
    confirm_ = false;
    emit sideChanged();
    rebuild();
}

void PreGameLossForm::setConfirmed(bool c) {
    if (c == confirm_) return;
    confirm_ = c;
    rebuild();
}

void PreGameLossForm::resetChoices() {
    extras_.clear();
    rebuild();
}

// The brigades the split shown gives the division's leftover boxes to.
std::vector<std::string> PreGameLossForm::shownExtras(const QString& division) const {
    std::vector<std::string> chosen;
    for (const QVariant& v : std::as_const(splits_)) {
        const QVariantMap sp = v.toMap();
        if (sp.value(QStringLiteral("division")).toString() != division) continue;
        for (const QVariant& sh : sp.value(QStringLiteral("shares")).toList())
            if (sh.toMap().value(QStringLiteral("extra")).toBool())
                chosen.push_back(sstr(sh.toMap().value(QStringLiteral("brigade")).toString()));
    }
    return chosen;
}

void PreGameLossForm::toggleExtra(const QString& division, const QString& brigade) {
    // Start from the split shown: the player's, or else the default's extras.
    const auto mine = extras_.find(sstr(division));
    std::vector<std::string> chosen = mine != extras_.end() ? mine->second : shownExtras(division);
    const std::string b = sstr(brigade);
    if (const auto it = std::find(chosen.begin(), chosen.end(), b); it != chosen.end())
        chosen.erase(it);
    else
        chosen.push_back(b);
    extras_[sstr(division)] = chosen;
    rebuild();
}

void PreGameLossForm::placeAsShown(const QString& division) {
    extras_[sstr(division)] = shownExtras(division);
    rebuild();
}

void PreGameLossForm::rebuild() {
    shown_ = offered_ = false;
    appliedAt_ = printedTotal_ = total_ = 0;
    rule_.clear(), asked_.clear(), problem_.clear();
    splits_.clear();
    lines_.clear();
    placeAsked_.clear();
    notes_.clear();
    const adc::Scenario* s = game_ ? game_->scenario() : nullptr;
    if (s) {
        const adc::Side side = adcqt::engineSide(side_);
        shown_ = sees(side);
        offered_ = s->side(side).preGameLosses.has_value();
        if (shown_ && offered_) {
            rule_ = qstr(s->preGameLossesRule);
            const adc::OrderOfBattle& oob = game_->catalog()->oob(side);
            appliedAt_ = static_cast<int>(adc::preGameLossesIn(game_->session()->game(), side));
            for (const auto& l : s->side(side).preGameLosses->lines)
                lines_.push_back(
                    QVariantMap{{QStringLiteral("unit"), qstr(l.unit)},
                                {QStringLiteral("losses"),
                                 corrected_.count(l.unit) ? corrected_.at(l.unit) : l.losses}});
            std::optional<adc::PreGameLossPlan> p;
            if (appliedAt_ > 0) {
                // What the game holds, as the players placed it: nothing is asked any more.
                p = adc::appliedPreGameLosses(game_->session()->game(), *s, side, oob);
            } else {
                adc::LossChoices choices;
                choices.confirmLines = confirm_;
                choices.corrected = corrected_;
                // The player's remainder choices; a division still being chosen (too few or too
                // many) is shown as the engine's refusal, with the default split.
                for (const auto& [div, list] : extras_)
                    choices.remainder[div] = list;
                try {
                    p = adc::draftPreGameLosses(*s, side, oob, choices);
                } catch (const adc::InvalidInput& e) {
                    problem_ = qstr(e.what());
                    choices.remainder.clear();
                    try {
                        p = adc::draftPreGameLosses(*s, side, oob, choices);
                    } catch (const std::exception&) {
                    }
                }
                for (const auto& need : p ? p->needs : std::vector<adc::PlayerValueNeed>{}) {
                    if (need.key == "confirm") {
                        // The lines disagree with the printed total (5.3 Austrian): shown as the
                        // lines give them until the players agree to use them.
                        const auto& data = *s->side(side).preGameLosses;
                        asked_ = tr("The lines below add up to %1; the printed total is %2. %3 Use "
                                    "the lines as printed "
                                    "once both players agree, or settle on a corrected line below.")
                                     .arg(p->total)
                                     .arg(data.printedTotal)
                                     .arg(qstr(data.reading));
                    } else {
                        placeAsked_.push_back(
                            QVariantMap{{QStringLiteral("division"),
                                         qstr(need.key.substr(need.key.find('.') + 1))},
                                        {QStringLiteral("text"), qstr(need.what)}});
                    }
                }
            }
            if (p) {
                printedTotal_ = p->printedTotal;
                total_ = p->total;
                for (const auto& n : p->notes)
                    notes_ << qstr(n);
                for (const auto& sp : p->splits) {
                    // While a division's choice is refused, its brigades show what the player
                    // has pressed so far, not the default the plan fell back to.
                    const auto pending =
                        problem_.isEmpty() ? extras_.end() : extras_.find(sp.division);
                    QVariantList shares;
                    for (const auto& sh : sp.shares) {
                        const bool extra =
                            pending == extras_.end()
                                ? sh.extra
                                : std::find(pending->second.begin(), pending->second.end(),
                                            sh.brigade) != pending->second.end();
                        const adc::Brigade* b = oob.brigade(sh.brigade);
                        const int even = b ? std::min(b->totalBoxes(), sp.each) : sp.each;
                        shares.push_back(QVariantMap{
                            {QStringLiteral("brigade"), qstr(sh.brigade)},
                            {QStringLiteral("casualties"),
                             pending == extras_.end() ? sh.casualties : even + (extra ? 1 : 0)},
                            {QStringLiteral("extra"), extra}});
                    }
                    splits_.push_back(
                        QVariantMap{{QStringLiteral("unit"), qstr(sp.unit)},
                                    {QStringLiteral("division"), qstr(sp.division)},
                                    {QStringLiteral("printed"), sp.printed},
                                    {QStringLiteral("losses"), sp.losses},
                                    {QStringLiteral("each"), sp.each},
                                    {QStringLiteral("remainder"), sp.remainder},
                                    {QStringLiteral("playerPlaced"), sp.playerPlaced},
                                    {QStringLiteral("mustPlace"), !sp.wreckedByDefault.empty()},
                                    {QStringLiteral("shares"), shares}});
                }
            } else if (printedTotal_ == 0) {
                printedTotal_ = s->side(side).preGameLosses->printedTotal;
            }
        }
    }
    emit changed();
}

bool PreGameLossForm::correctLine(const QString& unit, const QString& figure) {
    bool ok = false;
    const int n = figure.trimmed().toInt(&ok);
    if (!ok || n < 0) {
        problem_ =
            tr("A corrected line is a whole number of boxes, 0 or more, not \"%1\".").arg(figure);
        emit changed();
        return false;
    }
    corrected_[sstr(unit)] = n;
    rebuild();
    return problem_.isEmpty();
}

bool PreGameLossForm::apply() {
    const adc::Scenario* s = game_ ? game_->scenario() : nullptr;
    if (!s) return false;
    if (appliedAt_ == 0 && (!problem_.isEmpty() || !asked_.isEmpty() || !placeAsked_.isEmpty())) {
        const std::string why =
            sstr(!asked_.isEmpty() ? asked_
                 : !problem_.isEmpty()
                     ? problem_
                     : placeAsked_.front().toMap().value(QStringLiteral("text")).toString());
        game_->check([&] { throw adc::InvalidInput(why); });
        return false;
    }
    const adc::Side side = adcqt::engineSide(side_);
    adc::LossChoices choices;
    choices.confirmLines = confirm_;
    choices.corrected = corrected_;
    for (const auto& [div, list] : extras_)
        choices.remainder[div] = list;
    std::vector<adc::Action> marks;
    const bool planned = game_->check([&] {
        const adc::Game& now = game_->session()->game();
        adc::refuseSecondPreGameLosses(now, side);
        const adc::PreGameLossPlan plan =
            adc::planPreGameLosses(*s, side, game_->catalog()->oob(side), choices);
        marks = adc::checkedPreGameLossActions(now, plan);
    });
    return planned && game_->perform(marks); // all the marks in one transaction
}
