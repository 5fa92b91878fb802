#pragma once
// The host of a game played on several laptops, on the network: adc::GameHost behind a
// WebSocket server. Each connection is handed to the host message by message and gets what
// the host answers; what another program writes to the game file (the host's own window)
// is sent to every seat within a moment. Listens on this machine only unless told to listen
// on the local network, and over TLS with the host's own certificate (host_identity.h)
// unless told it may not (tests only; docs/protocol.md).
#include "adc/game_host.h"

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <vector>

class QTimer;
class QWebSocket;
class QWebSocketServer;

namespace adcnet {

class HostListener;

class HostServer : public QObject {
    Q_OBJECT
  public:
    // Opens `path` to host (refused as adc::GameHost refuses it: adc::GameFileError,
    // adc::InvalidInput).
    HostServer(const std::string& path, const adc::GameSession::StartState& start,
               QObject* parent = nullptr);
    ~HostServer() override;

    // Listens on `port` (0: any free one) of this machine, or of every network it is on when
    // `lan`; over TLS, with the key and certificate kept beside the game, unless `insecure`
    // (plain ws://, for tests). False, with `error()`, when it cannot.
    bool listen(quint16 port, bool lan, bool insecure = false);
    void close();
    quint16 port() const;
    bool listening() const;
    bool secure() const { return !fingerprint_.isEmpty(); }
    // SHA-256 of the host's certificate (hex); "" when not encrypted.
    QString fingerprint() const { return fingerprint_; }
    QString error() const { return error_; }
    const adc::GameHost& host() const { return *host_; }
    // The addresses a seat on the local network can join at (this machine's own when not
    // listening on the network).
    QStringList addresses() const;

    // The bounds on every connection (#33): a connection that has not joined within the
    // deadline is closed; an address holds at most kMaxPerAddress connections and may give
    // kWrongCodesPerMinute wrong join codes a minute, after which its joins are refused
    // until the minute is out.
    static constexpr int kJoinDeadlineMs = 10000;
    static constexpr int kMaxPerAddress = 8;
    static constexpr int kWrongCodesPerMinute = 10;
    // Each join is answered with the log: an address may join so many times a minute.
    static constexpr int kJoinsPerMinute = 30;
    // A connection that does not read what it is sent is closed once more than this waits
    // for it, beyond twice the longest message the host sent it (a whole log, at a join).
    static constexpr qint64 kMaxUnsentBytes = 8 << 20;
    void setJoinDeadline(int ms);                           // for tests
    void setMaxUnsent(qint64 bytes) { maxUnsent_ = bytes; } // for tests
    // Every refusal and closed connection, newest last (at most 200 lines kept).
    const QStringList& log() const { return log_; }

  signals:
    void seatsChanged();              // a seat joined or left
    void logged(const QString& line); // a refusal or a closed connection, in words

  private:
    void connected();
    void received(adc::GameHost::Connection c, const QString& text);
    void send(const std::vector<adc::GameHost::Message>& messages);
    void dropped(adc::GameHost::Connection c);
    void note(const QWebSocket* socket, const QString& what);
    void shut(adc::GameHost::Connection c, const QString& why);
    void watch(); // closes a connection that does not read

    std::unique_ptr<adc::GameHost> host_;
    QString path_, fingerprint_;
    HostListener* listener_ = nullptr;   // accepts, bounds and encrypts each connection
    QWebSocketServer* server_ = nullptr; // upgrades them to WebSockets; listens on nothing
    QTimer* follow_;
    QTimer* watch_;
    std::map<adc::GameHost::Connection, qint64> longest_; // the longest message sent to each
    std::map<adc::GameHost::Connection, QWebSocket*> sockets_;
    adc::GameHost::Connection next_ = 1;
    bool lan_ = false;
    QString error_;
    int joinDeadlineMs_ = kJoinDeadlineMs;
    qint64 maxUnsent_ = kMaxUnsentBytes;
    std::map<QString, std::vector<qint64>> wrongCodes_; // by address: when, ms since epoch
    std::map<QString, std::vector<qint64>> joins_;      // the same, of joins answered
    QStringList log_;
};

} // namespace adcnet
