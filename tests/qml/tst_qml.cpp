// QtQuickTest runner for the AideDeCamp screens: Fusion style as in the app, the module
// from its static plugin; the test fixture is the TestSupport module's Fixture singleton.
#include <QApplication>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(AideDeCampPlugin)

class Setup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

// A QApplication made first, as the app makes one: QtCharts' ChartView (the Battle page)
// needs widgets, and the runner uses the application it finds.
int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "aide_de_camp", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "tst_qml.moc"
