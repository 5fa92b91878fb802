#include "game/gameexport.h"

#include "common/jsontext.h"
#include "export_csv.h"
#include "export_file.h"
#include "export_pdf.h"
#include "game/opengame.h"

#include "adc/errors.h"
#include "adc/game_module.h"

#include <QFileInfo>
#include <QPrinter>
#include <QPrinterInfo>

using adcqt::qstr;
using adcqt::sstr;

GameExport::GameExport(QObject* parent) : QObject(parent) {}

void GameExport::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) connect(game_, &OpenGame::gameChanged, this, &GameExport::gameChanged);
    emit gameChanged();
}

QVariantList GameExport::choices() const {
    QVariantList out;
    if (!game_ || !game_->anySession()) return out;
    for (const adc::ExportChoice& c :
         adc::exportChoices(adc::gameModuleOf(game_->anySession()->file().info()).id))
        out.push_back(QVariantMap{{QStringLiteral("key"), qstr(adc::exportWhatName(c.what))},
                                  {QStringLiteral("text"), qstr(c.title)},
                                  {QStringLiteral("bySide"), c.bySide},
                                  {QStringLiteral("umpireOnly"), c.umpireOnly}});
    return out;
}

QStringList GameExport::printers() const {
    return printers_;
}

void GameExport::refreshPrinters() {
    QStringList list;
    const QString def = QPrinterInfo::defaultPrinterName();
    if (!def.isEmpty()) list << def;
    for (const QString& name : QPrinterInfo::availablePrinterNames())
        if (name != def) list << name;
    if (list != printers_) {
        printers_ = list;
        emit printersChanged();
    }
}

QString GameExport::suggestedPath(const QString& what, const QString& side,
                                  const QString& format) const {
    if (!game_ || !game_->anySession()) return {};
    const QFileInfo game(game_->path());
    const QString base = game.absolutePath() + QLatin1Char('/') + game.completeBaseName() +
                         QLatin1Char('-') + (side.isEmpty() ? QString() : side + QLatin1Char('-')) +
                         what;
    QString path = base + QLatin1Char('.') + format;
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = base + QLatin1Char('-') + QString::number(n) + QLatin1Char('.') + format;
    return path;
}

bool GameExport::exists(const QString& path) const {
    return QFileInfo::exists(OpenGame::localPath(path));
}

void GameExport::setError(const QString& e) {
    if (e == error_) return;
    error_ = e;
    emit errorChanged();
}

void GameExport::setDone(const QString& d, QList<QStringList> pages) {
    done_ = d;
    pages_ = std::move(pages);
    emit doneChanged();
}

void GameExport::dismiss() {
    setError({});
    setDone({}, {});
}

std::optional<adc::ExportDocument> GameExport::document(const QString& what, const QString& side) {
    setError({});
    if (!game_ || !game_->anySession()) {
        setError(tr("No game is open."));
        return std::nullopt;
    }
    if (game_->covered()) { // 9.0: the laptop is passing to the other player
        setError(tr("The screen is covered for the other player: nothing is exported until he "
                    "says he is the one looking (9.0)."));
        return std::nullopt;
    }
    try {
        adc::ExportRequest r;
        const auto w = adc::exportWhatNamed(sstr(what));
        if (!w) throw adc::InvalidInput("there is no export of \"" + sstr(what) + "\"");
        r.what = *w;
        if (!side.isEmpty() && side != QLatin1String("both")) r.side = adc::parseSide(sstr(side));
        r.viewer = game_->viewerSide(); // the game's viewer: the engine decides (9.0)
        return adc::exportDocument(*game_->anySession(), game_->catalog(), r);
    } catch (const std::exception& e) {
        setError(qstr(e.what()));
        return std::nullopt;
    }
}

bool GameExport::save(const QString& path, const QString& what, const QString& side,
                      const QString& format, const QString& page, bool replace) {
    const auto d = document(what, side);
    if (!d) return false;
    const std::string target = sstr(OpenGame::localPath(path));
    try {
        QList<QStringList> pages;
        if (format == QLatin1String("pdf")) {
            const auto size = adcqt::exportPageSizeNamed(sstr(page));
            if (!size) throw adc::InvalidInput("the page size is a4 or letter");
            adc::writeExportFile(target, replace, [&](const std::string& tmp) {
                pages = adcqt::writeExportPdf(*d, qstr(tmp), *size);
            });
            setDone(tr("%n page(s) written to %1", nullptr, static_cast<int>(pages.size()))
                        .arg(qstr(target)),
                    pages);
        } else if (format == QLatin1String("csv")) {
            adc::writeExportText(target, replace, adc::exportCsv(*d));
            setDone(tr("Written to %1").arg(qstr(target)), {});
        } else {
            throw adc::InvalidInput("the format is pdf or csv");
        }
        return true;
    } catch (const std::exception& e) {
        setError(qstr(e.what()));
        return false;
    }
}

bool GameExport::sendToPrinter(const QString& printer, const QString& what, const QString& side,
                               const QString& page) {
    const auto d = document(what, side);
    if (!d) return false;
    try {
        const auto size = adcqt::exportPageSizeNamed(sstr(page));
        if (!size) throw adc::InvalidInput("the page size is a4 or letter");
        QPrinter p(QPrinter::HighResolution);
        if (!printer.isEmpty()) p.setPrinterName(printer);
        if (!p.isValid())
            throw adc::InvalidInput(
                "no printer is set up on this computer: save a PDF and print that instead");
        p.setDocName(qstr(d->title + (d->game.empty() ? "" : " - " + d->game)));
        p.setPageLayout(QPageLayout(QPageSize(*size), QPageLayout::Landscape,
                                    QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
        const QList<QStringList> pages = adcqt::paintExport(*d, p);
        setDone(tr("%n page(s) sent to %1", nullptr, static_cast<int>(pages.size()))
                    .arg(p.printerName()),
                pages);
        return true;
    } catch (const std::exception& e) {
        setError(qstr(e.what()));
        return false;
    }
}
