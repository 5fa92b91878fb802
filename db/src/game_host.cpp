#include "adc/game_host.h"
#include "adc/action_kinds.h"
#include "adc/command/result_check.h"
#include "adc/dice_exchange.h"

#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/join_proof.h"
#include "adc/json_input.h"
#include "adc/seat_view.h"

#include <algorithm>
#include <cctype>
#include <random>

namespace adc {

using nlohmann::json;

namespace {

// No 0/O, 1/I/L: a code is read aloud or copied from the host's screen.
constexpr std::string_view kCodeLetters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

std::string randomCode(std::random_device& rd, int groups) {
    std::uniform_int_distribution<std::size_t> pick(0, kCodeLetters.size() - 1);
    std::string out;
    for (int g = 0; g < groups; ++g) {
        if (g) out += '-';
        for (int i = 0; i < 4; ++i)
            out += kCodeLetters[pick(rd)];
    }
    return out;
}

std::string text(const json& m) {
    return m.dump(-1, ' ', false, json::error_handler_t::replace);
}

json actionJson(const Action& a) {
    return {{"seq", a.seq},         {"kind", a.kind}, {"side", a.side},
            {"payload", a.payload}, {"at", a.at},     {"summary", a.summary}};
}

// The fields a message of `type` may hold; any other is refused, so that a mistyped field is
// never quietly ignored.
void onlyFields(const json& m, std::initializer_list<const char*> allowed) {
    for (const auto& item : m.items()) {
        const std::string& key =
            item.key(); // not a structured binding: clang 14 cannot capture one
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; }))
            throw InvalidInput("a " + m["type"].get<std::string>() + " message has no field \"" +
                               printable(key, 40) + "\"");
    }
}

std::int64_t count(const json& m, const char* field, std::int64_t min) {
    const auto it = m.find(field);
    if (it == m.end() || !it->is_number_integer() || it->get<std::int64_t>() < min)
        throw InvalidInput(std::string("\"") + field + "\" must be a whole number from " +
                           std::to_string(min));
    return it->get<std::int64_t>();
}

const std::string& word(const json& m, const char* field) {
    const auto it = m.find(field);
    if (it == m.end() || !it->is_string())
        throw InvalidInput(std::string("\"") + field + "\" must be text");
    return it->get_ref<const std::string&>();
}

// A seat program's id: what it made up itself, 8 to 64 letters, digits, - or _.
void checkClient(const std::string& c) {
    const bool ok =
        c.size() >= 8 && c.size() <= 64 && std::all_of(c.begin(), c.end(), [](char ch) {
            return std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '_';
        });
    if (!ok) throw InvalidInput("\"client\" is the seat program's id: 8 to 64 letters or digits");
}

// An action as a seat asks for it: kind, side and payload; the rest is the host's to fill.
Action askedAction(const json& j, const SeatOf& seat, const ModuleState& game) {
    if (!j.is_object()) throw InvalidInput("each action is an object of kind, side and payload");
    for (const auto& [key, value] : j.items())
        if (key != "kind" && key != "side" && key != "payload")
            throw InvalidInput("an action a seat sends holds kind, side and payload, not \"" +
                               printable(key, 40) + "\"");
    Action a;
    a.kind = word(j, "kind");
    // An undo or redo has messages of its own, which name the action the player saw.
    if (ActionLog::isUndoRedo(a) || ActionLog::isWithheld(a))
        throw InvalidInput("\"" + a.kind + "\" is not an action a seat sends: ask with the " +
                           (ActionLog::isWithheld(a)
                                ? std::string("actions themselves")
                                : "\"" + a.kind + "\" message (docs/protocol.md)"));
    a.side = j.contains("side") ? word(j, "side") : "";
    if (j.contains("payload")) {
        if (!j["payload"].is_object()) throw InvalidInput("an action's payload is an object");
        a.payload = j["payload"];
    }
    // 9.0: a seat acts for its own side or for both; only the umpire for either side.
    if (seat.side && !a.side.empty() && a.side != sideName(*seat.side))
        throw InvalidInput("the " + sideTitle(*seat.side) + " seat acts for its own side (" +
                           sideName(*seat.side) + ") or for both (\"\"), not for " +
                           printable(a.side, 40) + " (9.0)");
    // The side that decides it, wherever the action names it (a loose cannon's roll names it
    // in its payload; its order is the opponent's to write, 10.2g): the seat's own or none.
    if (seat.side) {
        std::optional<Side> who;
        try {
            who = game.actor(a);
        } catch (const InvalidInput&) {
            return a; // a side that is no side: the game's check names it
        }
        if (who && *who != *seat.side)
            throw InvalidInput("the " + sideTitle(*seat.side) + " seat decides for the " +
                               sideTitle(*seat.side) + " side only, and this " +
                               printable(a.kind, 40) + " is the " + sideTitle(*who) +
                               " side's to decide (9.0)");
    }
    return a;
}

