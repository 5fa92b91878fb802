#include "tables_command.h"

#include "adc/chart_loader.h"
#include "adc/errors.h"
#include "adc/json_input.h"
#include "adc/resolver.h"
#include "adc/result_columns.h"
#include "adc/table_set_check.h"

#include "cli_values.h"
#include "export_file.h"

#include <filesystem>
#include <iostream>
#include <regex>
#include <set>

using nlohmann::json;

namespace adc::cli {

namespace {

std::string typeName(ParamType t) {
    switch (t) {
    case ParamType::Int:
        return "int";
    case ParamType::Number:
        return "number";
    case ParamType::Choice:
        return "choice";
    case ParamType::Flag:
        return "flag";
    case ParamType::Modifiers:
        return "modifiers";
    case ParamType::Firers:
        return "repeated";
    case ParamType::Roll:
        return "roll";
    }
    return "?";
}

json problemsJson(const ChartSet& charts) {
    json out = json::array();
    for (const auto& p : charts.overlayProblems())
        out.push_back({{"file", p.file},
                       {"chart", p.chart},
                       {"place", p.place},
                       {"cell", p.cell},
                       {"reason", p.reason}});
    return out;
}

json cellJson(const Cell& c) {
    if (!c.known) return {{"state", "unknown"}, {"hint", c.hint}};
    json j{{"state", c.byPlayer ? "player" : "known"}, {"value", c.value}, {"source", c.source}};
    if (!c.enteredBy.empty()) j["entered_by"] = c.enteredBy;
    if (!c.enteredAt.empty()) j["entered_at"] = c.enteredAt;
    return j;
}

// A dice chart's cell with its printed result column, or the columns it may lie under.
json diceCellJson(const Chart& chart, const Line& line, size_t k) {
    json j = cellJson(line.cells[k]);
    if (chart.resultColumns.empty()) return j;
    if (line.cells[k].column)
        j["column"] = chart.resultColumns[static_cast<size_t>(*line.cells[k].column)].key;
    if (!line.cells[k].known) {
        j["fits"] = json::array();
        for (int c : possibleColumns(chart, line, k))
            j["fits"].push_back(chart.resultColumns[static_cast<size_t>(c)].value);
    }
    return j;
}

} // namespace

json chartJson(const Chart& c) {
    json j{{"id", c.id},
           {"title", c.title},
           {"rule", c.rule},
           {"source", c.source},
           {"kind", chartKindName(c.kind)},
           {"readings", c.readings},
           {"file", c.file}};
    if (c.kind == ChartKind::Dice) {
        j["dice"] = c.domain.name;
        j["outcomes"] = c.domain.values;
        if (!c.resultColumns.empty()) {
            j["result_columns"] = json::array();
            for (const auto& rc : c.resultColumns)
                j["result_columns"].push_back(
                    {{"key", rc.key}, {"label", rc.label}, {"value", rc.value}});
        }
        j["lines"] = json::array();
        for (const auto& l : c.lines) {
            json jl{{"key", l.key}, {"label", l.label}, {"cells", json::array()}};
            if (l.position) jl["position"] = *l.position;
            if (l.positionByPlayer) jl["position_entered_by_player"] = true;
            for (size_t k = 0; k < l.cells.size(); ++k)
                jl["cells"].push_back(diceCellJson(c, l, k));
            j["lines"].push_back(jl);
        }
    } else if (c.kind == ChartKind::Grid) {
        j["columns"] = json::array();
        for (const auto& col : c.columns)
            j["columns"].push_back({{"key", col.key}, {"label", col.label}});
        j["rows"] = json::array();
        for (const auto& l : c.lines) {
            json jr{{"key", l.key}, {"label", l.label}, {"cells", json::array()}};
            for (const auto& cell : l.cells)
                jr["cells"].push_back(cellJson(cell));
            j["rows"].push_back(jr);
        }
    }
    if (!c.modifiers.empty()) {
        j["modifiers"] = json::array();
        for (const auto& m : c.modifiers)
            j["modifiers"].push_back({{"id", m.id},
                                      {"label", m.label},
                                      {"value", m.valueText},
                                      {"rule", m.rule},
                                      {"note", m.note}});
    }
    if (!c.parameters.empty()) j["parameters"] = c.parameters;
    return j;
}

json resolversJson(const std::string& rulebook) {
    std::vector<const ResolverSpec*> listed;
    if (rulebook.empty())
        for (const auto& r : resolvers())
            listed.push_back(&r);
    else
        listed = resolversOf(rulebook);
    json out = json::array();
    for (const ResolverSpec* spec : listed) {
        const ResolverSpec& r = *spec;
        json jr{{"name", r.name},       {"title", r.title},       {"rulebook", rulebookOf(r)},
                {"rule", r.rule},       {"help", r.help},         {"charts", r.charts},
                {"outputs", r.outputs}, {"inputs", json::array()}};
        for (const auto& p : r.params) {
            json jp{{"key", p.key},
                    {"label", p.label},
                    {"type", typeName(p.type)},
                    {"required", p.required},
                    {"rule", p.rule}};
            if (p.type == ParamType::Int || p.type == ParamType::Number)
                jp["min"] = p.min, jp["max"] = p.max;
            if (p.type == ParamType::Choice) {
                jp["choices"] = json::array();
                for (const auto& c : p.choices)
                    jp["choices"].push_back(c.value);
            }
            if (p.type == ParamType::Modifiers) jp["list"] = p.modifierChart;
            if (p.type == ParamType::Roll) jp["dice"] = diceKindName(p.dice);
            if (!p.defaultValue.empty()) jp["default"] = p.defaultValue;
            if (!p.help.empty()) jp["help"] = p.help;
            jr["inputs"].push_back(jp);
        }
        out.push_back(jr);
    }
    return out;
}

TablesCommand::TablesCommand(CLI::App& tables) {
    tables.require_subcommand(1);
    status_ = tables.add_subcommand("status", "Known, player-entered and unknown cells per chart");
    check_ =
        tables.add_subcommand("check", "Validate the chart files (or those of another folder)");
    check_->add_option("dir", checkDir_, "Folder to check instead of the loaded set");
    show_ = tables.add_subcommand("show", "One chart as data, every cell with its provenance");
    show_->add_option("chart", chart_, "Chart id")->required();
    set_ = tables.add_subcommand(
        "set",
        "Record a value read off your printed chart: line=KEY at=ROLL|FIRST..LAST|COLUMN value=V "
        "[replace=yes], or line=KEY position=N [replace=yes]");
    set_->add_option("chart", chart_, "Chart id")->required();
    set_->add_option("args", args_, "line=KEY at=ROLL value=V | line=KEY position=N");
    clear_ = tables.add_subcommand(
        "clear",
        "Take back your own entry: line=KEY at=ROLL|FIRST..LAST|COLUMN, or line=KEY at=position");
    clear_->add_option("chart", chart_, "Chart id")->required();
    clear_->add_option("args", args_, "line=KEY at=ROLL | line=KEY at=position");
    export_ = tables.add_subcommand(
        "export", "Write every value you entered, with who and when, to one file to share: "
                  "FILE [replace=yes]");
    export_->add_option("file", file_, "The file to write")->required();
    export_->add_option("args", args_, "replace=yes to write over a file that is there");
    import_ = tables.add_subcommand(
        "import", "Read a file of entries (adc tables export), all or nothing: FILE "
                  "[keep=mine|file] [take=CHART|LINE|AT ...]");
    import_->add_option("file", file_, "The file to read")->required();
    import_->add_option("args", args_,
                        "keep=mine (your entries stay) or keep=file (the file's replace them); "
                        "take=KEY: this cell from the file, the others as keep= says");
}

int TablesCommand::run(const ChartSet& loaded, const std::string& tablesDir, const std::string& alt,
                       const std::string& overlay) {
    if (status_->parsed()) {
        json j{{"tables", tablesDir},
               {"alternative", alt},
               {"overlay", overlay},
               {"charts", json::array()},
               {"overlay_problems", problemsJson(loaded)}};
        for (const auto& s : loaded.status())
            j["charts"].push_back({{"id", s.id},
                                   {"title", s.title},
                                   {"known", s.known},
                                   {"player", s.player},
                                   {"unknown", s.unknown}});
        std::cout << j.dump(2) << '\n';
        return 0;
    }
    if (check_->parsed()) {
        // Loading already validated the set; a folder given here is checked file by file.
        json j{{"ok", true}, {"checked", json::array()}};
        if (checkDir_.empty()) {
            for (const auto& id : loaded.ids())
                j["checked"].push_back(id);
            // Every file the set needs, not only the charts that loaded: one deleted or
            // replaced by a folder or a pipe is skipped by loading, and named here (#32).
            if (const auto problems = checkTableSet(tablesDir); !problems.empty()) {
                j["ok"] = false;
                j["error"] = "table-set";
                j["problems"] = json::array();
                std::string said;
                for (const auto& p : problems) {
                    j["problems"].push_back({{"file", p.file}, {"reason", p.reason}});
                    if (said.size() < 600)
                        said += (said.empty() ? "" : "; ") + p.file + ": " + p.reason;
                }
                j["message"] = std::to_string(problems.size()) + " file" +
                               (problems.size() == 1 ? "" : "s") + " of the table set in " +
                               tablesDir + " cannot be used (" + said +
                               "); reinstall the app or restore them from its source; nothing "
                               "was changed";
                std::cout << j.dump(2) << '\n';
                std::cerr << "adc: " << j["message"].get<std::string>() << '\n';
                return 2;
            }
            // The overlay's entries left out are faults to report, not to play past silently.
            if (!loaded.overlayProblems().empty()) {
                j["ok"] = false;
                j["error"] = "overlay";
                j["message"] =
                    std::to_string(loaded.overlayProblems().size()) + " entr" +
                    (loaded.overlayProblems().size() == 1 ? "y" : "ies") +
                    " of your overlay are left out; correct them or clear them (adc tables clear)";
                j["overlay_problems"] = problemsJson(loaded);
                std::cout << j.dump(2) << '\n';
                std::cerr << "adc: " << j["message"].get<std::string>() << '\n';
                return 2;
            }
        } else {
            for (const auto& e : std::filesystem::directory_iterator(checkDir_))
                if (e.path().extension() == ".json")
                    j["checked"].push_back(loadChartFile(e.path().string()).id);
        }
        std::cout << j.dump(2) << '\n';
        return 0;
    }
    if (show_->parsed()) {
        std::cout << chartJson(loaded.chart(chart_)).dump(2) << '\n';
        return 0;
    }
    if (export_->parsed()) return exportEntries(loaded);
    if (import_->parsed()) return importEntries(loaded, overlay);
    return entry(loaded, overlay);
}

namespace {

json conflictJson(const ChartSet::Conflict& c) {
    return {{"key", c.key},
            {"chart", c.chart},
            {"title", c.chartTitle},
            {"line", c.line},
            {"label", c.lineLabel},
            {"at", c.at},
            {"file", {{"value", c.fileValue}, {"by", c.fileEnteredBy}, {"at", c.fileEnteredAt}}},
            {"current",
             {{"value", c.currentValue},
              {"printed", c.printed},
              {"by", c.currentEnteredBy},
              {"at", c.currentEnteredAt}}}};
}

} // namespace

int TablesCommand::exportEntries(const ChartSet& loaded) {
    const auto kv = keyValues(args_);
    for (const auto& [k, v] : kv)
        if (k != "replace" || (v != "yes" && v != "no"))
            throw InvalidInput("tables export takes FILE and replace=yes|no; not " + k);
    const json entries = loaded.exportEntries();
    writeExportText(file_, kv.count("replace") && kv.at("replace") == "yes",
                    entries.dump(2) + "\n");
    int cells = 0;
    for (const auto& s : loaded.status())
        cells += s.player;
    std::cout << json{{"exported",
                       {{"file", file_}, {"charts", entries["charts"].size()}, {"cells", cells}}}}
                     .dump(2)
              << '\n';
    return 0;
}

// All or nothing (ChartSet::importEntries): faults and unsettled conflicts are listed, each
// by its chart and cell, and exit 2 with nothing changed.
int TablesCommand::importEntries(const ChartSet& loaded, const std::string& overlay) {
    auto onConflict = ChartSet::OnConflict::Ask;
    std::set<std::string> takes;
    for (const auto& arg : args_) {
        const auto eq = arg.find('=');
        const std::string k = arg.substr(0, eq),
                          v = eq == std::string::npos ? "" : arg.substr(eq + 1);
        if (k == "keep" && v == "mine")
            onConflict = ChartSet::OnConflict::KeepMine;
        else if (k == "keep" && v == "file")
            onConflict = ChartSet::OnConflict::TakeFile;
        else if (k == "take" && !v.empty())
            takes.insert(v);
        else
            throw InvalidInput("tables import takes FILE, keep=mine or keep=file, and take=KEY "
                               "(a conflict's key, as listed); not " +
                               arg);
    }
    if (!takes.empty()) {
        if (onConflict == ChartSet::OnConflict::TakeFile)
            throw InvalidInput("take= names the cells to take from the file when the others keep "
                               "yours: give it with keep=mine, or alone");
        onConflict = ChartSet::OnConflict::KeepMine;
    }
    const json file = readDataFile(file_, std::filesystem::path(file_).filename().string());
    ChartSet charts = loaded;
    const auto r = charts.importEntries(file, onConflict, takes);
    json j{{"file", file_},
           {"overlay", overlay},
           {"applied", r.applied},
           {"added", r.added},
           {"same", r.same},
           {"taken", r.taken},
           {"kept", r.kept},
           {"conflicts", json::array()},
           {"problems", json::array()}};
    for (const auto& c : r.conflicts)
        j["conflicts"].push_back(conflictJson(c));
    for (const auto& p : r.problems)
        j["problems"].push_back(
            {{"chart", p.chart}, {"place", p.place}, {"cell", p.cell}, {"reason", p.reason}});
    if (!r.applied) {
        j["error"] = "invalid_input";
        j["message"] = !r.problems.empty()
                           ? std::to_string(r.problems.size()) + " entr" +
                                 (r.problems.size() == 1 ? "y" : "ies") +
                                 " of the file cannot be taken (see problems); nothing was changed"
                           : std::to_string(r.conflicts.size()) + " cell" +
                                 (r.conflicts.size() == 1 ? " of the file disagrees"
                                                          : "s of the file disagree") +
                                 " with your charts (see conflicts); choose with "
                                 "keep=mine, keep=file or take=KEY; nothing was changed";
        std::cout << j.dump(2) << '\n';
        std::cerr << "adc: " << j["message"].get<std::string>() << '\n';
        return 2;
    }
    std::cout << j.dump(2) << '\n';
    return 0;
}

// `tables set` and `tables clear`: a cell (at=ROLL, at=FIRST..LAST, at=COLUMN) or a row's
// position (position=N, or at=position as the app's own suggestions write it, with
// line=@N for "the row at position N" and value= the row).
int TablesCommand::entry(const ChartSet& loaded, const std::string& overlay) {
    const bool clearing = clear_->parsed();
    const std::string verb = clearing ? "tables clear" : "tables set";
    auto kv = keyValues(args_);
    const std::set<std::string> takes =
        clearing ? std::set<std::string>{"line", "at"}
                 : std::set<std::string>{"line", "at", "value", "position", "replace"};
    for (const auto& [k, v] : kv)
        if (!takes.count(k))
            throw InvalidInput(
                verb +
                (clearing
                     ? " takes line= and at= (a roll, a range FIRST..LAST, a column, or position)"
                     : " takes line=, at=, value= [replace=yes], or line=, position= "
                       "[replace=yes]") +
                "; not " + k);
    const std::string line = kv["line"];
    if (line.empty())
        throw InvalidInput(verb +
                           " needs line= (the chart's line or row key, see adc tables show " +
                           chart_ + ")");
    bool replace = false;
    if (kv.count("replace")) {
        if (kv["replace"] != "yes" && kv["replace"] != "no")
            throw InvalidInput("replace= is yes or no");
        replace = kv["replace"] == "yes";
    }
    ChartSet charts = loaded;
    if (kv.count("position") || kv["at"] == "position") {
        // Which row, at which position: line=D position=2, line=D at=position value=2, or
        // line=@2 at=position value=D (the row at position 2 is D).
        std::string row = line, number;
        if (kv.count("position")) {
            if (kv.count("at") || kv.count("value"))
                throw InvalidInput(verb + ": give position= alone, or at= with value=");
            number = kv["position"];
        } else if (!clearing) {
            if (!kv.count("value"))
                throw InvalidInput(verb + " line=" + line + " at=position needs value=");
            if (line.front() == '@')
                row = kv["value"], number = line.substr(1);
            else
                number = kv["value"];
        }
        if (clearing) {
            if (line.front() == '@')
                throw InvalidInput("tables clear: name the row, e.g. line=D at=position");
            charts.clearPosition(chart_, row);
            std::cout << json{{"cleared",
                               {{"chart", chart_}, {"line", row}, {"position", nullptr}}},
                              {"overlay", overlay}}
                             .dump(2)
                      << '\n';
            return 0;
        }
        static const std::regex wholeRe(R"(^[+-]?[0-9]{1,3}$)");
        if (!std::regex_match(number, wholeRe))
            throw InvalidInput("position " + number + " is not a whole number of rows");
        const int pos = std::stoi(number);
        charts.recordPosition(chart_, row, pos, replace);
        std::cout << json{{"recorded", {{"chart", chart_}, {"line", row}, {"position", pos}}},
                          {"overlay", overlay}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    if (!kv.count("at") || kv["at"].empty())
        throw InvalidInput(verb +
                           " needs at= (the roll, a range of rolls FIRST..LAST, or the column)");
    const std::string at = kv["at"];
    if (clearing) {
        const ChartSet::Entry e = charts.clear(chart_, line, at);
        std::cout << json{{"cleared",
                           {{"chart", chart_}, {"line", line}, {"at", at}, {"outcomes", e.at}}},
                          {"overlay", overlay}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    if (!kv.count("value") || kv["value"].empty())
        throw InvalidInput("tables set needs value= (as printed on your chart)");
    const ChartSet::Entry e = charts.record(chart_, line, at, kv["value"], replace);
    std::cout << json{{"recorded",
                       {{"chart", chart_},
                        {"line", line},
                        {"at", at},
                        {"outcomes", e.at},
                        {"value", e.value},
                        {"source", "entered by the player"}}},
                      {"overlay", overlay}}
                     .dump(2)
              << '\n';
    return 0;
}

} // namespace adc::cli
