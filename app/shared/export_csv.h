#pragma once
// An export as CSV (RFC 4180): one header row, then the rows, CRLF line ends; a field with a
// comma, a double quote or a line break is quoted, its quotes doubled. A document of several
// tables (both sides) has one more column first, "Side", naming each row's table.
#include "export_tables.h"

#include <string>

namespace adc {

std::string csvField(const std::string& field);
std::string exportCsv(const ExportDocument& d);

} // namespace adc