// Why the host cannot throw the app's dice of a seat's action, "" when it can: never is a
// player's seat's seed taken instead (5.3). The umpire's is, in a game whose dice the host
// cannot throw: the umpire decides for both sides.
std::string cannotThrow(const Game& g, const SeatOf& seat) {
    const std::string no = g.moduleState().cannotThrowAgain();
    return seat.side ? no : std::string();
}

// A seat's action with the app's dice thrown again by the host (ModuleState::thrownAgain):
// from the seat's and the host's values of their exchange when the seat took part in one
// (#33 item 6, recorded with the roll), from the host's own seed otherwise; the player's own
// dice, and the umpire's in a game whose dice the host cannot throw, as sent.
Action hostDice(const Game& g, const Action& a, const DiceExchange* exchange, int index) {
    if (!thrownByApp(a)) return a;
    const ModuleState& st = g.moduleState();
    if (!st.cannotThrowAgain().empty()) return a; // the umpire's: a player's was refused
    if (exchange) {
        DiceExchange x = *exchange;
        x.index = index;
        Action out = st.thrownAgain(a, x.seed());
        out.payload["dice_exchange"] = x.toJson();
        return out;
    }
    static std::random_device device;
    // 48 bits, as the app's own seeds (DiceRoller::freshSeed): exact in any JSON reader.
    const std::uint64_t seed = ((std::uint64_t(device()) << 32) ^ device()) & 0xFFFFFFFFFFFFull;
    return st.thrownAgain(a, seed);
}

} // namespace

std::string GameHost::refusal(const std::string& why) {
    return text({{"v", kProtocol}, {"type", "error"}, {"error", why}});
}

JoinCodes JoinCodes::random() {
    std::random_device rd;
    return {randomCode(rd, 4), randomCode(rd, 3), randomCode(rd, 3), randomCode(rd, 3)};
}

json JoinCodes::toJson() const {
    return {{"game", game}, {"french", french}, {"austrian", austrian}, {"umpire", umpire}};
}

JoinCodes JoinCodes::fromJson(const json& j) {
    if (!j.is_object()) throw InvalidInput("the join codes are not an object");
    JoinCodes c{word(j, "game"), word(j, "french"), word(j, "austrian"), word(j, "umpire")};
    for (const std::string* code : {&c.french, &c.austrian, &c.umpire})
        if (code->size() < 14) throw InvalidInput("a join code is too short");
    return c;
}

std::optional<SeatOf> JoinCodes::seatOf(std::string_view code) const {
    if (code == french) return SeatOf{Side::French};
    if (code == austrian) return SeatOf{Side::Austrian};
    if (code == umpire) return SeatOf{std::nullopt};
    return std::nullopt;
}

const std::string& JoinCodes::codeOf(const SeatOf& seat) const {
    if (!seat.side) return umpire;
    return *seat.side == Side::French ? french : austrian;
}

GameHost::GameHost(const std::string& path, const GameSession::StartState& start)
    : session_(GameSession::open(path, start)) {
    GameFile& file = const_cast<GameFile&>(session_.file());
    const std::string kept = file.keepMeta("seats", text(JoinCodes::random().toJson()));
    try {
        codes_ = JoinCodes::fromJson(parseJsonText(kept, limits::kFieldBytes));
    } catch (const std::exception& e) {
        throw GameFileError(GameFileError::Kind::Damaged, path + ": its join codes are damaged (" +
                                                              std::string(e.what()) +
                                                              "); it was left untouched");
    }
    sent_ = session_.game().log().nextSeq() - 1;
}

std::optional<SeatOf> GameHost::seatOf(Connection c) const {
    const auto it = joined_.find(c);
    if (it == joined_.end()) return std::nullopt;
    return it->second.seat;
}

std::vector<SeatOf> GameHost::seats() const {
    std::vector<SeatOf> out;
    for (const auto& [c, j] : joined_)
        out.push_back(j.seat);
    return out;
}

