#pragma once
// The open game's history as one side may see it (rule 9.0): each action's number, what it
// did in words, whose it is, and whether it is still in force ("undo to here" takes back
// every later action in force; `canUndoTo` says whether this viewer may, 9.0). The viewer is
// the game's (OpenGame::viewer); with Both (umpire, solitaire), everything.
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "game/viewer.h"

class OpenGame;

class GameHistory : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(Viewer::Value viewer READ viewer NOTIFY viewerChanged) // OpenGame::viewer
    Q_PROPERTY(QVariantList entries READ entries NOTIFY changed)      // newest first

  public:
    explicit GameHistory(QObject* parent = nullptr);
    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    Viewer::Value viewer() const; // Both without a game, as OpenGame without one
    QVariantList entries() const { return entries_; }

  signals:
    void gameChanged();
    void viewerChanged();
    void changed();

  private:
    void rebuild();
    QPointer<OpenGame> game_;
    QVariantList entries_;
};
