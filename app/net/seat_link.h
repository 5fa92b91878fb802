#pragma once
// A seat of a game played on several laptops: the connection to the host, and the seat's
// copy of the game in a file of its own (a mirror: the actions the host sent it, the other
// side's as stand-ins, adc/seat_view.h). The copy is written only from what the host sends,
// so it never holds more than the seat's side may see (9.0). A request to act waits for the
// host's answer; when the host is gone the link tries again every moment, and on joining
// again sends every request still unanswered, which the host does once (docs/protocol.md).
// The connection is TLS; the seat trusts the host only once it has proven it holds the
// seat's join code over the certificate it showed, and the code itself is never sent
// (adc/join_proof.h, #33).
#include <QObject>
#include <QString>
#include <QUrl>

#include "adc/share_hash.h"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <string>

class QTimer;
namespace adc {
class GameFile;
} // namespace adc
class QWebSocket;

namespace adcnet {

class SeatLink : public QObject {
    Q_OBJECT
  public:
    enum class State { Connecting, Joined, Gone, Refused };

    // `mirrorDir`: where the seat keeps its copies of hosted games.
    explicit SeatLink(const QString& mirrorDir, QObject* parent = nullptr);
    ~SeatLink() override;

    // Joins the host at `address` (host:port, or a wss:// URL) with a join code. The answer
    // comes as joined() or refused(). `insecure`: plain ws:// (tests only); without it a
    // ws:// address is refused.
    void join(const QString& address, const QString& code, bool insecure = false);
    void leave();

    State state() const { return state_; }
    QString seat() const { return seat_; } // french | austrian | umpire, once joined
    QString mirrorPath() const { return mirror_; }
    // Whether the last join made the copy afresh (the host's log did not go on from it).
    bool freshCopy() const { return freshCopy_; }
    // Where the last join put this laptop's copy aside, when it differed from the host's
    // (#33 item 3); "" when it did not.
    QString setAside() const { return setAside_; }
    QString address() const { return url_.toString(); }
    // SHA-256 of the certificate the host showed (hex); "" before it did, or on plain ws://.
    QString hostCertificate() const { return certificate_; }
    QString error() const { return error_; }

    // A request (act, undo, redo, undo-to: docs/protocol.md) and its answer, waited for up
    // to `timeoutMs`. True when done; false with `error()` when refused, or when the host
    // did not answer in time (the request is then kept and sent again once the host is back).
    bool ask(nlohmann::json request, int timeoutMs = 5000);

    // Every message the host sent, as sent (for tests of what reaches a seat).
    const QStringList& received() const { return received_; }
    void keepReceived(bool keep) { keepReceived_ = keep; }

  signals:
    void joined();                      // the mirror holds the game as the host has it
    void refused(const QString& error); // the host refused the join code: not tried again
    void updated();                     // the mirror has more of the game
    void stateChanged();
    void answered(qint64 request);

  private:
    void open();
    void onConnected();
    void onMessage(const QString& text);
    void onDropped();
    void refuse(const QString& why); // not tried again
    void setState(State s);
    void keep(const nlohmann::json& actions); // into the mirror, each once, in order
    void fresh(const nlohmann::json& info, const nlohmann::json& actions, bool diverged);
    void putAside(); // the copy, renamed beside itself, kept as it was
    static QString copyName(const QString& game, const QString& seat);
    qint64 known() const { return last_; }

    std::unique_ptr<adc::GameFile> file_; // the mirror, kept open
    qint64 last_ = 0;                     // the last action it holds
    adc::ShareHash share_;                // over the actions it holds, as sent
    QWebSocket* socket_;
    QTimer* retry_;
    QString mirrorDir_, mirror_, code_, seat_, gameId_, error_;
    QString certificate_; // as the host showed it at this connection
    QString setAside_;
    std::string codeKey_, nonce_; // the code stretched once; this connection's number
    QUrl url_;
    std::string client_;
    qint64 requests_ = 0;
    std::map<qint64, QString> pending_; // sent, not yet answered
    // The app's dice (#33 item 6): the host's commitment for the next exchange, this seat's
    // value against it (kept until the commitment changes, so a request refused and made
    // again throws the same dice), and what each request sent.
    QString diceCommit_, diceSeat_;
    std::map<qint64, std::pair<QString, QString>> diceSent_;
    void takeCommitment(const nlohmann::json& m);
    QString untrustedDice(qint64 request, const nlohmann::json& actions) const;
    struct Answer {
        bool done = false;
        QString error; // why it was refused
    };
    std::map<qint64, Answer> answers_;
    State state_ = State::Gone;
    bool leaving_ = false;
    bool freshCopy_ = false;
    bool keepReceived_ = false;
    QStringList received_;
};

} // namespace adcnet
