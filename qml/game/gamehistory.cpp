#include "game/gamehistory.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/game.h"
#include "adc/game_state.h"
#include "adc/seat_view.h"

#include <vector>

using adcqt::qstr;

GameHistory::GameHistory(QObject* parent) : QObject(parent) {}

void GameHistory::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::changed, this, &GameHistory::rebuild);
        connect(game_, &OpenGame::viewerChanged, this, [this] {
            emit viewerChanged();
            rebuild();
        });
    }
    emit gameChanged();
    emit viewerChanged();
    rebuild();
}

Viewer::Value GameHistory::viewer() const {
    return game_ ? game_->viewer() : Viewer::Both;
}

void GameHistory::rebuild() {
    entries_.clear();
    if (game_ && game_->anySession()) {
        const adc::GameSession& s = *game_->anySession();
        const std::optional<adc::Side> viewer = game_->viewerSide();
        const auto history = s.history(viewer);
        // Indexed by seq, where "undo to here" is offered (9.0, the engine's rule for every
        // row in one pass rather than a read of the log per row). Every row shown is the
        // viewer's, so a row is in force exactly when the rule knows it.
        const std::vector<adc::Game::UndoTo> undoableTo = s.game().undoableTo(viewer);
        const auto latest = s.game().log().undoTarget();
        const adc::ViewerNumbers numbers(s.game().log().all(), viewer); // 9.0: no gaps
        entries_.reserve(static_cast<qsizetype>(history.size()));
        for (auto it = history.rbegin(); it != history.rend(); ++it) {
            const adc::Action& a = **it;
            const bool undoRedo = adc::ActionLog::isUndoRedo(a);
            const adc::Game::UndoTo to = undoableTo[static_cast<std::size_t>(a.seq)];
            const bool active = to != adc::Game::UndoTo::NotInHistory;
            entries_.push_back(
                QVariantMap{{QStringLiteral("seq"), static_cast<int>(a.seq)},
                            {QStringLiteral("number"), static_cast<int>(numbers.number(a.seq))},
                            {QStringLiteral("kind"), qstr(a.kind)},
                            {QStringLiteral("side"), qstr(a.side)},
                            {QStringLiteral("summary"), qstr(a.summary)},
                            {QStringLiteral("at"), qstr(a.at)},
                            {QStringLiteral("inForce"), active},
                            // 9.0: offered only where this viewer may take back every later action
                            {QStringLiteral("canUndoTo"),
                             latest && *latest > a.seq && to == adc::Game::UndoTo::Allowed},
                            {QStringLiteral("undoneOrStep"), undoRedo || !active},
                            {QStringLiteral("takenBack"),
                             !active && !undoRedo}}); // an action an undo took back
        }
    }
    emit changed();
}
