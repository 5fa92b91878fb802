#pragma once
// Shared building blocks of the resolvers (internal to the engine).
#include "adc/errors.h"
#include "adc/resolver.h"
#include "adc/value_range.h"

#include <string>
#include <vector>

namespace adc::detail {

inline ParamSpec intParam(std::string key, std::string label, int min, int max, bool required,
                          std::string rule = {}, std::string help = {}) {
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.type = ParamType::Int;
    p.min = min;
    p.max = max;
    p.required = required;
    p.rule = std::move(rule);
    p.help = std::move(help);
    return p;
}

inline ParamSpec flagParam(std::string key, std::string label, std::string rule = {},
                           std::string help = {}) {
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.type = ParamType::Flag;
    p.rule = std::move(rule);
    p.help = std::move(help);
    return p;
}

inline ParamSpec choiceParam(std::string key, std::string label, std::vector<Choice> choices,
                             bool required, std::string rule = {}, std::string def = {}) {
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.type = ParamType::Choice;
    p.choices = std::move(choices);
    p.required = required;
    p.rule = std::move(rule);
    p.defaultValue = std::move(def);
    return p;
}

inline ParamSpec rollParam(DiceKind kind, std::string key = "roll", std::string label = {}) {
    ParamSpec p;
    p.key = std::move(key);
    p.label = label.empty() ? "Dice (" + diceKindName(kind) + "), if you rolled real dice"
                            : std::move(label);
    p.type = ParamType::Roll;
    p.dice = kind;
    p.rule = kind == DiceKind::D66 ? "5.3" : "";
    return p;
}

inline ParamSpec modifiersParam(std::string key, std::string label, std::string chart,
                                std::string rule = {}) {
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.type = ParamType::Modifiers;
    p.modifierChart = std::move(chart);
    p.rule = std::move(rule);
    return p;
}

inline std::vector<Choice> moraleChoices(const std::string& letters = "ABCDE") {
    std::vector<Choice> out;
    for (char c : letters)
        out.push_back({std::string(1, c), std::string("Morale ") + c});
    return out;
}

inline std::string signedText(int v) {
    return (v > 0 ? "+" : "") + std::to_string(v);
}

// The line of `chart` whose `match` range holds `value`.
inline const Line& lineFor(const Chart& chart, int value, const std::string& what) {
    const Line* l = chart.lineMatching(value);
    if (!l)
        throw InvalidInput("the " + chart.title + " has no line for " + what + " " +
                           std::to_string(value));
    return *l;
}

inline const Column& columnFor(const Chart& chart, int value, const std::string& what) {
    const int i = chart.columnMatching(value);
    if (i < 0)
        throw InvalidInput("the " + chart.title + " has no column for " + what + " " +
                           std::to_string(value));
    return chart.columns[static_cast<size_t>(i)];
}

inline const Cell& rowCell(const Chart& chart, const std::string& row, const std::string& col) {
    const Line* l = chart.findLine(row);
    if (!l) throw InvalidInput("the " + chart.title + " has no row " + row);
    return chart.gridCell(*l, col);
}

inline double rowNumber(const Chart& chart, const std::string& row, const std::string& col) {
    const Line* l = chart.findLine(row);
    if (!l) throw InvalidInput("the " + chart.title + " has no row " + row);
    return chart.gridNumber(*l, col);
}

inline std::string cellSource(const Cell& c) {
    return c.byPlayer ? "entered by the player" : c.source;
}

// Applies a row shift on a chart read by moving rows (+ up, - down), keeping to its edges.
struct RowShift {
    const Line* line;
    bool clamped;
};
RowShift shiftRows(const Chart& chart, const Line& start, int shift);

// Sum of chosen modifier lines, each explained with its rule.
int applyModifiers(const std::vector<const ModifierItem*>& mods, Resolution& res,
                   const std::string& what);

// Registration of each family of resolvers.
void addOrderResolvers(std::vector<ResolverSpec>& out);          // order_charts.cpp
void addAttackStoppageResolvers(std::vector<ResolverSpec>& out); // attack_stoppage_chart.cpp
void addFireResolvers(std::vector<ResolverSpec>& out);
void addMoraleResolvers(std::vector<ResolverSpec>& out);
void addCloseCombatResolvers(std::vector<ResolverSpec>& out);
void addStragglerResolvers(std::vector<ResolverSpec>& out);
void addCavalryResolvers(std::vector<ResolverSpec>& out);
void addMovementResolvers(std::vector<ResolverSpec>& out);

} // namespace adc::detail
