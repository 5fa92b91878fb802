#pragma once
// Wagram 1809's sequence of play (5) for the open game: the set-up (12.5), the Round repeated
// until the Continuation Phase ends the turn (6-11), the Administrative Phase (12) and
// Scenario 3's night (14.3), from tables/wagram-1809/sequence-of-play.json. Where the game
// stands comes from the engine's state (its phase, the Phase player): the steps played in it
// are current, those before it done. The steps are in TurnChecklist's shape, so that the
// same list shows both games' sequences.
#include "game/gameview.h"

#include "adc/turn_sequence.h"

#include <QVariantList>

#include <memory>

class WagramSequence : public GameView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY changed) // a Wagram 1809 game is open
    // {heading, phase, label, rule, who, side, tools: [{name, title}], state: done | current |
    // ahead | skipped (the game's first Round's Reaction and initiative, 6)}
    Q_PROPERTY(QVariantList steps READ steps NOTIFY changed)
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY changed) // the first current step
    // "Turn 7 (7 to 11), the Orders Phase, before Order 1 is revealed (7.1)"
    Q_PROPERTY(QString where READ where NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed) // the sequence file could not be read

  public:
    explicit WagramSequence(QObject* parent = nullptr);
    bool active() const { return active_; }
    QVariantList steps() const { return steps_; }
    int currentIndex() const { return current_; }
    QString where() const { return where_; }
    QString error() const { return error_; }

  protected:
    void rebuild() override;

  private:
    const adc::TurnSequence* sequence(); // loaded once per tables folder
    std::unique_ptr<adc::TurnSequence> sequence_;
    QString sequenceDir_;
    bool active_ = false;
    QVariantList steps_;
    int current_ = -1;
    QString where_, error_;
};
