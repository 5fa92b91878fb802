#pragma once
// One side's pre-game losses (AE 5.2, 5.3) for the open game: the engine's even split per
// division or brigade line (adc::draftPreGameLosses), the remainder the owning player may
// move to other brigades of the division (and must place where the default would wreck a
// brigade), the confirmation the engine asks for when the printed lines and the printed
// total disagree (5.3 Austrian: 46 and 45), and applying them to the game as `mark`
// actions, all or nothing, in one transaction. Once applied, what the game holds is shown
// (adc::appliedPreGameLosses), not the default split. They are that side's losses: viewing
// the other side (9.0), nothing is given.
#include "game/gameview.h"

#include <QStringList>
#include <QVariantList>

#include <map>
#include <string>
#include <vector>

class PreGameLossForm : public GameView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Side::Value side READ side WRITE setSide NOTIFY sideChanged)
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    Q_PROPERTY(bool offered READ offered NOTIFY changed)    // the scenario has losses for the side
    Q_PROPERTY(int appliedAt READ appliedAt NOTIFY changed) // the action holding them, 0 if none
    Q_PROPERTY(QString rule READ rule NOTIFY changed)
    Q_PROPERTY(int printedTotal READ printedTotal NOTIFY changed)
    Q_PROPERTY(int total READ total NOTIFY changed)
    // {unit, division, printed, losses, each, remainder, playerPlaced, shares: [{brigade,
    // casualties, extra}]}
    Q_PROPERTY(QVariantList splits READ splits NOTIFY changed)
    Q_PROPERTY(QStringList notes READ notes NOTIFY changed)
    // What the players must settle first (5.3's Austrian lines), in words; "" when nothing.
    Q_PROPERTY(QString asked READ asked NOTIFY changed)
    Q_PROPERTY(bool confirmed READ confirmed WRITE setConfirmed NOTIFY changed)
    // Divisions whose leftover boxes the owner must place, the default wrecking a brigade
    // (20.6a): {division, text}.
    Q_PROPERTY(QVariantList placeAsked READ placeAsked NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed) // a choice the engine refuses
    // The printed lines ({unit, losses}) a player may correct when they disagree with the total.
    Q_PROPERTY(QVariantList lines READ lines NOTIFY changed)

  public:
    explicit PreGameLossForm(QObject* parent = nullptr);
    Side::Value side() const { return side_; }
    void setSide(Side::Value s);
    bool shown() const { return shown_; }
    bool offered() const { return offered_; }
    int appliedAt() const { return appliedAt_; }
    QString rule() const { return rule_; }
    int printedTotal() const { return printedTotal_; }
    int total() const { return total_; }
    QVariantList splits() const { return splits_; }
    QStringList notes() const { return notes_; }
    QString asked() const { return asked_; }
    bool confirmed() const { return confirm_; }
    void setConfirmed(bool c);
    QString problem() const { return problem_; }
    QVariantList placeAsked() const { return placeAsked_; }
    QVariantList lines() const { return lines_; }

    // The owning player gives the remainder's box of `division` to `brigade` (or takes it
    // back): the brigades taking one more each are chosen one by one.
    Q_INVOKABLE void toggleExtra(const QString& division, const QString& brigade);
    Q_INVOKABLE void resetChoices();
    // The owner keeps the leftover boxes of `division` where they are shown (an explicit choice,
    // even where it wrecks a brigade).
    Q_INVOKABLE void placeAsShown(const QString& division);
    // The players settle a misprint: `unit`'s line counts `figure` boxes instead (as
    // `adc scenario apply-losses line.UNIT=N`). Figure as typed; false with `problem`.
    Q_INVOKABLE bool correctLine(const QString& unit, const QString& figure);
    // The losses into the game, as its first actions; false with the game's error.
    Q_INVOKABLE bool apply();

  signals:
    void sideChanged();

  protected:
    void rebuild() override;

  private:
    std::vector<std::string> shownExtras(const QString& division) const;
    Side::Value side_ = Side::French;
    bool shown_ = false, offered_ = false, confirm_ = false;
    int appliedAt_ = 0, printedTotal_ = 0, total_ = 0;
    QString rule_, asked_, problem_;
    QVariantList splits_, lines_, placeAsked_;
    QStringList notes_;
    std::map<std::string, int> corrected_; // printed line -> the figure the players settled on
    std::map<std::string, std::vector<std::string>> extras_; // division -> brigades (the player's)
};
