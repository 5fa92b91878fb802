#pragma once
// The sequence of play (8.1) as a checklist: each player turn's phases and segments, whose
// step it is, and which of the app's resolvers serve it. Loaded from
// tables/sequence/sequence-of-play.json.
#include <algorithm>
#include <string>
#include <vector>

namespace adc {

struct PlayStep {
    std::string id;
    std::string phase;
    std::string label;
    std::string rule;
    std::string who; // phasing | non-phasing | both
    std::vector<std::string> tools;
    // The states of the game's own engine this step is played in (turn_sequence.h): how a
    // game whose state knows its phase shows where it stands. Empty in the series' file.
    std::vector<std::string> during;
    bool playedIn(const std::string& state) const {
        return std::find(during.begin(), during.end(), state) != during.end();
    }
};

// Where a game stands: a turn, whose player turn (first, second, or the turn's end) and
// which step of it.
struct PlayPosition {
    int turn = 1;
    int playerTurn = 0; // 0 first player, 1 second player, 2 Game Turn End Phase
    int step = 0;
    bool operator==(const PlayPosition&) const = default;
};

class SequenceOfPlay {
  public:
    static SequenceOfPlay load(const std::string& path); // throws ChartFileError
    const std::vector<PlayStep>& playerTurn() const { return playerTurn_; }
    const std::vector<PlayStep>& turnEnd() const { return turnEnd_; }
    const std::string& source() const { return source_; }

    const PlayStep& step(const PlayPosition& p) const;
    PlayPosition next(const PlayPosition& p) const;
    // The position after `steps` steps from the start of turn 1.
    PlayPosition after(int steps) const;

  private:
    std::vector<PlayStep> playerTurn_, turnEnd_;
    std::string source_;
};

} // namespace adc
