#pragma once
// Shared by the C++ tests of the models: a OpenGame over the built chart set that creates
// its games in `folder`, and a file's bytes (to show a refused file is left as it was).
#include "game/opengame.h"

#include <QFile>
#include <QString>

#include <memory>

inline std::unique_ptr<OpenGame> openGameIn(const QString& folder) {
    auto g = std::make_unique<OpenGame>();
    g->setDefaultFolder(folder);
    g->setTablesDir(QStringLiteral(ADC_TEST_TABLES));
    return g;
}

inline QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
