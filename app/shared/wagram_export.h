#pragma once
// A Wagram 1809 game's printed record (export_tables.h): the Orders Tables with where the
// game stands, the VP ledger with the options, the roll log and the history. Every table is
// read from the engine's view for the viewer (WagramState::view), so the other side's
// face-down Corps markers never reach the page: they are "a corps" there, as on the screen.
#include "export_tables.h"

namespace adc {

// The request is checked by exportDocument, which calls this for a Wagram 1809 game.
ExportDocument wagramExportDocument(const GameSession& s, const ExportRequest& r);

} // namespace adc