void GameHost::closed(Connection c) {
    joined_.erase(c);
    wrongCodes_.erase(c);
}

json GameHost::actionsFor(const SeatOf& seat, std::int64_t first, std::int64_t last) const {
    json out = json::array();
    const auto& all = session_.game().log().all();
    for (std::int64_t s = std::max<std::int64_t>(first, 1);
         s <= last && s <= static_cast<std::int64_t>(all.size()); ++s)
        out.push_back(actionJson(seatCopy(all[static_cast<std::size_t>(s - 1)], seat.side)));
    return out;
}

std::vector<GameHost::Message> GameHost::broadcast() {
    std::vector<Message> out;
    const std::int64_t last = session_.game().log().nextSeq() - 1;
    if (last <= sent_) return out;
    for (const auto& [c, j] : joined_)
        out.push_back({c, text({{"v", kProtocol},
                                {"type", "actions"},
                                {"actions", actionsFor(j.seat, sent_ + 1, last)}})});
    sent_ = last;
    return out;
}

std::vector<GameHost::Message> GameHost::refresh() {
    session_.refresh();
    return broadcast();
}

GameHost::Reply GameHost::received(Connection from, std::string_view raw, bool mayJoin) {
    Reply r;
    if (raw.size() > kMaxMessageBytes) {
        r.messages.push_back(
            {from, refusal("a message is at most " + std::to_string(kMaxMessageBytes) +
                           " bytes; this one was " + std::to_string(raw.size()) +
                           ": nothing was done and the connection is closed")});
        r.close = true;
        r.refused = "a message of " + std::to_string(raw.size()) + " bytes, over the limit";
        closed(from);
        return r;
    }
    json m;
    try {
        m = parseJsonText(raw, kMaxMessageBytes);
        if (!m.is_object()) throw InvalidInput("a message is a JSON object");
        if (!m.contains("v") || m["v"] != kProtocol)
            throw InvalidInput("this host speaks version " + std::to_string(kProtocol) +
                               " of the protocol (\"v\": " + std::to_string(kProtocol) + ")");
        const std::string& type = word(m, "type");
        if (type == "join") {
            if (!mayJoin)
                throw InvalidInput("too many joins from this address within a minute; try again "
                                   "in a minute");
            return join(from, m);
        }
        const auto seat = joined_.find(from);
        if (seat == joined_.end())
            throw InvalidInput("join first, with your seat's join code, shown on the host");
        if (type == "act" || type == "undo" || type == "redo" || type == "undo-to")
            return request(from, seat->second, m);
        throw InvalidInput("no message is of type \"" + printable(type, 40) +
                           "\": join, act, undo, redo or undo-to");
    } catch (const JsonInputError& e) {
        r.refused = std::string("not JSON: ") + e.what();
        r.messages.push_back({from, refusal(r.refused + "; nothing was done")});
    } catch (const InvalidInput& e) {
        r.refused = e.what();
        r.messages.push_back({from, refusal(r.refused + "; nothing was done")});
    } catch (const GameFileError& e) {
        r.refused = e.what();
        r.messages.push_back({from, refusal(e.what())});
    }
    return r;
}

GameHost::Reply GameHost::wrongCode(Connection from) {
    Reply r;
    joined_.erase(from);
    const int wrong = ++wrongCodes_[from];
    const bool close = wrong >= kMaxWrongCodes;
    r.wrongCode = true;
    r.refused = "a join with a code that is none of this game's";
    r.messages.push_back({from, refusal(std::string("that is not one of this game's join "
                                                    "codes; ask the host for yours") +
                                        (close ? ": the connection is closed" : ""))});
    r.close = close;
    return r;
}

std::optional<SeatOf> GameHost::seatJoining(const json& m, std::string& answer) {
    if (m.contains("code")) {
        if (m.contains("proof") || m.contains("nonce"))
            throw InvalidInput("a join gives its code or its proof, not both");
        return codes_.seatOf(word(m, "code"));
    }
    // The code proven, never sent: the seat's proof names the certificate it saw, so one
    // made for another certificate (a program between the seat and this host) is no code of
    // this game's; the answer proves the host holds the code too (adc/join_proof.h, #33).
    const std::string& nonce = word(m, "nonce");
    if (!joinproof::isNonce(nonce)) throw InvalidInput("\"nonce\" is 16 to 64 hexadecimal digits");
    const std::string& proof = word(m, "proof");
    for (const SeatOf seat : {SeatOf{Side::French}, SeatOf{Side::Austrian}, SeatOf{}}) {
        const std::string& code = codes_.codeOf(seat);
        auto key = codeKeys_.find(code);
        if (key == codeKeys_.end()) key = codeKeys_.emplace(code, joinproof::codeKey(code)).first;
        if (joinproof::same(proof, joinproof::seatProof(key->second, certificate_, nonce))) {
            answer = joinproof::hostProof(key->second, certificate_, nonce);
            return seat;
        }
    }
    return std::nullopt;
}

