#pragma once
// The player's private files outside a game (the overlay, the counter values): the folder
// made 0700 and each file written 0600 whatever the umask, whole or not at all, through a
// temporary of its own (so a link put at the file's place is replaced, never written
// through). They sit beside the game files and hold one side's knowledge (9.0).
#include <string>

namespace adc {

void makePrivateFolder(const std::string& dir); // InvalidInput naming the folder on failure
void replacePrivateFile(const std::string& path, const std::string& text); // the same

} // namespace adc
