// One game, several laptops: the round trip of one action from a seat on this machine (a
// WebSocket client sends it, the host checks it, writes it durably and answers), against its
// floor, the same action recorded locally (GameSession::perform on a game file of the same
// disk). The host runs in a thread of its own, as it would in another program.
#include "adc/game_session.h"
#include "adc/module_start.h"
#include "host_server.h"

#include "armies.h"
#include "floor_table.h"
#include "scratch_file.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QTimer>
#include <QWebSocket>

#include <benchmark/benchmark.h>

#include <memory>

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
    QString code;

    explicit Hosted(const std::string& path) {
        thread.start();
        inThread.moveToThread(&thread);
        QMetaObject::invokeMethod(
            &inThread,
            [&] {
                server = std::make_unique<adcnet::HostServer>(path, start());
                server->listen(0, false);
                port = server->port();
                code = QString::fromStdString(server->host().codes().french);
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

void BM_SeatRoundTrip(benchmark::State& state) {
    const std::string path = scratch("seat-hosted.adc");
    adc::GameSession::create(path, {{"title", "bench"}}, start());
    Hosted hosted(path);
    QWebSocket socket;
    QEventLoop connecting;
    QObject::connect(&socket, &QWebSocket::connected, &connecting, &QEventLoop::quit);
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(hosted.port)));
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
    for (auto _ : state) {
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
    }
    state.SetItemsProcessed(state.iterations());
    socket.close();
}
BENCHMARK(BM_SeatRoundTrip)->Unit(benchmark::kMicrosecond)->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    return adc::bench::runWithFloors(
        argc, argv,
        {{"one action from a seat on this machine, round trip", "BM_SeatRoundTrip/real_time",
          "BM_LocalAction/real_time", 0, 0}});
}