GameHost::Reply GameHost::join(Connection from, const json& m) {
    Reply r;
    onlyFields(m, {"v", "type", "code", "proof", "nonce", "client", "game", "known", "hash"});
    const std::string& client = word(m, "client");
    checkClient(client);
    std::string answer;
    const auto seat = seatJoining(m, answer);
    if (!seat) return wrongCode(from);
    // The side's share replays as the seat will replay it, checked once a run (the log then
    // grows only by what this host's engine records): a game recorded before its module
    // could serve a side's seat, or of a module whose state does not replay from one side's
    // share, is refused here, not on the seat. The reason is not told: it may name what the
    // other side keeps secret (9.0).
    if (seat->side && !sharesReplaying_.count(seat->name())) {
        try {
            Game copy(session_.game().moduleState().fresh());
            copy.load(seatLog(session_.game().log().all(), seat->side));
        } catch (const std::exception&) {
            throw InvalidInput("the " + seat->name() +
                               " seat's share of this game does not "
                               "replay on its own: the game was recorded before its seats "
                               "could be served; join as the umpire, or play at one laptop");
        }
        sharesReplaying_.insert(seat->name());
    }
    // A client id is its first seat's: presented with another seat's code it is refused,
    // so that nobody reads or takes over another seat's requests (#33).
    if (const auto bound = clientSeats_.find(client);
        bound != clientSeats_.end() && bound->second != seat->name())
        throw InvalidInput("this program's id (client) has joined as another seat; a seat's "
                           "program keeps one id of its own");
    if (clientSeats_.size() < kMaxClients) clientSeats_.emplace(client, seat->name());
    // A copy of this game: go on from where it stands, once the seat has shown its share up
    // to there is the host's (its running hash); of another game, or none: from the start. A
    // copy that differs (more actions than the host has, or other ones: a host restored from
    // an older file) is told so and sent the whole log afresh (#33 item 3).
    std::int64_t known = m.contains("known") ? count(m, "known", 0) : 0;
    if (!m.contains("game") || word(m, "game") != codes_.game) known = 0;
    for (Message& b : refresh())
        r.messages.push_back(std::move(b));
    const std::int64_t last = session_.game().log().nextSeq() - 1;
    bool diverged = false;
    if (known > 0) {
        const std::string hash = m.contains("hash") ? word(m, "hash") : std::string();
        diverged = known > last || !joinproof::same(hash, shareHashAt(*seat, known));
        if (diverged) known = 0;
    }
    joined_[from] = {*seat, client};
    wrongCodes_.erase(from);
    json joined = {{"v", kProtocol},
                   {"type", "joined"},
                   {"seat", seat->name()},
                   {"game", codes_.game},
                   {"info", session_.file().info()},
                   {"from", known},
                   {"actions", actionsFor(*seat, known + 1, last)}};
    if (!answer.empty()) joined["proof"] = answer;
    joined["dice_commit"] = diceCommitFor(client); // for the app's dice (#33 item 6)
    if (diverged) joined["diverged"] = true;
    r.messages.push_back({from, text(joined)});
    r.joined = true;
    return r;
}

const std::string& GameHost::shareHashAt(const SeatOf& seat, std::int64_t n) {
    std::vector<std::string>& hashes = shareHashes_[seat.name()];
    if (hashes.empty()) hashes.emplace_back(); // [0]: the empty share
    const auto& all = session_.game().log().all();
    // The log only grows: each action is hashed once, on from the last hash kept.
    ShareHash running =
        ShareHash::resume(hashes.back(), static_cast<std::int64_t>(hashes.size()) - 1);
    while (static_cast<std::int64_t>(hashes.size()) <= n && hashes.size() <= all.size()) {
        running.add(seatCopy(all[hashes.size() - 1], seat.side));
        hashes.push_back(running.hex());
    }
    static const std::string none; // beyond the log: matches no seat's hash
    return n < static_cast<std::int64_t>(hashes.size()) ? hashes[static_cast<std::size_t>(n)]
                                                        : none;
}

