#include "charts/scratchset.h"

#include "common/jsontext.h"

#include <QDir>
#include <QFile>

ScratchSet::ScratchSet(const adc::ChartSet& from) {
    const QDir overlay(adcqt::qstr(from.overlayDir()));
    if (!from.overlayDir().empty() && overlay.exists())
        for (const QString& name : overlay.entryList({QStringLiteral("*.json")}, QDir::Files))
            QFile::copy(overlay.filePath(name), QDir(dir_.path()).filePath(name));
    charts_ =
        adc::ChartSet::load(from.tablesDir(), from.alternativeDir(), adcqt::sstr(dir_.path()));
}
