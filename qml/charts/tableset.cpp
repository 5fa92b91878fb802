#include "charts/tableset.h"

#include "charts/scratchset.h"
#include "common/jsontext.h"

#include "adc/errors.h"

#include <utility>

using adcqt::qstr;
using adcqt::sstr;

TableSet::TableSet(QString tablesDir, QString overlayDir, QObject* parent)
    : QObject(parent), tablesDir_(std::move(tablesDir)), overlayDir_(std::move(overlayDir)) {
    load({});
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
