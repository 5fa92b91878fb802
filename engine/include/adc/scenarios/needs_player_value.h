#pragma once
// A result that depends on something only the players can supply: a figure printed on the
// map (terrain VPs, AE 4.1), a chart value the transcription lacks, or a choice the rules
// leave to them (which line of a misprinted loss list is right). Each need says what to
// enter, under which key, and why. `adc` exits 3 on it.
#include "adc/errors.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace adc {

struct PlayerValueNeed {
    std::string key;  // what to give, e.g. "terrain_french"
    std::string rule; // the rule or chart it comes from, e.g. "AE 4.1"
    std::string what; // in words: where to read it or what to decide
};

class NeedsPlayerValue : public std::runtime_error {
  public:
    explicit NeedsPlayerValue(std::vector<PlayerValueNeed> needs);
    const std::vector<PlayerValueNeed>& needs() const { return needs_; }

  private:
    std::vector<PlayerValueNeed> needs_;
};

// A derived figure, or nothing while it depends on a value the players have not entered
// yet: the loss chart and the roster say so with InvalidInput (a wrecked mark the
// transcription lacks, 20.6a; a rating not read off its counter). For views and reports
// that show "unknown" rather than fail.
template <class F> auto whenEntered(F&& f) -> std::optional<decltype(f())> {
    try {
        return f();
    } catch (const InvalidInput&) {
        return std::nullopt;
    }
}

} // namespace adc
