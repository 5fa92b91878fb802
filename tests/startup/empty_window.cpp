// empty_window: the floor the desktop app's start is measured against
// (scripts/bench-desktop.sh): the same Qt set-up as aide-de-camp (QApplication, the Fusion
// style) and a window with nothing in it (EmptyWindow.qml), quit at its first frame.
#include "firstframe.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/StartupFloor/EmptyWindow.qml")));
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window) return 1;
    quitAtFirstFrame(window);
    return app.exec();
}
