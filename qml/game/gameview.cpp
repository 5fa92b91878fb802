#include "game/gameview.h"

#include "game/opengame.h"

GameView::GameView(QObject* parent) : QObject(parent) {}

void GameView::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::changed, this, [this] { rebuild(); });
        connect(game_, &OpenGame::viewerChanged, this, [this] {
            emit viewerChanged();
            rebuild();
        });
    }
    emit gameChanged();
    emit viewerChanged();
    rebuild();
}

Viewer::Value GameView::viewer() const {
    return game_ ? game_->viewer() : Viewer::Both;
}

bool GameView::sees(adc::Side side) const {
    return game_ && game_->session() && game_->sees(side);
}

bool GameView::seesAll() const {
    return game_ && game_->session() && game_->viewer() == Viewer::Both;
}

std::optional<adc::ClockPosition> GameView::clock() const {
    if (!game_ || !game_->session() || !game_->sequence()) return std::nullopt;
    const adc::SequenceOfPlay& seq = *game_->sequence();
    return adc::clockPosition(seq, seq.after(game_->session()->state().stepsTaken()),
                              game_->catalog(), game_->scenario());
}
