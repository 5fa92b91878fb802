#pragma once
// One printed chart as data. Every cell is either a value with its provenance or unknown.
//
// Kinds:
//  - dice:      each line (a printed column or row) maps every dice outcome to a result;
//  - grid:      rows x columns of values read without dice (fire points, costs...);
//  - modifiers: a printed list of modifiers, each with its value and rule;
//  - rule:      a rule's constants that the charts print as text (delivery = MPs / 10).
#include "adc/dice.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adc {

enum class ChartKind { Dice, Grid, Modifiers, Rule };

// The outcomes a dice chart is read with: a plain throw ("11..66", "2d6", "1d6") or the
// range of a modified one-die roll as printed ("1..9" for the Straggler Table).
struct Domain {
    std::string name;
    DiceKind dice = DiceKind::D66;
    std::vector<int> values;      // in printed order
    int indexOf(int value) const; // -1 if not in the domain
    std::string label(int value) const;
};

struct Cell {
    bool known = false;
    std::string value;     // as printed, e.g. "D5", "1(1)", "6", "1/2"
    std::string source;    // where the value comes from (chart, worked example, player)
    bool byPlayer = false; // entered by the player from their printed chart
    std::string enteredBy; // player's entries: who read it off the chart, and when (UTC,
    std::string enteredAt; // ISO 8601); empty in entries made before these were kept
    std::string hint;      // for unknown cells: what is known about it
    // Dice charts with result columns: the printed column this cell's range is written
    // under (an index into Chart::resultColumns), when the transcription says so. The
    // outcomes of a line that share a column are that column's whole printed entry.
    std::optional<int> column;
};

// A printed result column of a dice chart (or a printed result row, for a chart whose
// results are its rows), in the order the rolls rise along a line. `value` is the result
// as the chart's format writes it, with "?" for a part the transcription does not give
// ("DG/1/?"); "*" stands for the results the transcription does not give at all.
struct ResultColumn {
    std::string key;
    std::string label;
    std::string value;
};

struct Column {
    std::string key;
    std::string label;
    std::string match; // numeric range this column stands for ("4..", "..0"), if any
};

struct Line {
    std::string key;
    std::string label;
    std::string match;             // numeric range the line stands for, if any
    std::optional<int> position;   // row position, for charts read by shifting rows
    bool positionByPlayer = false; // the position comes from the player's overlay
    std::vector<Cell> cells;       // dice: one per domain outcome; grid: one per column
};

struct ModifierItem {
    std::string id;
    std::string label;
    std::optional<int> value; // nothing when it depends on the situation (leader rating)
    std::string valueText;    // as printed: "-3", "+(rating-1)", "-Elite Value"
    std::string rule;
    std::string note;
    std::string replaces; // id of the line this one is used in place of
};

class Chart {
  public:
    std::string file;
    std::string id;
    std::string title;
    std::string rule;
    std::string source;
    ChartKind kind = ChartKind::Dice;
    std::vector<std::string> readings; // how an ambiguous text was read, and why
    std::string lineAxis;              // what the lines are ("Fire points", "Morale row")
    std::string columnAxis;

    Domain domain;                           // dice charts
    std::string resultFormat;                // how results are parsed (see result_format.h)
    std::vector<std::string> results;        // allowed results, when listed
    std::vector<Column> columns;             // grid charts
    std::vector<ResultColumn> resultColumns; // dice charts: the printed result columns, if given
    std::vector<Line> lines;
    std::vector<ModifierItem> modifiers; // modifier lists, and a chart's own die modifiers
    std::optional<int> topPosition, bottomPosition; // row layout, where printed
    nlohmann::json parameters = nlohmann::json::object();

    const Line* findLine(const std::string& key) const;
    Line* findLine(const std::string& key);
    const Line* lineMatching(int value) const; // by each line's `match` range
    const Line* lineAt(int position) const;
    int columnIndex(const std::string& key) const; // -1 if absent
    int columnMatching(int value) const;           // -1 if none
    const ModifierItem* findModifier(const std::string& id) const;

    // Dice charts: the cell a roll reads. Throws NeedsChartValue when unknown.
    const Cell& diceCell(const Line& line, int outcome) const;
    // Grid charts: the cell at row x column. Throws NeedsChartValue when unknown.
    const Cell& gridCell(const Line& row, const std::string& columnKey) const;
    double gridNumber(const Line& row, const std::string& columnKey) const;
    int parameterInt(const std::string& key) const;
};

std::string chartKindName(ChartKind kind);

} // namespace adc
