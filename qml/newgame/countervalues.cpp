#include "newgame/countervalues.h"

#include "common/jsontext.h"
#include "counter_memory.h"
#include "game/opengame.h"

#include "adc/errors.h"
#include "adc/loss_actions.h"

#include <utility>

using adcqt::qstr;
using adcqt::sstr;

CounterValues::CounterValues(QObject* parent)
    : GameView(parent), memoryFile_(qstr(adc::CounterMemory::defaultFile())) {}

void CounterValues::setSide(Side::Value s) {
    if (s == side_) return;
    side_ = s;
    emit sideChanged();
    rebuild();
}

void CounterValues::setMemoryFile(const QString& f) {
    if (f == memoryFile_) return;
    memoryFile_ = f;
    emit memoryFileChanged();
    rebuild();
}

void CounterValues::rebuild() {
    leaders_.clear();
    cavalry_.clear();
    rememberedCount_ = unknownCount_ = 0;
    const adc::Scenario* s = game_ ? game_->scenario() : nullptr;
    const adc::Side side = adcqt::engineSide(side_);
    if (s && sees(side)) {
        const adc::CounterMemory memory(sstr(memoryFile_));
        const adc::GameState& st = game_->session()->state();
        const adc::OrderOfBattle& oob = st.oob(side);
        const adc::CountersAsked asked =
            adc::countersAsked(*game_->catalog(), *s, game_->variants(), side);
        for (const auto& id : asked.leaders) {
            const adc::Leader* l = oob.leader(id);
            const auto rating = st.roster(side).rating(l->id);
            const int remembered = memory.rating(side, l->id).value_or(-1);
            if (!rating) ++unknownCount_;
            if (!rating && remembered >= 0) ++rememberedCount_;
            leaders_.push_back(QVariantMap{{QStringLiteral("id"), qstr(l->id)},
                                           {QStringLiteral("name"), qstr(l->name)},
                                           {QStringLiteral("rank"), qstr(l->rank)},
                                           {QStringLiteral("rating"), rating ? *rating : -1},
                                           {QStringLiteral("remembered"), remembered}});
        }
        for (const auto& id : asked.cavalry) {
            const adc::Brigade* b = oob.brigade(id);
            const auto cls = st.roster(side).cavalryClass(b->id);
            const QString remembered =
                qstr(memory.cavalryClass(side, b->id).value_or(std::string()));
            if (!cls) ++unknownCount_;
            if (!cls && !remembered.isEmpty()) ++rememberedCount_;
            cavalry_.push_back(QVariantMap{{QStringLiteral("id"), qstr(b->id)},
                                           {QStringLiteral("name"), qstr(b->name)},
                                           {QStringLiteral("division"), qstr(b->division)},
                                           {QStringLiteral("cls"), cls ? qstr(*cls) : QString()},
                                           {QStringLiteral("remembered"), remembered}});
        }
    }
    emit changed();
}

bool CounterValues::enter(const std::function<adc::Action(adc::Side)>& build) {
    if (!game_) return false;
    const bool ok = game_->perform([&] { return build(adcqt::engineSide(side_)); });
    if (ok) { // remembered for the next game, as adc game rate does
        const adc::Action& done = game_->session()->game().log().all().back();
        adc::CounterMemory(sstr(memoryFile_)).remember(done);
        rebuild();
    }
    return ok;
}

bool CounterValues::setRating(const QString& leader, int rating) {
    return enter([&](adc::Side s) { return adc::setRating(s, sstr(leader), rating); });
}

bool CounterValues::setCavalryClass(const QString& brigade, const QString& cls) {
    return enter([&](adc::Side s) { return adc::setCavalryClass(s, sstr(brigade), sstr(cls)); });
}

bool CounterValues::enterRemembered() {
    const adc::Scenario* s = game_ ? game_->scenario() : nullptr;
    if (!s) return false;
    const adc::Side side = adcqt::engineSide(side_);
    if (!sees(side)) return false; // 9.0: the other side's counters are not this viewer's to enter
    const adc::CounterMemory memory(sstr(memoryFile_));
    const adc::CountersAsked asked =
        adc::countersAsked(*game_->catalog(), *s, game_->variants(), side);
    std::vector<adc::Action> entries;
    const bool ok = game_->check([&] {
        entries = adc::rememberedCounterActions(game_->session()->state(), asked, side, memory);
    }) && game_->perform(entries);
    rebuild();
    return ok;
}
