#include "tables_command.h"

#include "adc/chart_loader.h"
#include "adc/errors.h"
#include "adc/resolver.h"

#include <filesystem>
#include <iostream>

using nlohmann::json;

namespace adc::cli {

namespace {

std::string typeName(ParamType t) {
    switch (t) {
    case ParamType::Int: return "int";
    case ParamType::Number: return "number";
    case ParamType::Choice: return "choice";
    case ParamType::Flag: return "flag";
    case ParamType::Modifiers: return "modifiers";
    case ParamType::Firers: return "repeated";
    case ParamType::Roll: return "roll";
    }
    return "?";
}

json cellJson(const Cell& c) {
    if (!c.known) return {{"state", "unknown"}, {"hint", c.hint}};
    return {{"state", c.byPlayer ? "player" : "known"}, {"value", c.value}, {"source", c.source}};
}

} // namespace

json chartJson(const Chart& c) {
    json j{{"id", c.id},     {"title", c.title},          {"rule", c.rule},        {"source", c.source},
           {"kind", chartKindName(c.kind)}, {"readings", c.readings}, {"file", c.file}};
    if (c.kind == ChartKind::Dice) {
        j["dice"] = c.domain.name;
        j["outcomes"] = c.domain.values;
        j["lines"] = json::array();
        for (const auto& l : c.lines) {
            json jl{{"key", l.key}, {"label", l.label}, {"cells", json::array()}};
            if (l.position) jl["position"] = *l.position;
            for (const auto& cell : l.cells) jl["cells"].push_back(cellJson(cell));
            j["lines"].push_back(jl);
        }
    } else if (c.kind == ChartKind::Grid) {
        j["columns"] = json::array();
        for (const auto& col : c.columns) j["columns"].push_back({{"key", col.key}, {"label", col.label}});
        j["rows"] = json::array();
        for (const auto& l : c.lines) {
            json jr{{"key", l.key}, {"label", l.label}, {"cells", json::array()}};
            for (const auto& cell : l.cells) jr["cells"].push_back(cellJson(cell));
            j["rows"].push_back(jr);
        }
    }
    if (!c.modifiers.empty()) {
        j["modifiers"] = json::array();
        for (const auto& m : c.modifiers)
            j["modifiers"].push_back({{"id", m.id}, {"label", m.label}, {"value", m.valueText}, {"rule", m.rule}, {"note", m.note}});
    }
    if (!c.parameters.empty()) j["parameters"] = c.parameters;
    return j;
}

json resolversJson() {
    json out = json::array();
    for (const auto& r : resolvers()) {
        json jr{{"name", r.name}, {"title", r.title}, {"rule", r.rule}, {"help", r.help}, {"charts", r.charts},
                {"outputs", r.outputs}, {"inputs", json::array()}};
        for (const auto& p : r.params) {
            json jp{{"key", p.key}, {"label", p.label}, {"type", typeName(p.type)}, {"required", p.required}, {"rule", p.rule}};
            if (p.type == ParamType::Int || p.type == ParamType::Number) jp["min"] = p.min, jp["max"] = p.max;
            if (p.type == ParamType::Choice) {
                jp["choices"] = json::array();
                for (const auto& c : p.choices) jp["choices"].push_back(c.value);
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
    check_ = tables.add_subcommand("check", "Validate the chart files (or those of another folder)");
    check_->add_option("dir", checkDir_, "Folder to check instead of the loaded set");
    show_ = tables.add_subcommand("show", "One chart as data, every cell with its provenance");
    show_->add_option("chart", chart_, "Chart id")->required();
    set_ = tables.add_subcommand("set", "Record a value read off your printed chart: line=KEY at=ROLL|COLUMN value=V, or line=KEY position=N");
    set_->add_option("chart", chart_, "Chart id")->required();
    set_->add_option("args", args_, "line=KEY at=ROLL value=V | line=KEY position=N");
}

int TablesCommand::run(const ChartSet& loaded, const std::string& tablesDir, const std::string& alt, const std::string& overlay) {
    if (status_->parsed()) {
        json j{{"tables", tablesDir}, {"alternative", alt}, {"overlay", overlay}, {"charts", json::array()}};
        for (const auto& s : loaded.status())
            j["charts"].push_back({{"id", s.id}, {"title", s.title}, {"known", s.known}, {"player", s.player}, {"unknown", s.unknown}});
        std::cout << j.dump(2) << '\n';
        return 0;
    }
    if (check_->parsed()) {
        // Loading already validated the set; a folder given here is checked file by file.
        json j{{"ok", true}, {"checked", json::array()}};
        if (checkDir_.empty()) {
            for (const auto& id : loaded.ids()) j["checked"].push_back(id);
        } else {
            for (const auto& e : std::filesystem::directory_iterator(checkDir_))
                if (e.path().extension() == ".json") j["checked"].push_back(loadChartFile(e.path().string()).id);
        }
        std::cout << j.dump(2) << '\n';
        return 0;
    }
    if (show_->parsed()) {
        std::cout << chartJson(loaded.chart(chart_)).dump(2) << '\n';
        return 0;
    }
    // set
    std::string line, at, value, position;
    for (const auto& a : args_) {
        const auto eq = a.find('=');
        if (eq == std::string::npos) throw InvalidInput("\"" + a + "\" is not key=value");
        const std::string k = a.substr(0, eq), v = a.substr(eq + 1);
        if (k == "line") line = v;
        else if (k == "at") at = v;
        else if (k == "value") value = v;
        else if (k == "position") position = v;
        else throw InvalidInput("tables set takes line=, at=, value= or line=, position=; not " + k);
    }
    if (line.empty()) throw InvalidInput("tables set needs line= (the chart's line or row key, see adc tables show " + chart_ + ")");
    ChartSet charts = loaded;
    if (!position.empty()) {
        if (!at.empty() || !value.empty()) throw InvalidInput("tables set: give position= alone, or at= with value=");
        int pos;
        try {
            size_t used = 0;
            pos = std::stoi(position, &used);
            if (used != position.size()) throw std::invalid_argument(position);
        } catch (const std::exception&) {
            throw InvalidInput("position=" + position + " is not a whole number");
        }
        charts.recordPosition(chart_, line, pos);
        std::cout << json{{"recorded", {{"chart", chart_}, {"line", line}, {"position", pos}}}, {"overlay", overlay}}.dump(2) << '\n';
        return 0;
    }
    if (at.empty() || value.empty()) throw InvalidInput("tables set needs at= (the roll or column) and value= (as printed on your chart)");
    charts.record(chart_, line, at, value);
    std::cout << json{{"recorded", {{"chart", chart_}, {"line", line}, {"at", at}, {"value", value}, {"source", "entered by the player"}}},
                      {"overlay", overlay}}
                     .dump(2)
              << '\n';
    return 0;
}

} // namespace adc::cli
