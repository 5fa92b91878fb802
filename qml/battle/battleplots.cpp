#include "battle/battleplots.h"

#include "game/opengame.h"

#include "adc/battle_series.h"
#include "adc/command/archduke.h"
#include "adc/wagram/wagram_series.h"

#include <algorithm>

BattlePlots::BattlePlots(QObject* parent) : GameView(parent) {}

int BattlePlots::wreckedThreshold() const {
    return adc::kArchdukeWreckedDivisions; // AE 3.4
}

void BattlePlots::rebuild() {
    for (auto& m : points_)
        for (auto& s : m)
            s.clear();
    wagram_ = game_ && game_->anySession() && !game_->session();
    if (wagram_) {
        rebuildWagram();
        return;
    }
    hasGame_ = game_ && game_->session();
    shown_[0] = sees(adc::Side::French); // 9.0
    shown_[1] = sees(adc::Side::Austrian);
    const adc::Scenario* scenario = hasGame_ ? game_->scenario() : nullptr;
    vpShown_ = seesAll() && scenario; // VPs tell both sides' losses (9.0), as on Victory
    vpPartial_ = false;
    firstTurn_ = lastTurn_ = 1;
    turnCount_ = 0;
    if (hasGame_ && (shown_[0] || shown_[1])) {
        std::optional<adc::VictoryTerms> terms;
        if (vpShown_)
            terms.emplace(
                adc::VictoryTerms{game_->catalog()->victory(), *scenario, game_->variants()});
        const adc::BattleSeries s = adc::battleSeries(game_->session()->game(), terms);
        vpPartial_ = vpShown_ && s.vpPartial;
        turnCount_ = static_cast<int>(s.turns.size());
        if (!s.turns.empty()) firstTurn_ = s.turns.front().turn, lastTurn_ = s.turns.back().turn;
        for (const adc::TurnPoint& t : s.turns)
            for (int i = 0; i < 2; ++i) {
                if (!shown_[i]) continue; // 9.0: the other side's figures are not read
                const adc::SideAtTurn& p = t.of(i == 0 ? adc::Side::French : adc::Side::Austrian);
                const double x = t.turn;
                points_[Casualties][i].append({x, double(p.casualties)});
                if (p.wreckedDivisions)
                    points_[WreckedDivisions][i].append({x, double(*p.wreckedDivisions)});
                points_[Stragglers][i].append({x, double(p.stragglers)});
                if (vpShown_ && p.vpHalves) points_[Vps][i].append({x, *p.vpHalves / 2.0});
            }
    }
    emit changed();
}

void BattlePlots::rebuildWagram() {
    const auto series = adc::wagram::wagramSeries(game_->anySession()->game());
    hasGame_ = !series.empty();
    shown_[0] = shown_[1] = vpShown_ = hasGame_; // public: the Turn Record Track
    vpPartial_ = false;
    turnCount_ = static_cast<int>(series.size());
    firstTurn_ = lastTurn_ = 1;
    if (!series.empty()) firstTurn_ = series.front().turn, lastTurn_ = series.back().turn;
    for (const adc::wagram::WagramTurnPoint& p : series) {
        const double x = p.turn;
        points_[Vps][0].append({x, double(p.vpFrench)});
        points_[Vps][1].append({x, double(p.vpAustrian)});
        points_[RoundMarkers][0].append({x, double(p.markerFrench)});
        points_[RoundMarkers][1].append({x, double(p.markerAustrian)});
    }
    emit changed();
}

QVariantList BattlePlots::points(Measure measure, Side::Value side) const {
    QVariantList out;
    if (measure < Casualties || measure > RoundMarkers) return out;
    for (const QPointF& p : points_[measure][side == Side::French ? 0 : 1])
        out.push_back(p);
    return out;
}

double BattlePlots::highest(Measure measure) const {
    double h = 0;
    if (measure < Casualties || measure > RoundMarkers) return h;
    for (const auto& side : points_[measure])
        for (const QPointF& p : side)
            h = std::max(h, p.y());
    return h;
}

double BattlePlots::lowest(Measure measure) const {
    double l = 0;
    if (measure < Casualties || measure > RoundMarkers) return l;
    for (const auto& side : points_[measure])
        for (const QPointF& p : side)
            l = std::min(l, p.y());
    return l;
}
