#include "game/sideview.h"

#include "game/opengame.h"
#include "turn_clock.h"

void SideView::setSide(Side::Value s) {
    if (s == side_) return;
    side_ = s;
    emit sideChanged();
    rebuild();
}

bool SideView::shown() const {
    return game_ && game_->session() && game_->sees(adcqt::engineSide(side_));
}

bool SideView::act(const std::function<adc::Action(adc::Side)>& build) {
    if (!shown()) return false;
    return game_->perform([&] { return build(adcqt::engineSide(side_)); });
}

adc::Presence SideView::presenceOf(const adc::UnitRef& u) const {
    const adc::GameState& st = game_->session()->state();
    return st.inPlay().of(adcqt::engineSide(side_), u);
}

adc::Presence SideView::formationPresence(const std::string& formation) const {
    const adc::GameState& st = game_->session()->state();
    return st.inPlay().formation(st.oob(adcqt::engineSide(side_)), formation);
}

QString SideView::presenceText(const adc::Presence& p) const {
    switch (p.state) {
    case adc::Presence::State::InPlay:
        return tr("In play");
    case adc::Presence::State::Later: {
        if (p.held) return tr("Not yet arrived: held while the bridge is down (AE 2.9a)");
        const adc::TurnClock clock(game_->catalog(), game_->session()->file().info());
        return tr("Not yet arrived: arrives %1 (turn %2)")
            .arg(QString::fromStdString(clock.at(p.turn)))
            .arg(p.turn);
    }
    case adc::Presence::State::NotInScenario:
        return tr("Not in this scenario");
    }
    return {};
}

QString SideView::presenceCode(const adc::Presence& p) {
    switch (p.state) {
    case adc::Presence::State::InPlay:
        return QStringLiteral("in-play");
    case adc::Presence::State::Later:
        return QStringLiteral("later");
    case adc::Presence::State::NotInScenario:
        return QStringLiteral("not-in-scenario");
    }
    return {};
}
