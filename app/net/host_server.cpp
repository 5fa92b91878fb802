#include "host_server.h"

#include <QDateTime>
#include <QNetworkInterface>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>

namespace adcnet {

namespace {
// How often the file is read for what another program wrote to it.
constexpr int kFollowMs = 250;
} // namespace

HostServer::HostServer(const std::string& path, const adc::GameSession::StartState& start,
                       QObject* parent)
    : QObject(parent), host_(std::make_unique<adc::GameHost>(path, start)),
      server_(new QWebSocketServer(QStringLiteral("Aide-de-Camp"), QWebSocketServer::NonSecureMode,
                                   this)),
      follow_(new QTimer(this)) {
    connect(server_, &QWebSocketServer::newConnection, this, &HostServer::connected);
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

bool HostServer::listen(quint16 port, bool lan) {
    lan_ = lan;
    if (!server_->listen(lan ? QHostAddress::Any : QHostAddress::LocalHost, port)) {
        error_ = tr("Cannot listen on port %1: %2").arg(port).arg(server_->errorString());
        return false;
    }
    follow_->start();
    return true;
}

void HostServer::close() {
    follow_->stop();
    for (auto& [c, socket] : sockets_) {
        socket->disconnect(this);
        socket->close();
        socket->deleteLater();
    }
    sockets_.clear();
    server_->close();
}

quint16 HostServer::port() const {
    return server_->serverPort();
}

bool HostServer::listening() const {
    return server_->isListening();
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

void HostServer::connected() {
    while (QWebSocket* socket = server_->nextPendingConnection()) {
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
    auto& wrong = wrongCodes_[from];
    wrong.erase(
        std::remove_if(wrong.begin(), wrong.end(), [&](qint64 t) { return now - t > 60000; }),
        wrong.end());
    if (static_cast<int>(wrong.size()) >= kWrongCodesPerMinute) {
        socket->sendTextMessage(QString::fromStdString(adc::GameHost::refusal(
            "too many wrong join codes from this address; try again in a minute")));
        shut(c, tr("closed: %1 wrong join codes within a minute").arg(wrong.size()));
        return;
    }
    const QByteArray utf8 = text.toUtf8();
    const adc::GameHost::Reply r =
        host_->received(c, std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())));
    if (r.wrongCode) wrong.push_back(now);
    send(r.messages);
    if (!r.refused.empty()) note(socket, tr("refused: %1").arg(QString::fromStdString(r.refused)));
    if (r.close) shut(c, tr("closed by the host"));
    emit seatsChanged();
}

void HostServer::send(const std::vector<adc::GameHost::Message>& messages) {
    for (const auto& m : messages)
        if (const auto it = sockets_.find(m.to); it != sockets_.end())
            it->second->sendTextMessage(QString::fromStdString(m.text));
}

void HostServer::dropped(adc::GameHost::Connection c) {
    host_->closed(c);
    if (const auto it = sockets_.find(c); it != sockets_.end()) {
        it->second->deleteLater();
        sockets_.erase(it);
    }
    emit seatsChanged();
}

} // namespace adcnet
