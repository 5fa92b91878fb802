#pragma once
// What the QML tests get from C++ (the Fixture singleton of the TestSupport module, which
// tests/qml/CMakeLists.txt declares so that qmllint knows it too): table sets loaded
// from the build tree's charts, each with an empty overlay folder of its own, and folders
// holding alternative table sets.
#include "charts/tableset.h"

#include <QObject>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>
#include <vector>

class TestFixture : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(Fixture)
    QML_SINGLETON
  public:
    using QObject::QObject;
    // One per QML engine, owned by it.
    static TestFixture* create(QQmlEngine* engine, QJSEngine*) { return new TestFixture(engine); }

    // A table set of the shipped charts with a fresh, empty overlay.
    Q_INVOKABLE TableSet* freshTables();
    // A folder with one chart file holding `text` (e.g. malformed JSON), named `fileName`.
    Q_INVOKABLE QUrl setFolder(const QString& fileName, const QString& text);
    // The text of a shipped chart file, e.g. "gun-loss.json".
    Q_INVOKABLE QString shippedChart(const QString& fileName) const;
    // The build tree's tables folder, a new empty folder, and a file's text ("" if none).
    Q_INVOKABLE QString tablesDir() const;
    Q_INVOKABLE QString emptyFolder() { return newDir(); }
    Q_INVOKABLE QString fileText(const QString& path) const;

  private:
    QString newDir();
    std::vector<std::unique_ptr<QTemporaryDir>> dirs_;
};
