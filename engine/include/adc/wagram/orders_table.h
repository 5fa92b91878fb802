#pragma once
// One side's Orders Table (Wagram 3): the boxes Order 1-3, Available, Activated, Reaction and
// Administrative Movement, and the Corps markers on them. Markers lie face down except in
// Activated and while an Administrative box is revealed; what the other side may know of
// them is view(false).
#include "adc/wagram/wagram_scenario.h"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace adc::wagram {

class OrdersTable {
  public:
    OrdersTable() = default;
    OrdersTable(Side side, const std::vector<CorpsMarker>& corps,
                std::vector<std::string> alwaysAdmin);

    // 12.5: one marker face down in each Order box and 0-2 in Administrative Movement; the
    // rest go to Available. Throws InvalidInput, changing nothing.
    void place(const std::array<std::string, 3>& orders, const std::vector<std::string>& admin);
    bool placed() const { return placed_; }

    // 7.1: Activated back to Available (not in the game's first Round), Order 1 revealed to
    // Activated, 2 and 3 shifted down. Returns the corps revealed ("" when Order 1 was empty):
    // the marker's, or on a table of face-down markers only, `told` (the host's record).
    std::string reveal(bool firstRoundOfGame, const std::optional<std::string>& told = {});
    // 7.1: the new Order 3, from Available, or the Reaction corps left over (7.2).
    void pick(const std::string& corps);
    // Whether a pick is due: something to pick from.
    bool canPick() const { return reactionLeftOver_ || !available_.empty(); }
    // The corps 7.2 obliges to go to Order 3 next, if any.
    std::optional<std::string> mustPick() const;

    // 7.2: a corps from Available into the empty Reaction box.
    void placeReaction(const std::string& corps);
    bool reactionPlaced() const { return reaction_.has_value() && !reactionLeftOver_; }
    // 7.2 succeeded: the Reaction corps to Activated (on a table of face-down markers only,
    // `told`); returns it.
    std::string activateReaction(const std::optional<std::string>& told = {});
    // The marker in the Reaction box, if any.
    const std::optional<std::string>& reaction() const { return reaction_; }
    // 7.2 failed: it stays in the box until the side's next Orders Phase takes it to Order 3.
    void reactionFailed() { reactionLeftOver_ = true; }

    // 12.1: the Administrative Movement box face up; returns its corps (on a table of
    // face-down markers only, `told`).
    std::vector<std::string> revealAdmin(const std::optional<std::vector<std::string>>& told = {});
    // The markers in the Administrative Movement box (on a table of face-down markers only,
    // those this copy has seen there).
    const std::vector<std::string>& admin() const { return admin_; }
    // 12.1, once both sides have moved: the revealed markers back to Available.
    void returnAdmin();
    // 12.1: up to 2 corps from Available into the box, face down.
    void pickAdmin(const std::vector<std::string>& corps);

    // 9.0 in a seat's copy of the other side's table: its secret moves (12.5, 7.2, 7.1) as
    // that copy holds them, as markers without their corps ("", never a corps id). Which
    // corps is where is the host's to check; the copy learns a corps only when it is turned
    // over, from the host's record of the reveal.
    void placeFaceDown();
    void placeReactionFaceDown();
    void pickFaceDown();
    // A table of face-down markers only: the other side's, in a seat's copy.
    bool faceDownOnly() const { return faceDownOnly_; }

    // 14.x: a corps joins (Available) or leaves the game.
    void join(const CorpsMarker& corps);
    void leave(const std::string& corps);

    bool has(const std::string& corps) const;           // on the table, in any box
    std::string nameOf(const std::string& corps) const; // "IV (Massena)"
    // The table as its owner sees it (true), or as the other side does: face-down markers
    // only as "a corps".
    nlohmann::json view(bool owner) const;

  private:
    bool inAvailable(const std::string& corps) const;
    void takeFromAvailable(const std::string& corps, const char* rule, const char* box);
    bool alwaysAdmin(const std::string& corps) const;

    Side side_ = Side::French;
    std::vector<CorpsMarker> corps_; // every marker the side has, for names
    std::vector<std::string> alwaysAdmin_;
    std::array<std::optional<std::string>, 3> orders_;
    std::vector<std::string> available_, activated_, admin_;
    std::optional<std::string> reaction_;
    bool reactionLeftOver_ = false;
    bool adminRevealed_ = false;
    bool placed_ = false;
    // A seat's copy of the other side's table (9.0): the face-down markers are "" and
    // Available counts the Administrative Movement box's face-down markers too, which the
    // copy cannot tell apart; the corps that have left the table.
    bool faceDownOnly_ = false;
    std::vector<std::string> left_;
};

} // namespace adc::wagram
