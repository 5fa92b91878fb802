#pragma once
// One army's Order Log (10.1d, the Order Log of Part Two) as QML shows it: each order's
// number, arrival time on the scenario's clock, receiver, sender, type and method, status
// (a code for its colour and the words), and its history turn by turn with the rule.
// Hidden information is real (9.0): viewing the other side, only the public loose-cannon
// orders (10.2g) of this side are given.
#include "game/viewer.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class OpenGame;

class OrderLog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(Side::Value side READ side WRITE setSide NOTIFY sideChanged)
    Q_PROPERTY(bool secret READ secret NOTIFY changed) // the viewer is the other side
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QVariantList orders READ orders NOTIFY changed)

  public:
    explicit OrderLog(QObject* parent = nullptr);
    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    Side::Value side() const { return side_; }
    void setSide(Side::Value s);
    bool secret() const { return secret_; }
    QString title() const { return title_; }
    QVariantList orders() const { return orders_; }

  signals:
    void gameChanged();
    void sideChanged();
    void changed();

  private:
    void rebuild();
    QPointer<OpenGame> game_;
    Side::Value side_ = Side::French;
    bool secret_ = false;
    QString title_;
    QVariantList orders_;
};
