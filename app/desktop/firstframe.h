#pragma once
// Timing the start: once `window` has drawn its first frame, writes "first frame NS" on the
// standard output (NS: nanoseconds since 1970, as `date +%s%N` counts them) and quits the
// event loop. Used by the app's --quit-at-first-frame and by the empty window that
// scripts/bench-desktop.sh measures it against.
// `said`, if given, is written on the next line: what the frame shows (the app: the game it
// has open), so that a timing of the wrong thing fails instead of passing.
#include <functional>
#include <string>

class QQuickWindow;

void quitAtFirstFrame(QQuickWindow* window, std::function<std::string()> said = {});
