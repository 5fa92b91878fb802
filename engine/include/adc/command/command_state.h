#pragma once
// The command system of both armies (rule 10; AE 2.2-2.7, 3.3-3.6): the Order Log, Command
// Points spent, initiative attempts and loose cannons, divisional goals, attachments,
// Corps Attack Stoppage checks and emergency retreats. Changed only by actions (see
// docs/game-file.md); the dice and chart readings arrive in the action, made by Staff.
#include "adc/action.h"
#include "adc/command/order.h"
#include "adc/leader_roster.h"
#include "adc/loss_chart.h"
#include "adc/scenarios/in_play.h"
#include "adc/shared_list.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace adc {

// Where the game stands, as the sequence of play's `advance` actions record it (8.1).
struct TurnNow {
    int turn = 1;
    int playerTurn = 0;          // 0 first player, 1 second, 2 the turn's end
    std::string step;            // sequence-of-play step id ("order-issue", ...)
    std::optional<Side> phasing; // unknown in a game made without a scenario
    bool night = false;          // 28.0
    std::string date;            // "1809-05-22" when the game has a clock
    bool started = false;        // a step has been taken: pre-set orders are past (10.1i)
};

// Settings of the game that change the command rules, from the game file's info.
struct CommandRules {
    std::optional<Side> firstPlayer;
    bool archdukeConfidence = true; // AE 3.4, off with variant AE 3.8a
    bool solitaire = false;         // 3.2b asked of every order
    std::string startDate;          // the first turn's date, "1809-05-21"
    InPlay inPlay;                  // the scenario's schedule (16.4), or all in play
    // A game file written before each side numbered its own Order Log (10.1c) holds order
    // numbers counted across both sides: such a file replays with them, as written.
    bool sharedOrderNumbers = false;
};
// Marks the settings of a new game: its orders are numbered side by side (10.1c).
void markOrderNumbering(nlohmann::json& info);
CommandRules commandRulesOf(const nlohmann::json& info); // from scenarioGameInfo's info

struct InitiativeAttempt {
    int turn = 0;
    Side side = Side::French;
    std::string leader, formation;
    std::vector<std::string> covers; // formations no other leader may roll for this turn (10.2c)
    std::string result;              // initiative | no_effect | loose_cannon
    bool orderWritten = false;
};

struct StoppageRecord {
    int turn = 0;
    Side side = Side::French;
    int order = 0;
    bool passed = false;
};

// A command that must roll for Corps Attack Stoppage this Command Phase (10.3a, 8.2).
struct StoppageDue {
    int order = 0; // its line on the side's Order Log
    std::string command;
    int contactTurn = 0; // the turn its units were fired on at two hexes or charged
};

// An emergency retreat a command must make (10.0c, AE 3.4), from `turn` on.
struct RetreatDue {
    std::string command;
    int turn = 0;
    std::string reason; // hq-overrun | archduke
    // The rule that forces it: 10.0c for an HQ overrun, AE 3.4 for Charles' general retreat.
    std::string rule() const { return reason == "archduke" ? "AE 3.4" : "10.0c"; }
};

class CommandState {
  public:
    static bool handles(const std::string& kind);

    // Both armies' loss charts and rosters, where the game stands, and what is on the map.
    struct World {
        LossChart& french;
        LossChart& austrian;
        LeaderRoster& frenchRoster;
        LeaderRoster& austrianRoster;
        const TurnNow& now;
        const CommandRules& rules;
        InPlayNow inPlay;
        LossChart& losses(Side s) const { return s == Side::French ? french : austrian; }
        LeaderRoster& roster(Side s) const {
            return s == Side::French ? frenchRoster : austrianRoster;
        }
    };

    // The commands as the scenario begins them (AE 2.4: Lannes and Oudinot).
    void begin(const World& w);
    // Applies one command action; throws InvalidInput (changing nothing the caller keeps).
    std::string apply(const Action& a, const World& w);
    // The turn has moved on to `w.now.turn`: orders arrive, one-turn orders end, AE 3.4.
    // Returns only what both players may read (9.0); each side's news is in its orders.
    std::string newTurn(const World& w);
    // What must be done before leaving the current step (a roll a player cannot skip).
    std::vector<std::string> unfinished(const TurnNow& now) const;

