#include "charts/tableset.h"

#include "charts/scratchset.h"
#include "common/jsontext.h"

#include "charts/entriesreview.h"
#include "export_file.h"

#include "adc/errors.h"
#include "adc/json_input.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <optional>
#include <set>

#include <utility>

using adcqt::qstr;
using adcqt::sstr;

TableSet::TableSet(QString tablesDir, QString overlayDir, QObject* parent)
    : QObject(parent), tablesDir_(std::move(tablesDir)), overlayDir_(std::move(overlayDir)) {
    watcher_ = new QFileSystemWatcher(this);
    settle_ = new QTimer(this);
    // A file is replaced in one rename (overlay_file.cpp); a burst of events settles first.
    settle_->setSingleShot(true);
    settle_->setInterval(150);
    connect(settle_, &QTimer::timeout, this, &TableSet::overlayMoved);
    connect(watcher_, &QFileSystemWatcher::directoryChanged, settle_, qOverload<>(&QTimer::start));
    connect(watcher_, &QFileSystemWatcher::fileChanged, settle_, qOverload<>(&QTimer::start));
    load({});
}

QString TableSet::overlayState() const {
    QString out;
    const QDir dir(overlayDir_);
    for (const QFileInfo& f : dir.entryInfoList(QDir::Files, QDir::Name))
        out += f.fileName() + QLatin1Char(' ') + QString::number(f.size()) + QLatin1Char(' ') +
               QString::number(f.lastModified().toMSecsSinceEpoch()) + QLatin1Char('\n');
    return out;
}

void TableSet::watchOverlay() {
    overlayState_ = overlayState();
    // The overlay folder, or, before the first value makes it, the folder it will be made in.
    const QFileInfo overlay(overlayDir_);
    for (const QString& path : {overlay.absoluteFilePath(), overlay.absolutePath()})
        if (QFileInfo(path).isDir() && !watcher_->directories().contains(path))
            watcher_->addPath(path);
}

void TableSet::overlayMoved() {
    if (overlayState() == overlayState_) {
        watchOverlay(); // made meanwhile: watched from now on
        return;
    }
    load(alternativeDir_); // values entered elsewhere, read again (a faulty one is named)
}

TableSet::~TableSet() = default;

bool TableSet::load(const QString& alternativeDir) {
    try {
        charts_ = adc::ChartSet::load(sstr(tablesDir_), sstr(alternativeDir), sstr(overlayDir_));
    } catch (const adc::ChartFileError& e) {
        setError(qstr(e.file()), qstr(e.place()), qstr(e.reason()));
        return false;
    } catch (const std::exception& e) {
        setError(alternativeDir, {}, qstr(e.what()));
        return false;
    }
    alternativeDir_ = alternativeDir;
    loaded_ = true;
    dismissError();
    watchOverlay();
    emit reloaded();
    touch();
    return true;
}

bool TableSet::loadFolder(const QUrl& folder) {
    return load(folder.isLocalFile() ? folder.toLocalFile() : folder.toString());
}

void TableSet::dismissError() {
    setError({}, {}, {});
}

QString TableSet::change(const std::function<void()>& f) {
    try {
        f();
    } catch (const std::exception& e) {
        return qstr(e.what());
    }
    watchOverlay(); // this set's own change: nothing to read again
    touch();
    return {};
}

QString TableSet::record(const QString& chartId, const QString& lineKey, const QString& at,
                         const QString& value, bool replace) {
    return change([&] {
        charts_.record(sstr(chartId), sstr(lineKey), sstr(at), sstr(value.trimmed()), replace);
    });
}

QString TableSet::clear(const QString& chartId, const QString& lineKey, const QString& at) {
    return change([&] { charts_.clear(sstr(chartId), sstr(lineKey), sstr(at)); });
}

QString TableSet::recordPosition(const QString& chartId, const QString& lineKey, int position,
                                 bool replace) {
    return change([&] { charts_.recordPosition(sstr(chartId), sstr(lineKey), position, replace); });
}

QString TableSet::clearPosition(const QString& chartId, const QString& lineKey) {
    return change([&] { charts_.clearPosition(sstr(chartId), sstr(lineKey)); });
}

namespace {

QString localPath(const QUrl& file) {
    return file.isLocalFile() ? file.toLocalFile() : file.toString();
}

// The file's JSON, or a review saying why it cannot be read.
std::optional<nlohmann::json> readEntries(const QUrl& file, QVariantMap& refusal) {
    const QString path = localPath(file);
    try {
        return adc::readDataFile(sstr(path), sstr(QFileInfo(path).fileName()));
    } catch (const std::exception& e) {
        refusal = entriesReviewMap({});
        refusal[QStringLiteral("error")] = qstr(e.what());
        return std::nullopt;
    }
}

} // namespace

QString TableSet::exportEntries(const QUrl& file, bool replace) {
    try {
        adc::writeExportText(sstr(localPath(file)), replace,
                             charts_.exportEntries().dump(2) + "\n");
    } catch (const std::exception& e) {
        return qstr(e.what());
    }
    return {};
}

QVariantMap TableSet::reviewImport(const QUrl& file) const {
    QVariantMap refusal;
    const auto doc = readEntries(file, refusal);
    return doc ? entriesReviewMap(charts_.reviewImport(*doc)) : refusal;
}

QVariantMap TableSet::importEntries(const QUrl& file, const QStringList& takeFromFile) {
    QVariantMap refusal;
    const auto doc = readEntries(file, refusal);
    if (!doc) return refusal;
    std::set<std::string> takes;
    for (const QString& k : takeFromFile)
        takes.insert(sstr(k));
    try {
        const auto review = charts_.importEntries(*doc, adc::ChartSet::OnConflict::KeepMine, takes);
        if (review.applied) touch();
        return entriesReviewMap(review);
    } catch (const std::exception& e) {
        refusal = entriesReviewMap({});
        refusal[QStringLiteral("error")] = qstr(e.what());
        return refusal;
    }
}

QStringList TableSet::overlayProblems() const {
    QStringList out;
    for (const auto& p : charts_.overlayProblems())
        out << qstr(p.text());
    return out;
}

std::unique_ptr<ScratchSet> TableSet::scratch() const {
    return std::make_unique<ScratchSet>(charts_);
}

void TableSet::setError(const QString& file, const QString& place, const QString& reason) {
    if (file == errorFile_ && place == errorPlace_ && reason == errorReason_) return;
    errorFile_ = file;
    errorPlace_ = place;
    errorReason_ = reason;
    emit errorChanged();
}

void TableSet::touch() {
    ++revision_;
    emit changed();
}
