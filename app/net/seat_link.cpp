#include "seat_link.h"
#include "host_identity.h"

#include "adc/action.h"
#include "adc/command/result_check.h"
#include "adc/dice_exchange.h"
#include "adc/errors.h"
#include "adc/game_file.h"
#include "adc/game_host.h"
#include "adc/join_proof.h"
#include "adc/json_input.h"

#include "adc/private_file.h"

#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QRandomGenerator>
#include <QSslError>
#include <QTimer>
#include <QWebSocket>

namespace adcnet {

namespace {

constexpr int kRetryMs = 1000;
// The most one message of the host's may hold: the log of a battle of some 100,000 actions.
constexpr std::size_t kMaxFromHost = std::size_t(64) << 20;

std::string randomClient() {
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::string out = "seat-";
    for (int i = 0; i < 24; ++i)
        out += letters[QRandomGenerator::system()->bounded(36)];
    return out;
}

// One action as the host sent it, read field by field: a value of the wrong kind is the
// host's fault, refused by the caller with nothing kept.
adc::Action actionOf(const nlohmann::json& j) {
    if (!j.is_object() || !j.value("payload", nlohmann::json()).is_object())
        throw std::runtime_error("the host sent an action that is not one; nothing was kept");
    return {j.at("seq").get<std::int64_t>(), j.at("kind").get<std::string>(),
            j.value("side", std::string()),  j.at("payload"),
            j.value("at", std::string()),    j.value("summary", std::string())};
}

// A list the host sent, or an empty one.
const nlohmann::json& listIn(const nlohmann::json& m, const char* key) {
    static const nlohmann::json none = nlohmann::json::array();
    const auto it = m.find(key);
    return it != m.end() && it->is_array() ? *it : none;
}

QString textIn(const nlohmann::json& m, const char* key) {
    const auto it = m.find(key);
    return it != m.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

// A message as sent: nlohmann's compact text, every number exact.
QString text(const nlohmann::json& m) {
    return QString::fromStdString(m.dump());
}

} // namespace

SeatLink::SeatLink(const QString& mirrorDir, QObject* parent)
    : QObject(parent), socket_(new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this)),
      retry_(new QTimer(this)), mirrorDir_(mirrorDir), client_(randomClient()) {
    // A long battle's whole log, at a join; parsed within the same limits (adc/json_input.h).
    socket_->setMaxAllowedIncomingMessageSize(kMaxFromHost);
    socket_->setMaxAllowedIncomingFrameSize(kMaxFromHost);
    connect(socket_, &QWebSocket::connected, this, &SeatLink::onConnected);
    connect(socket_, &QWebSocket::textMessageReceived, this, &SeatLink::onMessage);
    connect(socket_, &QWebSocket::disconnected, this, &SeatLink::onDropped);
    // The host's certificate is its own, signed by no authority: Qt calls it an error, and the
    // seat takes it as it comes, only to name it in the join proof, which is what tells the
    // real host from any other (adc/join_proof.h).
    connect(socket_, &QWebSocket::sslErrors, this, [this](const QList<QSslError>& errors) {
        for (const QSslError& e : errors)
            if (!e.certificate().isNull() && certificate_.isEmpty())
                certificate_ = fingerprintOf(e.certificate());
        socket_->ignoreSslErrors();
    });
    retry_->setSingleShot(true);
    retry_->setInterval(kRetryMs);
    connect(retry_, &QTimer::timeout, this, &SeatLink::open);
}

SeatLink::~SeatLink() {
    leaving_ = true;
    socket_->disconnect(this);
    socket_->close();
}

void SeatLink::join(const QString& address, const QString& code, bool insecure) {
    const QString a = address.trimmed();
    const QString scheme = insecure ? QStringLiteral("ws://") : QStringLiteral("wss://");
    url_ = QUrl(a.contains(QStringLiteral("://")) ? a : scheme + a);
    code_ = code.trimmed().toUpper();
    leaving_ = false;
    if (!url_.isValid() || url_.host().isEmpty() || url_.port() <= 0)
        return refuse(tr("%1 is not a host's address: give it as host:port, e.g. 192.168.1.20:7755")
                          .arg(address));
    if (url_.scheme() != scheme.chopped(3))
        return refuse(tr("%1: a host is joined over an encrypted connection (host:port, or "
                         "wss://host:port), never in the clear")
                          .arg(address));
    codeKey_ = adc::joinproof::codeKey(code_.toStdString());
    open();
}

void SeatLink::refuse(const QString& why) {
    error_ = why;
    leaving_ = true;
    setState(State::Refused);
    emit refused(error_);
}

void SeatLink::leave() {
    leaving_ = true;
    retry_->stop();
    socket_->close();
    setState(State::Gone);
}

void SeatLink::open() {
    if (leaving_) return;
    setState(State::Connecting);
    certificate_.clear();
    socket_->open(url_);
}

void SeatLink::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged();
}

