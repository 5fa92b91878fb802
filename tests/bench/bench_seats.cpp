// One game, several laptops: the round trip of one action from a seat on this machine (a
// WebSocket client sends it, the host checks it, writes it durably and answers), against its
// floor, the same action recorded locally (GameSession::perform on a game file of the same
// disk). The host runs in a thread of its own, as it would in another program. Run over TLS
// (/1, what the app does) and in the clear (/0, insecure=yes, the floor of the encryption's
// cost, #33); each run also gives the round trips' p50 and p99.
#include "adc/game_session.h"
#include "adc/module_start.h"
#include "host_server.h"

#include "armies.h"
#include "floor_table.h"
#include "scratch_file.h"
#include "seat_attacks.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QTimer>
#include <QWebSocket>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

namespace {

using adc::bench::austrian;
using adc::bench::french;
using adc::bench::scratch;

adc::GameSession::StartState start() {
    return [](const adc::GameModule& m, const nlohmann::json& info) {
        return adc::startState(m, info, {ADC_TABLES_DIR, &french(), &austrian()});
    };
}

// Napoleon's rating, entered from his counter (26.0): 3, then 4, then 3 again.
nlohmann::json rating(int i) {
    return {{"leader", "napoleon"}, {"rating", 3 + i % 2}};
}

void BM_LocalAction(benchmark::State& state) {
    const std::string path = scratch("seat-local.adc");
    auto s = adc::GameSession::create(path, {{"title", "bench"}}, start());
    int i = 0;
    for (auto _ : state)
        s.perform({0, "set-rating", "french", rating(i++), "", ""});
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LocalAction)->Unit(benchmark::kMicrosecond)->UseRealTime();

// The host in its own thread, and a French seat's socket in this one.
struct Hosted {
    QThread thread;
    QObject inThread;
    std::unique_ptr<adcnet::HostServer> server;
    quint16 port = 0;
    QString code, umpire;

    Hosted(const std::string& path, bool tls) {
        thread.start();
        inThread.moveToThread(&thread);
        QMetaObject::invokeMethod(
            &inThread,
            [&] {
                server = std::make_unique<adcnet::HostServer>(path, start());
                server->listen(0, false, !tls);
                port = server->port();
                code = QString::fromStdString(server->host().codes().french);
                umpire = QString::fromStdString(server->host().codes().umpire);
            },
            Qt::BlockingQueuedConnection);
    }
    ~Hosted() {
        QMetaObject::invokeMethod(
            &inThread, [&] { server.reset(); }, Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
    }
};

// Waits for the message `until` accepts, at most 10 s.
bool waitFor(QWebSocket& socket, const std::function<bool(const QJsonObject&)>& until) {
    QEventLoop loop;
    bool got = false;
    const auto c =
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &loop, [&](const QString& t) {
            if (until(QJsonDocument::fromJson(t.toUtf8()).object())) {
                got = true;
                loop.quit();
            }
        });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(c);
    return got;
}

// The French seat's round trips on `hosted`, each timed: the mean is the benchmark's figure,
// p50 and p99 its counters.
void roundTrips(benchmark::State& state, const Hosted& hosted, bool tls) {
    QWebSocket socket;
    QObject::connect(&socket, &QWebSocket::sslErrors, &socket,
                     [&socket](const QList<QSslError>&) { socket.ignoreSslErrors(); });
    QEventLoop connecting;
    QObject::connect(&socket, &QWebSocket::connected, &connecting, &QEventLoop::quit);
    socket.open(QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(tls ? "wss" : "ws").arg(hosted.port)));
    QTimer::singleShot(10000, &connecting, &QEventLoop::quit);
    connecting.exec();
    socket.sendTextMessage(
        QStringLiteral(R"({"v":1,"type":"join","code":"%1","client":"bench-seat-1"})")
            .arg(hosted.code));
    if (!waitFor(socket, [](const QJsonObject& m) { return m.value("type") == "joined"; })) {
        state.SkipWithError("the seat could not join");
        return;
    }
    qint64 request = 0;
    std::vector<double> us;
    for (auto _ : state) {
        const auto began = std::chrono::steady_clock::now();
        const qint64 n = ++request;
        const QJsonObject act{
            {"v", 1},
            {"type", "act"},
            {"request", n},
            {"actions",
             QJsonArray{QJsonObject{
                 {"kind", "set-rating"},
                 {"side", "french"},
                 {"payload", QJsonDocument::fromJson(
                                 QByteArray::fromStdString(rating(static_cast<int>(n)).dump()))
                                 .object()}}}}};
        socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(act).toJson(QJsonDocument::Compact)));
        if (!waitFor(socket, [n](const QJsonObject& m) {
                return m.value("type") == "done" && m.value("request").toInteger() == n;
            })) {
            state.SkipWithError("no answer");
            break;
        }
        us.push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began)
                .count());
    }
    state.SetItemsProcessed(state.iterations());
    if (!us.empty()) {
        std::sort(us.begin(), us.end());
        const auto at = [&](double q) {
            return us[std::min(us.size() - 1, static_cast<std::size_t>(q * us.size()))];
        };
        state.counters["p50_us"] = at(0.50);
        state.counters["p99_us"] = at(0.99);
    }
    socket.close();
}

