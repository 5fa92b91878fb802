#pragma once
// What every view of the open game shares: the game, who is looking (rule 9.0: a Viewer,
// French, Austrian, or Both for an umpire or a solitaire player) and where the game stands in
// its scenario's time (8.1, 1.1d). The viewer is the game's own (OpenGame::viewer), never
// set on a view: a page cannot forget it, and without a game a view sees no side at all.
// Subclasses rebuild when any of these changes.
#include "adc/game_state.h"
#include "adc/scenarios/game_clock.h"
#include "game/viewer.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>

class OpenGame;

class GameView : public QObject {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(Viewer::Value viewer READ viewer NOTIFY viewerChanged) // OpenGame::viewer

  public:
    explicit GameView(QObject* parent = nullptr);
    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    Viewer::Value viewer() const; // Both without a game, as OpenGame without one

  signals:
    void gameChanged();
    void viewerChanged();
    void changed();

  protected:
    virtual void rebuild() = 0;
    bool sees(adc::Side side) const; // may the viewer see this side's secrets (9.0)?
    bool seesAll() const;            // a game is open and the viewer is Both
    // Where the open game stands; none without a game or a sequence of play.
    std::optional<adc::ClockPosition> clock() const;
    QPointer<OpenGame> game_;
};
