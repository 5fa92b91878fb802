#include "victorymodel.h"

#include "gamemodel.h"
#include "jsontext.h"

#include "adc/errors.h"
#include "adc/victory.h"

using adcqt::qstr;

VictoryModel::VictoryModel(QObject* parent) : GameView(parent) {}

void VictoryModel::setTerrainFrench(const QString& v) {
    if (v == terrainFrench_) return;
    terrainFrench_ = v;
    emit inputsChanged();
    rebuild();
}

void VictoryModel::setTerrainAustrian(const QString& v) {
    if (v == terrainAustrian_) return;
    terrainAustrian_ = v;
    emit inputsChanged();
    rebuild();
}

void VictoryModel::setCasualtyTopVp(const QString& v) {
    if (v == casualtyTop_) return;
    casualtyTop_ = v;
    emit inputsChanged();
    rebuild();
}

void VictoryModel::clear() {
    shown_ = hasScenario_ = complete_ = napoleonLost_ = false;
    lines_.clear(), asked_.clear(), table_.clear(), steps_.clear();
    frenchVp_.clear(), austrianVp_.clear(), printedRange_.clear(), level_.clear(), finalLevel_.clear(),
        inputError_.clear();
    french_ = austrian_ = spread_ = 0;
}

namespace {
// A whole number of VPs as typed; none when nothing is typed. Throws for anything else.
std::optional<int> typedVp(const QString& text, const char* what) {
    const QString t = text.trimmed();
    if (t.isEmpty()) return std::nullopt;
    bool ok = false;
    const int n = t.toInt(&ok);
    if (!ok || n < 0) throw adc::InvalidInput(std::string(what) + " is a whole number of VPs, 0 or more, not \"" + adcqt::sstr(t) + "\"");
    return n;
}
} // namespace

void VictoryModel::rebuild() {
    clear();
    const adc::Scenario* s = game_ ? game_->scenario() : nullptr;
    hasScenario_ = s != nullptr;
    shown_ = hasScenario_ && seesAll();
    if (shown_) {
        adc::VictoryInput in;
        try {
            in.terrainFrench = typedVp(terrainFrench_, "The French terrain VPs");
            in.terrainAustrian = typedVp(terrainAustrian_, "The Austrian terrain VPs");
            in.casualtyTopRowVp = typedVp(casualtyTop_, "The casualty VPs");
            const adc::VictoryResult r = adc::victorySoFar(game_->catalog()->victory(), *s, game_->variants(),
                                                           game_->session()->state(), in);
            for (const auto& l : r.lines)
                lines_.push_back(QVariantMap{{QStringLiteral("side"), qstr(adc::sideName(l.earner))},
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
                for (const auto& st : r.steps) steps_ << qstr(st);
            }
            for (std::size_t i = 0; i < s->victoryLevels.size(); ++i)
                table_.push_back(QVariantMap{{QStringLiteral("printed"), qstr(s->victoryLevels[i].printed)},
                                             {QStringLiteral("level"), qstr(s->victoryLevels[i].level)},
                                             {QStringLiteral("reached"), complete_ && i == r.levelIndex},
                                             {QStringLiteral("final"), complete_ && i == r.finalIndex}});
        } catch (const adc::InvalidInput& e) {
            inputError_ = qstr(e.what());
        }
    }
    emit changed();
}
