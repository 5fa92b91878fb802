// QtQuickTest runner for the AideDeCamp screens: Fusion style as in the app, the module
// from its static plugin, and the test fixture as the TestSupport.Fixture singleton.
#include "testfixture.h"

#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(AideDeCampPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        qmlRegisterSingletonInstance("TestSupport", 1, 0, "Fixture", new TestFixture(engine));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(aide_de_camp, Setup)

#include "tst_qml.moc"