    const SharedList<Order>& orders() const { return orders_; }
    // Each side numbers its own Order Log 1, 2, 3... (10.1c); null when there is no such line.
    const Order* order(Side s, int number) const;
    std::vector<const Order*> ordersOf(Side s) const;
    const Order* inForce(Side s, const std::string& command) const; // the order a command follows
    int pointsSpent(Side s, int turn) const;
    std::optional<int> pointsAllowed(Side s,
                                     int turn) const; // as the last order of the turn read it
    const SharedList<InitiativeAttempt>& initiativeAttempts() const { return attempts_; }
    const SharedList<StoppageRecord>& stoppageChecks() const { return checks_; }
    std::vector<StoppageDue> stoppageDue(Side s, int turn) const;
    std::vector<std::string> retreatsDue(Side s, int turn) const;   // due now (10.0c, AE 3.4)
    std::vector<RetreatDue> retreatsDueNow(Side s, int turn) const; // the same, with reasons
    std::vector<RetreatDue> retreats(Side s) const;                 // due now or later
    bool archdukeShaken() const { return archdukeShaken_; }         // AE 3.4 in force
    std::optional<std::string> lannesChoice() const { return lannesChoice_; }
    bool provisionalCorpsDisbanded() const { return provDisbanded_; }
    // AE 2.4: Lannes may choose now (the Provisional Corps is in the scenario, 2 Corps has
    // arrived, and he has not chosen yet).
    bool lannesChooses(const OrderOfBattle& french, const InPlayNow& inPlay) const;

    // Organisation as orders have changed it (10.5c, AE 2.4, 2.5, 3.3).
    std::string corpsOf(const OrderOfBattle& oob,
                        const std::string& unit) const; // division or brigade
    // A formation's or brigade's id for any of its names (aliases); anything else as given.
    static std::string unitId(const OrderOfBattle& oob, const std::string& name);
    std::vector<std::string> divisionsIn(const OrderOfBattle& oob, const std::string& corps) const;
    // The divisions that count for the corps' Corps Attack Stoppage check (10.3a): those in it
    // now and on the map (10.3d), not those detached on goals (AE 2.5, 3.3; 10.3e).
    std::vector<std::string> divisionsCounted(const OrderOfBattle& oob, const InPlayNow& inPlay,
                                              const std::string& corps) const;
    // A corps is on the map once its HQ is, or any brigade that belongs to it now (10.3d).
    bool onMap(const OrderOfBattle& oob, const InPlayNow& inPlay, const std::string& command) const;
    const std::map<std::string, std::string>& attachments(Side s) const {
        return s == Side::French ? frAttached_ : auAttached_;
    }
    std::vector<std::string> aidesInPlay() const;

    // The formation a leader commands now ("" if none).
    static std::string commandOf(const OrderOfBattle& oob, const LeaderRoster& roster,
                                 const std::string& leader);
    // The formation `leader` may roll initiative for this turn; throws InvalidInput saying
    // why not (10.2c: wing, corps and division leaders only, one attempt per formation).
    std::string initiativeFormation(const OrderOfBattle& oob, const LeaderRoster& roster,
                                    const InPlayNow& inPlay, Side s, int turn,
                                    const std::string& leader) const;
    // The refusal, in words, of an initiative attempt this turn; "" when allowed (10.2c).
    std::string initiativeBlocked(const OrderOfBattle& oob, Side s, int turn,
                                  const std::string& formation) const;
    // The command a brigade attacks with under an Attack order in force and implemented: its
    // division on a goal, or its corps (10.3a, 10.3e); "" when it is not attacking.
    std::string attackingCommand(const OrderOfBattle& oob, Side s,
                                 const std::string& brigade) const;
    // Infantry brigades on the map an emergency retreat of `command` rolls the Straggler
    // Table for (10.4, AE 3.4).
    std::vector<std::string> retreatingInfantry(const OrderOfBattle& oob, const InPlayNow& inPlay,
                                                Side s, const std::string& command) const;
    // Refusal of an attachment by the army rules, "" when allowed.
    std::string attachmentRefused(const OrderOfBattle& oob, const LeaderRoster& roster,
                                  const std::string& unit, const std::string& to) const;

