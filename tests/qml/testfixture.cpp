#include "testfixture.h"

#include <QDir>
#include <QFile>

TableSet* TestFixture::freshTables() {
    return new TableSet(QStringLiteral(ADC_TEST_TABLES),
                        QDir(newDir()).filePath(QStringLiteral("overlay")), this);
}

QUrl TestFixture::setFolder(const QString& fileName, const QString& text) {
    const QString dir = newDir();
    QFile file(QDir(dir).filePath(fileName));
    if (file.open(QIODevice::WriteOnly)) file.write(text.toUtf8());
    return QUrl::fromLocalFile(dir);
}

QString TestFixture::newDir() {
    dirs_.push_back(std::make_unique<QTemporaryDir>());
    return dirs_.back()->path();
}

QString TestFixture::shippedChart(const QString& fileName) const {
    QFile file(QDir(QStringLiteral(ADC_TEST_TABLES)).filePath(fileName));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString TestFixture::tablesDir() const {
    return QStringLiteral(ADC_TEST_TABLES);
}

QString TestFixture::fileText(const QString& path) const {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}
