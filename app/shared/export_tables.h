#pragma once
// What a game's printed record holds, as tables of words for print and export (issue 9 §3):
// each side's Order Log (10.1d), the Loss Charts as they stand (20.6-27.2), the game's roll
// log and the victory count (AE 4.0-4.4). Built from the game file alone, for one viewer
// (9.0): a side's orders, losses and rolls are refused to the other side, and both sides at
// once only to an umpire or a solitaire player. No Qt: the CLI and the app share it.
#include "adc/game_session.h"
#include "adc/scenarios/scenario_catalog.h"

#include <optional>
#include <string>
#include <vector>

namespace adc {

enum class ExportWhat { OrderLog, Losses, Rolls, Victory };

// "order-log", "losses", "rolls", "victory"; none for any other word.
std::optional<ExportWhat> exportWhatNamed(const std::string& name);
std::string exportWhatName(ExportWhat w);

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
    std::optional<Side> side;   // none: both sides
    std::optional<Side> viewer; // none: the umpire or a solitaire player (sees both)
};

// 9.0: refuses (InvalidInput, naming the rule) a request the viewer may not see: the other
// side's orders, losses or rolls; both sides, or the victory count (it reveals both sides'
// losses), unless the viewer sees both. Checked before anything is read or written.
void checkExportSecrecy(const ExportRequest& r);

// The document for `r`, from what the game file holds; `catalog` (may be null) gives the
// scenario's clock and victory table. Checks the request first (checkExportSecrecy); a
// victory count needs a game made for a scenario (InvalidInput otherwise).
ExportDocument exportDocument(const GameSession& s, const ScenarioCatalog* catalog,
                              const ExportRequest& r);

} // namespace adc
