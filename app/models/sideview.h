#pragma once
// A view of one army of the open game (its loss chart, its roster): shown only when the
// viewer may see that side's secrets (9.0).
#include "gameview.h"

class SideView : public GameView {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QString side READ side WRITE setSide NOTIFY sideChanged) // french | austrian
    Q_PROPERTY(bool shown READ shown NOTIFY changed)

public:
    explicit SideView(QObject* parent = nullptr) : GameView(parent) {}
    QString side() const { return side_; }
    void setSide(const QString& s);
    bool shown() const; // a game is open and the viewer may see this side

signals:
    void sideChanged();

private:
    QString side_ = QStringLiteral("french");
};
