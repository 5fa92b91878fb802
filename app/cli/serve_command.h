#pragma once
// `adc serve FILE [port=N] [lan=yes] [insecure=yes]`: hosts a game for several laptops (issue 12)
// without the desktop app. Prints one line of JSON (the port, the addresses, the three join codes)
// and serves until stopped (Ctrl+C, SIGTERM). Exit 2 when the file cannot be hosted.
#include "adc/chart_set.h"
#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace adc::cli {

struct ServeRequest {
    std::string file, tablesDir;
    const ChartSet* charts = nullptr; // the host's charts: it reads every result off them
    int port = 7755;
    bool lan = false;
    bool insecure = false; // plain ws:// on this machine, for tests (never with lan)
};

// Serves until stopped; returns the exit code. The `adc` program sets it when it is built
// with Qt (serve_main.cpp); without it `adc serve` is refused.
using Server = std::function<int(const ServeRequest& r)>;
void setServer(Server s);

class ServeCommand {
  public:
    explicit ServeCommand(CLI::App& serveCmd);
    bool parsed() const;
    int run(const std::string& tablesDir, const ChartSet& charts);

  private:
    CLI::App* app_;
    std::string file_;
    std::vector<std::string> args_;
};

} // namespace adc::cli
