#pragma once
// The whole table set as the app needs it: every chart and data file that
// tables/set/contents.json lists is there, a plain file, readable and well formed (#32).
// Loading skips what is not a plain chart file, so a chart deleted or replaced by a folder
// or a pipe would otherwise only be missed at the first roll that reads it.
#include <string>
#include <vector>

namespace adc {

struct TableSetProblem {
    std::string file;   // relative to the tables folder, e.g. "fire-combat.json"
    std::string reason; // what is wrong with it, in words
};

// Every file of the set at `tablesDir` that cannot be used; empty when the set is whole.
// Never blocks: a pipe or a device in a file's place is refused by name, not opened for
// reading.
std::vector<TableSetProblem> checkTableSet(const std::string& tablesDir);

} // namespace adc
