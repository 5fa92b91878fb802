#include "host_server.h"
#include "host_identity.h"
#include "host_listener.h"

#include <QDateTime>
#include <QNetworkInterface>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>

namespace adcnet {

namespace {
// How often the file is read for what another program wrote to it.
constexpr int kFollowMs = 250;
// How often the bytes waiting for each connection are looked at.
constexpr int kWatchMs = 100;
} // namespace

HostServer::HostServer(const std::string& path, const adc::GameSession::StartState& start,
                       QObject* parent)
    : QObject(parent), host_(std::make_unique<adc::GameHost>(path, start)),
      path_(QString::fromStdString(path)), follow_(new QTimer(this)), watch_(new QTimer(this)) {
    watch_->setInterval(kWatchMs);
    connect(watch_, &QTimer::timeout, this, &HostServer::watch);
    follow_->setInterval(kFollowMs);
    connect(follow_, &QTimer::timeout, this, [this] {
        try {
            send(host_->refresh());
        } catch (const std::exception&) {
            // The file is busy or being written: read again at the next tick.
        }
    });
}

HostServer::~HostServer() {
    close();
}

bool HostServer::listen(quint16 port, bool lan, bool insecure) {
    close();
    delete server_;
    server_ = nullptr;
    delete listener_;
    listener_ = nullptr;
    lan_ = lan;
    fingerprint_.clear();
    host_->setCertificate({});
    QSslConfiguration tls;
    if (!insecure) {
        // Encrypted with the host's own certificate; the seat checks it through the join
        // proof, not through an authority, so no client certificate is asked (#33).
        if (!QSslSocket::supportsSsl()) {
            error_ = tr("This machine's Qt cannot encrypt (no TLS backend): the game cannot be "
                        "hosted safely here");
            return false;
        }
        try {
            const HostIdentity id = HostIdentity::keptAt(HostIdentity::pathFor(path_));
            tls = QSslConfiguration::defaultConfiguration();
            tls.setLocalCertificate(id.certificate);
            tls.setPrivateKey(id.key);
            tls.setPeerVerifyMode(QSslSocket::VerifyNone);
            tls.setProtocol(QSsl::TlsV1_2OrLater);
            fingerprint_ = id.fingerprint();
        } catch (const std::exception& e) {
            error_ = tr("Cannot host securely: %1").arg(QString::fromUtf8(e.what()));
            return false;
        }
    }
    // The listener accepts, bounds and encrypts; the WebSocket server only upgrades what it
    // hands over (Qt's own secure mode stalls once 30 connections sit in their handshake).
    listener_ = new HostListener(tls, !insecure, this);
    listener_->setDeadline(joinDeadlineMs_);
    server_ =
        new QWebSocketServer(QStringLiteral("Aide-de-Camp"), QWebSocketServer::NonSecureMode, this);
    connect(listener_, &HostListener::ready, server_, &QWebSocketServer::handleConnection);
    connect(listener_, &HostListener::dropped, this,
            [this](const QHostAddress& from, const QString& why) {
                note(nullptr, from.toString() + QStringLiteral(": ") + why);
            });
    connect(server_, &QWebSocketServer::newConnection, this, &HostServer::connected);
    connect(server_, &QWebSocketServer::serverError, this, [this](QWebSocketProtocol::CloseCode) {
        note(nullptr,
             tr("a connection failed its WebSocket handshake: %1").arg(server_->errorString()));
    });
    if (!listener_->listen(lan ? QHostAddress::Any : QHostAddress::LocalHost, port)) {
        error_ = tr("Cannot listen on port %1: %2").arg(port).arg(listener_->errorString());
        return false;
    }
    host_->setCertificate(fingerprint_.toStdString());
    follow_->start();
    watch_->start();
    return true;
}

void HostServer::close() {
    follow_->stop();
    watch_->stop();
    for (auto& [c, socket] : sockets_) {
        socket->disconnect(this);
        socket->close();
        socket->deleteLater();
    }
    sockets_.clear();
    longest_.clear();
    if (listener_) listener_->close();
}

void HostServer::setJoinDeadline(int ms) {
    joinDeadlineMs_ = ms;
    if (listener_) listener_->setDeadline(ms);
}

quint16 HostServer::port() const {
    return listener_ ? listener_->serverPort() : 0;
}

bool HostServer::listening() const {
    return listener_ && listener_->isListening();
}

QStringList HostServer::addresses() const {
    QStringList out;
    if (!lan_) return {QStringLiteral("127.0.0.1")};
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback()) out << a.toString();
    return out.isEmpty() ? QStringList{QStringLiteral("127.0.0.1")} : out;
}

void HostServer::note(const QWebSocket* socket, const QString& what) {
    const QString line =
        QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss")) + QStringLiteral(" ") +
        (socket ? socket->peerAddress().toString() + QStringLiteral(": ") : QString()) + what;
    log_ << line;
    if (log_.size() > 200) log_.removeFirst();
    emit logged(line);
}

