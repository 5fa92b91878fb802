#pragma once
// What a game's printed record holds, as tables of words for print and export (issue 9 §3).
// Aspern-Essling: each side's Order Log (10.1d), the Loss Charts as they stand (20.6-27.2),
// the roll log and the victory count (AE 4.0-4.4). Wagram 1809: the Orders Tables, the VP
// ledger and the roll log (wagram_export.h). Both: the game's history. Built from the game
// file alone, for one viewer (9.0): a side's orders, losses and rolls are refused to the
// other side, both sides at once only to an umpire or a solitaire player, and whatever a
// game's engine hides from a side (Wagram's face-down markers) is left out by the engine's
// own view. No Qt: the CLI and the app share it.
#include "adc/game_session.h"
#include "adc/scenarios/scenario_catalog.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adc {

enum class ExportWhat { OrderLog, Losses, Rolls, Victory, History, OrdersTables, VpLedger };

// "order-log", "losses", "rolls", "victory", "history", "orders-tables", "vp-ledger"; none
// for any other word.
std::optional<ExportWhat> exportWhatNamed(const std::string& name);
std::string exportWhatName(ExportWhat w);

// What a game can export, for the app's choices and the CLI's refusals.
struct ExportChoice {
    ExportWhat what;
    std::string title;       // "Order Log (10.1d)"
    bool bySide = false;     // one side's, or both (side=); otherwise as the viewer sees it
    bool umpireOnly = false; // shows both sides' secrets: the umpire or a solitaire player
};
// The exports of the game `gameId` names (a module id: "aspern-essling", "wagram-1809").
std::vector<ExportChoice> exportChoices(const std::string& gameId);
// The choice `what` in that game; refused (InvalidInput naming the game's exports) otherwise.
ExportChoice exportChoice(const std::string& gameId, ExportWhat what);

// One table: a header row and rows of words, as many as the header has.
struct ExportTable {
    std::string title; // "French Order Log"
    std::string side;  // "french", "austrian", or "" for both
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> notes; // lines printed under the table (PDF only)
};

struct ExportDocument {
    std::string title;    // "Order Log", "Loss Charts"...
    std::string game;     // the game's title
    std::string scenario; // "Scenario 5.3, ..." or "" for a game without one
    std::string turn;     // "22 May, 7:00 am (turn 1)"
    std::string forWhom;  // "the French player", "the umpire"...
    std::vector<ExportTable> tables;
};

struct ExportRequest {
    ExportWhat what = ExportWhat::OrderLog;
    std::optional<Side> side;   // none: both sides (or, for an export not by side, no choice)
    std::optional<Side> viewer; // none: the umpire or a solitaire player (sees both)
};

// 9.0: refuses (InvalidInput, naming the rule) a request the viewer may not see: the other
// side's orders, losses or rolls; both sides, or the victory count (it reveals both sides'
// losses), unless the viewer sees both. A choice not by side takes no side; the engine's
// view filters it for the viewer. Checked before anything is put in a document.
void checkExportSecrecy(const ExportChoice& c, const ExportRequest& r);

// The document for `r`, from what the game file holds, for the game the file names;
// `catalog` (may be null; Aspern-Essling's) gives the scenario's clock and victory table.
// Checks the request first (exportChoice, checkExportSecrecy); a victory count needs a game
// made for a scenario (InvalidInput otherwise).
ExportDocument exportDocument(const GameSession& s, const ScenarioCatalog* catalog,
                              const ExportRequest& r);

// The log positions of the actions in force (not taken back), for an "In force" column.
std::set<std::int64_t> inForceSeqs(const GameSession& s);
// 9.0: the game's history as the viewer may see it (GameSession::history), oldest first,
// taken back or not. Any game's.
ExportTable historyTable(const GameSession& s, const ExportRequest& r);

} // namespace adc
