#pragma once
// A game's sequence of play as data with nested, repeating parts: the steps before the first
// turn, then a turn made of blocks, each played once, a set number of times, or again until
// a rule ends it (Wagram 1809's Rounds, 5 and 11). Each step names the states of the game's
// engine it is played in (PlayStep::during), so a page shows where the game stands from the
// state alone. Loaded from tables/<game>/sequence-of-play.json (format 2).
#include "adc/sequence_of_play.h"

#include <string>
#include <vector>

namespace adc {

struct SequenceBlock {
    std::string id, label, rule;
    int times = 1;     // how many times a turn plays it; 0: until `until`
    std::string until; // what ends the repeats, in words, with its rule
    std::vector<PlayStep> steps;
};

class TurnSequence {
  public:
    static TurnSequence load(const std::string& path); // throws ChartFileError
    const std::string& title() const { return title_; }
    const std::string& source() const { return source_; }
    const std::vector<std::string>& readings() const { return readings_; }
    const std::vector<PlayStep>& beforeGame() const { return beforeGame_; }
    const std::vector<SequenceBlock>& turn() const { return turn_; }
    // The steps played in the engine's state `state` ("initiative"), in order; none for a
    // state no step names (the game is over).
    std::vector<const PlayStep*> during(const std::string& state) const;

  private:
    std::string title_, source_;
    std::vector<std::string> readings_;
    std::vector<PlayStep> beforeGame_;
    std::vector<SequenceBlock> turn_;
};

} // namespace adc
