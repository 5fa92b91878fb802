// QtQuickTest runner for the AideDeCamp screens: Fusion style as in the app, the module
// from its static plugin; the test fixture is the TestSupport module's Fixture singleton.
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

QUICK_TEST_MAIN_WITH_SETUP(aide_de_camp, Setup)

#include "tst_qml.moc"
