#include "seat_link.h"

#include "adc/action.h"
#include "adc/game_file.h"
#include "adc/game_host.h"

#include "adc/private_file.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTimer>
#include <QWebSocket>

namespace adcnet {

namespace {

constexpr int kRetryMs = 1000;

std::string randomClient() {
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::string out = "seat-";
    for (int i = 0; i < 24; ++i)
        out += letters[QRandomGenerator::system()->bounded(36)];
    return out;
}

adc::Action actionOf(const QJsonObject& j) {
    return {j.value("seq").toInteger(),
            j.value("kind").toString().toStdString(),
            j.value("side").toString().toStdString(),
            nlohmann::json::parse(
                QJsonDocument(j.value("payload").toObject()).toJson(QJsonDocument::Compact)),
            j.value("at").toString().toStdString(),
            j.value("summary").toString().toStdString()};
}

nlohmann::json jsonOf(const QJsonObject& o) {
    return nlohmann::json::parse(QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString());
}

QString text(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

SeatLink::SeatLink(const QString& mirrorDir, QObject* parent)
    : QObject(parent), socket_(new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this)),
      retry_(new QTimer(this)), mirrorDir_(mirrorDir), client_(randomClient()) {
    socket_->setMaxAllowedIncomingMessageSize(1ull << 30); // a long battle's whole log
    connect(socket_, &QWebSocket::connected, this, &SeatLink::onConnected);
    connect(socket_, &QWebSocket::textMessageReceived, this, &SeatLink::onMessage);
    connect(socket_, &QWebSocket::disconnected, this, &SeatLink::onDropped);
    retry_->setSingleShot(true);
    retry_->setInterval(kRetryMs);
    connect(retry_, &QTimer::timeout, this, &SeatLink::open);
}

SeatLink::~SeatLink() {
    leaving_ = true;
    socket_->disconnect(this);
    socket_->close();
}

void SeatLink::join(const QString& address, const QString& code) {
    const QString a = address.trimmed();
    url_ = QUrl(a.contains(QStringLiteral("://")) ? a : QStringLiteral("ws://") + a);
    code_ = code.trimmed().toUpper();
    leaving_ = false;
    if (!url_.isValid() || url_.host().isEmpty() || url_.port() <= 0) {
        error_ = tr("%1 is not a host's address: give it as host:port, e.g. 192.168.1.20:7755")
                     .arg(address);
        setState(State::Refused);
        emit refused(error_);
        return;
    }
    open();
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
    socket_->open(url_);
}

void SeatLink::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged();
}

void SeatLink::onConnected() {
    QJsonObject join{{"v", adc::GameHost::kProtocol},
                     {"type", "join"},
                     {"code", code_},
                     {"client", QString::fromStdString(client_)}};
    if (!gameId_.isEmpty()) {
        join["game"] = gameId_;
        join["known"] = known();
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

void SeatLink::fresh(const QJsonObject& info, const QJsonArray& actions) {
    try { // 0700 whatever the umask: a seat's copy holds its side's secrets (9.0, #32)
        adc::makePrivateFolder(mirrorDir_.toStdString());
    } catch (const std::exception&) {
        QDir().mkpath(mirrorDir_); // the copy's own creation then says what is wrong
    }
    mirror_ = QDir(mirrorDir_).filePath(copyName(gameId_, seat_));
    file_.reset();
    last_ = 0;
    QFile::remove(mirror_);
    for (const char* s : {"-wal", "-shm"})
        QFile::remove(mirror_ + QLatin1String(s));
    std::vector<adc::Action> all;
    for (const auto& a : actions)
        all.push_back(actionOf(a.toObject()));
    nlohmann::json settings = jsonOf(info);
    settings["seat"] = {{"game", gameId_.toStdString()},
                        {"seat", seat_.toStdString()},
                        {"host", url_.toString().toStdString()}};
    file_ = std::make_unique<adc::GameFile>(
        adc::GameFile::create(mirror_.toStdString(), settings, all));
    last_ = all.empty() ? 0 : all.back().seq;
}

void SeatLink::keep(const QJsonArray& actions) {
    if (!file_ || actions.isEmpty()) return;
    std::vector<adc::Action> add;
    for (const auto& a : actions) {
        const adc::Action action = actionOf(a.toObject());
        if (action.seq == last_ + 1 + static_cast<qint64>(add.size())) add.push_back(action);
    }
    if (add.empty()) return;
    file_->appendAll(add);
    last_ = add.back().seq;
    emit updated();
}

void SeatLink::onMessage(const QString& raw) {
    if (keepReceived_) received_ << raw;
    const QJsonObject m = QJsonDocument::fromJson(raw.toUtf8()).object();
    const QString type = m.value("type").toString();
    try {
        if (type == QLatin1String("joined")) {
            const QString game = m.value("game").toString();
            const QString seat = m.value("seat").toString();
            if (seat != QLatin1String("french") && seat != QLatin1String("austrian") &&
                seat != QLatin1String("umpire"))
                throw std::runtime_error("the host named a seat that is none of the game's "
                                         "(french, austrian, umpire); nothing was kept");
            const bool same = game == gameId_ && seat == seat_ && m.value("from").toInteger() > 0;
            gameId_ = game;
            seat_ = seat;
            freshCopy_ = !same;
            if (same)
                keep(m.value("actions").toArray());
            else
                fresh(m.value("info").toObject(), m.value("actions").toArray());
            error_.clear();
            setState(State::Joined);
            emit joined();
            for (const auto& [n, request] : pending_) // unanswered: the host does each once
                socket_->sendTextMessage(request);
        } else if (type == QLatin1String("actions")) {
            keep(m.value("actions").toArray());
        } else if (type == QLatin1String("done") || type == QLatin1String("refused")) {
            const qint64 n = m.value("request").toInteger();
            if (type == QLatin1String("done")) keep(m.value("actions").toArray());
            pending_.erase(n);
            answers_[n] = m;
            emit answered(n);
        } else if (type == QLatin1String("error")) {
            error_ = m.value("error").toString();
            if (state_ != State::Joined) { // the join was refused: a wrong code
                setState(State::Refused);
                leaving_ = true;
                emit refused(error_);
            }
        }
    } catch (const std::exception& e) {
        error_ = tr("This laptop's copy of the game could not be kept: %1").arg(e.what());
        emit refused(error_);
    }
}

bool SeatLink::ask(QJsonObject request, int timeoutMs) {
    const qint64 n = ++requests_;
    request["v"] = adc::GameHost::kProtocol;
    request["request"] = n;
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
    const QJsonObject answer = it->second;
    answers_.erase(it);
    if (answer.value("type").toString() == QLatin1String("done")) {
        error_.clear();
        return true;
    }
    error_ = answer.value("error").toString();
    return false;
}

} // namespace adcnet
