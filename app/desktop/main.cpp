// aide-de-camp: the desktop app. Loads the table set, opens the main window of the
// AideDeCamp QML module, and with --screenshot renders it to a PNG and quits
// (--quit-at-first-frame: quits at its first frame; --version: before anything is built).
#include "charts/tableset.h"
#include "firstframe.h"
#include "game/opengame.h"
#include "paths.h"
#include "startoptions.h"

#include <QApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <exception>

Q_IMPORT_QML_PLUGIN(AideDeCampPlugin)

namespace {

// The last line of defence: the models refuse bad input in words and change nothing, so
// an exception that escapes them all is a fault. It is reported and the app ends with
// exit code 2 (as `adc` does), instead of an abort.
void report(const char* what) {
    std::fprintf(stderr, "aide-de-camp: an unexpected error ended the program: %s\n", what);
}

[[noreturn]] void onTerminate() {
    const char* what = "unknown";
    try {
        if (const std::exception_ptr e = std::current_exception()) std::rethrow_exception(e);
    } catch (const std::exception& e) {
        report(e.what());
        std::_Exit(2);
    } catch (...) {
    }
    report(what);
    std::_Exit(2);
}

int run(int argc, char** argv);

} // namespace

int main(int argc, char** argv) {
    std::set_terminate(onTerminate);
    if (StartOptions::versionAsked(argc, argv)) {
        std::printf("Aide-de-Camp %s\n", ADC_VERSION);
        return 0;
    }
    try {
        return run(argc, argv);
    } catch (const std::exception& e) {
        report(e.what());
    } catch (...) {
        report("unknown");
    }
    return 2;
}

namespace {

int run(int argc, char** argv) {
    QApplication app(argc, argv); // widgets: QtCharts' ChartView (the Battle page) needs them
    QGuiApplication::setApplicationName(QStringLiteral("Aide-de-Camp"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ADC_VERSION));
    const StartOptions options = StartOptions::parse(app);
    adc::paths::protectDataDir();

    // A screenshot is rendered without a GPU so that it works the same everywhere.
    if (!options.screenshot.isEmpty()) QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    TableSet tables(options.tablesDir, options.overlayDir);
    if (!options.alternativeDir.isEmpty()) tables.load(options.alternativeDir);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QVariantMap properties = options.windowProperties();
    properties.insert(QStringLiteral("tableSet"), QVariant::fromValue(&tables));
    engine.setInitialProperties(properties);
    engine.load(QUrl(QStringLiteral("qrc:/AideDeCamp/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;

    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window) return 1;
    if (options.quitAtFirstFrame)
        quitAtFirstFrame(window, [window] { // what the first frame shows: the game open, if any
            const auto* game = window->findChild<OpenGame*>(QStringLiteral("gameModel"));
            return game && game->anySession()
                       ? "game open, " +
                             std::to_string(game->anySession()->game().log().all().size()) +
                             " actions"
                       : std::string("no game open");
        });
    if (!options.screenshot.isEmpty()) {
        // Grab once the window has been drawn and laid out.
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            // A seat waits for the host's game to arrive (--join) a little longer.
            [window, file = options.screenshot, wait = options.join.isEmpty() ? 400 : 1500] {
                QTimer::singleShot(wait, window, [window, file] {
                    const bool saved = window->grabWindow().save(file);
                    if (!saved)
                        std::fprintf(stderr, "aide-de-camp: cannot write %s\n", qPrintable(file));
                    QCoreApplication::exit(saved ? 0 : 1);
                });
            },
            Qt::SingleShotConnection);
    }
    return app.exec();
}

} // namespace
