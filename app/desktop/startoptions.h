#pragma once
// The desktop app's command line:
//   aide-de-camp [--tables DIR] [--alt DIR] [--overlay DIR] [--theme dark|light]
//                [--page resolver|charts|log|losses|roster|sequence|victory|command|battle]
//                [--resolver NAME] [--input KEY=VALUE]...
//                [--roll DICE] [--explain] [--chart ID] [--screenshot FILE.png] [--size WxH]
//                [--game FILE.adc] [--game-panel
//                new|open|counters|setup|losses|export|print|laptops]
//                [--viewer french|austrian|both]
//                [--recover SIDE:BRIGADE] [--order-form] [--no-reopen]
//                [--join HOST:PORT [--code CODE]] [--host PORT [--lan]]
//                [--quit-at-first-frame] [FILE.adc]
//   aide-de-camp --version | --help
// With no game given, the last game opened is opened again (RecentGameListModel), unless
// --no-reopen or --screenshot.
#include "game/viewer.h"

#include <QSize>
#include <QStringList>
#include <QVariantMap>

#include <optional>

class QCoreApplication;

class StartOptions {
  public:
    // Whether the arguments ask for --version: read before the application is built, so
    // that the answer costs only the process's start.
    static bool versionAsked(int argc, char** argv);
    // Parses the application's arguments; prints usage and exits on --help or an error.
    static StartOptions parse(const QCoreApplication& app);

    // What the main window starts with (its initial properties, tableSet aside).
    QVariantMap windowProperties() const;

    QString tablesDir, alternativeDir, overlayDir;
    QString page, resolver, roll, chart, screenshot, game, gamePanel, viewer;
    QString join, code; // a seat of another laptop's game (issue 12)
    int hostPort = 0;   // host the --game on this port (0: not)
    bool lan = false;
    std::optional<Side::Value> recoverSide; // --recover SIDE:BRIGADE, checked once
    QString recoverBrigade;
    QStringList inputs;
    bool light = false;
    bool explain = false;
    bool orderForm = false;
    bool reopen = true; // the last game, when none is given
    bool quitAtFirstFrame = false;
    QSize size{1280, 720};
};
