#pragma once
// One game, several laptops: the host's side of it, without the network (the transport,
// app/net, hands it each message a seat sends and sends what it returns). The game file
// stays on the host and stays the only truth: an action from any seat is checked by the
// engine and written in one transaction, exactly as a local one (GameSession).
//
// A seat joins with one of the game's three join codes, which fixes whose eyes it is: the
// French, the Austrian or the umpire. It is sent the game's log as its side may see it
// (adc/seat_view.h: the other side's actions as stand-ins), filtered here, before anything
// leaves the host (9.0); a refusal it gets is told in words its side may read. Every request
// carries the seat program's id and its own count: a request sent again (after a lost answer,
// a reconnection or a host restart) is answered with what it first did and done once.
// The messages are JSON text (docs/protocol.md).
#include "adc/dice_exchange.h"
#include "adc/game_session.h"
#include "adc/share_hash.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace adc {

// Who sits at a seat: a side, or the umpire (no side: sees everything).
struct SeatOf {
    std::optional<Side> side;
    std::string name() const { return side ? sideName(*side) : "umpire"; }
};

// A game's three join codes, random, kept in its file beside the settings so that a seat
// rejoins with the same code after a host restart, and its id, which tells a seat that a
// host is still serving the game it holds a copy of.
struct JoinCodes {
    std::string game, french, austrian, umpire;
    static JoinCodes random();
    nlohmann::json toJson() const;
    static JoinCodes fromJson(const nlohmann::json& j); // throws InvalidInput
    std::optional<SeatOf> seatOf(std::string_view code) const;
    const std::string& codeOf(const SeatOf& seat) const;
};

class GameHost {
  public:
    static constexpr int kProtocol = 1;
    // What a seat may send at once: one message, the actions of one request.
    static constexpr std::size_t kMaxMessageBytes = 1 << 20;
    static constexpr std::size_t kMaxActions = 64;
    // Wrong join codes a connection may try before it is closed.
    static constexpr int kMaxWrongCodes = 3;
    // Refusals remembered to answer a request sent again (the oldest forgotten first).
    static constexpr std::size_t kKeptRefusals = 4096;
    static constexpr std::size_t kMaxClients = 4096; // client ids bound to their seat

    // The message refusing a connection, in words (an "error").
    static std::string refusal(const std::string& why);

    using Connection = std::uint64_t;
    struct Message {
        Connection to;
        std::string text;
    };
    struct Reply {
        std::vector<Message> messages;
        bool close = false;     // close the sender's connection once these are sent
        bool wrongCode = false; // a join with a code that is none of the game's
        bool joined = false;    // a join answered with the game's log
        std::string refused;    // why the sender was refused, for the host's log; "" if not
    };

    // Opens `path` to host it (refused as GameSession::open refuses a file), with the join
    // codes its file keeps, or new ones kept there now.
    GameHost(const std::string& path, const GameSession::StartState& start);

    const JoinCodes& codes() const { return codes_; }
    // The fingerprint (SHA-256 of its DER, hex) of the certificate the host's connections are
    // encrypted with, which a seat's join proof names (adc/join_proof.h); "" when they are not.
    void setCertificate(std::string fingerprint) { certificate_ = std::move(fingerprint); }
    const GameSession& session() const { return session_; }

    // One message from connection `from`. Whatever it holds, nothing is changed but what the
    // engine accepts, and the sender gets an answer: malformed, oversized or unknown input is
    // refused in words.
    // `mayJoin` false: a join is refused (its sender's address joined too often, #33).
    Reply received(Connection from, std::string_view text, bool mayJoin = true);
    void closed(Connection c);
    // What another program (the host's own window, `adc`) wrote to the file since: every
    // seat is sent it as its side may see it.
    std::vector<Message> refresh();
    // The seat a connection joined as, if it did; every seat joined now.
    std::optional<SeatOf> seatOf(Connection c) const;
    std::vector<SeatOf> seats() const;

  private:
    struct Joined {
        SeatOf seat;
        std::string client;
    };
    Reply join(Connection from, const nlohmann::json& m);
    Reply wrongCode(Connection from);
    // The seat whose code the join names: by the code itself, or by its proof.
    std::optional<SeatOf> seatJoining(const nlohmann::json& m, std::string& answer);
    Reply request(Connection from, const Joined& seat, const nlohmann::json& m);
    std::vector<Message> broadcast(); // every action not yet sent, to every seat
    nlohmann::json actionsFor(const SeatOf& seat, std::int64_t first, std::int64_t last) const;
    std::string refusalFor(const SeatOf& seat, const std::string& why,
                           const std::function<void(Game&)>& attempt) const;

    GameSession session_;
    JoinCodes codes_;
    std::string certificate_;
    std::set<std::string> sharesReplaying_;       // the sides whose share was seen to replay
    std::map<std::string, std::string> codeKeys_; // each code stretched, once (join_proof.h)
    // The host's value for each client's next dice exchange, committed to (dice_exchange.h).
    std::map<std::string, std::string> diceValues_;
    std::string diceCommitFor(const std::string& client);
    DiceExchange exchangeOf(const Joined& seat, const nlohmann::json& dice);
    // Each seat's share of the log hashed as it runs: [n] after its n-th action (share_hash.h).
    std::map<std::string, std::vector<std::string>> shareHashes_;
    const std::string& shareHashAt(const SeatOf& seat, std::int64_t n);
    std::map<Connection, Joined> joined_;
    std::map<Connection, int> wrongCodes_;
    std::int64_t sent_ = 0; // the last action every seat has been sent
    // Refusals given, by seat, client and request: a request sent again gets the same
    // answer, and only from the seat that sent it (#33).
    std::map<std::tuple<std::string, std::string, std::int64_t>, std::string> refused_;
    // Each client id's seat, from its first join: another seat presenting it is refused, so
    // that nobody answers or takes another seat's requests (#33).
    std::map<std::string, std::string> clientSeats_;
};

} // namespace adc
