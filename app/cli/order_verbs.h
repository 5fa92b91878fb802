#pragma once
// The verbs of `adc order`, one table: each verb's name, rule, one-line summary, the
// key=value words it takes (for `adc order VERB --help`) and the function that reads them
// and asks the engine (Staff, command_actions.h) for the action. The CLI only translates.
#include "adc/chart_set.h"
#include "adc/command/staff.h"
#include "adc/game_session.h"
#include "turn_clock.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc::cli {

// The key=value inputs of one command, each used at most once; what is left over is refused.
class Inputs {
  public:
    Inputs(const std::vector<std::string>& args, std::string verb);
    std::string need(const std::string& k, const std::string& what);
    std::string take(const std::string& k);
    bool has(const std::string& k) const { return kv_.count(k) > 0; }
    bool flag(const std::string& k);
    std::optional<int> number(const std::string& k);
    Side side();
    DiceChoice dice();
    void done() const;

  private:
    std::map<std::string, std::string> kv_;
    std::string verb_;
};

// What a verb reads and writes: the open game, its staff and clock, the verb's inputs.
struct OrderContext {
    const ChartSet& charts;
    GameSession& session;
    const Staff& staff;
    const TurnClock& clock;
    Inputs& in;
    // Refuses inputs left over, records the action and prints it (with its dice, if any).
    int perform(const Action& a);
};

struct OrderVerb {
    std::string name, rule;
    std::string summary; // for `adc order --help`
    std::string keys;    // for `adc order VERB --help`: one key a line
    int (*run)(OrderContext&);
};

const std::vector<OrderVerb>& orderVerbs();

} // namespace adc::cli
