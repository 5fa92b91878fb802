// QtTest of OpenGame and the game file it holds open: it follows the actions another
// program appends (no "constraint failed"), and a refused file is named with its faulty
// action and left as it was.
#include "game/opengame.h"
#include "game/recentgamelistmodel.h"
#include "model_support.h"

#include "../../db/src/action_checksum.h"

#include <SQLiteCpp/SQLiteCpp.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

class OpenGameFileTests : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir data_;

    std::unique_ptr<OpenGame> openGame() { return openGameIn(data_.path()); }

    static int terrain(const OpenGame& g, bool french) {
        const auto& v = g.session()->state().victoryEntered();
        return (french ? v.terrainFrench : v.terrainAustrian).value_or(-1);
    }

  private slots:
    // AE 4.1: the terrain VPs entered in one window reach the other, and each window's
    // action is recorded after the other's.
    void test_another_programs_actions_are_followed() {
        const QString path = data_.filePath(QStringLiteral("shared.adc"));
        auto one = openGame();
        QVERIFY2(one->newGame(path, QStringLiteral("5.1"), {}, {}), qPrintable(one->error()));
        auto two = openGame();
        QVERIFY2(two->openGame(path), qPrintable(two->error()));
        QVERIFY2(one->perform(QStringLiteral("victory-input"), QString(),
                              QVariantMap{{QStringLiteral("terrain_french"), 3}}),
                 qPrintable(one->error()));
        QVERIFY2(two->perform(QStringLiteral("victory-input"), QString(),
                              QVariantMap{{QStringLiteral("terrain_austrian"), 2}}),
                 qPrintable(two->error()));
        QCOMPARE(terrain(*two, true), 3);
        QTRY_COMPARE(terrain(*one, false), 2); // from the file-change notification
        QVERIFY(one->undo());                  // undoes #2 of the file, the other window's entry
        QTRY_COMPARE(terrain(*two, false), -1);
        QCOMPARE(one->session()->game().log().all().size(),
                 two->session()->game().log().all().size());
    }

    void test_a_refused_file_names_the_action_and_is_unchanged() {
        const QString path = data_.filePath(QStringLiteral("forged.adc"));
        {
            auto g = openGame();
            QVERIFY(g->newGame(path, QStringLiteral("5.1"), {}, {}));
            QVERIFY(g->perform(QStringLiteral("mark"), QStringLiteral("french"),
                               QVariantMap{{QStringLiteral("unit"), QStringLiteral("57 Line-3-2")},
                                           {QStringLiteral("casualties"), 1}}));
        }
        std::int64_t seq = 0;
        {
            // A payload rewritten with a matching checksum: only its schema can catch it.
            SQLite::Database db(path.toStdString(), SQLite::OPEN_READWRITE);
            SQLite::Statement q(
                db, "SELECT seq, kind, side, at, summary FROM actions WHERE kind = 'mark'");
            QVERIFY(q.executeStep());
            seq = q.getColumn(0).getInt64();
            const std::string payload = R"({"casualties":4294967297,"unit":"57 Line-3-2"})";
            SQLite::Statement u(db, "UPDATE actions SET payload = ?, checksum = ? WHERE seq = ?");
            u.bind(1, payload);
            u.bind(2, adc::db::actionChecksum(
                          seq, q.getColumn(1).getString(), q.getColumn(2).getString(), payload,
                          q.getColumn(3).getString(), q.getColumn(4).getString()));
            u.bind(3, static_cast<int64_t>(seq));
            u.exec();
        }
        const QByteArray before = fileBytes(path);
        auto g = openGame();
        QVERIFY(!g->openGame(path));
        QVERIFY(!g->isOpen());
        QVERIFY2(g->error().contains(QStringLiteral("action #%1 (mark)").arg(seq)),
                 qPrintable(g->error()));
        QVERIFY2(g->error().contains(QStringLiteral("4294967297")), qPrintable(g->error()));
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    // Old files (#31): a file whose recorded clock the rules read otherwise is refused, named
    // as such; it can be read as recorded (nothing can be changed in it), or saved with the
    // rules' figures as a new game, which opens and lists what changed.
    void test_rule_8_1_an_old_file_is_read_as_recorded_or_saved_with_the_rules_figures() {
        const QString path = data_.filePath(QStringLiteral("old.adc"));
        {
            auto g = openGame();
            QVERIFY(g->newGame(path, QStringLiteral("5.1"), {}, {}));
            QString refusal, note;
            QVERIFY2(g->nextStep(&refusal, &note), qPrintable(refusal));
        }
        {
            // The last advance says turn 5, as an older app might have let it.
            SQLite::Database db(path.toStdString(), SQLite::OPEN_READWRITE);
            SQLite::Statement q(db, "SELECT seq, kind, side, payload, at, summary FROM actions "
                                    "WHERE kind = 'advance' ORDER BY seq DESC");
            QVERIFY(q.executeStep());
            const std::int64_t seq = q.getColumn(0).getInt64();
            nlohmann::json p = nlohmann::json::parse(q.getColumn(3).getString());
            p["turn"] = 5;
            p.erase("from");
            const std::string payload = p.dump();
            SQLite::Statement u(db, "UPDATE actions SET payload = ?, checksum = ? WHERE seq = ?");
            u.bind(1, payload);
            u.bind(2,
                   adc::db::actionChecksum(seq, "advance", "", payload, q.getColumn(4).getString(),
                                           q.getColumn(5).getString()));
            u.bind(3, static_cast<int64_t>(seq));
            u.exec();
        }
        const QByteArray before = fileBytes(path);
        auto g = openGame();
        QVERIFY(!g->openGame(path));
        QCOMPARE(g->disagreeingFile(), path);
        QVERIFY2(g->error().contains(QStringLiteral("its turn is 5")), qPrintable(g->error()));

        QVERIFY2(g->openAsRecorded(path), qPrintable(g->error()));
        QVERIFY(g->readOnly());
        QCOMPARE(g->session()->state().now().turn, 5);
        QVERIFY(!g->perform(QStringLiteral("victory-input"), QString(),
                            QVariantMap{{QStringLiteral("terrain_french"), 3}}));
        QVERIFY2(g->error().contains(QStringLiteral("read only")), qPrintable(g->error()));
        QCOMPARE(fileBytes(path), before);

        QVERIFY(!g->openGame(path));
        const QString fresh = g->rederivedPath(path);
        QVERIFY(fresh.endsWith(QStringLiteral("old (rules' figures).adc")));
        QVERIFY2(g->rederive(path, fresh), qPrintable(g->error()));
        QVERIFY(!g->readOnly());
        QCOMPARE(g->path(), fresh);
        QCOMPARE(g->session()->state().now().turn, 1);
        QVERIFY(!g->rederivedChanges().isEmpty());
        QVERIFY2(g->rederivedChanges()
                     .join(QLatin1Char('\n'))
                     .contains(QStringLiteral("turn was 5, now 1")),
                 qPrintable(g->rederivedChanges().join(QLatin1Char('\n'))));
        QCOMPARE(fileBytes(path), before);
    }

    // A file of a game this app does not have is named as such, and the game already open
    // stays open and unchanged; the window's title names the open game and which game it is.
    void test_a_file_of_another_game_is_refused_and_the_open_game_kept() {
        const QString mine = data_.filePath(QStringLiteral("mine.adc"));
        const QString other = data_.filePath(QStringLiteral("other-game.adc"));
        auto g = openGame();
        QVERIFY2(g->newGame(other, QStringLiteral("5.1"), {}, {}), qPrintable(g->error()));
        QVERIFY2(g->newGame(mine, QStringLiteral("5.2"), {}, QStringLiteral("Tuesday club")),
                 qPrintable(g->error()));
        QCOMPARE(g->gameTitle(), QStringLiteral("Aspern-Essling 1809"));
        {
            SQLite::Database db(other.toStdString(), SQLite::OPEN_READWRITE);
            db.exec("UPDATE meta SET value = json_set(value, '$.game', 'austerlitz-1805') "
                    "WHERE key = 'info'");
        }
        const QByteArray before = fileBytes(other);
        QVERIFY(!g->openGame(other));
        QVERIFY2(g->error().contains(QStringLiteral("\"austerlitz-1805\", which this "
                                                    "Aide-de-Camp does not have")),
                 qPrintable(g->error()));
        QCOMPARE(fileBytes(other), before);
        QVERIFY(g->isOpen());
        QCOMPARE(g->name(), QStringLiteral("Tuesday club"));
    }

    // ---- The recent games (the user's settings; here a file of the test's own)

    QString touched(const QString& name) {
        const QString path = data_.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) qWarning() << "cannot write" << path;
        return QFileInfo(path).canonicalFilePath();
    }
    static QString pathAt(const RecentGameListModel& m, int row) {
        return m.data(m.index(row), RecentGameListModel::PathRole).toString();
    }

    void test_recent_games_most_recent_first_once_each_at_most_eight() {
        const QString settings = data_.filePath(QStringLiteral("recent.conf"));
        RecentGameListModel m;
        m.setSettingsFile(settings);
        QCOMPARE(m.rowCount(), 0);
        QVERIFY(m.lastGame().isEmpty());
        const QString a = touched(QStringLiteral("a.adc")), b = touched(QStringLiteral("b.adc"));
        m.add(a, QStringLiteral("Game A"), QStringLiteral("Scenario 5.1"));
        m.add(b, QStringLiteral("Game B"), {});
        m.add(a, QStringLiteral("Game A"), QStringLiteral("Scenario 5.1")); // again: to the top
        QCOMPARE(m.rowCount(), 2);
        QCOMPARE(pathAt(m, 0), a);
        QCOMPARE(pathAt(m, 1), b);
        QCOMPARE(m.lastGame(), a);
        QCOMPARE(m.data(m.index(0), RecentGameListModel::TitleRole).toString(),
                 QStringLiteral("Game A"));
        for (int i = 0; i < 10; ++i)
            m.add(touched(QStringLiteral("g%1.adc").arg(i)), {}, {});
        QCOMPARE(m.rowCount(), RecentGameListModel::capacity);
        QCOMPARE(m.rowCount(), 8);
        QCOMPARE(pathAt(m, 0), touched(QStringLiteral("g9.adc")));
        RecentGameListModel again; // kept in the settings
        again.setSettingsFile(settings);
        QCOMPARE(again.rowCount(), 8);
        QCOMPARE(again.lastGame(), touched(QStringLiteral("g9.adc")));
        QVERIFY(again.note().isEmpty());
    }

    void test_recent_games_no_longer_there_are_dropped_with_a_note() {
        const QString settings = data_.filePath(QStringLiteral("gone.conf"));
        const QString a = touched(QStringLiteral("kept.adc")),
                      b = touched(QStringLiteral("gone.adc"));
        {
            RecentGameListModel m;
            m.setSettingsFile(settings);
            m.add(a, {}, {});
            m.add(b, {}, {});
        }
        QVERIFY(QFile::remove(b));
        RecentGameListModel m;
        m.setSettingsFile(settings);
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.lastGame(), a);
        QVERIFY(m.note().contains(b));
        m.dismissNote();
        QVERIFY(m.note().isEmpty());
    }

    void test_recent_games_follow_the_open_game() {
        RecentGameListModel m;
        m.setSettingsFile(data_.filePath(QStringLiteral("follow.conf")));
        auto g = openGame();
        m.setGame(g.get());
        const QString path = data_.filePath(QStringLiteral("followed.adc"));
        QVERIFY2(g->newGame(path, QStringLiteral("5.1"), {}, QStringLiteral("Aspern, first day")),
                 qPrintable(g->error()));
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.lastGame(), QFileInfo(path).canonicalFilePath());
        QCOMPARE(m.data(m.index(0), RecentGameListModel::TitleRole).toString(),
                 QStringLiteral("Aspern, first day"));
        QVERIFY(!m.data(m.index(0), RecentGameListModel::ScenarioRole).toString().isEmpty());
    }
};

QTEST_MAIN(OpenGameFileTests)
#include "tst_open_game_file.moc"
