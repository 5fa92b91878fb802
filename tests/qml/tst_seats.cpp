// One game, several laptops, over the network on this machine: app instances (OpenGame) as
// the host and its seats, raw WebSocket clients, and `adc serve` as a process killed with
// SIGKILL. Test names give the rule whose case they check (9.0, AE 5.1).
#include "game/opengame.h"
#include "host_server.h"
#include "model_support.h"
#include "seat_link.h"

#include "adc/chart_set.h"
#include "adc/command/staff.h"
#include "adc/game_session.h"
#include "adc/module_start.h"
#include "adc/order_of_battle.h"
#include "adc/scenarios/game_clock.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QWebSocketServer>
#include <QtTest>

#include <algorithm>
#include <memory>

namespace {

const QString kSecretOrder = QStringLiteral("Attack Aspern from the north");

QString text(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject rating(const QString& side, const QString& leader, int r) {
    return {{"kind", "set-rating"},
            {"side", side},
            {"payload", QJsonObject{{"leader", leader}, {"rating", r}}}};
}

// A seat's client as a script would write it: one WebSocket, the messages as sent.
struct RawSeat {
    QWebSocket socket;
    QStringList got;
    RawSeat() {
        QObject::connect(&socket, &QWebSocket::textMessageReceived,
                         [this](const QString& t) { got << t; });
    }
    bool open(quint16 port) {
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
        return QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; },
                               5000);
    }
    // Sends `m`; the next message that answers it.
    QJsonObject ask(const QJsonObject& m, const QString& answer) {
        const qsizetype from = got.size();
        socket.sendTextMessage(text(m));
        QJsonObject out;
        (void)QTest::qWaitFor(
            [&] {
                for (qsizetype i = from; i < got.size(); ++i) {
                    const QJsonObject r = QJsonDocument::fromJson(got[i].toUtf8()).object();
                    if (r.value("type").toString() == answer || r.value("type") == "error" ||
                        r.value("type") == "refused") {
                        out = r;
                        return true;
                    }
                }
                return false;
            },
            5000);
        return out;
    }
};

} // namespace

