#pragma once
// The sequence of play (8.1) of the open game's current turn as a checklist: the first
// player's turn, the second player's, then the Game Turn End Phase; each step with its
// rule, whose step it is, and the resolvers that serve it. "Next step" records what
// `adc game step` records (adc::nextStepActions): the advance, and on the first turn of
// 22 May the clearing of Low Ammo (AE 2.1).
#include "game/gameview.h"

#include "adc/sequence_of_play.h"

#include <QVariantList>

// The resolvers that serve a step, as {name, title} (the title of one the engine does not
// have is its name). Shared with Wagram 1809's sequence.
QVariantList stepTools(const adc::PlayStep& st);

class TurnChecklist : public GameView {
    Q_OBJECT
    QML_ELEMENT
    // {playerTurn, heading, phase, label, rule, who, side, tools: [{name, title}], state:
    // done | current | ahead}
    Q_PROPERTY(QVariantList steps READ steps NOTIFY changed)
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY changed)
    Q_PROPERTY(bool canAdvance READ canAdvance NOTIFY changed)
    Q_PROPERTY(QString lastNote READ lastNote NOTIFY changed) // what the last "next step" also did
    Q_PROPERTY(QString refusal READ refusal NOTIFY
                   changed) // why the last "next step" was refused (9.0-safe)

  public:
    explicit TurnChecklist(QObject* parent = nullptr);
    QVariantList steps() const { return steps_; }
    int currentIndex() const { return current_; }
    bool canAdvance() const { return canAdvance_; }
    QString lastNote() const { return lastNote_; }
    QString refusal() const { return refusal_; }

    Q_INVOKABLE bool nextStep();

  protected:
    void rebuild() override;

  private:
    QVariantList steps_;
    int current_ = -1;
    bool canAdvance_ = false;
    QString lastNote_, refusal_;
};
