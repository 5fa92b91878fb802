#pragma once
// The host's listening socket, below the WebSocket layer (#33): each connection is accepted
// here, bounded and, unless the host serves in the clear, encrypted here (TLS), before the
// WebSocket server (HostServer) sees it. Qt's own secure WebSocket server keeps every
// connection still shaking hands in its queue, and stops accepting once 30 are there: 30
// connections that never say a word shut the host to everyone, for good. Here a connection
// shaking hands counts against its address only, and is dropped at the deadline.
#include <QHostAddress>
#include <QSslConfiguration>
#include <QTcpServer>

#include <map>

class QTcpSocket;

namespace adcnet {

class HostListener : public QTcpServer {
    Q_OBJECT
  public:
    // `tls` null: in the clear (tests only).
    HostListener(const QSslConfiguration& tls, bool secure, QObject* parent = nullptr);

    // Connections still shaking hands (TCP accepted, TLS or WebSocket not done) one address
    // may hold; beyond, a new one is closed at once.
    static constexpr int kMaxShakingPerAddress = 8;
    void setDeadline(int ms) { deadlineMs_ = ms; }
    // The WebSocket server has upgraded the connection from `peer`:`port`: its socket, no
    // longer shaking hands, for the WebSocket to own; null if none is here.
    QTcpSocket* take(const QHostAddress& peer, quint16 port);

  signals:
    // A connection encrypted (or accepted, in the clear), for the WebSocket server to upgrade.
    // It stays this listener's child until take().
    void ready(QTcpSocket* socket);
    void dropped(const QHostAddress& from, const QString& why);

  protected:
    void incomingConnection(qintptr descriptor) override;

  private:
    void done(QTcpSocket* socket); // no longer shaking hands
    QSslConfiguration tls_;
    bool secure_;
    int deadlineMs_ = 10000;
    std::map<QString, int> shaking_; // by address
};

} // namespace adcnet
