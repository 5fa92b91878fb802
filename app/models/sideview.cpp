#include "sideview.h"

#include "gamemodel.h"

void SideView::setSide(const QString& s) {
    if (s == side_) return;
    side_ = s;
    emit sideChanged();
    rebuild();
}

bool SideView::shown() const {
    return game_ && game_->isOpen() && (seesAll() || viewer() == side_);
}