void SeatLink::onConnected() {
    if (url_.scheme() == QLatin1String("wss") && certificate_.isEmpty()) {
        socket_->abort();
        return refuse(tr("The host at %1 showed no certificate of its own: it is not an "
                         "Aide-de-Camp host; nothing was sent to it")
                          .arg(url_.toString()));
    }
    // The code proven over the certificate this connection showed, never sent (#33).
    nonce_ = adc::joinproof::nonce();
    const std::string proof =
        adc::joinproof::seatProof(codeKey_, certificate_.toStdString(), nonce_);
    nlohmann::json join{{"v", adc::GameHost::kProtocol},
                        {"type", "join"},
                        {"proof", proof},
                        {"nonce", nonce_},
                        {"client", client_}};
    if (!gameId_.isEmpty()) {
        join["game"] = gameId_.toStdString();
        join["known"] = known();
        join["hash"] = share_.hex(); // shows the copy is the host's
    }
    socket_->sendTextMessage(text(join));
}

void SeatLink::onDropped() {
    if (leaving_) return;
    const bool wasRefused = state_ == State::Refused;
    if (!wasRefused) {
        setState(State::Gone);
        retry_->start(); // the host is gone: try again in a moment
    }
}

// The copy's file name, made by this app from the host's words: the game id kept to
// letters, digits, '-' and '_' (at most 40 of them), the seat one of the three. Whatever a
// host sends ("../../x", "/etc/x", a name of 10,000 characters), the copy lies in seats/ (#33).
QString SeatLink::copyName(const QString& game, const QString& seat) {
    QString id;
    for (const QChar c : game)
        if (id.size() < 40 && c.unicode() < 128 && (c.isLetterOrNumber() || c == u'-' || c == u'_'))
            id += c;
    if (id.isEmpty()) id = QStringLiteral("game");
    return id + QStringLiteral("-") + seat + QStringLiteral(".adc");
}

// A copy that differs from the host's is never written over: it is renamed beside itself
// (GAME-SEAT-set-aside-WHEN.adc), so the player can still open it and compare.
void SeatLink::putAside() {
    file_.reset();                           // closed, so that its journal is folded into it
    const QString base = mirror_.chopped(4); // ".adc"
    QString aside = base + QStringLiteral("-set-aside-") +
                    QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")) +
                    QStringLiteral(".adc");
    for (int i = 2; QFile::exists(aside); ++i)
        aside = base + QStringLiteral("-set-aside-%1.adc").arg(i);
    if (QFile::rename(mirror_, aside)) setAside_ = aside;
}

