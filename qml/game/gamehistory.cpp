#include "game/gamehistory.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/game_state.h"

#include <set>

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
    if (game_ && game_->isOpen()) {
        const adc::GameSession& s = *game_->session();
        const std::optional<adc::Side> viewer = game_->viewerSide();
        std::set<std::int64_t> inForce;
        for (const adc::Action* a : s.game().log().effective())
            inForce.insert(a->seq);
        const auto latest = s.game().log().undoTarget();
        const auto history = s.history(viewer);
        for (auto it = history.rbegin(); it != history.rend(); ++it) {
            const adc::Action& a = **it;
            const bool undoRedo = adc::ActionLog::isUndoRedo(a);
            const bool active = inForce.count(a.seq) > 0;
            entries_.push_back(QVariantMap{
                {QStringLiteral("seq"), static_cast<int>(a.seq)},
                {QStringLiteral("kind"), qstr(a.kind)},
                {QStringLiteral("side"), qstr(a.side)},
                {QStringLiteral("summary"), qstr(a.summary)},
                {QStringLiteral("at"), qstr(a.at)},
                {QStringLiteral("inForce"), active},
                // 9.0: offered only where this viewer may take back every later action
                {QStringLiteral("canUndoTo"), active && latest && *latest > a.seq &&
                                                  s.game().undoToRefusal(a.seq, viewer).empty()},
                {QStringLiteral("undoneOrStep"), undoRedo || !active},
                {QStringLiteral("takenBack"),
                 !active && !undoRedo}}); // an action an undo took back
        }
    }
    emit changed();
}