void BM_SeatRoundTrip(benchmark::State& state) {
    const bool tls = state.range(0) == 1;
    const std::string path = scratch(tls ? "seat-hosted-tls.adc" : "seat-hosted.adc");
    adc::GameSession::create(path, {{"title", "bench"}}, start());
    Hosted hosted(path, tls);
    roundTrips(state, hosted, tls);
}
BENCHMARK(BM_SeatRoundTrip)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond)->UseRealTime();

// #33: the same round trips over TLS while one of the attacks runs against the host, on a
// game of 3,000 actions (each join answered with its log); `rss_mib`: this process's peak
// resident memory meanwhile (the host, the seat and the attacker; target: under 100 MiB).
void BM_SeatRoundTripUnderAttack(benchmark::State& state) {
    const auto attack = static_cast<adc::bench::Attack>(state.range(0));
    const std::string path = scratch("seat-attacked.adc");
    {
        auto s = adc::GameSession::create(path, {{"title", "bench"}}, start());
        int n = 0;
        s.performAll([&](const adc::Game&) {
            if (n == 3000) return std::vector<adc::Action>{};
            return std::vector<adc::Action>{{0, "set-rating", "french", rating(n++), "", ""}};
        });
    }
    Hosted hosted(path, true);
    adc::bench::Attacker attacker(attack, hosted.port, hosted.umpire);
    QEventLoop settle; // the attack under way before the seat plays
    QTimer::singleShot(1000, &settle, &QEventLoop::quit);
    settle.exec();
    roundTrips(state, hosted, true);
    state.counters["rss_mib"] = attacker.peakRssMiB();
    state.SetLabel(adc::bench::attackName(attack));
}
BENCHMARK(BM_SeatRoundTripUnderAttack)
    ->DenseRange(0, 4)
    ->Iterations(300)
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    // #33: under each attack, the real seat's p99 at most 50 ms and the process at most 100 MiB.
    const std::vector<adc::bench::CounterTarget> kAttackTargets{{"p99_us", 50000},
                                                                {"rss_mib", 100}};
    // The attacks make Qt warn of every socket they drop: not the figures' business.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& m) {
        if (type != QtWarningMsg && type != QtDebugMsg && type != QtInfoMsg)
            fprintf(stderr, "%s\n", qPrintable(m));
    });
    return adc::bench::runWithFloors(
        argc, argv,
        {{"one action from a seat, round trip, in the clear", "BM_SeatRoundTrip/0/real_time",
          "BM_LocalAction/real_time", 0, 0},
         {"one action from a seat, round trip, over TLS", "BM_SeatRoundTrip/1/real_time",
          "BM_LocalAction/real_time", 0, 0},
         {"TLS against the same round trip in the clear", "BM_SeatRoundTrip/1/real_time",
          "BM_SeatRoundTrip/0/real_time", 0, 1.5},
         {"round trip under a ping flood", "BM_SeatRoundTripUnderAttack/0/iterations:300/real_time",
          "BM_SeatRoundTrip/1/real_time", 0, 0, kAttackTargets},
         {"round trip under 1 GiB frames", "BM_SeatRoundTripUnderAttack/1/iterations:300/real_time",
          "BM_SeatRoundTrip/1/real_time", 0, 0, kAttackTargets},
         {"round trip under 200 half-open connections",
          "BM_SeatRoundTripUnderAttack/2/iterations:300/real_time", "BM_SeatRoundTrip/1/real_time",
          0, 0, kAttackTargets},
         {"round trip under 200 idle connections",
          "BM_SeatRoundTripUnderAttack/3/iterations:300/real_time", "BM_SeatRoundTrip/1/real_time",
          0, 0, kAttackTargets},
         {"round trip under a join flood", "BM_SeatRoundTripUnderAttack/4/iterations:300/real_time",
          "BM_SeatRoundTrip/1/real_time", 0, 0, kAttackTargets}});
}