class SeatTests : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<adc::ChartSet> charts_;

    QString path() const { return QDir(dir_.path()).filePath(QStringLiteral("hosted.adc")); }
    std::unique_ptr<OpenGame> laptop() {
        auto g = openGameIn(dir_.path());
        g->setAnswerWait(1500);
        return g;
    }
    std::unique_ptr<OpenGame> hostOf51() {
        auto host = laptop();
        if (!host->newGame(path(), QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("two-players")}},
                           QStringLiteral("Seats")))
            qWarning() << host->error();
        return host;
    }
    static quint16 portOf(const OpenGame& host) {
        return static_cast<quint16>(host.hostAddresses().value(0).section(':', 1).toUInt());
    }
    std::unique_ptr<OpenGame> seatOf(const OpenGame& host, const QString& seat) {
        auto g = laptop();
        g->joinGame(host.hostAddresses().value(0), host.joinCodes().value(seat).toString());
        if (g->seatLink()) g->seatLink()->keepReceived(true);
        if (!QTest::qWaitFor([&] { return g->isOpen(); }, 5000))
            qWarning() << "not joined:" << g->error();
        return g;
    }
    adc::Staff staff(const OpenGame& g) const { return adc::Staff(g.session()->state(), *charts_); }
    static QString stepOf(const OpenGame& g) {
        const adc::SequenceOfPlay& seq = *g.sequence();
        return QString::fromStdString(seq.step(seq.after(g.session()->state().stepsTaken())).id);
    }
    static std::optional<adc::Side> phasingOf(const OpenGame& g) {
        const adc::SequenceOfPlay& seq = *g.sequence();
        return adc::clockPosition(seq, seq.after(g.session()->state().stepsTaken()), g.catalog(),
                                  g.scenario())
            .phasing;
    }
    // "Next step" on `g` until `step` of `phasing`'s player turn.
    static bool stepTo(OpenGame& g, const QString& step, adc::Side phasing) {
        for (int i = 0; i < 80; ++i) {
            if (stepOf(g) == step && phasingOf(g) == phasing) return true;
            QString refusal, note;
            if (!g.nextStep(&refusal, &note)) {
                qWarning() << "refused:" << refusal;
                return false;
            }
        }
        return false;
    }
    static std::size_t logSize(const OpenGame& g) {
        return g.anySession()->game().log().all().size();
    }
    static QStringList orderLines(const adc::GameState& st, adc::Side s) {
        QStringList out;
        for (const adc::Order* o : st.command().ordersOf(s))
            out << QStringLiteral("%1 %2 %3")
                       .arg(o->number)
                       .arg(QString::fromStdString(o->receiver),
                            QString::fromStdString(o->statusText()));
        return out;
    }
    static adc::OrderDraft draft(adc::Side side, const std::string& sender,
                                 const std::string& receiver, const std::string& type,
                                 const std::string& method, int mp, const QString& words) {
        adc::OrderDraft d;
        d.side = side;
        d.sender = sender;
        d.receiver = receiver;
        d.type = type;
        d.method = method;
        d.mp = mp;
        d.inPerson = method == "IPO";
        d.text = words.toStdString();
        if (type == "attack") {
            d.direction = "south along the Breitenlee road";
            d.limit = "Aspern church";
        }
        return d;
    }

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        qputenv("ADC_DATA_DIR", QDir(dir_.path()).filePath(QStringLiteral("data")).toUtf8());
        charts_ = std::make_unique<adc::ChartSet>(adc::ChartSet::load(ADC_TEST_TABLES));
    }
    void init() {
        for (const QString& f : QDir(dir_.path()).entryList({QStringLiteral("hosted.adc*")}))
            QFile::remove(QDir(dir_.path()).filePath(f));
    }

    // AE 5.1's first turn from two laptops, the umpire watching from a third: each acts on
    // its own laptop, the host checks and records, and each sees only its own side (9.0).
    void ruleAE5_1_twoLaptopsPlayATurnAndTheUmpireWatches() {
        auto host = hostOf51();
        QVERIFY2(host->hostGame(0, false), qPrintable(host->error()));
        auto french = seatOf(*host, QStringLiteral("french"));
        auto austrian = seatOf(*host, QStringLiteral("austrian"));
        auto umpire = seatOf(*host, QStringLiteral("umpire"));
        QVERIFY(french->isOpen() && austrian->isOpen() && umpire->isOpen());
        QCOMPARE(french->viewer(), Viewer::French);
        QCOMPARE(austrian->viewer(), Viewer::Austrian);
        QCOMPARE(umpire->viewer(), Viewer::Both);
        QVERIFY(!french->covered());
        french->setViewer(Viewer::Austrian); // a seat cannot look through the other's eyes
        QCOMPARE(french->viewer(), Viewer::French);
        QTRY_COMPARE(host->seatsJoined().size(), 3);

        // The Austrian Command Phase, on the Austrian laptop (AE 5.1 starts with it).
        for (const auto& [leader, r] : {std::pair{"charles", 3}, std::pair{"hiller", 2}})
            QVERIFY2(austrian->perform(
                         QStringLiteral("set-rating"), QStringLiteral("austrian"),
                         {{QStringLiteral("leader"), leader}, {QStringLiteral("rating"), r}}),
                     qPrintable(austrian->error()));
        QVERIFY2(austrian->perform([&] {
            return staff(*austrian).writeOrder(
                draft(adc::Side::Austrian, "charles", "2-corps", "attack", "AW", 7, kSecretOrder));
        }),
                 qPrintable(austrian->error()));
        QVERIFY2(austrian->perform([&] {
            return staff(*austrian).writeOrder(draft(adc::Side::Austrian, "charles", "6-corps",
                                                     "non-attack", "IPO", 0,
                                                     QStringLiteral("Hold the Aspern road")));
        }),
                 qPrintable(austrian->error()));
        QVERIFY(stepTo(*austrian, QStringLiteral("new-order-acceptance"), adc::Side::Austrian));
        QTRY_COMPARE(logSize(*french), logSize(*host));

        // 10.1f: the in-person order waits for its roll; the French laptop may not step on,
        // and is told nothing of which order waits (9.0b).
        QString refusal, note;
        QVERIFY(!french->nextStep(&refusal, &note));
        QVERIFY2(refusal.contains(QStringLiteral("Austrian player has rolls")),
                 qPrintable(refusal));
        QVERIFY2(!refusal.contains(QStringLiteral("6-corps")), qPrintable(refusal));
        QVERIFY(austrian->perform([&] {
            return staff(*austrian).rollAcceptance(adc::Side::Austrian, 7,
                                                   adc::DiceChoice{11, std::nullopt});
        }));

        // The French player turn, on the French laptop, to the end of the turn.
        QTRY_COMPARE(logSize(*french), logSize(*host));
        QVERIFY(stepTo(*french, QStringLiteral("order-issue"), adc::Side::French));
        QVERIFY(french->perform(QStringLiteral("set-rating"), QStringLiteral("french"),
                                {{QStringLiteral("leader"), QStringLiteral("napoleon")},
                                 {QStringLiteral("rating"), 3}}));
        QVERIFY2(french->perform([&] {
            return staff(*french).writeOrder(draft(adc::Side::French, "napoleon", "4-corps",
                                                   "attack", "AO", 25,
                                                   QStringLiteral("Hold Aspern")));
        }),
                 qPrintable(french->error()));
        QVERIFY(stepTo(*french, QStringLiteral("order-issue"), adc::Side::Austrian)); // turn 2
        QCOMPARE(host->session()->state().now().turn, 2);

        // Every laptop has the game as the host has it, each only its own side's secrets.
        for (OpenGame* s : {french.get(), austrian.get(), umpire.get()})
            QTRY_COMPARE(logSize(*s), logSize(*host));
        const adc::GameState& truth = host->session()->state();
        QCOMPARE(orderLines(french->session()->state(), adc::Side::French),
                 orderLines(truth, adc::Side::French));
        QCOMPARE(orderLines(austrian->session()->state(), adc::Side::Austrian),
                 orderLines(truth, adc::Side::Austrian));
        QCOMPARE(orderLines(umpire->session()->state(), adc::Side::Austrian),
                 orderLines(truth, adc::Side::Austrian));
        QVERIFY(!orderLines(truth, adc::Side::Austrian).isEmpty());
        QVERIFY(orderLines(french->session()->state(), adc::Side::Austrian).isEmpty());
        QCOMPARE(french->session()->state().now().turn, 2);

        // 9.0 on the wire: the French laptop never received an Austrian order or roll.
        const QStringList& raw = french->seatLink()->received();
        QVERIFY(!raw.isEmpty());
        for (const QString& m : raw) {
            QVERIFY(!m.contains(kSecretOrder));
            for (const auto& a :
                 QJsonDocument::fromJson(m.toUtf8()).object().value("actions").toArray()) {
                const QJsonObject o = a.toObject();
                if (o.value("side") != QLatin1String("austrian")) continue;
                QVERIFY2(o.value("kind") == QLatin1String("withheld") ||
                             o.value("kind") == QLatin1String("undo") ||
                             o.value("kind") == QLatin1String("redo"),
                         qPrintable(text(o)));
                QCOMPARE(o.value("summary").toString(), QString());
            }
        }
        bool umpireSaw = false;
        for (const QString& m : umpire->seatLink()->received())
            umpireSaw = umpireSaw || m.contains(kSecretOrder);
        QVERIFY(umpireSaw);
        // The seat's own copy of the game on its disk holds nothing more.
        QFile mirror(french->seatLink()->mirrorPath());
        QVERIFY(mirror.open(QIODevice::ReadOnly));
        QVERIFY(!mirror.readAll().contains(kSecretOrder.toUtf8()));
    }

    void rule9_0_aWrongJoinCodeGetsNothing() {
        auto host = hostOf51();
        QVERIFY(host->hostGame(0, false));
        auto intruder = laptop();
        intruder->joinGame(host->hostAddresses().value(0), QStringLiteral("AAAA-BBBB-CCCC"));
        intruder->seatLink()->keepReceived(true);
        QTRY_COMPARE(intruder->seatState(), QStringLiteral("refused"));
        QVERIFY(!intruder->isOpen());
        QVERIFY(intruder->error().contains(QStringLiteral("join code")));
        for (const QString& m : intruder->seatLink()->received())
            QCOMPARE(QJsonDocument::fromJson(m.toUtf8()).object().value("type").toString(),
                     QStringLiteral("error"));
        QVERIFY(host->seatsJoined().isEmpty());
    }

    // #33 item 5: a host that names its game "../../x" or "/tmp/x" writes nothing outside
    // seats/ (the copy's name is made by the app); one of 10,000 characters, or a seat that
    // is none of the three, keeps nothing.
    void rule9_0_aHostileGameIdWritesNothingOutsideSeats() {
        auto real = hostOf51(); // its settings, as a real host would send them
        const QJsonObject info = QJsonDocument::fromJson(QByteArray::fromStdString(
                                                             real->session()->file().info().dump()))
                                     .object();
        const QDir data(QDir(dir_.path()).filePath(QStringLiteral("data")));
        const QString seats = data.filePath(QStringLiteral("seats"));
        for (const auto& [game, seat] :
             {std::pair{QStringLiteral("../../escaped"), QStringLiteral("french")},
              std::pair{QStringLiteral("/tmp/escaped-abs"), QStringLiteral("french")},
              std::pair{QString(10000, u'a'), QStringLiteral("french")},
              std::pair{QStringLiteral("fine"), QStringLiteral("../../escaped-seat")}}) {
            QWebSocketServer hostile(QStringLiteral("hostile"), QWebSocketServer::NonSecureMode);
            QVERIFY(hostile.listen(QHostAddress::LocalHost, 0));
            connect(&hostile, &QWebSocketServer::newConnection, &hostile, [&] {
                QWebSocket* s = hostile.nextPendingConnection();
                connect(
                    s, &QWebSocket::textMessageReceived, s, [s, info, game = game, seat = seat] {
                        s->sendTextMessage(
                            QString::fromUtf8(QJsonDocument(QJsonObject{{"type", "joined"},
                                                                        {"game", game},
                                                                        {"seat", seat},
                                                                        {"from", 0},
                                                                        {"info", info},
                                                                        {"actions", QJsonArray()}})
                                                  .toJson(QJsonDocument::Compact)));
                    });
            });
            auto victim = laptop();
            victim->joinGame(QStringLiteral("127.0.0.1:%1").arg(hostile.serverPort()),
                             QStringLiteral("AAAA-BBBB-CCCC"));
            if (seat == QLatin1String("french") && game.size() < 100) {
                QTRY_VERIFY2(victim->isOpen(), qPrintable(victim->error()));
                const QString copy = victim->seatLink()->mirrorPath();
                QCOMPARE(QFileInfo(copy).absolutePath(), QFileInfo(seats).absoluteFilePath());
                QVERIFY2(QFileInfo(copy).fileName().size() <= 60, qPrintable(copy));
            } else {
                QTRY_VERIFY(!victim->error().isEmpty());
                QVERIFY(!victim->isOpen());
            }
        }
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/escaped-abs-french.adc")));
        for (const QString& d : {dir_.path(), data.path(), QFileInfo(dir_.path()).absolutePath()})
            for (const QString& f : QDir(d).entryList(QDir::Files))
                QVERIFY2(!f.contains(QStringLiteral("escaped")), qPrintable(d + "/" + f));
    }

    // #33 item 4: a client id is its first seat's. A program with the French code presenting
    // the Austrian's id is refused at the join, so it can neither read the Austrian's refused
    // request again nor take his next request number.
    void rule9_0_aClientIdBelongsToItsFirstSeat() {
        auto host = hostOf51();
        QVERIFY(host->hostGame(0, false));
        const quint16 port = portOf(*host);
        const auto joinAs = [&](const QString& side) {
            return QJsonObject{{"v", 1},
                               {"type", "join"},
                               {"code", host->joinCodes().value(side).toString()},
                               {"client", "austrian-laptop-01"}};
        };
        RawSeat austrian;
        QVERIFY(austrian.open(port));
        QCOMPARE(austrian.ask(joinAs("austrian"), "joined").value("type").toString(),
                 QStringLiteral("joined"));
        // A request refused for the Austrian (a French leader's rating): its words stay his.
        const QJsonObject refused =
            austrian.ask({{"v", 1},
                          {"type", "act"},
                          {"request", 1},
                          {"actions", QJsonArray{rating("french", "massena", 3)}}},
                         "refused");
        QCOMPARE(refused.value("type").toString(), QStringLiteral("refused"));
        RawSeat thief;
        QVERIFY(thief.open(port));
        const QJsonObject stolen = thief.ask(joinAs("french"), "joined");
        QCOMPARE(stolen.value("type").toString(), QStringLiteral("error"));
        QVERIFY2(stolen.value("error").toString().contains(QStringLiteral("another seat")),
                 qPrintable(stolen.value("error").toString()));
        const std::size_t logged = logSize(*host);
        // The thief, not joined, cannot act under the Austrian's next number.
        const QJsonObject taken =
            thief.ask({{"v", 1},
                       {"type", "act"},
                       {"request", 2},
                       {"actions", QJsonArray{rating("french", "lannes", 2)}}},
                      "done");
        QVERIFY(taken.value("type").toString() != QStringLiteral("done"));
        // The Austrian's own request #2 is recorded as his.
        const QJsonObject mine =
            austrian.ask({{"v", 1},
                          {"type", "act"},
                          {"request", 2},
                          {"actions", QJsonArray{rating("austrian", "charles", 3)}}},
                         "done");
        QCOMPARE(mine.value("type").toString(), QStringLiteral("done"));
        QTRY_COMPARE(logSize(*host), logged + 1);
    }

    // #33 item 2: every connection is bounded, and every refusal logged: one that does not
    // join within the deadline is closed; an address holds at most 8 connections; a frame
    // over the host's limit closes its connection unread; 10 wrong codes a minute from an
    // address shut its joins out for the minute, a right code included.
    void rule9_0_theHostBoundsEveryConnection() {
        auto game = hostOf51();
        const adc::OrderOfBattle french =
            adc::loadOrderOfBattle(std::string(ADC_TEST_TABLES) + "/oob/french.json");
        const adc::OrderOfBattle austrian =
            adc::loadOrderOfBattle(std::string(ADC_TEST_TABLES) + "/oob/austrian.json");
        const adc::ChartSet* charts = charts_.get();
        const adc::ModuleData data{ADC_TEST_TABLES, &french, &austrian,
                                   nullptr,         nullptr, [charts] { return charts; }};
        adcnet::HostServer server(path().toStdString(),
                                  [&](const adc::GameModule& m, const nlohmann::json& info) {
                                      return adc::startState(m, info, data);
                                  });
        QVERIFY(server.listen(0, false));
        const quint16 port = server.port();
        const QString right = QString::fromStdString(server.host().codes().french);

        server.setJoinDeadline(300);
        RawSeat silent;
        QVERIFY(silent.open(port));
        QTRY_COMPARE_WITH_TIMEOUT(silent.socket.state(), QAbstractSocket::UnconnectedState, 3000);
        QVERIFY(server.log().join('\n').contains(QStringLiteral("did not join")));
        server.setJoinDeadline(adcnet::HostServer::kJoinDeadlineMs);

        std::vector<std::unique_ptr<RawSeat>> many;
        for (int i = 0; i < 12; ++i) {
            many.push_back(std::make_unique<RawSeat>());
            many.back()->socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
        }
        QTest::qWait(1000);
        const auto open = std::count_if(many.begin(), many.end(), [](const auto& r) {
            return r->socket.state() == QAbstractSocket::ConnectedState;
        });
        QVERIFY2(open <= adcnet::HostServer::kMaxPerAddress, qPrintable(QString::number(open)));
        many.clear();
        QTest::qWait(200);

        RawSeat big;
        QVERIFY(big.open(port));
        big.socket.sendTextMessage(QString(3 << 20, u'x'));
        QTRY_COMPARE_WITH_TIMEOUT(big.socket.state(), QAbstractSocket::UnconnectedState, 5000);

        for (int i = 0; i < adcnet::HostServer::kWrongCodesPerMinute; ++i) {
            RawSeat guess;
            QVERIFY(guess.open(port));
            const QJsonObject no =
                guess.ask({{"v", 1},
                           {"type", "join"},
                           {"code", QStringLiteral("AAAA-BBBB-%1").arg(1000 + i)},
                           {"client", "guessing-0001"}},
                          "joined");
            QCOMPARE(no.value("type").toString(), QStringLiteral("error"));
        }
        RawSeat late;
        QVERIFY(late.open(port));
        const QJsonObject shut = late.ask(
            {{"v", 1}, {"type", "join"}, {"code", right}, {"client", "guessing-0001"}}, "joined");
        QCOMPARE(shut.value("type").toString(), QStringLiteral("error"));
        QVERIFY(shut.value("error").toString().contains(QStringLiteral("too many wrong")));
        QVERIFY(
            server.log().join('\n').contains(QStringLiteral("wrong join codes within a minute")));
        QVERIFY(server.log().join('\n').contains(QStringLiteral("refused: a join with a code")));
    }

    // A seat whose answer was lost sends its request again on a new connection: the host
    // answers it as the first time and records it once.
    void rule9_0_aResentRequestIsDoneOnce() {
        auto host = hostOf51();
        QVERIFY(host->hostGame(0, false));
        const quint16 port = portOf(*host);
        const QJsonObject join{{"v", 1},
                               {"type", "join"},
                               {"code", host->joinCodes().value("austrian").toString()},
                               {"client", "script-seat-0001"}};
        const QJsonObject act{{"v", 1},
                              {"type", "act"},
                              {"request", 1},
                              {"actions", QJsonArray{rating("austrian", "charles", 3)}}};
        RawSeat first;
        QVERIFY(first.open(port));
        QCOMPARE(first.ask(join, "joined").value("type").toString(), QStringLiteral("joined"));
        const QJsonObject done = first.ask(act, "done");
        QCOMPARE(done.value("type").toString(), QStringLiteral("done"));
        first.socket.close();
        const std::size_t logged = logSize(*host);

        RawSeat again;
        QVERIFY(again.open(port));
        QCOMPARE(again.ask(join, "joined").value("type").toString(), QStringLiteral("joined"));
        const QJsonObject second = again.ask(act, "done");
        QCOMPARE(second.value("actions"), done.value("actions"));
        QTest::qWait(400); // the host's window follows the file
        QCOMPARE(logSize(*host), logged);
        // A binary message and one over the host's limit are refused; the second closes.
        again.socket.sendBinaryMessage(QByteArray("\x01\x02"));
        QTRY_VERIFY(again.got.last().contains(QStringLiteral("not JSON")));
        again.socket.sendTextMessage(QString(int(adc::GameHost::kMaxMessageBytes) + 10, u' '));
        QTRY_COMPARE_WITH_TIMEOUT(again.socket.state(), QAbstractSocket::UnconnectedState, 5000);
        QVERIFY(again.got.last().contains(QStringLiteral("at most")));
        QCOMPARE(logSize(*host), logged);
        QVERIFY(again.open(port));
        QCOMPARE(again.ask(join, "joined").value("type").toString(), QStringLiteral("joined"));
        // And a seat that asks for another's view by a field of its own is refused.
        const QJsonObject peek = again.ask({{"v", 1},
                                            {"type", "join"},
                                            {"code", "X"},
                                            {"client", "script-seat-0001"},
                                            {"seat", "umpire"}},
                                           "joined");
        QCOMPARE(peek.value("type").toString(), QStringLiteral("error"));
    }

    // SIGKILL: every action the host acknowledged is in its file; the seat says the host is
    // gone, joins again when it is back, and goes on.
    void rule9_0_aKilledHostLosesNoAcknowledgedAction() {
        auto maker = hostOf51();
        maker->closeGame();
        const auto serve = [&](QProcess& p, quint16 port) {
            p.setProgram(QStringLiteral(ADC_CLI));
            p.setArguments({QStringLiteral("--tables"), QStringLiteral(ADC_TEST_TABLES),
                            QStringLiteral("serve"), path(), QStringLiteral("port=%1").arg(port)});
            p.start();
            if (!p.waitForReadyRead(10000)) return QJsonObject();
            return QJsonDocument::fromJson(p.readLine()).object();
        };
        QTcpServer probe; // a free port, for both runs of the host
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        QProcess first;
        const QJsonObject started = serve(first, port);
        QVERIFY2(!started.isEmpty(), first.readAllStandardError().constData());
        const QString code = started.value("codes").toObject().value("austrian").toString();

        auto seat = laptop();
        seat->joinGame(QStringLiteral("127.0.0.1:%1").arg(port), code);
        QTRY_VERIFY(seat->isOpen());
        const std::size_t before = logSize(*seat);
        for (const auto& [leader, r] : {std::pair{"charles", 3}, std::pair{"hiller", 2},
                                        std::pair{"hohenzollern", 2}, std::pair{"bellegarde", 3}})
            QVERIFY2(
                seat->perform(QStringLiteral("set-rating"), QStringLiteral("austrian"),
                              {{QStringLiteral("leader"), leader}, {QStringLiteral("rating"), r}}),
                qPrintable(seat->error()));
        first.kill(); // SIGKILL
        QVERIFY(first.waitForFinished(5000));
        QTRY_COMPARE(seat->seatState(), QStringLiteral("gone"));

        const auto start = [this](const adc::GameModule& m, const nlohmann::json& info) {
            static const auto fr =
                adc::loadOrderOfBattle(std::string(ADC_TEST_TABLES) + "/oob/french.json");
            static const auto au =
                adc::loadOrderOfBattle(std::string(ADC_TEST_TABLES) + "/oob/austrian.json");
            return adc::startState(m, info, {ADC_TEST_TABLES, &fr, &au});
        };
        QCOMPARE(adc::GameSession::open(path().toStdString(), start).game().log().all().size(),
                 before + 4); // every acknowledged action is in the file

        QProcess second;
        QVERIFY(!serve(second, port).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(seat->seatState(), QStringLiteral("joined"), 10000);
        QVERIFY2(seat->perform(QStringLiteral("set-rating"), QStringLiteral("austrian"),
                               {{QStringLiteral("leader"), QStringLiteral("kottulinsky")},
                                {QStringLiteral("rating"), 1}}),
                 qPrintable(seat->error()));
        QCOMPARE(logSize(*seat), before + 5);
        second.terminate();
        QVERIFY(second.waitForFinished(5000));
        QCOMPARE(adc::GameSession::open(path().toStdString(), start).game().log().all().size(),
                 before + 5);
    }
};

QTEST_MAIN(SeatTests)
#include "tst_seats.moc"
