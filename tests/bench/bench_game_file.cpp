// The game file's costs: one durable action against a bare SQLite insert-and-commit of the
// same row on the same disk, and opening a long battle (20,000 logged actions). Also the
// Battle page's series of that battle against its floor, replaying the same actions alone.
#include "adc/battle_series.h"
#include "adc/game_file.h"
#include "adc/game_session.h"

#include "armies.h"
#include <SQLiteCpp/SQLiteCpp.h>

#include "floor_table.h"
#include "scratch_file.h"

#include <benchmark/benchmark.h>

namespace {

using adc::bench::austrian;
using adc::bench::french;
using adc::bench::scratch;

// The Straggler Recovery segment (8.1), where the recoveries below are made.
adc::Action toRecovery() {
    // "to" names the step, as the action schema asks of every advance (8.1).
    return {
        0,
        "advance",
        "",
        {{"to", "Straggler Recovery"}, {"turn", 1}, {"player_turn", 0}, {"step", "straggler-recovery"}},
        "",
        ""};
}

adc::Action markAction(int i) {
    // Alternate a straggler and its recovery so the chart never fills up.
    const bool add = i % 2 == 0;
    return {0,
            add ? "mark" : "recover-stragglers",
            "french",
            add ? nlohmann::json{{"unit", "57 Line-3-2"}, {"stragglers", 1}}
                : nlohmann::json{{"unit", "57 Line-3-2"},
                                 {"recovered", 1},
                                 {"checklist",
                                  {{"enemy_distance", true},
                                   {"morale_state", true},
                                   {"command_radius", true},
                                   {"no_mp_spent", true},
                                   {"not_fired", true}}}},
            "",
            ""};
}

void BM_AppendActionDurably(benchmark::State& state) {
    const std::string path = scratch("append.adc");
    auto s = adc::GameSession::create(path, {{"title", "bench"}}, french(), austrian());
    s.perform(toRecovery());
    int i = 0;
    for (auto _ : state)
        s.perform(markAction(i++));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AppendActionDurably)->Unit(benchmark::kMicrosecond);

void BM_BareSqliteInsertCommit(benchmark::State& state) {
    // The same row, the same pragmas, no game logic: the floor the game file is measured against.
    const std::string path = scratch("bare.db");
    SQLite::Database db(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA synchronous=FULL");
    db.exec("CREATE TABLE actions (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, side TEXT NOT "
            "NULL, payload TEXT NOT NULL, at TEXT NOT NULL, summary TEXT NOT NULL)");
    const std::string payload = markAction(0).payload.dump();
    std::int64_t seq = 0;
    for (auto _ : state) {
        SQLite::Transaction t(db);
        SQLite::Statement ins(
            db,
            "INSERT INTO actions(seq, kind, side, payload, at, summary) VALUES(?, ?, ?, ?, ?, ?)");
        ins.bind(1, static_cast<int64_t>(++seq));
        ins.bind(2, "mark");
        ins.bind(3, "french");
        ins.bind(4, payload);
        ins.bind(5, "2026-11-30T00:00:00Z");
        ins.bind(6, "1 straggler on 57 Line-3-2");
        ins.exec();
        t.commit();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BareSqliteInsertCommit)->Unit(benchmark::kMicrosecond);

// A game file of 20,000 actions, written once for the benchmarks that open it.
const std::string& longBattleFile() {
    static const std::string path = [] {
        const std::string p = scratch("long.adc");
        auto file = adc::GameFile::create(p, {{"title", "long battle"}});
        adc::Game g(french(), austrian());
        std::vector<adc::Action> batch;
        for (int i = 0; i < 20000; ++i) {
            adc::Action a = g.prepare(i == 0 ? toRecovery() : markAction(i - 1));
            a.at = "2026-11-30T00:00:00Z";
            g.commit(a);
            batch.push_back(a);
        }
        file.appendAll(batch);
        return p;
    }();
    return path;
}

void BM_OpenLongBattle(benchmark::State& state) {
    const std::string& path = longBattleFile();
    for (auto _ : state) {
        auto s = adc::GameSession::open(path, french(), austrian());
        benchmark::DoNotOptimize(s.state().losses(adc::Side::French).casualtyTrack());
    }
    state.counters["actions"] = 20000;
}
BENCHMARK(BM_OpenLongBattle)->Unit(benchmark::kMillisecond);

// The floor of opening: a bare SELECT of the same file's log, every column read as stored.
void BM_Floor_SelectLog(benchmark::State& state) {
    const std::string& path = longBattleFile();
    for (auto _ : state) {
        SQLite::Database db(path, SQLite::OPEN_READONLY);
        SQLite::Statement q(
            db, "SELECT seq, kind, side, payload, at, summary, checksum FROM actions ORDER BY seq");
        std::size_t bytes = 0;
        while (q.executeStep())
            for (int c = 1; c < 7; ++c)
                bytes += q.getColumn(c).getString().size();
        benchmark::DoNotOptimize(bytes);
    }
    state.counters["actions"] = 20000;
}
BENCHMARK(BM_Floor_SelectLog)->Unit(benchmark::kMillisecond);

// A long battle in memory: 20,000 actions over 20 game turns (an advance every 1,000).
const adc::Game& longBattle() {
    static const adc::Game g = [] {
        adc::Game game(french(), austrian());
        for (int i = 0, marks = 0; i < 20000; ++i) {
            adc::Action a = i % 1000 == 0 ? toRecovery() : markAction(marks++);
            if (i % 1000 == 0) a.payload["turn"] = 1 + i / 1000;
            a = game.prepare(a);
            a.at = "2026-11-30T00:00:00Z";
            game.commit(a);
        }
        return game;
    }();
    return g;
}

// The floor: the actions in force replayed into a fresh state, as opening a game does.
void BM_ReplayLongBattle(benchmark::State& state) {
    const adc::Game& g = longBattle();
    for (auto _ : state) {
        adc::GameState st(g.state().oob(adc::Side::French), g.state().oob(adc::Side::Austrian),
                          g.state().rules());
        for (const adc::Action* a : g.log().effective())
            st.apply(*a);
        benchmark::DoNotOptimize(st.losses(adc::Side::French).casualtyTrack());
    }
    state.counters["actions"] = 20000;
}
BENCHMARK(BM_ReplayLongBattle)->Unit(benchmark::kMillisecond);

// The Battle page's plots (BattlePlots rebuilds them after every action): the same replay
// with a point at the end of each of the 20 turns.
void BM_BattleSeriesLongBattle(benchmark::State& state) {
    const adc::Game& g = longBattle();
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::battleSeries(g, std::nullopt).turns.size());
    state.counters["actions"] = 20000;
    state.counters["turns"] = static_cast<double>(adc::battleSeries(g, std::nullopt).turns.size());
}
BENCHMARK(BM_BattleSeriesLongBattle)->Unit(benchmark::kMillisecond);

} // namespace

// Following one more action another program wrote (a seat following its host, the host's
// window following a seat), with range(0) actions already on the log: 0 (the floor) or the
// long battle's 20,000. The next action is prepared on a shadow game, untimed.
void BM_FollowOneAction(benchmark::State& state) {
    adc::Game followed = state.range(0) == 0 ? adc::Game(french(), austrian()) : longBattle();
    if (state.range(0) == 0) followed.commit(followed.prepare(toRecovery()));
    adc::Game shadow = followed;
    int i = 0;
    for (auto _ : state) {
        state.PauseTiming();
        adc::Action next = shadow.prepare(markAction(i++));
        shadow.commit(next);
        state.ResumeTiming();
        followed.extend({next});
    }
    state.counters["actions"] = static_cast<double>(followed.log().all().size());
}
BENCHMARK(BM_FollowOneAction)->Arg(0)->Arg(20000)->Unit(benchmark::kMicrosecond);

// How following was done before: the whole log played again with the new action.
void BM_FollowByWholeReplay(benchmark::State& state) {
    adc::Game shadow = longBattle();
    std::vector<adc::Action> log = shadow.log().all();
    int i = 0;
    for (auto _ : state) {
        state.PauseTiming();
        adc::Action next = shadow.prepare(markAction(i++));
        shadow.commit(next);
        log.push_back(next);
        adc::Game followed(french(), austrian());
        state.ResumeTiming();
        followed.load(log);
        benchmark::DoNotOptimize(followed.log().all().size());
    }
}
BENCHMARK(BM_FollowByWholeReplay)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    return adc::bench::runWithFloors(argc, argv,
                                     {{"durable append of one action", "BM_AppendActionDurably",
                                       "BM_BareSqliteInsertCommit", 0, 1.15},
                                      {"open a 20,000-action battle, derive its state",
                                       "BM_OpenLongBattle", "BM_Floor_SelectLog", 60e6, 3},
                                      {"Battle page's series of that battle",
                                       "BM_BattleSeriesLongBattle", "BM_ReplayLongBattle"},
                                      {"follow one more action, 20,000 on the log",
                                       "BM_FollowOneAction/20000", "BM_FollowOneAction/0", 50e3},
                                      {"the same, the whole log replayed (before)",
                                       "BM_FollowByWholeReplay", "BM_FollowOneAction/0"}});
}
