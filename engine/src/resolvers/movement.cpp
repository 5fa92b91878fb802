// Movement (11.0a): movement points left after a change between formations with
// different allowances, counted in proportion.
#include "common.h"

#include <cmath>

namespace adc::detail {

namespace {

void proportional(const ChartSet&, const Params& p, DiceSource&, Resolution& r) {
    const int from = p.integer("from_ma"), spent = p.integer("spent"), to = p.integer("to_ma");
    if (spent > from)
        throw InvalidInput("formation-change: spent=" + std::to_string(spent) +
                           " is more than the allowance of " + std::to_string(from) +
                           " (include the formation change cost in spent, 11.0a)");
    const double left = static_cast<double>(from - spent) / from;
    const double raw = left * to;
    // 11.0a example: 1.25 rounds to 1; halves round up (the usual reading, noted in docs/rules.md).
    const int remaining = static_cast<int>(std::floor(raw + 0.5));
    r.fields["remaining"] = remaining;
    r.fields["fraction_left"] = left;
    r.summary = std::to_string(remaining) + " MP left";
    r.explain(std::to_string(spent) + " of " + std::to_string(from) + " MPs spent leaves " +
                  std::to_string(from - spent) + " (" +
                  std::to_string(static_cast<int>(std::lround(left * 100))) + "%)",
              "11.0a");
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", raw);
    r.explain("In the new formation: " + std::string(buf) + " of " + std::to_string(to) +
                  " MPs, rounded to " + std::to_string(remaining),
              "11.0a");
}

} // namespace

void addMovementResolvers(std::vector<ResolverSpec>& out) {
    out.push_back({"formation-change",
                   "Proportional Movement",
                   "11.0a",
                   "Movement points left after changing to a formation with a different allowance.",
                   {"movement"},
                   {intParam("from_ma", "Allowance in the old formation", 1, 30, true, "11.0a"),
                    intParam("spent", "MPs spent so far, including the formation change cost", 0,
                             30, true, "11.0a"),
                    intParam("to_ma", "Allowance in the new formation", 1, 30, true, "11.0a")},
                   {"remaining"},
                   proportional});
}

} // namespace adc::detail
