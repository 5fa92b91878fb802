// One game, several laptops (adc::GameHost): seats of scenario 5.1 play the Command Phase
// through the host's messages; what a seat receives is checked on the raw messages (9.0).
#include "adc/join_proof.h"
#include "host_fixture.h"

#include "adc/dice_exchange.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/wagram/app_dice.h"
#include "adc/wagram/battle_roll.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

#include <random>

namespace adc::test {

namespace {

const std::string kSecretOrder = "Attack Aspern from the north";

OrderDraft writtenOrder(Side side, const std::string& sender, const std::string& receiver,
                        const std::string& type, const std::string& method, int mp,
                        const std::string& text) {
    OrderDraft d = test::orderDraft(side, sender, receiver, type, method);
    d.mp = mp;
    d.inPerson = method == "IPO";
    d.text = text;
    return d;
}

Action rating(Side side, const std::string& leader, int r) {
    return {0, "set-rating", sideName(side), {{"leader", leader}, {"rating", r}}, "", ""};
}

std::vector<std::string> orderLines(const Game& g, Side s) {
    std::vector<std::string> out;
    for (const Order* o : g.state().command().ordersOf(s))
        out.push_back(std::to_string(o->number) + " " + o->receiver + " " + o->statusText());
    return out;
}

// 9.0 on the wire: every action of the other side a seat was sent is a stand-in.
void expectNothingOf(Side other, const Seat& seat, const std::string& secret) {
    for (const std::string& text : seat.raw) {
        EXPECT_EQ(text.find(secret), std::string::npos);
        const json m = json::parse(text);
        if (!m.contains("actions")) continue;
        for (const json& a : m["actions"]) {
            if (a["side"] != sideName(other)) continue;
            EXPECT_TRUE(a["kind"] == "withheld" || a["kind"] == "undo" || a["kind"] == "redo")
                << a.dump();
            EXPECT_EQ(a["summary"], "") << a.dump();
            EXPECT_TRUE(a["payload"].empty() || a["payload"].size() == 1) << a.dump();
        }
    }
}

class HostedCommandPhase : public HostGame {
  protected:
    void SetUp() override {
        french = &joined(1, host->codes().french, "french-seat-1");
        austrian = &joined(2, host->codes().austrian, "austrian-seat-1");
        umpire = &joined(3, host->codes().umpire, "umpire-seat-1");
    }
    Seat* french = nullptr;
    Seat* austrian = nullptr;
    Seat* umpire = nullptr;
};

} // namespace

TEST_F(HostedCommandPhase, RuleAE5_1_TwoSeatsPlayTheCommandPhaseAndTheUmpireSeesAll) {
    // Turn 1, 1:00 pm: the Austrian Order Issue segment (AE 5.1), on the Austrian laptop.
    for (const auto& [leader, r] : std::vector<std::pair<std::string, int>>{
             {"charles", 3}, {"hiller", 2}, {"hohenzollern", 2}, {"bellegarde", 3}})
        ASSERT_EQ(austrian->act(rating(Side::Austrian, leader, r))["type"], "done");
    json r = austrian->act(austrian->staff().writeOrder(
        writtenOrder(Side::Austrian, "charles", "2-corps", "attack", "AW", 7, kSecretOrder)));
    ASSERT_EQ(r["type"], "done") << r.dump();
    EXPECT_EQ(r["actions"][0]["summary"].get<std::string>().rfind("Order 6", 0), 0u);
    r = austrian->act(austrian->staff().writeOrder(writtenOrder(
        Side::Austrian, "charles", "6-corps", "non-attack", "IPO", 0, "Hold the Aspern road")));
    ASSERT_EQ(r["type"], "done") << r.dump();

    austrian->stepTo("initiative", Side::Austrian);
    r = austrian->act(
        austrian->staff().rollInitiative(Side::Austrian, "hiller", DiceChoice{64, std::nullopt}));
    ASSERT_EQ(r["type"], "done") << r.dump();
    austrian->stepTo("new-order-acceptance", Side::Austrian);

    // 10.1f: the in-person order waits for its roll. The French laptop may not step on, and
    // is not told which order of the Austrian's waits (9.0b); the Austrian is.
    r = french->nextStep();
    ASSERT_EQ(r["type"], "refused");
    const std::string toFrench = r["error"];
    EXPECT_NE(toFrench.find("9.0"), std::string::npos) << toFrench;
    EXPECT_EQ(toFrench.find("6-corps"), std::string::npos) << toFrench;
    EXPECT_EQ(toFrench.find("rder 7"), std::string::npos) << toFrench;
    r = austrian->nextStep();
    ASSERT_EQ(r["type"], "refused");
    EXPECT_NE(r["error"].get<std::string>().find("10.1f"), std::string::npos) << r.dump();

    r = austrian->act(
        austrian->staff().rollAcceptance(Side::Austrian, 7, DiceChoice{11, std::nullopt}));
    ASSERT_EQ(r["type"], "done") << r.dump();
    EXPECT_EQ(austrian->state().command().order(Side::Austrian, 7)->statusText(), "distorted");

    // The French player turn, on the French laptop.
    french->stepTo("order-issue", Side::French);
    ASSERT_EQ(french->act(rating(Side::French, "napoleon", 3))["type"], "done");
    r = french->act(french->staff().writeOrder(
        writtenOrder(Side::French, "napoleon", "4-corps", "attack", "AO", 25, "Hold Aspern")));
    ASSERT_EQ(r["type"], "done") << r.dump();

    // Each laptop holds its own side as the host does, nothing of the other's; the umpire all.
    const Game& truth = host->session().game();
    EXPECT_EQ(orderLines(*french->copy, Side::French), orderLines(truth, Side::French));
    EXPECT_EQ(orderLines(*austrian->copy, Side::Austrian), orderLines(truth, Side::Austrian));
    EXPECT_FALSE(orderLines(truth, Side::Austrian).empty());
    EXPECT_TRUE(orderLines(*french->copy, Side::Austrian).empty());
    EXPECT_EQ(orderLines(*umpire->copy, Side::Austrian), orderLines(truth, Side::Austrian));
    EXPECT_EQ(orderLines(*umpire->copy, Side::French), orderLines(truth, Side::French));
    for (const Seat* s : {french, austrian, umpire}) {
        EXPECT_EQ(s->copy->log().all().size(), truth.log().all().size());
        EXPECT_EQ(s->state().stepsTaken(), truth.state().stepsTaken());
    }
    expectNothingOf(Side::Austrian, *french, kSecretOrder);
    expectNothingOf(Side::French, *austrian, "Hold Aspern");
    bool umpireSawTheOrder = false;
    for (const std::string& text : umpire->raw)
        umpireSawTheOrder = umpireSawTheOrder || text.find(kSecretOrder) != std::string::npos;
    EXPECT_TRUE(umpireSawTheOrder);
}

TEST_F(HostedCommandPhase, Rule9_0_ASeatActsOnlyForItsOwnSideAndTakesBackOnlyItsOwn) {
    json r = french->act(rating(Side::Austrian, "charles", 3));
    ASSERT_EQ(r["type"], "refused");
    EXPECT_EQ(r["request"], french->requests); // answered, so that the seat stops waiting
    EXPECT_NE(r["error"].get<std::string>().find("its own side"), std::string::npos);
    ASSERT_EQ(austrian->act(rating(Side::Austrian, "charles", 3))["type"], "done");
    // The last action in force is the Austrian's secret: the French may not undo it, and the
    // refusal does not say what it is.
    r = french->send({{"v", 1}, {"type", "undo"}, {"request", ++french->requests}});
    ASSERT_EQ(r["type"], "refused");
    EXPECT_EQ(r["error"].get<std::string>().find("charles"), std::string::npos);
    EXPECT_NE(r["error"].get<std::string>().find("9.0"), std::string::npos);
    r = austrian->send({{"v", 1}, {"type", "undo"}, {"request", ++austrian->requests}});
    ASSERT_EQ(r["type"], "done") << r.dump();
    // A stand-in is no action a seat may send.
    r = french->act(Action{0, "withheld", "french", json::object(), "", ""});
    EXPECT_EQ(r["type"], "refused");
    // Nor may a seat ask to be another by a field of its own.
    r = french->send({{"v", 1},
                      {"type", "join"},
                      {"code", "X"},
                      {"client", "french-seat-1"},
                      {"seat", "umpire"}});
    EXPECT_EQ(r["type"], "error");
    EXPECT_EQ(host->seatOf(1)->name(), "french");
}

TEST_F(HostGame, Rule9_0_AWrongJoinCodeGetsNothing) {
    Seat& intruder = seat(9, "intruder-0001");
    const json join{
        {"v", 1}, {"type", "join"}, {"code", "AAAA-BBBB-CCCC"}, {"client", "intruder-0001"}};
    for (int i = 1; i <= GameHost::kMaxWrongCodes; ++i) {
        const GameHost::Reply r = deliver(9, join.dump());
        EXPECT_EQ(r.close, i == GameHost::kMaxWrongCodes);
    }
    const json act{{"v", 1},
                   {"type", "act"},
                   {"request", 1},
                   {"actions",
                    {{{"kind", "set-rating"},
                      {"side", "french"},
                      {"payload", {{"leader", "napoleon"}, {"rating", 3}}}}}}};
    deliver(9, act.dump());
    for (const std::string& text : intruder.raw) {
        const json m = json::parse(text);
        EXPECT_EQ(m["type"], "error") << text;
        EXPECT_FALSE(m.contains("actions"));
        EXPECT_FALSE(m.contains("info"));
    }
    EXPECT_EQ(intruder.raw.size(), static_cast<std::size_t>(GameHost::kMaxWrongCodes) + 1);
    EXPECT_FALSE(host->seatOf(9));
    EXPECT_EQ(host->session().game().log().all().size(),
              GameSession::open(path(), hostStart()).game().log().all().size());
}

// #33 item 1: a seat proves its code over the host's certificate and never sends it; the
// host answers with a proof of its own. A proof made over another certificate (a program
// between the two) is a wrong code; the code and a proof together, or a malformed number,
// are refused in words.
TEST_F(HostGame, Rule9_0_AJoinProvesTheCodeOverTheCertificateWithoutSendingIt) {
    host->setCertificate("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");
    const std::string nonce = joinproof::nonce();
    const std::string key = joinproof::codeKey(host->codes().austrian);
    const auto join = [&](const std::string& certificate) {
        return json{{"v", 1},
                    {"type", "join"},
                    {"proof", joinproof::seatProof(key, certificate, nonce)},
                    {"nonce", nonce},
                    {"client", "proving-seat-01"}};
    };
    Seat& relayed = seat(3, "proving-seat-01");
    json r = relayed.send(join("an-impostor's-certificate"));
    EXPECT_EQ(r["type"], "error") << r.dump();
    EXPECT_FALSE(host->seatOf(3));

    Seat& seat = this->seat(4, "proving-seat-01");
    r = seat.send(join("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"));
    ASSERT_EQ(r["type"], "joined") << r.dump();
    EXPECT_EQ(r["seat"], "austrian");
    // The host's answer proves the code, and is not the seat's proof sent back.
    EXPECT_EQ(r["proof"], joinproof::hostProof(key,
                                               "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822c"
                                               "d15d6c15b0f00a08",
                                               nonce));
    EXPECT_NE(r["proof"],
              join("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08").at("proof"));
    for (const std::string& text : seat.raw)
        EXPECT_EQ(text.find(host->codes().austrian), std::string::npos);

    json both = join("x");
    both["code"] = host->codes().austrian;
    r = this->seat(5, "proving-seat-01").send(both);
    EXPECT_EQ(r["type"], "error");
    EXPECT_NE(r["error"].get<std::string>().find("not both"), std::string::npos) << r.dump();
    json shortNonce = join("x");
    shortNonce["nonce"] = "12ab";
    r = this->seat(6, "proving-seat-01").send(shortNonce);
    EXPECT_NE(r["error"].get<std::string>().find("hexadecimal"), std::string::npos) << r.dump();
    EXPECT_FALSE(host->seatOf(5));
    EXPECT_FALSE(host->seatOf(6));
}

TEST_F(HostGame, Rule9_0_JoinCodesAreRandomPerGameAndKeptAcrossARestart) {
    const JoinCodes first = host->codes();
    EXPECT_NE(first.french, first.austrian);
    EXPECT_NE(first.french, first.umpire);
    restart();
    EXPECT_EQ(host->codes().french, first.french);
    EXPECT_EQ(host->codes().game, first.game);
    const std::string other = dir.file("other.adc");
    createScenarioGame(other, catalog(), catalog().find("5.1"), Variants{}, "other", "");
    const GameHost second(other, hostStart());
    EXPECT_NE(second.codes().french, first.french);
    EXPECT_NE(second.codes().game, first.game);
}

TEST_F(HostGame, Rule9_0_ARequestSentAgainIsAnsweredAndDoneOnceEvenAfterARestart) {
    Seat& a = joined(2, host->codes().austrian, "austrian-seat-1");
    const json rate{{"v", 1},
                    {"type", "act"},
                    {"request", 1},
                    {"actions",
                     {{{"kind", "set-rating"},
                       {"side", "austrian"},
                       {"payload", {{"leader", "charles"}, {"rating", 3}}}}}}};
    const json first = a.send(rate);
    ASSERT_EQ(first["type"], "done") << first.dump();
    const std::size_t logged = host->session().game().log().all().size();
    const json again = a.send(rate); // the answer was lost: the seat sends it again
    EXPECT_EQ(again["actions"], first["actions"]);
    EXPECT_EQ(host->session().game().log().all().size(), logged);

    // The host is killed and started again; meanwhile the host's own window wrote an action.
    restart();
    {
        GameSession window = GameSession::open(path(), hostStart());
        window.perform(rating(Side::French, "napoleon", 4));
    }
    seats.erase(2);
    Seat& back = seat(4, "austrian-seat-1");
    const json rejoined = back.send({{"v", 1},
                                     {"type", "join"},
                                     {"code", host->codes().austrian},
                                     {"client", "austrian-seat-1"},
                                     {"game", host->codes().game},
                                     {"known", 0}});
    ASSERT_EQ(rejoined["type"], "joined");
    EXPECT_EQ(back.copy->log().all().size(), logged + 1);    // nothing lost
    EXPECT_EQ(back.send(rate)["actions"], first["actions"]); // and nothing done twice
    EXPECT_EQ(GameSession::open(path(), hostStart()).game().log().all().size(), logged + 1);
    // A seat that holds a copy goes on from where it stands, once its running hash shows the
    // copy is the host's share (#33 item 3).
    ShareHash share;
    for (std::size_t i = 0; i < logged; ++i)
        share.add(back.copy->log().all()[i]);
    const auto rejoin = [&](GameHost::Connection c, const std::string& client, std::int64_t known,
                            const std::string& hash) {
        return this->seat(c, client).send({{"v", 1},
                                           {"type", "join"},
                                           {"code", host->codes().austrian},
                                           {"client", client},
                                           {"game", host->codes().game},
                                           {"known", known},
                                           {"hash", hash}});
    };
    const json from = rejoin(5, "austrian-seat-2", static_cast<std::int64_t>(logged), share.hex());
    EXPECT_EQ(from["from"], static_cast<std::int64_t>(logged));
    EXPECT_FALSE(from.contains("diverged"));
    EXPECT_EQ(from["actions"].size(), 1u);
    EXPECT_EQ(from["actions"][0]["side"], "french");
    EXPECT_EQ(from["actions"][0]["kind"], "withheld"); // the French rating: 9.0
    // A copy whose share differs (another hash at the same number), one that holds more
    // than the host, and one that gives no hash: each told so, and sent the whole log.
    ShareHash other = share;
    other.add(back.copy->log().all()[logged]);
    for (const auto& [known, hash] :
         {std::pair{static_cast<std::int64_t>(logged), other.hex()},
          std::pair{static_cast<std::int64_t>(logged) + 5, share.hex()},
          std::pair{static_cast<std::int64_t>(logged), std::string()}}) {
        const json afresh = rejoin(6, "austrian-seat-3", known, hash);
        EXPECT_EQ(afresh["from"], 0) << known;
        EXPECT_EQ(afresh["diverged"], true) << known;
        EXPECT_EQ(afresh["actions"].size(), logged + 1) << known;
        seats.erase(6);
        host->closed(6);
    }
}

TEST_F(HostGame, Rule9_0_AThousandMalformedOrOversizedMessagesChangeNothing) {
    joined(1, host->codes().french, "french-seat-1");
    const std::size_t logged = host->session().game().log().all().size();
    const std::vector<std::string> shapes{
        "",
        "{",
        "[]",
        "null",
        "42",
        "\"act\"",
        "{\"v\":1}",
        "{\"v\":2,\"type\":\"act\"}",
        "{\"v\":1,\"type\":\"shout\"}",
        "{\"v\":1,\"type\":\"act\",\"request\":0,\"actions\":[]}",
        "{\"v\":1,\"type\":\"act\",\"request\":-5,\"actions\":[{\"kind\":\"mark\"}]}",
        "{\"v\":1,\"type\":\"act\",\"request\":1,\"actions\":{}}",
        "{\"v\":1,\"type\":\"act\",\"request\":1,\"actions\":[{\"kind\":\"mark\",\"side\":"
        "\"austrian\",\"payload\":{\"unit\":\"11-1-1\",\"casualties\":1}}]}",
        "{\"v\":1,\"type\":\"act\",\"request\":1,\"actions\":[{\"kind\":\"withheld\",\"side\":"
        "\"french\"}]}",
        "{\"v\":1,\"type\":\"act\",\"request\":1,\"actions\":[{\"kind\":\"mark\",\"side\":"
        "\"french\",\"payload\":{\"unit\":\"no such\",\"casualties\":1}}]}",
        "{\"v\":1,\"type\":\"act\",\"request\":1,\"actions\":[{\"kind\":\"mark\",\"side\":"
        "\"french\",\"payload\":\"x\",\"seq\":4}]}",
        "{\"v\":1,\"type\":\"undo-to\",\"request\":1,\"seq\":0}",
        "{\"v\":1,\"type\":\"undo-to\",\"request\":1,\"seq\":99999999999}",
        "{\"v\":1,\"type\":\"join\",\"code\":7,\"client\":\"x\"}",
        "{\"v\":1,\"type\":\"redo\",\"request\":1,\"by\":\"austrian\"}",
        "\xff\xfe{\"v\":1}"};
    std::mt19937 rng(1809);
    for (int i = 0; i < 1000; ++i) {
        std::string m;
        switch (i % 5) {
        case 0:
            m = shapes[static_cast<std::size_t>(i / 5) % shapes.size()];
            break;
        case 1: { // a valid message cut short
            const std::string whole = shapes[12];
            m = whole.substr(0, rng() % whole.size());
            break;
        }
        case 2: // noise
            for (std::size_t k = rng() % 200; k > 0; --k)
                m += static_cast<char>(rng() % 256);
            break;
        case 3: { // 65 actions in one request
            json list = json::array();
            for (int k = 0; k < 65; ++k)
                list.push_back({{"kind", "mark"}, {"side", "french"}, {"payload", json::object()}});
            m = json{{"v", 1}, {"type", "act"}, {"request", 1}, {"actions", list}}.dump();
            break;
        }
        default:
            if (i % 100 == 4) { // oversized: refused and the connection closed
                m = std::string(GameHost::kMaxMessageBytes + 1, ' ');
            } else {
                m = json{{"v", 1},
                         {"type", "act"},
                         {"request", 1 + i},
                         {"actions", {{{"kind", std::string(300, 'k')}}}}}
                        .dump();
            }
        }
        const GameHost::Reply r = deliver(1, m);
        ASSERT_FALSE(r.messages.empty()) << i;
        const json answer = json::parse(r.messages.back().text);
        EXPECT_TRUE(answer["type"] == "error" || answer["type"] == "refused") << i << ": " << m;
        if (r.close || !host->seatOf(1)) { // closed: the seat joins again on a new connection
            seats.erase(1);
            joined(1, host->codes().french, "french-seat-1");
        }
    }
    EXPECT_EQ(host->session().game().log().all().size(), logged);
    EXPECT_EQ(GameSession::open(path(), hostStart()).game().log().all().size(), logged);
}

} // namespace adc::test

