#pragma once
// Print and export (issue 9 §3) for the open game, saved as PDF or CSV or sent to a printer:
// Aspern-Essling's Order Logs, Loss Charts and victory count, Wagram 1809's Orders Tables
// and VP ledger, either game's roll log and history (`choices`). What goes on the page comes
// from adc::exportDocument for the game's viewer: the engine refuses a side's secrets to the
// other side, and both sides to anyone but an umpire or a solitaire player (9.0); nothing is
// exported while the screen is covered for a hand-over. A refusal is `error`, and then
// nothing was written or printed.
#include "export_tables.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class OpenGame;

class GameExport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // What was written or printed last, in words ("3 pages written to ...").
    Q_PROPERTY(QString done READ done NOTIFY doneChanged)
    // The printers this computer knows (QtPrintSupport); the default first.
    Q_PROPERTY(QStringList printers READ printers NOTIFY printersChanged)
    // The pages last laid out, and the words on each (for the tests and the message).
    Q_PROPERTY(int pageCount READ pageCount NOTIFY doneChanged)
    // What the open game can export: {key, text, bySide, umpireOnly} (adc::exportChoices).
    Q_PROPERTY(QVariantList choices READ choices NOTIFY gameChanged)

  public:
    explicit GameExport(QObject* parent = nullptr);
    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    QString error() const { return error_; }
    QString done() const { return done_; }
    QStringList printers() const;
    QVariantList choices() const;
    int pageCount() const { return static_cast<int>(pages_.size()); }
    QList<QStringList> pages() const { return pages_; }

    // A file name beside the game: "<game>-french-order-log.pdf".
    Q_INVOKABLE QString suggestedPath(const QString& what, const QString& side,
                                      const QString& format) const;
    Q_INVOKABLE bool exists(const QString& path) const;
    // what: order-log | losses | rolls | victory; side: french | austrian | both;
    // format: pdf | csv; page: a4 | letter. An existing file is replaced only with `replace`.
    Q_INVOKABLE bool save(const QString& path, const QString& what, const QString& side,
                          const QString& format, const QString& page, bool replace);
    // To `printer` (one of `printers`), landscape `page` sheets.
    Q_INVOKABLE bool sendToPrinter(const QString& printer, const QString& what, const QString& side,
                                   const QString& page);
    Q_INVOKABLE void dismiss();
    Q_INVOKABLE void refreshPrinters();

  signals:
    void gameChanged();
    void errorChanged();
    void doneChanged();
    void printersChanged();

  private:
    // The document for the viewer, or none (with `error`) when refused.
    std::optional<adc::ExportDocument> document(const QString& what, const QString& side);
    void setError(const QString& e);
    void setDone(const QString& d, QList<QStringList> pages);
    QPointer<OpenGame> game_;
    QString error_, done_;
    QList<QStringList> pages_;
    QStringList printers_;
};