std::string GameHost::diceCommitFor(const std::string& client) {
    auto it = diceValues_.find(client);
    if (it == diceValues_.end()) {
        if (diceValues_.size() >= kMaxClients) diceValues_.erase(diceValues_.begin());
        it = diceValues_.emplace(client, diceValue()).first;
    }
    return diceCommitment(it->second);
}

DiceExchange GameHost::exchangeOf(const Joined& seat, const json& d) {
    if (!d.is_object() || d.size() != 2 || !d.contains("seat") || !d.contains("commit"))
        throw InvalidInput("\"dice\" is the seat's value and the host's commitment it answers "
                           "(seat, commit)");
    DiceExchange x;
    x.seat = word(d, "seat");
    x.commit = word(d, "commit");
    if (!isDiceValue(x.seat)) throw InvalidInput("the seat's dice value is 16 to 64 hex digits");
    const auto it = diceValues_.find(seat.client);
    if (it == diceValues_.end() || diceCommitment(it->second) != x.commit)
        throw InvalidInput("that dice commitment is not the one the host holds for you now (it "
                           "was spent on an earlier roll, or the host was restarted): roll again");
    x.host = it->second;
    return x;
}

std::string GameHost::refusalFor(const SeatOf& seat, const std::string& why,
                                 const std::function<void(Game&)>& attempt) const {
    if (!seat.side) return why; // the umpire reads every reason
    // 9.0: the reason is given as the seat's own copy of the game gives it, so that it never
    // names what the seat may not see; refused only for what the other side keeps secret, the
    // seat is told that much.
    try {
        Game copy(session_.game().moduleState().fresh());
        copy.load(seatLog(session_.game().log().all(), seat.side));
        try {
            attempt(copy);
        } catch (const InvalidInput& e) {
            return e.what();
        }
    } catch (const std::exception&) {
        // The copy does not replay: the reason may not be told either.
    }
    return "the host's game refuses it for something the other side keeps secret (9.0); wait "
           "for the other player";
}

