#pragma once
// The Battle page's plots, turn by turn (adc::battleSeries, replayed from the game's
// actions in force, so an undo changes them): each side's casualty track (1.1f), wrecked
// divisions against the Archduke's threshold (AE 3.4), stragglers outstanding (21.0) and the
// VPs so far (AE 4.1-4.3). 9.0: a side's figures are given only to a viewer who sees that
// side's secrets; the VPs, which tell both sides' losses, only to Both (umpire, solitaire)
// as on the Victory page. What the viewer may not see is never read into this model.
// A Wagram 1809 game has its own two: each side's VP (12.3) and the box its Round marker
// reached (11) at the end of each turn, both on the Turn Record Track for all to see.
#include "game/gameview.h"

#include <QPointF>
#include <QVariantList>

class BattlePlots : public GameView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY changed)
    Q_PROPERTY(bool wagram READ wagram NOTIFY changed) // a Wagram 1809 game: VP and Rounds
    Q_PROPERTY(bool frenchShown READ frenchShown NOTIFY changed)
    Q_PROPERTY(bool austrianShown READ austrianShown NOTIFY changed)
    Q_PROPERTY(bool vpShown READ vpShown NOTIFY changed)     // Both, with a scenario
    Q_PROPERTY(bool vpPartial READ vpPartial NOTIFY changed) // AE 4.1 terrain VPs still asked
    Q_PROPERTY(int firstTurn READ firstTurn NOTIFY changed)
    Q_PROPERTY(int lastTurn READ lastTurn NOTIFY changed)           // the turn in progress
    Q_PROPERTY(int wreckedThreshold READ wreckedThreshold CONSTANT) // AE 3.4
    Q_PROPERTY(int turnCount READ turnCount NOTIFY changed)

  public:
    // What a plot shows; `measure` in points() and highest().
    enum Measure { Casualties, WreckedDivisions, Stragglers, Vps, RoundMarkers };
    Q_ENUM(Measure)

    explicit BattlePlots(QObject* parent = nullptr);
    bool hasGame() const { return hasGame_; }
    bool wagram() const { return wagram_; }
    bool frenchShown() const { return shown_[0]; }
    bool austrianShown() const { return shown_[1]; }
    bool vpShown() const { return vpShown_; }
    bool vpPartial() const { return vpPartial_; }
    int firstTurn() const { return firstTurn_; }
    int lastTurn() const { return lastTurn_; }
    int wreckedThreshold() const;
    int turnCount() const { return turnCount_; }
    // (turn, value) for each turn of `side`'s `measure`; none when the viewer may not see it
    // (9.0). A turn whose wrecked count waits for a wrecked mark (20.6a) has no point.
    Q_INVOKABLE QVariantList points(Measure measure, Side::Value side) const;
    // The highest value of `measure` the viewer is given (0 without any).
    Q_INVOKABLE double highest(Measure measure) const;
    // The lowest, or 0 when none is below it (Wagram's VP may be, 10.3).
    Q_INVOKABLE double lowest(Measure measure) const;

  protected:
    void rebuild() override;

  private:
    void rebuildWagram(); // Wagram 1809's VP and Round markers (adc::wagram::wagramSeries)
    bool hasGame_ = false, wagram_ = false, vpShown_ = false, vpPartial_ = false;
    bool shown_[2] = {false, false};
    int firstTurn_ = 1, lastTurn_ = 1, turnCount_ = 0;
    // [measure][side]: the points given to this viewer
    QList<QPointF> points_[5][2];
};