  private:
    // The command system's table of actions (command_state.cpp): one handler per kind.
    using Handler = std::string (CommandState::*)(const Action&, const World&, Side);
    static Handler handlerFor(const std::string& kind); // null for a kind not the command system's
    std::string implementOrder(const Action& a, const World& w, Side s);
    std::string presetAttachment(const Action& a, const World& w, Side s);
    std::optional<std::size_t> positionOf(Side s, int number) const;
    Order& orderRef(Side s, int number);
    int nextNumber(Side s) const;
    bool sharedNumbers_ = false; // CommandRules::sharedOrderNumbers
    std::string write(const Action& a, const World& w, Side s);
    std::string preset(const Action& a, const World& w, Side s);
    std::string accept(const Action& a, const World& w, Side s);
    std::string reduceDelay(const Action& a, const World& w, Side s);
    std::string implement(Order& o, const World& w, const std::string& why);
    std::string initiative(const Action& a, const World& w, Side s);
    std::string initiativeOrder(const Action& a, const World& w, Side s);
    std::string looseCannonOrder(const Action& a, const World& w, Side s);
    std::string contact(const Action& a, const World& w, Side s);
    std::string stoppage(const Action& a, const World& w, Side s);
    std::string emergencyRetreat(const Action& a, const World& w, Side s);
    std::string overrun(const Action& a, const World& w, Side s);
    std::string endOrder(const Action& a, const World& w, Side s);
    std::string lannes(const Action& a, const World& w, Side s);
    std::string accepted(Order& o, const World& w, const std::string& why, const std::string& rule);
    std::string cancelOthers(const Order& o, const World& w, bool pendingOnly);
    void close(Order& o, OrderStatus s, int turn, const std::string& why, const std::string& rule);
    Order readOrder(const nlohmann::json& p, Side s, const World& w,
                    const std::string& method) const;
    // `unit` now belongs to `to`; back with its own corps, it is no longer attached (10.5c).
    void attach(const OrderOfBattle& oob, const std::string& unit, const std::string& to);
    std::map<std::string, std::string>& attachedOf(Side s) {
        return s == Side::French ? frAttached_ : auAttached_;
    }

    // The Order Log is shared in chunks between copies of the state (Game::prepare tries each
    // action on a copy). Only orders not yet finished can change or matter to a rule, so the
    // rules read `open_`, and a long log costs them nothing.
    Order& add(Order o);
    Order& edit(std::size_t at) { return orders_.edit(at); }
    void forgetFinished();
    SharedList<std::size_t>& lines(Side s) { return s == Side::French ? frLines_ : auLines_; }
    const SharedList<std::size_t>& lines(Side s) const {
        return s == Side::French ? frLines_ : auLines_;
    }
    SharedList<Order> orders_;
    SharedList<std::size_t> frLines_, auLines_; // each side's orders, by number (10.1c)
    std::vector<std::size_t> open_;             // orders not finished, in the log's order
    struct TurnPoints {
        int turn = 0;
        int spent[2] = {0, 0};     // by side: Command Points spent
        int allowed[2] = {-1, -1}; // by side: the allowance read, -1 before any order
    };
    std::optional<std::size_t> pointsAt(int turn) const; // its place in points_
    const TurnPoints* pointsOf(int turn) const;
    SharedList<TurnPoints> points_; // the turns orders were written in, latest last
    SharedList<InitiativeAttempt> attempts_;
    SharedList<StoppageRecord> checks_;
    std::map<std::string, std::string> frAttached_, auAttached_; // unit -> corps it now belongs to
    std::map<std::pair<int, std::string>, RetreatDue> retreats_; // (side, command)
    std::set<std::tuple<int, int, int>> delayRolls_;             // (side, order, turn) rolled
    bool archdukeShaken_ = false;
    std::optional<std::string> lannesChoice_;
    bool provDisbanded_ = false;
};

} // namespace adc
