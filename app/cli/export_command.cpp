#include "export_command.h"

#include "cli_values.h"
#include "export_csv.h"
#include "export_file.h"

#include "adc/errors.h"
#include "adc/game_session.h"
#include "adc/input_text.h"
#include "adc/module_start.h"
#include "adc/scenarios/scenario_catalog.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <optional>

using nlohmann::json;

namespace adc::cli {

namespace {

PdfWriter& pdfWriter() {
    static PdfWriter w;
    return w;
}

const char* kKeys = "what=order-log|losses|rolls|victory|history  (Aspern-Essling)\n"
                    "what=orders-tables|vp-ledger|rolls|history  (Wagram 1809)\n"
                    "side=french|austrian|both  (order-log, losses, and Aspern-Essling's rolls; "
                    "default: the viewer's side; both for the umpire)\n"
                    "format=csv|pdf\n"
                    "out=PATH  (refused if it exists, unless replace=yes)\n"
                    "page=a4|letter  (pdf only; default a4)\n"
                    "viewer=french|austrian|all  (who will read it, 9.0; all: the umpire or a "
                    "solitaire player)\n"
                    "replace=yes|no  (default no)";

// The value of `key` if it is one of `valid`, else a refusal naming them.
std::string oneOf(const std::map<std::string, std::string>& kv, const std::string& key,
                  const std::vector<std::string>& valid, const std::string& byDefault) {
    const auto it = kv.find(key);
    if (it == kv.end()) {
        if (!byDefault.empty()) return byDefault;
        std::string list;
        for (const auto& v : valid)
            list += (list.empty() ? "" : "|") + v;
        throw InvalidInput("adc export needs " + key + "=" + list + "; nothing was written");
    }
    for (const auto& v : valid)
        if (it->second == v) return v;
    std::string list;
    for (const auto& v : valid)
        list += (list.empty() ? "" : ", ") + v;
    throw InvalidInput(key + "=" + printable(it->second, 40) + " is not valid: " + key +
                       " is one of " + list + "; nothing was written");
}

} // namespace

void setPdfWriter(PdfWriter w) {
    pdfWriter() = std::move(w);
}

ExportCommand::ExportCommand(CLI::App& exportCmd) : app_(&exportCmd) {
    exportCmd.add_option("file", file_, "The game file")->required();
    exportCmd.add_option("args", args_, "key=value inputs (the keys are below)");
    exportCmd.footer(std::string("Keys:\n") + kKeys);
}

bool ExportCommand::parsed() const {
    return app_->parsed();
}

int ExportCommand::run(const std::string& tablesDir, const ChartSet& charts) {
    const auto kv = keyValues(args_);
    for (const auto& [k, v] : kv)
        if (k != "what" && k != "side" && k != "format" && k != "out" && k != "page" &&
            k != "viewer" && k != "replace")
            throw InvalidInput("adc export takes what=, side=, format=, out=, page=, viewer= and "
                               "replace=, not " +
                               printable(k, 40) + "=; nothing was written");
    // The game first: what it can export, and which of those go by side.
    const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
    const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
    const ModuleData data{tablesDir, &french, &austrian, nullptr, nullptr, [&] { return &charts; }};
    const GameSession s = GameSession::open(
        file_, [&](const GameModule& m, const json& info) { return startState(m, info, data); });
    const GameModule& game = gameModuleOf(s.file().info());
    std::vector<std::string> names;
    for (const ExportChoice& c : exportChoices(game.id))
        names.push_back(exportWhatName(c.what));
    ExportRequest r;
    if (const auto it = kv.find("what"); it != kv.end())
        if (const auto w = exportWhatNamed(it->second)) exportChoice(game.id, *w); // another game's
    r.what = *exportWhatNamed(oneOf(kv, "what", names, ""));
    const ExportChoice choice = exportChoice(game.id, r.what);
    const bool bySide = choice.bySide;
    const std::string viewer = oneOf(kv, "viewer", {"french", "austrian", "all"}, "all");
    if (viewer != "all") r.viewer = parseSide(viewer);
    const std::string side =
        oneOf(kv, "side", {"french", "austrian", "both"}, r.viewer && bySide ? viewer : "both");
    if (side != "both") r.side = parseSide(side);
    if (!bySide && !choice.umpireOnly && kv.count("side"))
        throw InvalidInput("what=" + exportWhatName(r.what) +
                           " is the record as the viewer may see it (9.0) and takes no side=; "
                           "nothing was written");
    const std::string format = oneOf(kv, "format", {"csv", "pdf"}, "");
    const std::string page = oneOf(kv, "page", {"a4", "letter"}, "a4");
    if (format == "csv" && kv.count("page"))
        throw InvalidInput("page= is for format=pdf; nothing was written");
    const bool replace = oneOf(kv, "replace", {"yes", "no"}, "no") == "yes";
    const auto out = kv.find("out");
    if (out == kv.end() || out->second.empty())
        throw InvalidInput("adc export needs out=PATH, the file to write; nothing was written");
    checkExportSecrecy(choice, r); // 9.0, before anything of the game is put in a document
    if (format == "pdf" && !pdfWriter())
        throw InvalidInput("this adc was built without Qt and cannot write PDF; use format=csv; "
                           "nothing was written");
    checkExportTarget(out->second, replace);

    std::optional<ScenarioCatalog> catalog; // Aspern-Essling's clock and victory table
    if (game.rulebook == "nbs")
        catalog = ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian);
    const ExportDocument d = exportDocument(s, catalog ? &*catalog : nullptr, r);

    int pages = 0;
    if (format == "pdf")
        writeExportFile(out->second, replace,
                        [&](const std::string& tmp) { pages = pdfWriter()(d, tmp, page); });
    else
        writeExportText(out->second, replace, exportCsv(d));

    json tables = json::array();
    for (const auto& t : d.tables)
        tables.push_back({{"title", t.title}, {"side", t.side}, {"rows", t.rows.size()}});
    json j{{"file", file_},    {"out", out->second}, {"what", exportWhatName(r.what)},
           {"side", side},     {"viewer", viewer},   {"format", format},
           {"title", d.title}, {"turn", d.turn},     {"tables", tables}};
    if (format == "pdf") {
        j["page"] = page;
        j["pages"] = pages;
    }
    std::cout << j.dump(2, ' ', false, json::error_handler_t::replace) << '\n';
    return 0;
}

} // namespace adc::cli
