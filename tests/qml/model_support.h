#pragma once
// Shared by the C++ tests of the models: a GameModel over the built chart set that creates
// its games in `folder`, and a file's bytes (to show a refused file is left as it was).
#include "gamemodel.h"

#include <QFile>
#include <QString>

#include <memory>

inline std::unique_ptr<GameModel> gameModelIn(const QString& folder) {
    auto g = std::make_unique<GameModel>();
    g->setDefaultFolder(folder);
    g->setTablesDir(QStringLiteral(ADC_TEST_TABLES));
    return g;
}

inline QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