void SeatLink::fresh(const nlohmann::json& info, const nlohmann::json& actions, bool diverged) {
    try { // 0700 whatever the umask: a seat's copy holds its side's secrets (9.0, #32)
        adc::makePrivateFolder(mirrorDir_.toStdString());
    } catch (const std::exception&) {
        QDir().mkpath(mirrorDir_); // the copy's own creation then says what is wrong
    }
    mirror_ = QDir(mirrorDir_).filePath(copyName(gameId_, seat_));
    setAside_.clear();
    if (diverged && QFile::exists(mirror_)) putAside();
    file_.reset();
    last_ = 0;
    share_ = adc::ShareHash();
    QFile::remove(mirror_);
    for (const char* s : {"-wal", "-shm"})
        QFile::remove(mirror_ + QLatin1String(s));
    std::vector<adc::Action> all;
    for (const auto& a : actions)
        all.push_back(actionOf(a));
    if (!info.is_object())
        throw std::runtime_error("the host sent no settings of its game; nothing was kept");
    nlohmann::json settings = info;
    settings["seat"] = {{"game", gameId_.toStdString()},
                        {"seat", seat_.toStdString()},
                        {"host", url_.toString().toStdString()}};
    file_ = std::make_unique<adc::GameFile>(
        adc::GameFile::create(mirror_.toStdString(), settings, all));
    last_ = all.empty() ? 0 : all.back().seq;
    for (const adc::Action& a : all)
        share_.add(a);
}

void SeatLink::keep(const nlohmann::json& actions) {
    if (!file_ || actions.empty()) return;
    std::vector<adc::Action> add;
    for (const auto& a : actions) {
        const adc::Action action = actionOf(a);
        if (action.seq == last_ + 1 + static_cast<qint64>(add.size())) add.push_back(action);
    }
    if (add.empty()) return;
    file_->appendAll(add);
    last_ = add.back().seq;
    for (const adc::Action& a : add)
        share_.add(a);
    emit updated();
}

void SeatLink::onMessage(const QString& raw) {
    if (keepReceived_) received_ << raw;
    try {
        // Read as the host reads a seat's: bounded in size and depth, every number exact (a
        // seed of 64 bits would not survive a double, adc/dice_exchange.h).
        nlohmann::json m;
        try {
            m = adc::parseJsonText(raw.toStdString(), kMaxFromHost);
        } catch (const adc::JsonInputError& e) {
            throw std::runtime_error(std::string("the host sent a message that is not JSON (") +
                                     e.what() + "); nothing of it was kept");
        }
        if (!m.is_object()) throw std::runtime_error("the host sent a message that is none");
        const QString type = textIn(m, "type");
        if (type == QLatin1String("joined")) {
            // The host proves it holds this seat's code over the certificate it showed; one
            // that cannot is not the game's host (or stands between it and this seat).
            const std::string expected =
                adc::joinproof::hostProof(codeKey_, certificate_.toStdString(), nonce_);
            if (!adc::joinproof::same(textIn(m, "proof").toStdString(), expected)) {
                socket_->abort();
                return refuse(tr("The host at %1 could not prove it holds your join code: it "
                                 "is not the game's host, or something stands between you and "
                                 "it. Nothing it sent was kept; ask the host for its address "
                                 "again.")
                                  .arg(url_.toString()));
            }
            const QString game = textIn(m, "game");
            const QString seat = textIn(m, "seat");
            if (seat != QLatin1String("french") && seat != QLatin1String("austrian") &&
                seat != QLatin1String("umpire"))
                throw std::runtime_error("the host named a seat that is none of the game's "
                                         "(french, austrian, umpire); nothing was kept");
            const auto from = m.find("from");
            const bool goesOn = from != m.end() && from->is_number_integer() && *from > 0;
            const bool same = game == gameId_ && seat == seat_ && goesOn;
            gameId_ = game;
            seat_ = seat;
            freshCopy_ = !same;
            if (same)
                keep(listIn(m, "actions"));
            else
                fresh(m.value("info", nlohmann::json()), listIn(m, "actions"),
                      m.value("diverged", false));
            error_.clear();
            takeCommitment(m);
            setState(State::Joined);
            emit joined();
            for (const auto& [n, request] : pending_) // unanswered: the host does each once
                socket_->sendTextMessage(request);
        } else if (type == QLatin1String("actions")) {
            keep(listIn(m, "actions"));
        } else if (type == QLatin1String("done") || type == QLatin1String("refused")) {
            const qint64 n = m.value("request", qint64(0));
            Answer answer{type == QLatin1String("done"), textIn(m, "error")};
            if (answer.done) {
                keep(listIn(m, "actions"));
                // The host's record of the dice this seat took part in, checked: a host that
                // changed its value after committing to it is called out (#33 item 6).
                if (const QString no = untrustedDice(n, listIn(m, "actions")); !no.isEmpty())
                    answer = {false, no};
                takeCommitment(m);
            }
            pending_.erase(n);
            diceSent_.erase(n);
            answers_[n] = answer;
            emit answered(n);
        } else if (type == QLatin1String("error")) {
            if (state_ != State::Joined) // the join was refused: a wrong code
                return refuse(textIn(m, "error"));
            error_ = textIn(m, "error");
        }
    } catch (const std::exception& e) {
        error_ = tr("This laptop's copy of the game could not be kept: %1").arg(e.what());
        emit refused(error_);
    }
}

