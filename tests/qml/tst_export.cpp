// Print and export (issue 9 §3) through the app's model, GameExport: the PDF's pages and the
// words the renderer drew on them, the CSV, the page sizes, and the viewer's secrets (9.0).
#include "game/gameexport.h"
#include "model_support.h"

#include "export_csv.h"
#include "export_pdf.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

class ExportTests : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir data_;
    std::unique_ptr<OpenGame> game(const QString& name, const QString& play) {
        auto g = openGameIn(data_.path());
        const bool made = g->newGame(QDir(data_.path()).filePath(name), QStringLiteral("5.3"),
                                     {{QStringLiteral("play"), play}}, QString());
        return made ? std::move(g) : nullptr;
    }
    QString path(const QString& name) const { return QDir(data_.path()).filePath(name); }
    static int pdfPages(const QByteArray& pdf) {
        return static_cast<int>(pdf.count(QByteArrayLiteral("/Type /Page\n")) +
                                pdf.count(QByteArrayLiteral("/Type /Page ")) +
                                pdf.count(QByteArrayLiteral("/Type /Page/")) +
                                pdf.count(QByteArrayLiteral("/Type /Page>")));
    }

  private slots:
    void initTestCase() { QVERIFY(data_.isValid()); }

    // 10.1d: the Order Log's columns, its orders on the page, page numbers, the game's title.
    void test_10_1d_order_log_pdf_pages_hold_the_orders() {
        auto g = game(QStringLiteral("o.adc"), QStringLiteral("umpire"));
        QVERIFY(g);
        GameExport ex;
        ex.setGame(g.get());
        QVERIFY2(ex.save(path(QStringLiteral("o.pdf")), QStringLiteral("order-log"),
                         QStringLiteral("both"), QStringLiteral("pdf"), QStringLiteral("a4"),
                         false),
                 qPrintable(ex.error()));
        const QByteArray pdf = fileBytes(path(QStringLiteral("o.pdf")));
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPages(pdf), ex.pageCount());
        const QStringList first = ex.pages().front();
        QVERIFY(first.contains(QStringLiteral("Order Log")));
        QVERIFY(first.contains(QStringLiteral("French Order Log (10.1d)")));
        for (const QString& column :
             {QStringLiteral("No."), QStringLiteral("Written"), QStringLiteral("Receiver"),
              QStringLiteral("Type"), QStringLiteral("Text"), QStringLiteral("Arrival"),
              QStringLiteral("Acceptance"), QStringLiteral("Status")})
            QVERIFY2(first.contains(column), qPrintable(column));
        QVERIFY(first.contains(QStringLiteral("Capture Aspern.")));
        QVERIFY(first.contains(QStringLiteral("Page 1 of %1").arg(ex.pageCount())));
        // Every order of both logs is on some page, in the words the game holds.
        QStringList all;
        for (const auto& p : ex.pages())
            all << p;
        for (adc::Side side : {adc::Side::French, adc::Side::Austrian})
            for (const adc::Order* o : g->session()->state().command().ordersOf(side))
                QVERIFY(all.filter(QString::fromStdString(o->text)).size() > 0);
    }

    // A table running onto a second page repeats its header there; Letter is Letter.
    void test_20_6_loss_charts_repeat_their_header_on_every_page() {
        auto g = game(QStringLiteral("l.adc"), QStringLiteral("umpire"));
        QVERIFY(g);
        GameExport ex;
        ex.setGame(g.get());
        QVERIFY2(ex.save(path(QStringLiteral("l.pdf")), QStringLiteral("losses"),
                         QStringLiteral("french"), QStringLiteral("pdf"), QStringLiteral("letter"),
                         false),
                 qPrintable(ex.error()));
        QVERIFY(ex.pageCount() > 1);
        for (const QStringList& page : ex.pages()) {
            QVERIFY(page.contains(QStringLiteral("Casualties (X)")));
            QVERIFY(page.filter(QRegularExpression(QStringLiteral("^Page \\d+ of \\d+$"))).size() ==
                    1);
        }
        QVERIFY(ex.pages()[1].contains(QStringLiteral("French Loss Chart (20.6) (continued)")));
        QVERIFY(fileBytes(path(QStringLiteral("l.pdf"))).contains("/MediaBox [0 0 792"));
    }

    // 9.0: the viewer is the game's; the other side's secrets and both sides are refused,
    // and nothing is written.
    void test_9_0_a_side_is_refused_the_other_sides_secrets() {
        auto g = game(QStringLiteral("s.adc"), QStringLiteral("hot-seat"));
        QVERIFY(g);
        g->setViewer(Viewer::French);
        g->uncover();
        GameExport ex;
        ex.setGame(g.get());
        for (const QString& what :
             {QStringLiteral("order-log"), QStringLiteral("losses"), QStringLiteral("rolls")}) {
            QVERIFY(!ex.save(path(QStringLiteral("a.csv")), what, QStringLiteral("austrian"),
                             QStringLiteral("csv"), QString(), false));
            QVERIFY(ex.error().contains(QStringLiteral("9.0")));
            QVERIFY(!QFile::exists(path(QStringLiteral("a.csv"))));
        }
        QVERIFY(!ex.save(path(QStringLiteral("b.csv")), QStringLiteral("order-log"),
                         QStringLiteral("both"), QStringLiteral("csv"), QString(), false));
        QVERIFY(!ex.save(path(QStringLiteral("v.csv")), QStringLiteral("victory"),
                         QStringLiteral("both"), QStringLiteral("csv"), QString(), false));
        QVERIFY(!QFile::exists(path(QStringLiteral("b.csv"))));
        QVERIFY(!QFile::exists(path(QStringLiteral("v.csv"))));
        QVERIFY2(ex.save(path(QStringLiteral("f.csv")), QStringLiteral("order-log"),
                         QStringLiteral("french"), QStringLiteral("csv"), QString(), false),
                 qPrintable(ex.error()));
        QVERIFY(fileBytes(path(QStringLiteral("f.csv"))).startsWith("No.,Written,Receiver"));
        // While the screen is covered for the other player, nothing at all.
        g->handOver(Side::Austrian, QStringLiteral("test"));
        QVERIFY(!ex.save(path(QStringLiteral("c.csv")), QStringLiteral("order-log"),
                         QStringLiteral("austrian"), QStringLiteral("csv"), QString(), false));
        QVERIFY(!QFile::exists(path(QStringLiteral("c.csv"))));
    }

    // RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled;
    // lines end CRLF; both sides in one file get a Side column.
    void test_csv_is_rfc_4180() {
        QCOMPARE(adc::csvField("Capture Aspern."), std::string("Capture Aspern."));
        QCOMPARE(adc::csvField("22 May, 7:00 am"), std::string("\"22 May, 7:00 am\""));
        QCOMPARE(adc::csvField("the \"mill\""), std::string("\"the \"\"mill\"\"\""));
        QCOMPARE(adc::csvField("two\nlines"), std::string("\"two\nlines\""));
        adc::ExportDocument d;
        d.tables.push_back({"French", "french", {"a", "b"}, {{"1", "x,y"}}, {}});
        d.tables.push_back({"Austrian", "austrian", {"a", "b"}, {{"2", "z"}}, {}});
        QCOMPARE(adc::exportCsv(d),
                 std::string("Side,a,b\r\nfrench,1,\"x,y\"\r\naustrian,2,z\r\n"));
        d.tables.pop_back();
        QCOMPARE(adc::exportCsv(d), std::string("a,b\r\n1,\"x,y\"\r\n"));
    }

    // An existing file is kept unless the player says to replace it.
    void test_an_existing_file_is_replaced_only_when_asked() {
        auto g = game(QStringLiteral("r.adc"), QStringLiteral("umpire"));
        QVERIFY(g);
        GameExport ex;
        ex.setGame(g.get());
        const QString out = path(QStringLiteral("keep.csv"));
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("mine");
        }
        QVERIFY(ex.exists(out));
        QVERIFY(!ex.save(out, QStringLiteral("rolls"), QStringLiteral("both"),
                         QStringLiteral("csv"), QString(), false));
        QCOMPARE(fileBytes(out), QByteArray("mine"));
        QVERIFY(ex.save(out, QStringLiteral("rolls"), QStringLiteral("both"), QStringLiteral("csv"),
                        QString(), true));
        QVERIFY(fileBytes(out).startsWith("No.,"));
        QVERIFY(ex.suggestedPath(QStringLiteral("losses"), QStringLiteral("french"),
                                 QStringLiteral("pdf"))
                    .endsWith(QStringLiteral("r-french-losses.pdf")));
    }
};

QTEST_MAIN(ExportTests)
#include "tst_export.moc"
