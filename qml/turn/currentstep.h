#pragma once
// The sequence of play (8.1) in one line: where the open game stands (turn, phase, step,
// phasing player, the scenario's clock) and a Next step that records the same `advance`
// as `adc game step` (OpenGame::nextStep). A roll nobody may skip refuses it.
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class OpenGame;

class CurrentStep : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(QString text READ text NOTIFY
                   changed) // "Turn 3 · 21 May, 2:30 pm · French player · Command Phase: ..."
    Q_PROPERTY(QString stepId READ stepId NOTIFY changed)
    Q_PROPERTY(QString rule READ rule NOTIFY changed)
    Q_PROPERTY(QString phasing READ phasing NOTIFY changed) // french | austrian | ""
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

  public:
    explicit CurrentStep(QObject* parent = nullptr);
    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    QString text() const { return text_; }
    QString stepId() const { return stepId_; }
    QString rule() const { return rule_; }
    QString phasing() const { return phasing_; }
    bool gameOver() const { return gameOver_; }
    QString error() const { return error_; }

    // One step on; false with `error` (e.g. a roll that cannot be skipped) and nothing done.
    Q_INVOKABLE bool next();

  signals:
    void gameChanged();
    void changed();

  private:
    void rebuild();
    QPointer<OpenGame> game_;
    QString text_, stepId_, rule_, phasing_, error_;
    bool gameOver_ = false;
};
