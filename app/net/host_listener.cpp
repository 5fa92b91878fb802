#include "host_listener.h"

#include <QSslSocket>
#include <QTimer>

namespace adcnet {

HostListener::HostListener(const QSslConfiguration& tls, bool secure, QObject* parent)
    : QTcpServer(parent), tls_(tls), secure_(secure) {}

void HostListener::done(QTcpSocket* socket) {
    if (!socket->property("shaking").toBool()) return;
    socket->setProperty("shaking", false);
    const QString from = socket->property("from").toString();
    if (--shaking_[from] <= 0) shaking_.erase(from);
}

QTcpSocket* HostListener::take(const QHostAddress& peer, quint16 port) {
    for (QObject* child : children()) {
        auto* socket = qobject_cast<QTcpSocket*>(child);
        if (socket && socket->peerPort() == port && socket->peerAddress() == peer) {
            done(socket);
            return socket;
        }
    }
    return nullptr;
}

void HostListener::incomingConnection(qintptr descriptor) {
    QTcpSocket* socket = secure_ ? new QSslSocket(this) : new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    // Never added to QTcpServer's own queue: nothing here can fill it.
    const QHostAddress peer = socket->peerAddress();
    const QString from = peer.toString();
    if (shaking_[from] >= kMaxShakingPerAddress) {
        socket->abort();
        socket->deleteLater();
        emit dropped(peer, tr("closed: more than %1 connections from this address still "
                              "shaking hands")
                               .arg(kMaxShakingPerAddress));
        return;
    }
    ++shaking_[from];
    socket->setProperty("shaking", true);
    socket->setProperty("from", from);
    // Until the WebSocket takes it, the socket is this listener's: dropped when it closes,
    // or at the deadline if it has not been upgraded by then.
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        done(socket);
        if (socket->parent() == this) socket->deleteLater();
    });
    QTimer::singleShot(deadlineMs_, socket, [this, socket, peer] {
        if (socket->parent() != this) return; // a WebSocket's now: HostServer bounds it
        done(socket);
        emit dropped(
            peer,
            tr("closed: it did not finish its handshake within %1 s").arg(deadlineMs_ / 1000.0));
        socket->abort();
        socket->deleteLater();
    });
    if (!secure_) {
        emit ready(socket);
        return;
    }
    auto* tls = static_cast<QSslSocket*>(socket);
    tls->setSslConfiguration(tls_);
    connect(tls, &QSslSocket::encrypted, this, [this, tls] { emit ready(tls); });
    connect(tls, &QSslSocket::errorOccurred, this, [this, tls, peer](QAbstractSocket::SocketError) {
        if (tls->isEncrypted() || tls->parent() != this) return;
        done(tls);
        emit dropped(peer, tr("closed: its TLS handshake failed (%1)").arg(tls->errorString()));
        tls->abort();
        tls->deleteLater();
    });
    tls->startServerEncryption();
}

} // namespace adcnet