void SeatLink::takeCommitment(const nlohmann::json& m) {
    const QString commit = textIn(m, "dice_commit");
    if (commit.isEmpty() || commit == diceCommit_) return;
    diceCommit_ = commit;
    diceSeat_ = QString::fromStdString(adc::diceValue());
}

QString SeatLink::untrustedDice(qint64 request, const nlohmann::json& actions) const {
    const auto sent = diceSent_.find(request);
    if (sent == diceSent_.end()) return QString();
    for (const auto& a : actions) {
        const adc::Action action = actionOf(a);
        try {
            const auto x = action.payload.find("dice_exchange");
            if (x == action.payload.end()) {
                if (adc::thrownByApp(action))
                    throw adc::InvalidInput("the host threw the app's dice alone, though this "
                                            "seat offered its part (5.3)");
                continue;
            }
            adc::DiceExchange::fromJson(*x).checkFor(sent->second.first.toStdString(),
                                                     sent->second.second.toStdString());
        } catch (const std::exception& e) {
            return tr("The host's dice for action #%1 cannot be trusted: %2. It is recorded on "
                      "the host; tell the other player and the umpire.")
                .arg(action.seq)
                .arg(QString::fromUtf8(e.what()));
        }
    }
    return QString();
}

bool SeatLink::ask(nlohmann::json request, int timeoutMs) {
    const qint64 n = ++requests_;
    request["v"] = adc::GameHost::kProtocol;
    request["request"] = n;
    // The app's dice, if the request has any, come from this seat's value and the host's
    // committed one together (docs/protocol.md).
    if (request.value("type", std::string()) == "act" && !diceCommit_.isEmpty()) {
        request["dice"] = {{"seat", diceSeat_.toStdString()},
                           {"commit", diceCommit_.toStdString()}};
        diceSent_[n] = {diceCommit_, diceSeat_};
    }
    const QString t = text(request);
    pending_[n] = t;
    if (state_ == State::Joined) socket_->sendTextMessage(t);
    if (!answers_.count(n)) {
        QEventLoop wait;
        QTimer timer;
        timer.setSingleShot(true);
        connect(&timer, &QTimer::timeout, &wait, &QEventLoop::quit);
        connect(this, &SeatLink::answered, &wait, [&](qint64 got) {
            if (got == n) wait.quit();
        });
        timer.start(timeoutMs);
        wait.exec(QEventLoop::ExcludeUserInputEvents);
    }
    const auto it = answers_.find(n);
    if (it == answers_.end()) {
        error_ = tr("The host did not answer: your request is kept and sent again when the host "
                    "is back.");
        return false;
    }
    const Answer answer = it->second;
    answers_.erase(it);
    if (answer.done) {
        error_.clear();
        return true;
    }
    error_ = answer.error;
    return false;
}

} // namespace adcnet
