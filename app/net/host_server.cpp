#include "host_server.h"

#include <QNetworkInterface>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

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

void HostServer::connected() {
    while (QWebSocket* socket = server_->nextPendingConnection()) {
        const adc::GameHost::Connection c = next_++;
        // Beyond twice the host's own limit, Qt closes the connection before reading it all;
        // up to it, the host refuses in words (adc::GameHost::received).
        socket->setMaxAllowedIncomingMessageSize(2 * adc::GameHost::kMaxMessageBytes);
        sockets_[c] = socket;
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, c](const QString& text) { received(c, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, c](const QByteArray&) {
            received(c, QStringLiteral("(binary)")); // refused as any non-JSON
        });
        connect(socket, &QWebSocket::disconnected, this, [this, c] { dropped(c); });
        emit seatsChanged();
    }
}

void HostServer::received(adc::GameHost::Connection c, const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    const adc::GameHost::Reply r =
        host_->received(c, std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())));
    send(r.messages);
    if (r.close)
        if (const auto it = sockets_.find(c); it != sockets_.end()) it->second->close();
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