void HostServer::shut(adc::GameHost::Connection c, const QString& why) {
    if (const auto it = sockets_.find(c); it != sockets_.end()) {
        note(it->second, why);
        it->second->close();
    }
}

// A connection that does not read: what waits to be sent to it (the host's messages, and the
// answers Qt gives by itself to its pings) is bounded, then the connection is dropped (#33).
void HostServer::watch() {
    std::vector<std::pair<adc::GameHost::Connection, qint64>> over;
    for (const auto& [c, socket] : sockets_) {
        const auto longest = longest_.find(c);
        const qint64 allowed = maxUnsent_ + 2 * (longest == longest_.end() ? 0 : longest->second);
        if (socket->bytesToWrite() > allowed) over.emplace_back(c, socket->bytesToWrite());
    }
    for (const auto& [c, waiting] : over) {
        const auto it = sockets_.find(c);
        if (it == sockets_.end()) continue;
        QWebSocket* socket = it->second;
        note(socket,
             tr("closed: it does not read what it is sent (%1 bytes waiting)").arg(waiting));
        socket->abort(); // close() would wait to send what it does not read
    }
}

void HostServer::connected() {
    while (QWebSocket* socket = server_->nextPendingConnection()) {
        // Its TCP socket the WebSocket's from now on, deleted with it.
        if (QTcpSocket* tcp = listener_->take(socket->peerAddress(), socket->peerPort()))
            tcp->setParent(socket);
        const adc::GameHost::Connection c = next_++;
        // A frame and a message are read only up to the host's own limit, never buffered
        // whole beyond it (#33); up to it, the host refuses in words (adc::GameHost::received).
        socket->setMaxAllowedIncomingFrameSize(2 * adc::GameHost::kMaxMessageBytes);
        socket->setMaxAllowedIncomingMessageSize(2 * adc::GameHost::kMaxMessageBytes);
        sockets_[c] = socket;
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, c](const QString& text) { received(c, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, c](const QByteArray&) {
            received(c, QStringLiteral("(binary)")); // refused as any non-JSON
        });
        connect(socket, &QWebSocket::disconnected, this, [this, c] { dropped(c); });
        // At most so many connections from one address.
        int fromThere = 0;
        for (const auto& [other, s] : sockets_)
            if (s->peerAddress() == socket->peerAddress()) ++fromThere;
        if (fromThere > kMaxPerAddress) {
            shut(c, tr("closed: more than %1 connections from this address").arg(kMaxPerAddress));
            continue;
        }
        // A connection that does not join within the deadline is closed.
        QTimer::singleShot(joinDeadlineMs_, this, [this, c] {
            if (sockets_.count(c) && !host_->seatOf(c))
                shut(c, tr("closed: it did not join within %1 s").arg(joinDeadlineMs_ / 1000.0));
        });
        emit seatsChanged();
    }
}

void HostServer::received(adc::GameHost::Connection c, const QString& text) {
    const auto it = sockets_.find(c);
    if (it == sockets_.end()) return;
    QWebSocket* socket = it->second;
    // Wrong join codes are counted by address over the last minute: a new connection does
    // not start the count again, nor does a right code (#33).
    const QString from = socket->peerAddress().toString();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto lastMinute = [now](std::vector<qint64>& times) -> std::vector<qint64>& {
        times.erase(
            std::remove_if(times.begin(), times.end(), [&](qint64 t) { return now - t > 60000; }),
            times.end());
        return times;
    };
    auto& wrong = lastMinute(wrongCodes_[from]);
    auto& joins = lastMinute(joins_[from]);
    if (static_cast<int>(wrong.size()) >= kWrongCodesPerMinute) {
        socket->sendTextMessage(QString::fromStdString(adc::GameHost::refusal(
            "too many wrong join codes from this address; try again in a minute")));
        shut(c, tr("closed: %1 wrong join codes within a minute").arg(wrong.size()));
        return;
    }
    const QByteArray utf8 = text.toUtf8();
    const adc::GameHost::Reply r =
        host_->received(c, std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())),
                        static_cast<int>(joins.size()) < kJoinsPerMinute);
    if (r.wrongCode) wrong.push_back(now);
    if (r.joined) joins.push_back(now);
    send(r.messages);
    if (!r.refused.empty()) note(socket, tr("refused: %1").arg(QString::fromStdString(r.refused)));
    if (r.close) shut(c, tr("closed by the host"));
    emit seatsChanged();
}

void HostServer::send(const std::vector<adc::GameHost::Message>& messages) {
    for (const auto& m : messages)
        if (const auto it = sockets_.find(m.to); it != sockets_.end()) {
            qint64& longest = longest_[m.to];
            longest = std::max(longest, static_cast<qint64>(m.text.size()));
            it->second->sendTextMessage(QString::fromStdString(m.text));
        }
}

void HostServer::dropped(adc::GameHost::Connection c) {
    host_->closed(c);
    longest_.erase(c);
    if (const auto it = sockets_.find(c); it != sockets_.end()) {
        it->second->deleteLater();
        sockets_.erase(it);
    }
    emit seatsChanged();
}

} // namespace adcnet