GameHost::Reply GameHost::request(Connection from, const Joined& seat, const json& m) {
    Reply r;
    const std::string& type = m["type"].get_ref<const std::string&>();
    if (type == "act")
        onlyFields(m, {"v", "type", "request", "actions", "dice"});
    else if (type == "undo-to")
        onlyFields(m, {"v", "type", "request", "seq"});
    else
        onlyFields(m, {"v", "type", "request", "target"}); // undo, redo: the one the seat saw
    const std::int64_t number = count(m, "request", 1);
    const SeatRequest asked{seat.client, number};
    const auto answer = [&](json body) {
        body["v"] = kProtocol;
        body["request"] = number;
        if (body["type"] == "done") body["dice_commit"] = diceCommitFor(seat.client);
        r.messages.push_back({from, text(body)});
    };

    // Sent again: answered as the first time, done once.
    if (const auto was = refused_.find({seat.seat.name(), seat.client, number});
        was != refused_.end()) {
        answer({{"type", "refused"}, {"error", was->second}});
        return r;
    }
    if (const auto done = session_.file().recorded(asked)) {
        // Done for this seat only: actions another seat took under this client id and number
        // (before a host restart forgot whose the id was) are not this seat's answer (#33).
        const auto& all = session_.game().log().all();
        for (std::int64_t q = done->first; seat.seat.side && q <= done->second; ++q)
            if (q >= 1 && q <= static_cast<std::int64_t>(all.size()))
                if (const auto who =
                        session_.game().moduleState().actor(all[static_cast<std::size_t>(q - 1)]);
                    who && *who != *seat.seat.side) {
                    answer({{"type", "refused"},
                            {"error", "this request number was another seat's; nothing was done"}});
                    return r;
                }
        answer({{"type", "done"}, {"actions", actionsFor(seat.seat, done->first, done->second)}});
        return r;
    }

    std::vector<Action> asking;
    std::optional<DiceExchange> exchange; // the seat's value against the host's commitment
    std::int64_t undoTo = 0;
    std::optional<std::int64_t> meant; // the action an undo or redo was asked for
    try { // a request the host cannot read is refused as such, so that its seat stops waiting
        if (type == "act") {
            const auto it = m.find("actions");
            if (it == m.end() || !it->is_array() || it->empty() || it->size() > kMaxActions)
                throw InvalidInput("\"actions\" is a list of 1 to " + std::to_string(kMaxActions) +
                                   " actions");
            for (const json& a : *it)
                asking.push_back(askedAction(a, seat.seat, session_.game().moduleState()));
            // The app's dice the host cannot throw again are refused here, in words any seat
            // may read (not as a secret of the other side's).
            const bool appDice = std::any_of(asking.begin(), asking.end(),
                                             [](const Action& a) { return thrownByApp(a); });
            if (const std::string no = cannotThrow(session_.game(), seat.seat);
                appDice && !no.empty())
                throw InvalidInput(no);
            // Only the app's dice take part in an exchange; a request without them ignores it.
            if (const auto d = m.find("dice"); d != m.end() && appDice)
                exchange = exchangeOf(seat, *d);
        }
        if (type == "undo-to") undoTo = count(m, "seq", 1);
        if (m.contains("target")) meant = count(m, "target", 1);
    } catch (const InvalidInput& e) {
        answer({{"type", "refused"}, {"error", std::string(e.what()) + "; nothing was done"}});
        return r;
    }
    const std::optional<Side> by = seat.seat.side;
    // What the request does, on the host's game or on a seat's copy of it.
    const auto doIt = [&](auto& game) {
        using G = std::decay_t<decltype(game)>;
        if constexpr (std::is_same_v<G, GameSession>) {
            if (type == "undo") return std::vector<Action>{game.undo(by, meant)};
            if (type == "redo") return std::vector<Action>{game.redo(by, meant)};
            if (type == "undo-to") return game.undoTo(undoTo, by);
            // 5.3: the app's dice of a seat's action are thrown here, on the game as the
            // actions before it leave it; the seat's seed is never taken.
            std::size_t next = 0;
            return game.performAll([&](const Game& g) {
                if (next == asking.size()) return std::vector<Action>{};
                const int index = static_cast<int>(next);
                return std::vector<Action>{
                    hostDice(g, asking[next++], exchange ? &*exchange : nullptr, index)};
            });
        } else {
            std::vector<Action> tries = asking;
            if (type == "undo-to") {
                if (const std::string no = game.undoToRefusal(undoTo, by); !no.empty())
                    throw InvalidInput(no);
                return std::vector<Action>{};
            }
            if (type != "act") {
                Action u{0, type, "", json::object(), "", ""};
                if (by) u.payload["by"] = sideName(*by);
                if (meant) u.payload["target"] = *meant;
                tries = {u};
            }
            for (Action& a : tries) {
                a = game.prepare(a);
                game.commit(a);
            }
            return tries;
        }
    };

    std::vector<Action> done;
    try {
        session_.asRequest(asked);
        done = doIt(session_);
        session_.asRequest(std::nullopt);
    } catch (const InvalidInput& e) {
        session_.asRequest(std::nullopt);
        const std::string why = refusalFor(seat.seat, e.what(), [&](Game& copy) { doIt(copy); });
        if (refused_.size() >= kKeptRefusals) refused_.erase(refused_.begin());
        refused_[{seat.seat.name(), seat.client, number}] = why;
        answer({{"type", "refused"}, {"error", why}});
        for (Message& b : broadcast()) // what another program wrote meanwhile
            r.messages.push_back(std::move(b));
        return r;
    } catch (const GameFileError& e) {
        session_.asRequest(std::nullopt);
        answer({{"type", "refused"}, {"error", e.what()}}); // not kept: it may go through later
        return r;
    } catch (const NeedsChartValue& e) {
        // The host reads every result off its own charts: a cell it does not know is asked
        // of its player, never taken from the seat. Not kept: it goes through once entered.
        session_.asRequest(std::nullopt);
        answer({{"type", "refused"},
                {"error", std::string("the host's charts do not know the cell this needs: ") +
                              e.what() + " (on the host's laptop); nothing was recorded"}});
        return r;
    }
    // The host's value is spent once revealed: the seat is given a new commitment.
    if (exchange && std::any_of(done.begin(), done.end(), [](const Action& a) {
            return a.payload.contains("dice_exchange");
        }))
        diceValues_.erase(seat.client);
    if (done.empty()) {
        answer({{"type", "done"}, {"actions", json::array()}});
    } else {
        answer({{"type", "done"},
                {"actions", actionsFor(seat.seat, done.front().seq, done.back().seq)}});
    }
    for (Message& b : broadcast())
        r.messages.push_back(std::move(b));
    return r;
}

} // namespace adc
