#pragma once
// A view of one army of the open game (its loss chart, its roster): shown only when the
// viewer may see that side's secrets (9.0).
#include "game/gameview.h"

#include "adc/action.h"
#include "adc/scenarios/in_play.h"

#include <functional>

class SideView : public GameView {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(Side::Value side READ side WRITE setSide NOTIFY sideChanged)
    Q_PROPERTY(bool shown READ shown NOTIFY changed)

  public:
    explicit SideView(QObject* parent = nullptr) : GameView(parent) {}
    Side::Value side() const { return side_; }
    void setSide(Side::Value s);
    bool shown() const; // a game is open and the viewer may see this side

  signals:
    void sideChanged();

  protected:
    // Where a counter or a formation of this army stands now (16.4): in play, arriving later,
    // or not in the scenario; and that in words, with the arrival's time on the clock.
    adc::Presence presenceOf(const adc::UnitRef& u) const;
    adc::Presence formationPresence(const std::string& formation) const;
    QString presenceText(const adc::Presence& p) const;
    static QString presenceCode(const adc::Presence& p); // in-play | later | not-in-scenario
    // Performs what `build` makes for this army, when the viewer may act for it (9.0).
    bool act(const std::function<adc::Action(adc::Side)>& build);

  private:
    Side::Value side_ = Side::French;
};
