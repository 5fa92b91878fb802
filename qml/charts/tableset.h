#pragma once
// The charts the app plays with (adc::ChartSet) as seen by QML: which folders they come
// from, loading an alternative set, and recording values read off the printed charts.
#include "adc/chart_set.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>

class ScratchSet;

class TableSet : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The app loads its table set at start")
    Q_PROPERTY(QString tablesDir READ tablesDir NOTIFY changed)
    Q_PROPERTY(QString alternativeDir READ alternativeDir NOTIFY changed)
    Q_PROPERTY(QString overlayDir READ overlayDir NOTIFY changed)
    Q_PROPERTY(bool loaded READ loaded NOTIFY changed)
    Q_PROPERTY(int revision READ revision NOTIFY changed)
    Q_PROPERTY(bool hasError READ hasError NOTIFY errorChanged)
    Q_PROPERTY(QString errorFile READ errorFile NOTIFY errorChanged)
    Q_PROPERTY(QString errorPlace READ errorPlace NOTIFY errorChanged)
    Q_PROPERTY(QString errorReason READ errorReason NOTIFY errorChanged)
    // Entries of the player's overlay left out, each naming file, chart, cell and reason.
    Q_PROPERTY(QStringList overlayProblems READ overlayProblems NOTIFY changed)

  public:
    // Loads the shipped set from `tablesDir` with the player's values from `overlayDir`.
    TableSet(QString tablesDir, QString overlayDir, QObject* parent = nullptr);
    ~TableSet() override;

    // Loads the shipped set with the charts of `alternativeDir` (empty: none) in place of
    // their namesakes. On a faulty file the error is kept and the current set stays.
    Q_INVOKABLE bool load(const QString& alternativeDir);
    Q_INVOKABLE bool loadFolder(const QUrl& folder);
    Q_INVOKABLE void dismissError();

    // Records a value read off the player's printed chart into the overlay (`at`: a roll, a
    // range FIRST..LAST, or a grid column; `replace`: the player's own earlier entry may be
    // replaced). Returns the engine's message when it is refused (nothing is changed then),
    // else an empty string. The same for clearing the player's own entries.
    Q_INVOKABLE QString record(const QString& chartId, const QString& lineKey, const QString& at,
                               const QString& value, bool replace = false);
    Q_INVOKABLE QString clear(const QString& chartId, const QString& lineKey, const QString& at);
    Q_INVOKABLE QString recordPosition(const QString& chartId, const QString& lineKey, int position,
                                       bool replace = false);
    Q_INVOKABLE QString clearPosition(const QString& chartId, const QString& lineKey);

    // Sharing the player's entries with other players (as adc tables export / import).
    // Writes them all to `file` (never over a file that is there unless `replace`): the
    // reason when refused, else "".
    Q_INVOKABLE QString exportEntries(const QUrl& file, bool replace = false);
    // What importing `file` would do, changing nothing (see entriesreview.h).
    Q_INVOKABLE QVariantMap reviewImport(const QUrl& file) const;
    // Imports `file` all or nothing: where it disagrees with the player's own entry, theirs
    // stays except at the conflicts whose keys are in `takeFromFile`; a printed cell stays.
    Q_INVOKABLE QVariantMap importEntries(const QUrl& file, const QStringList& takeFromFile);

    const adc::ChartSet& charts() const { return charts_; }
    // A copy of the set with a private overlay: what is recorded there is used and forgotten.
    std::unique_ptr<ScratchSet> scratch() const;

    QString tablesDir() const { return tablesDir_; }
    QString alternativeDir() const { return alternativeDir_; }
    QString overlayDir() const { return overlayDir_; }
    bool loaded() const { return loaded_; }
    int revision() const { return revision_; }
    bool hasError() const { return !errorReason_.isEmpty(); }
    QString errorFile() const { return errorFile_; }
    QString errorPlace() const { return errorPlace_; }
    QString errorReason() const { return errorReason_; }
    QStringList overlayProblems() const;

  signals:
    void reloaded(); // a new set loaded (then `changed` follows)
    void changed();  // anything: a new set loaded or a value recorded
    void errorChanged();

  private:
    // Runs one change of the overlay: the engine's message when refused, else "".
    QString change(const std::function<void()>& f);
    void setError(const QString& file, const QString& place, const QString& reason);
    void touch();
    // Values entered meanwhile with `adc tables set` (or another
    // window) are read again: the overlay folder is watched, and a change that is not this
    // set's own reloads the set.
    void watchOverlay();
    QString overlayState() const;
    void overlayMoved();

    adc::ChartSet charts_;
    QFileSystemWatcher* watcher_ = nullptr;
    QTimer* settle_ = nullptr;
    QString overlayState_; // the overlay's files as this set last read or wrote them
    QString tablesDir_, alternativeDir_, overlayDir_;
    bool loaded_ = false;
    int revision_ = 0;
    QString errorFile_, errorPlace_, errorReason_;
};