namespace adc::test {

TEST(SeatCopy, Rule9_0_ASeatsCopyTakesNoActionOfItsOwn) {
    TempDir dir("adc-seat-copy");
    json info = scenarioGameInfo(catalog().find("5.1"), Variants{}, "copy");
    info["seat"] = {{"game", "G"}, {"seat", "french"}, {"host", "ws://192.168.1.20:7755"}};
    const std::vector<Action> shared{
        {1, "withheld", "austrian", json::object(), "", ""},
        {2, "set-rating", "french", {{"leader", "napoleon"}, {"rating", 3}}, "t", "Napoleon: 3"}};
    GameFile::create(dir.file("copy.adc"), info, shared);
    GameSession copy = GameSession::open(dir.file("copy.adc"), hostStart());
    EXPECT_EQ(copy.game().log().all().size(), 2u);
    try {
        copy.perform(rating(Side::French, "napoleon", 4));
        FAIL() << "a seat's copy took an action";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("seat's copy"), std::string::npos) << e.what();
    }
    EXPECT_THROW(copy.undo(Side::French), InvalidInput);
    EXPECT_EQ(GameSession::open(dir.file("copy.adc"), hostStart()).game().log().all().size(), 2u);
    info["seat"]["seat"] = "spectator"; // a seat is french, austrian or umpire
    EXPECT_THROW(GameFile::create(dir.file("bad.adc"), info), GameFileError);
}

} // namespace adc::test

