#include "victory/victoryledger.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/errors.h"
#include "adc/scenarios/victory.h"

using adcqt::qstr;

VictoryLedger::VictoryLedger(QObject* parent) : GameView(parent) {
    connect(this, &GameView::viewerChanged, this,
            [this] { bothAgreed_ = false; }); // 9.0: ask again
}

void VictoryLedger::setTerrainFrench(const QString& v) {
    if (v == terrainFrench_) return;
    terrainFrench_ = v;
    emit inputsChanged();
    remember(&adc::VictoryInput::terrainFrench, v);
    rebuild();
}

void VictoryLedger::setTerrainAustrian(const QString& v) {
    if (v == terrainAustrian_) return;
    terrainAustrian_ = v;
    emit inputsChanged();
    remember(&adc::VictoryInput::terrainAustrian, v);
    rebuild();
}

void VictoryLedger::setCasualtyTopVp(const QString& v) {
    if (v == casualtyTop_) return;
    casualtyTop_ = v;
    emit inputsChanged();
    remember(&adc::VictoryInput::casualtyTopRowVp, v);
    rebuild();
}

// A whole number typed for the map's VPs is kept in the game (one undoable action), so it
// is there when the game is opened again; anything else stays on the page as typed.
void VictoryLedger::remember(std::optional<int> adc::VictoryInput::*figure, const QString& typed) {
    bool ok = false;
    const int n = typed.trimmed().toInt(&ok);
    if (!game_ || !game_->session() || !ok || n < 0) return;
    if (game_->session()->state().victoryEntered().*figure == n) return;
    adc::VictoryInput entered;
    entered.*figure = n;
    game_->perform(adc::victoryInputAction(entered));
}

void VictoryLedger::clear() {
    shown_ = hasScenario_ = complete_ = napoleonLost_ = false;
    lines_.clear(), asked_.clear(), table_.clear(), steps_.clear();
    frenchVp_.clear(), austrianVp_.clear(), printedRange_.clear(), level_.clear(),
        finalLevel_.clear(), inputError_.clear();
    french_ = austrian_ = spread_ = 0;
}

namespace {
// A whole number of VPs as typed; none when nothing is typed. Throws for anything else.
std::optional<int> typedVp(const QString& text, const char* what) {
    const QString t = text.trimmed();
    if (t.isEmpty()) return std::nullopt;
    bool ok = false;
    const int n = t.toInt(&ok);
    if (!ok || n < 0)
        throw adc::InvalidInput(std::string(what) + " is a whole number of VPs, 0 or more, not \"" +
                                adcqt::sstr(t) + "\"");
    return n;
}
} // namespace

void VictoryLedger::setBothAgreed(bool on) {
    if (on == bothAgreed_) return;
    bothAgreed_ = on;
    rebuild();
}

void VictoryLedger::rebuild() {
    clear();
    const adc::Scenario* s = game_ ? game_->scenario() : nullptr;
    hasScenario_ = s != nullptr;
    shown_ = hasScenario_ && (seesAll() || bothAgreed_);
    if (shown_) {
        adc::VictoryInput in = game_->session()->state().victoryEntered(); // kept in the game
        // Show what the game keeps in the fields left empty (a game opened again).
        bool filled = false;
        for (auto [text, kept] : {std::pair{&terrainFrench_, in.terrainFrench},
                                  std::pair{&terrainAustrian_, in.terrainAustrian},
                                  std::pair{&casualtyTop_, in.casualtyTopRowVp}})
            if (text->trimmed().isEmpty() && kept) *text = QString::number(*kept), filled = true;
        if (filled) emit inputsChanged();
        try {
            if (const auto t = typedVp(terrainFrench_, "The French terrain VPs"))
                in.terrainFrench = t;
            if (const auto t = typedVp(terrainAustrian_, "The Austrian terrain VPs"))
                in.terrainAustrian = t;
            if (const auto t = typedVp(casualtyTop_, "The casualty VPs")) in.casualtyTopRowVp = t;
            const adc::VictoryResult r = adc::victorySoFar(
                game_->catalog()->victory(), *s, game_->variants(), game_->session()->state(), in);
            for (const auto& l : r.lines)
                lines_.push_back(
                    QVariantMap{{QStringLiteral("side"), qstr(adc::sideName(l.earner))},
                                {QStringLiteral("rule"), qstr(l.rule)},
                                {QStringLiteral("what"), qstr(l.what)},
                                {QStringLiteral("vp"), qstr(adc::formatHalves(l.halves))},
                                {QStringLiteral("detail"), qstr(l.detail)}});
            for (const auto& n : r.asked)
                asked_.push_back(QVariantMap{{QStringLiteral("key"), qstr(n.key)},
                                             {QStringLiteral("rule"), qstr(n.rule)},
                                             {QStringLiteral("what"), qstr(n.what)}});
            complete_ = r.asked.empty();
            napoleonLost_ = r.napoleonLost;
            if (complete_) {
                frenchVp_ = qstr(adc::formatHalves(r.frenchHalves));
                austrianVp_ = qstr(adc::formatHalves(r.austrianHalves));
                french_ = r.french;
                austrian_ = r.austrian;
                spread_ = r.spread;
                printedRange_ = qstr(r.printedRange);
                level_ = qstr(r.level);
                finalLevel_ = qstr(r.finalLevel);
                for (const auto& st : r.steps)
                    steps_ << qstr(st);
            }
            for (std::size_t i = 0; i < s->victoryLevels.size(); ++i)
                table_.push_back(
                    QVariantMap{{QStringLiteral("printed"), qstr(s->victoryLevels[i].printed)},
                                {QStringLiteral("level"), qstr(s->victoryLevels[i].level)},
                                {QStringLiteral("reached"), complete_ && i == r.levelIndex},
                                {QStringLiteral("final"), complete_ && i == r.finalIndex}});
        } catch (const adc::InvalidInput& e) {
            inputError_ = qstr(e.what());
        }
    }
    emit changed();
}
