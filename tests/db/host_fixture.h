#pragma once
// A game of scenario 5.1 hosted for several seats (adc::GameHost), and seats that talk to
// it message by message, as the network would carry them: each keeps every raw message it
// was sent, and its own copy of the game built from them, as the seat program does.
#include "adc/command/staff.h"
#include "adc/game_host.h"
#include "adc/module_start.h"
#include "adc/scenario_game.h"
#include "adc/scenarios/game_clock.h"
#include "adc/sequence_of_play.h"

#include "../engine/command_fixture.h"
#include "game_file_fixture.h"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace adc::test {

using nlohmann::json;

inline const SequenceOfPlay& sequence() {
    static const SequenceOfPlay s =
        SequenceOfPlay::load(std::string(ADC_TABLES_DIR) + "/sequence/sequence-of-play.json");
    return s;
}

// The host's game: its referee reads the clock and every result off the shipped charts.
inline GameSession::StartState hostStart() {
    return [](const GameModule& m, const json& info) {
        return startState(m, info,
                          {ADC_TABLES_DIR, &frenchOob(), &austrianOob(), nullptr, nullptr,
                           [] { return &shipped(); }});
    };
}

inline Action actionOf(const json& j) {
    return {j.at("seq").get<std::int64_t>(),
            j.at("kind"),
            j.at("side"),
            j.at("payload"),
            j.at("at"),
            j.at("summary")};
}

class HostGame;

// One seat program: its connection, its id, its count of requests, what it was sent.
struct Seat {
    HostGame* host = nullptr;
    GameHost::Connection connection = 0;
    std::string client;
    std::int64_t requests = 0;
    std::vector<std::string> raw; // every message the host sent it, as sent
    std::unique_ptr<Game> copy;   // its game, from the actions it was sent
    std::string gameId;

    json send(const json& m);
    // `actions` as one request; the host's answer to it.
    json act(const std::vector<Action>& actions);
    json act(const Action& a) { return act(std::vector<Action>{a}); }
    json again(const json& m) { return send(m); } // a message sent a second time
    const GameState& state() const { return copy->state(); }
    Staff staff() const { return Staff(state(), shipped()); }
    // The next step of the sequence of play (8.1), as the seat's "next step" sends it.
    json nextStep() {
        return act(nextStepActions(sequence(), state(), &catalog(), &catalog().find("5.1")));
    }
    // Steps on until `step` of `phasing`'s player turn.
    void stepTo(const std::string& step, Side phasing) {
        for (int i = 0; i < 80; ++i) {
            const PlayPosition at = sequence().after(state().stepsTaken());
            if (sequence().step(at).id == step &&
                clockPosition(sequence(), at, &catalog(), &catalog().find("5.1")).phasing ==
                    phasing)
                return;
            const json r = nextStep();
            ASSERT_EQ(r["type"], "done") << r.dump();
        }
        FAIL() << "never reached " << step;
    }
    void take(const std::string& text); // a message from the host
};

class HostGame : public ::testing::Test {
  protected:
    HostGame() : dir("adc-host-test") {
        createScenarioGame(path(), catalog(), catalog().find("5.1"), Variants{}, "hosted",
                           "two-players");
        host = std::make_unique<GameHost>(path(), hostStart());
    }
    std::string path() const { return dir.file("hosted.adc"); }

  public:
    // Hands `text` to the host from `from`; delivers what it sends to every seat.
    GameHost::Reply deliver(GameHost::Connection from, const std::string& text) {
        GameHost::Reply r = host->received(from, text);
        for (const auto& m : r.messages)
            if (const auto it = seats.find(m.to); it != seats.end()) it->second->take(m.text);
        if (r.close) host->closed(from);
        return r;
    }
    Seat& seat(GameHost::Connection c, const std::string& client) {
        auto s = std::make_unique<Seat>();
        s->host = this;
        s->connection = c;
        s->client = client;
        Seat& out = *s;
        seats[c] = std::move(s);
        return out;
    }
    // A seat that joins with `code`, holding nothing yet.
    Seat& joined(GameHost::Connection c, const std::string& code, const std::string& client) {
        Seat& s = seat(c, client);
        const json r = s.send({{"v", 1}, {"type", "join"}, {"code", code}, {"client", client}});
        EXPECT_EQ(r["type"], "joined") << r.dump();
        return s;
    }
    // A new host on the same file, as after a restart: the seats' connections are gone.
    void restart() {
        host.reset();
        host = std::make_unique<GameHost>(path(), hostStart());
    }

    TempDir dir;
    std::unique_ptr<GameHost> host;
    std::map<GameHost::Connection, std::unique_ptr<Seat>> seats;
};

inline json Seat::send(const json& m) {
    const std::size_t before = raw.size();
    host->deliver(connection, m.dump());
    // The answer to this message: the last one that is not a broadcast of actions.
    for (std::size_t i = raw.size(); i > before; --i) {
        const json r = json::parse(raw[i - 1]);
        if (r["type"] != "actions") return r;
    }
    return json();
}

inline json Seat::act(const std::vector<Action>& actions) {
    json list = json::array();
    for (const Action& a : actions)
        list.push_back({{"kind", a.kind}, {"side", a.side}, {"payload", a.payload}});
    return send({{"v", 1}, {"type", "act"}, {"request", ++requests}, {"actions", list}});
}

inline void Seat::take(const std::string& text) {
    raw.push_back(text);
    const json m = json::parse(text);
    json actions;
    if (m["type"] == "joined") {
        gameId = m["game"];
        // A seat's copy says so in its settings, as the seat program writes them (seat_link).
        json info = m["info"];
        info["seat"] = {{"game", gameId}, {"seat", m["seat"]}, {"host", "test"}};
        copy = std::make_unique<Game>(hostStart()(gameModuleOf(info), info));
        actions = m["actions"];
    } else if (m["type"] == "actions" || m["type"] == "done") {
        actions = m["actions"];
    }
    if (!copy) return;
    for (const json& a : actions) {
        const Action got = actionOf(a);
        if (got.seq == copy->log().nextSeq()) copy->commit(got); // each action once
    }
}

} // namespace adc::test