namespace adc::test {

// 9.0 over the wire: an undo sent as an action is told to use the undo message, never that
// the other side keeps something secret; nothing is done.
TEST_F(HostedCommandPhase, Rule9_0_AnUndoSentAsAnActionIsToldToUseUndo) {
    ASSERT_EQ(french->act(rating(Side::French, "napoleon", 3))["type"], "done");
    const auto before = host->session().game().log().all().size();
    const json r = french->act(Action{0, "undo", "", json::object(), "", ""});
    ASSERT_EQ(r["type"], "refused") << r.dump();
    const std::string why = r["error"];
    EXPECT_NE(why.find("\"undo\" message"), std::string::npos) << why;
    EXPECT_EQ(why.find("keeps secret"), std::string::npos) << why;
    EXPECT_EQ(host->session().game().log().all().size(), before);
}

} // namespace adc::test

namespace adc::test {

namespace {

namespace wk = adc::wagram::kinds;

// Wagram 1809's scenario 1 (14.2) hosted, with a seat for each side (#33 item 7).
class HostedWagram : public HostGame {
  protected:
    void SetUp() override {
        const std::string path = dir.file("wagram.adc");
        GameSession::create(path,
                            {{"game", "wagram-1809"}, {"scenario", "14.2"}, {"title", "hosted"}},
                            hostStart());
        host = std::make_unique<GameHost>(path, hostStart());
        french = &joined(1, host->codes().french, "french-seat-1");
        austrian = &joined(2, host->codes().austrian, "austrian-seat-1");
    }
    static const wagram::WagramState& wagramOf(const Game& g) {
        return dynamic_cast<const wagram::WagramState&>(g.moduleState());
    }
    static Action wagramAction(const char* kind, json payload, const std::string& side = "") {
        return {0, kind, side, std::move(payload), "", ""};
    }
    Seat* french = nullptr;
    Seat* austrian = nullptr;
};

} // namespace

// 7.1, 7.2 and 9.0 on two laptops: each seat plays its Rounds with its own Orders Table; its
// copy, replayed from its share of the log, shows the other side's face-down markers as "a
// corps" and the corps each reveal turned over, as the host's game shows them to that side.
TEST_F(HostedWagram, Rule7_1_TwoSeatsPlayTheirRoundsWithTheOtherSidesMarkersHidden) {
    const auto done = [](const json& r) { return r["type"] == "done"; };
    ASSERT_TRUE(done(french->act(
        wagramAction(wk::Place, {{"orders", {"IV", "II", "It"}}, {"admin", {"R"}}}, "french"))));
    ASSERT_TRUE(done(austrian->act(wagramAction(
        wk::Place, {{"orders", {"I", "II", "IV"}}, {"admin", json::array()}}, "austrian"))));
    // 7.1: the French Round, on the French laptop; the reveal carries the corps to both seats.
    const json r = french->act(wagramAction(wk::Reveal, {{"side", "french"}}));
    ASSERT_TRUE(done(r)) << r.dump();
    EXPECT_EQ(r["actions"][0]["payload"]["revealed"], json::array({"IV"}));
    ASSERT_TRUE(done(french->act(wagramAction(wk::Pick, {{"corps", "Gd"}}, "french"))));
    ASSERT_TRUE(done(french->act(wagramAction(wk::Continue, {{"side", "french"}}))));
    // The Austrian Round, on the Austrian laptop.
    ASSERT_TRUE(
        done(austrian->act(wagramAction(wk::Initiative, {{"french", 1}, {"austrian", 6}}))));
    ASSERT_TRUE(done(austrian->act(wagramAction(wk::Reveal, {{"side", "austrian"}}))));
    ASSERT_TRUE(done(austrian->act(wagramAction(wk::Pick, {{"corps", "R"}}, "austrian"))));
    ASSERT_TRUE(done(austrian->act(wagramAction(wk::Continue, {{"side", "austrian"}}))));
    // 7.2: a French Reaction Round; its activation turns D over for the Austrian seat too.
    ASSERT_TRUE(done(french->act(wagramAction(wk::Reaction, {{"corps", "D"}}, "french"))));
    ASSERT_TRUE(
        done(french->act(wagramAction(wk::ReactionRoll, {{"side", "french"}, {"roll", 7}}))));
    // A seat asks only for its own side's reveal (9.0).
    EXPECT_EQ(austrian->act(wagramAction(wk::Reveal, {{"side", "french"}}))["type"], "refused");

    const Game& hosted = host->session().game();
    for (Seat* seat : {french, austrian}) {
        const Side side = seat == french ? Side::French : Side::Austrian;
        const Side other = side == Side::French ? Side::Austrian : Side::French;
        ASSERT_TRUE(seat->copy != nullptr);
        EXPECT_EQ(seat->copy->log().all().size(), hosted.log().all().size());
        const json mine = wagramOf(*seat->copy).view(side);
        const json shown = wagramOf(hosted).view(side); // what the host shows that side
        EXPECT_EQ(mine["step"], shown["step"]);
        EXPECT_EQ(mine["phase_player"], shown["phase_player"]);
        EXPECT_EQ(mine["orders_tables"][sideName(side)], shown["orders_tables"][sideName(side)]);
        const json& theirs = mine["orders_tables"][sideName(other)];
        for (const char* box : {"orders", "activated", "reaction"})
            EXPECT_EQ(theirs[box], shown["orders_tables"][sideName(other)][box]) << box;
        for (const json& m : theirs["orders"])
            EXPECT_EQ(m["name"], "a corps") << theirs.dump();
    }
    EXPECT_EQ(wagramOf(*austrian->copy)
                  .view(Side::Austrian)["orders_tables"]["french"]["activated"]
                  .size(),
              2u);                                            // IV (7.1) and D (7.2), turned over
    expectNothingOf(Side::French, *austrian, "Walther");      // Gd, picked face down (7.1)
    expectNothingOf(Side::Austrian, *french, "Hohenzollern"); // the Austrian Order 2
}

// 7.1, 9.0: a game whose reveal was recorded without the corps it turned over (a file from
// before seats could be served) does not replay from a side's share: that side's seat is
// refused at the join, in words that name no secret; the umpire's seat is served.
TEST_F(HostedWagram, Rule7_1_AShareThatDoesNotReplayIsRefusedAtTheJoin) {
    ASSERT_EQ(french->act(wagramAction(
                  wk::Place, {{"orders", {"IV", "II", "It"}}, {"admin", {"R"}}}, "french"))["type"],
              "done");
    ASSERT_EQ(austrian->act(wagramAction(wk::Place,
                                         {{"orders", {"I", "II", "IV"}}, {"admin", json::array()}},
                                         "austrian"))["type"],
              "done");
    ASSERT_EQ(french->act(wagramAction(wk::Reveal, {{"side", "french"}}))["type"], "done");
    const Action reveal = host->session().game().log().all().back();
    json old = reveal.payload;
    old.erase("revealed");
    old.erase("pick");
    host.reset();
    const std::string path = dir.file("wagram.adc");
    forgeAction(path, reveal.seq, reveal.kind, reveal.side, old.dump());
    host = std::make_unique<GameHost>(path, hostStart());
    seats.clear();
    Seat& late = seat(7, "austrian-seat-9");
    const json r = late.send({{"v", 1},
                              {"type", "join"},
                              {"code", host->codes().austrian},
                              {"client", "austrian-seat-9"}});
    EXPECT_EQ(r["type"], "error") << r.dump();
    EXPECT_NE(r.value("error", "").find("does not replay"), std::string::npos) << r.dump();
    EXPECT_EQ(r.dump().find("Walther"), std::string::npos);
    EXPECT_FALSE(host->seatOf(7));
    joined(8, host->codes().umpire, "umpire-seat-9"); // sees everything: served
}

// 5.3, #33 item 7: a Wagram 1809 seat's app dice are thrown again by the host, never taken with
// the seat's seed: a battle roll (its result read anew from the host's seed), and a Round's
// initiative dice thrown from the seat's and the host's values together, the exchange
// recorded; the seat's copy replays both (its engine checks each seed against its dice and
// its exchange). The dice typed from the table are recorded as typed.
TEST_F(HostedWagram, Rule5_3_AWagramSeatsAppDiceAreThrownByTheHost) {
    const Inputs attack{{"attacker", "french"},
                        {"att_potential", "6"},
                        {"def_potential", "6"},
                        {"defense", "hold"}};
    const Action thrown =
        wagram::battleRoll(wagramOf(*french->copy), "wagram-combat", attack, 42).action;
    json r = french->act(thrown);
    ASSERT_EQ(r["type"], "done") << r.dump();
    const Action battle = host->session().game().log().all().back();
    ASSERT_TRUE(battle.payload["result"]["seed"].is_number_unsigned()) << battle.payload.dump();
    EXPECT_NE(battle.payload["result"]["seed"], 42u);
    Inputs typed = attack;
    typed.emplace_back("att_roll", "4");
    typed.emplace_back("def_roll", "3");
    const Action asTyped =
        wagram::battleRoll(wagramOf(*french->copy), "wagram-combat", typed, std::nullopt).action;
    EXPECT_EQ(french->act(asTyped)["type"], "done");
    EXPECT_EQ(host->session().game().log().all().back().payload, asTyped.payload);

    // The first Round is the French's (12.5); then the Austrian seat lets the app throw the
    // initiative dice, with its part of the exchange.
    const auto done = [](const json& m) { return m["type"] == "done"; };
    ASSERT_TRUE(done(french->act(
        wagramAction(wk::Place, {{"orders", {"IV", "II", "It"}}, {"admin", {"R"}}}, "french"))));
    ASSERT_TRUE(done(austrian->act(wagramAction(
        wk::Place, {{"orders", {"I", "II", "IV"}}, {"admin", json::array()}}, "austrian"))));
    ASSERT_TRUE(done(french->act(wagramAction(wk::Reveal, {{"side", "french"}}))));
    ASSERT_TRUE(done(french->act(wagramAction(wk::Pick, {{"corps", "Gd"}}, "french"))));
    ASSERT_TRUE(done(french->act(wagramAction(wk::Continue, {{"side", "french"}}))));
    std::string commit;
    for (const std::string& text : austrian->raw)
        if (const json m = json::parse(text); m["type"] == "joined" || m["type"] == "done")
            commit = m.value("dice_commit", std::string());
    const Action asked = wagram::roundDiceFrom(wagramAction(wk::Initiative, json::object()), 42);
    const std::string mine = diceValue();
    r = austrian->send(
        {{"v", 1},
         {"type", "act"},
         {"request", ++austrian->requests},
         {"actions",
          json::array({{{"kind", asked.kind}, {"side", ""}, {"payload", asked.payload}}})},
         {"dice", {{"seat", mine}, {"commit", commit}}}});
    ASSERT_TRUE(done(r)) << r.dump();
    const Action initiative = host->session().game().log().all().back();
    const DiceExchange x = DiceExchange::fromJson(initiative.payload.at("dice_exchange"));
    EXPECT_EQ(x.seat, mine);
    EXPECT_EQ(x.commit, commit);
    EXPECT_EQ(initiative.payload["seed"], x.seed());
    EXPECT_EQ(initiative.payload, wagram::roundDiceFrom(initiative, x.seed()).payload);
    EXPECT_NO_THROW(x.checkFor(commit, mine));
    for (Seat* seat : {french, austrian}) {
        ASSERT_EQ(seat->copy->log().all().size(), host->session().game().log().all().size());
        EXPECT_EQ(seat->copy->log().all().back().payload, initiative.payload);
    }
}

} // namespace adc::test
