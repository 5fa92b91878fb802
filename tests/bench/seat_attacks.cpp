#include "seat_attacks.h"

#include <QFile>
#include <QHostAddress>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

#include <vector>

namespace adc::bench {

namespace {

constexpr int kMany = 200;
// The attacker's own address, another laptop's as the host sees it: the seat plays from
// 127.0.0.1, so the host's bounds by address fall on the attacker, as on a real network.
const QHostAddress kFrom(QStringLiteral("127.0.0.2"));

// A text frame as a client sends it (masked, here with a zero mask), of under 126 bytes.
QByteArray textFrame(const QByteArray& text) {
    QByteArray f;
    f += char(0x81);
    f += char(0x80 | text.size());
    f += QByteArray(4, '\0');
    return f + text;
}

QByteArray upgrade(quint16 port) {
    return QStringLiteral("GET / HTTP/1.1\r\nHost: 127.0.0.1:%1\r\nUpgrade: websocket\r\n"
                          "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                          "Sec-WebSocket-Version: 13\r\n\r\n")
        .arg(port)
        .toLatin1();
}

// A TLS connection written by hand: the WebSocket upgrade, then whatever `feed` writes, again
// and again while it is open; opened again when the host closes it.
QSslSocket* rawTls(QObject* parent, quint16 port, std::function<void(QSslSocket*)> feed,
                   bool reads) {
    auto* s = new QSslSocket(parent);
    if (!reads) s->setReadBufferSize(1); // reads nothing: what the host sends piles up there
    QObject::connect(s, &QSslSocket::sslErrors, s, [s] { s->ignoreSslErrors(); });
    QObject::connect(s, &QSslSocket::encrypted, s, [s, port] { s->write(upgrade(port)); });
    auto* pump = new QTimer(s);
    pump->setInterval(5);
    QObject::connect(pump, &QTimer::timeout, s, [s, feed] {
        if (s->state() == QAbstractSocket::ConnectedState && s->isEncrypted() &&
            s->bytesToWrite() < (1 << 20))
            feed(s);
    });
    const auto open = [s, port] {
        s->bind(kFrom);
        s->connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
    };
    QObject::connect(s, &QSslSocket::disconnected, s,
                     [s, open] { QTimer::singleShot(50, s, open); });
    open();
    QTimer::singleShot(200, pump, qOverload<>(&QTimer::start)); // once upgraded
    return s;
}

void start(QObject* in, Attack attack, quint16 port, const QString& code) {
    switch (attack) {
    case Attack::PingFlood: {
        QByteArray ping("\x89\xfd\x00\x00\x00\x00", 6); // masked, 125 bytes, a zero mask
        ping += QByteArray(125, 'p');
        QByteArray burst;
        for (int i = 0; i < 500; ++i)
            burst += ping;
        rawTls(
            in, port, [burst](QSslSocket* s) { s->write(burst); }, false);
        break;
    }
    case Attack::BigFrames:
        for (int i = 0; i < 4; ++i) {
            // A binary frame declaring 1 GiB, then its bytes as fast as they go.
            auto sent = std::make_shared<bool>(false);
            rawTls(
                in, port,
                [sent](QSslSocket* s) {
                    if (!*sent) {
                        s->write(QByteArray("\x82\xff\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00"
                                            "\x00",
                                            14));
                        *sent = true;
                    }
                    s->write(QByteArray(256 * 1024, '\0'));
                },
                true);
        }
        break;
    case Attack::HalfOpen:
        for (int i = 0; i < kMany; ++i) {
            auto* s = new QTcpSocket(in); // TCP only: never a TLS hello
            const auto open = [s, port] {
                s->bind(kFrom);
                s->connectToHost(QStringLiteral("127.0.0.1"), port);
            };
            QObject::connect(s, &QTcpSocket::disconnected, s,
                             [s, open] { QTimer::singleShot(50, s, open); });
            open();
        }
        break;
    case Attack::ManyConnections: // upgraded to WebSocket, then silent
        for (int i = 0; i < kMany; ++i)
            rawTls(
                in, port, [](QSslSocket*) {}, true);
        break;
    case Attack::JoinFlood: {
        const QByteArray join =
            textFrame(QStringLiteral(R"({"v":1,"type":"join","code":"%1","client":"flood-seat-1"})")
                          .arg(code)
                          .toUtf8());
        rawTls(
            in, port, [join](QSslSocket* s) { s->write(join); }, true);
        break;
    }
    }
}

} // namespace

const char* attackName(Attack a) {
    switch (a) {
    case Attack::PingFlood:
        return "ping flood, never reading";
    case Attack::BigFrames:
        return "4 connections declaring 1 GiB frames";
    case Attack::HalfOpen:
        return "200 TCP connections, no handshake";
    case Attack::ManyConnections:
        return "200 WebSocket connections, no join";
    case Attack::JoinFlood:
        return "a right code joining every 10 ms";
    }
    return "";
}

long residentKiB() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').first().toLong();
    return 0;
}

Attacker::Attacker(Attack attack, quint16 port, QString code)
    : inThread_(std::make_unique<QObject>()) {
    thread_.start();
    inThread_->moveToThread(&thread_);
    QMetaObject::invokeMethod(
        inThread_.get(),
        [this, attack, port, code] {
            start(inThread_.get(), attack, port, code);
            auto* sample = new QTimer(inThread_.get());
            QObject::connect(sample, &QTimer::timeout, inThread_.get(), [this] {
                const long now = residentKiB();
                if (now > peakKiB_.load()) peakKiB_.store(now);
            });
            sample->start(20);
        },
        Qt::BlockingQueuedConnection);
}

Attacker::~Attacker() {
    QMetaObject::invokeMethod(
        inThread_.get(),
        [this] {
            const QObjectList made = inThread_->children(); // a copy: deleting changes it
            for (QObject* c : made)
                c->disconnect();
            qDeleteAll(made);
        },
        Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
    inThread_.reset();
}

} // namespace adc::bench
