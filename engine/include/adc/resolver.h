#pragma once
// A resolver reads one chart (or a chain of them) for one situation. Each declares its
// inputs, so that the CLI, the desktop screen and the docs are all driven by one list.
#include "adc/chart_set.h"
#include "adc/choice.h"
#include "adc/dice_source.h"
#include "adc/resolution.h"
#include "adc/unit_rows.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adc {

enum class ParamType {
    Int,       // a whole number in [min, max]
    Number,    // a number that may be a fraction: 9.5, 9 1/2, 1/2
    Choice,    // one of `choices`
    Flag,      // 1 or 0
    Modifiers, // comma-separated ids from a modifier list chart
    Firers,    // repeated: one firing unit each (see fire_points.h)
    Roll       // a dice roll typed in by the player
};

struct ParamSpec {
    std::string key;
    std::string label;
    ParamType type = ParamType::Int;
    bool required = false;
    int min = 0, max = 0;
    std::vector<Choice> choices;
    std::string rule;
    std::string help;
    // For Modifiers: the chart listing them; "{key}" is replaced by that parameter's value.
    std::string modifierChart;
    DiceKind dice = DiceKind::D66; // for Roll
    std::string defaultValue;
    // For Firers: the kinds of unit a row may be, with their levels, ranges and flags.
    std::vector<UnitRowKind> kinds;
};

struct ResolverSpec;

// The player's inputs, checked against the resolver's ParamSpecs on construction.
class Params {
  public:
    Params(const ResolverSpec& spec, const std::vector<std::pair<std::string, std::string>>& args);
    bool has(const std::string& key) const;
    int integer(const std::string& key) const;
    std::optional<int> optInteger(const std::string& key) const;
    double number(const std::string& key) const;
    bool flag(const std::string& key) const;
    std::string choice(const std::string& key) const;
    std::vector<std::string> list(const std::string& key) const; // Modifiers
    std::vector<std::string> all(const std::string& key) const;  // repeated keys
    std::map<std::string, int> rolls() const;
    const ResolverSpec& spec() const { return spec_; }

  private:
    const ParamSpec& param(const std::string& key) const;
    const ResolverSpec& spec_;
    std::multimap<std::string, std::string> values_;
};

using ResolveFn = std::function<void(const ChartSet&, const Params&, DiceSource&, Resolution&)>;

struct ResolverSpec {
    std::string name;  // as on the command line: "fire", "acceptance"
    std::string title; // as on the screen
    std::string rule;
    std::string help;
    std::vector<std::string> charts; // the charts it reads
    std::vector<ParamSpec> params;
    std::vector<std::string> outputs; // the result fields, for the docs
    ResolveFn run;
    bool usesDice() const;
};

// The rule books the resolvers read: a series' rules, which every battle of the series plays
// by, or one game's own. A game module names the one its players use (game_module.h).
struct Rulebook {
    std::string id;    // "nbs", "wagram-1809"
    std::string title; // as on the screen
    std::string games; // the games played by it
};
const std::vector<Rulebook>& rulebooks();
std::string rulebookTitle(const std::string& id); // the id itself when unknown

// Every resolver, each rule book's in turn; a name is unique across them all.
const std::vector<ResolverSpec>& resolvers();
const ResolverSpec& resolver(const std::string& name); // throws InvalidInput listing names
// The id of the rule book whose procedure a registered resolver is.
const std::string& rulebookOf(const ResolverSpec& r);
// The resolvers of one rule book, in the registry's order; throws InvalidInput naming the
// rule books for an unknown id.
std::vector<const ResolverSpec*> resolversOf(const std::string& rulebook);

// Resolves with the player's dice when any roll is given, otherwise with the app's dice
// from `seed` (a fresh seed when none), recorded in the result so it can be replayed.
// Without the steps (Explanation::Skipped) the result is the same; resolving again with
// the same dice (the typed rolls, or the seed) writes them when they are asked for.
struct ResolveOutcome {
    Resolution resolution;
    std::optional<std::uint64_t> seed; // when the app rolled
};
enum class Explanation { Written, Skipped };
ResolveOutcome resolve(const ChartSet& charts, const std::string& name,
                       const std::vector<std::pair<std::string, std::string>>& args,
                       std::optional<std::uint64_t> seed = std::nullopt,
                       Explanation explanation = Explanation::Written);

// Modifier ids checked against a list chart; a line named twice is refused citing
// `onceRule` (20.3b for fire), and a line used in place of another drops that other.
std::vector<const ModifierItem*>
pickModifiers(const Chart& list, const std::vector<std::string>& ids, const std::string& onceRule);

} // namespace adc
