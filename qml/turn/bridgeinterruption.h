#pragma once
// AE 2.9a Variable Interruption in the open game: each roll (the two dice, typed by the
// players or thrown by the app), the bridge up or down and for how many turns, and the
// turn of the next roll. The French player may keep his roll and the bridge's state to
// himself (the variant's design note, 9.0): he tells the Austrian when a roll is due, not
// whether the bridge is down nor how long until the next roll. Viewing Austrian, only
// whether a roll is due now and the Austrian dice are given.
#include "game/gameview.h"

#include <QVariantList>

class BridgeInterruption : public GameView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool played READ played NOTIFY changed) // the game plays AE 2.9a Variable
    Q_PROPERTY(bool secretShown READ secretShown NOTIFY changed)
    Q_PROPERTY(int nextRollTurn READ nextRollTurn NOTIFY changed) // 0 when secret
    Q_PROPERTY(bool rollDue READ rollDue NOTIFY changed) // the current turn is the next roll's
    Q_PROPERTY(QString stateText READ stateText NOTIFY changed) // "" when secret
    Q_PROPERTY(QVariantList rolls READ rolls NOTIFY changed)    // as the viewer may see them

  public:
    explicit BridgeInterruption(QObject* parent = nullptr);
    bool played() const { return played_; }
    bool secretShown() const { return played_ && sees(adc::Side::French); }
    int nextRollTurn() const { return secretShown() ? nextRoll_ : 0; }
    bool rollDue() const { return rollDue_; }
    QString stateText() const { return stateText_; }
    QVariantList rolls() const { return rolls_; }

    // The players' dice (2 to 12 each) as typed, or the app's throw. False with the game's
    // error when refused (not due this turn, a total two dice cannot make).
    Q_INVOKABLE bool rollTyped(const QString& french, const QString& austrian);
    Q_INVOKABLE bool rollForMe();

  protected:
    void rebuild() override;

  private:
    bool record(int french, int austrian, bool typed);
    bool played_ = false, rollDue_ = false;
    int nextRoll_ = 0, turn_ = 0;
    QString stateText_;
    QVariantList rolls_;
};
