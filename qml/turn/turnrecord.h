#pragma once
// The turn bar: the open game's date and time on the Turn Record Track (1.1d), day or night
// (28.0) with what night changes, the turn of the scenario's total, whose player turn and
// which step of the sequence of play (8.1), and the reinforcements due this turn with their
// entry hexes (16.4). Viewing one side (9.0), the other side's arrivals are not given.
#include "game/gameview.h"

#include <QStringList>
#include <QVariantList>

class TurnRecord : public GameView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool hasClock READ hasClock NOTIFY changed)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int lastTurn READ lastTurn NOTIFY changed)
    Q_PROPERTY(QString dateText READ dateText NOTIFY changed) // "22 May 1809"
    Q_PROPERTY(QString timeText READ timeText NOTIFY changed) // "7:30 am"
    Q_PROPERTY(int minutes READ minutes NOTIFY changed)
    Q_PROPERTY(bool night READ night NOTIFY changed)
    Q_PROPERTY(QStringList nightHints READ nightHints NOTIFY changed)
    Q_PROPERTY(QString dayNote READ dayNote NOTIFY changed)
    Q_PROPERTY(QString phasing READ phasing NOTIFY changed) // french | austrian | "" (turn end)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(QString stepLabel READ stepLabel NOTIFY changed)
    Q_PROPERTY(QString stepRule READ stepRule NOTIFY changed)
    Q_PROPERTY(QVariantList arrivals READ arrivals NOTIFY changed) // {side, where, units, bridge}
    Q_PROPERTY(bool arrivalsHidden READ arrivalsHidden NOTIFY changed)

  public:
    explicit TurnRecord(QObject* parent = nullptr);
    bool hasClock() const { return hasClock_; }
    bool gameOver() const { return gameOver_; }
    int turn() const { return turn_; }
    int lastTurn() const { return lastTurn_; }
    QString dateText() const { return date_; }
    QString timeText() const { return time_; }
    int minutes() const { return minutes_; }
    bool night() const { return night_; }
    QStringList nightHints() const { return night_ ? nightHints_ : QStringList(); }
    QString dayNote() const { return dayNote_; }
    QString phasing() const { return phasing_; }
    QString phase() const { return phase_; }
    QString stepLabel() const { return stepLabel_; }
    QString stepRule() const { return stepRule_; }
    QVariantList arrivals() const { return arrivals_; }
    bool arrivalsHidden() const { return arrivalsHidden_; }

  protected:
    void rebuild() override;

  private:
    void readNightModifiers();
    bool hasClock_ = false, gameOver_ = false, night_ = false, arrivalsHidden_ = false;
    int turn_ = 0, lastTurn_ = 0, minutes_ = 0;
    QString date_, time_, dayNote_, phasing_, phase_, stepLabel_, stepRule_, nightTablesDir_;
    QStringList nightHints_;
    QVariantList arrivals_;
};
