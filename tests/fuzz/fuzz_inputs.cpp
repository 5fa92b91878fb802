#include "fuzz_inputs.h"

#include "adc/chart_loader.h"
#include "adc/chart_set.h"
#include "adc/errors.h"
#include "adc/game_session.h"
#include "adc/input_text.h"
#include "adc/json_input.h"
#include "adc/order_of_battle.h"
#include "adc/scenarios/scenario.h"
#include "adc/scenarios/turn_track.h"
#include "adc/sequence_of_play.h"

#include "run.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace adc::fuzz {

namespace {

struct World {
    std::string tables;
    fs::path scratch;
    ChartSet charts;
    OrderOfBattle french, austrian;
};
std::unique_ptr<World> world;

[[noreturn]] void finding(const std::string& what) {
    std::fprintf(stderr, "fuzz finding: %s\n", what.c_str());
    std::abort();
}

// A refusal's message is printed and put in JSON: it must be UTF-8.
void printable(const std::exception& e) {
    if (invalidUtf8At(e.what()))
        finding(std::string("a message that is not UTF-8: ") + adc::printable(e.what(), 200));
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void spit(const fs::path& p, std::string_view bytes) {
    std::ofstream(p, std::ios::binary | std::ios::trunc)
        .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// Runs one loader; a ChartFileError or InvalidInput is a refusal in words.
template <class F> void refusedInWords(F&& load) {
    try {
        load();
    } catch (const ChartFileError& e) {
        printable(e);
    } catch (const InvalidInput& e) {
        printable(e);
    }
}

} // namespace

void setUp(const char* tablesDir) {
    if (world) return;
    auto w = std::make_unique<World>();
    w->tables = tablesDir;
    w->scratch = fs::temp_directory_path() / ("adc-fuzz-" + std::to_string(::getpid()));
    fs::remove_all(w->scratch);
    fs::create_directories(w->scratch / "overlay");
    w->charts = ChartSet::load(tablesDir);
    w->french = loadOrderOfBattle(w->tables + "/oob/french.json");
    w->austrian = loadOrderOfBattle(w->tables + "/oob/austrian.json");
    world = std::move(w);
    std::atexit([] {
        std::error_code ec;
        fs::remove_all(world->scratch, ec);
    });
}

void dataFile(std::string_view bytes) {
    const fs::path file = world->scratch / "tiny.json";
    spit(file, bytes);
    refusedInWords([&] { loadChartFile(file.string()); });
    refusedInWords([&] { loadOrderOfBattle(file.string()); });
    refusedInWords([&] { SequenceOfPlay::load(file.string()); });
    refusedInWords([&] { TurnTrack::load(file.string()); });
    refusedInWords([&] { loadScenario(file.string()); });
    refusedInWords([&] {
        // As the player's overlay of the chart it names (or of the Fire Combat Table).
        const nlohmann::json doc = readDataFile(file.string(), "tiny.json");
        std::string id = "fire-combat";
        if (doc.is_object() && doc.contains("id") && doc["id"].is_string() &&
            world->charts.find(doc["id"].get<std::string>()))
            id = doc["id"].get<std::string>();
        Chart chart = world->charts.chart(id);
        applyOverlay(chart, doc, "tiny.json");
    });
}

void gameFile(std::string_view bytes) {
    const fs::path file = world->scratch / "game.adc";
    for (const char* s : {"", "-wal", "-shm", "-journal"})
        fs::remove(file.string() + s);
    spit(file, bytes);
    try {
        const GameSession s = GameSession::open(file.string(), world->french, world->austrian);
        // Everything a reader shows goes out as JSON: it must print.
        for (const Action* a : s.history(std::nullopt))
            (void)nlohmann::json{{"kind", a->kind},
                                 {"side", a->side},
                                 {"payload", a->payload},
                                 {"summary", a->summary}}
                .dump();
        (void)s.file().info().dump();
        for (const Side side : {Side::French, Side::Austrian})
            (void)s.state().losses(side).casualtyTrack();
    } catch (const GameFileError& e) {
        printable(e);
    }
    // Read or refused, the file is as it was, with nothing beside it.
    if (slurp(file) != bytes) finding("the game file was changed by reading it");
    for (const char* s : {"-wal", "-shm", "-journal"})
        if (fs::exists(file.string() + s))
            finding(std::string("reading the game file left a ") + s + " beside it");
}

void adcArguments(std::string_view bytes) {
    std::vector<std::string> words{"adc", "--tables", world->tables, "--overlay",
                                   (world->scratch / "overlay").string()};
    std::size_t start = 0;
    for (std::size_t i = 0; i <= bytes.size() && words.size() < 64; ++i) {
        if (i < bytes.size() && bytes[i] != '\0') continue;
        const std::string w(bytes.substr(start, i - start));
        start = i + 1;
        // Files stay in the scratch folder: no paths, no other table or overlay folders.
        if (w.find('/') != std::string::npos || w.rfind("--", 0) == 0) return;
        words.push_back(w);
    }
    std::vector<char*> argv;
    for (auto& w : words)
        argv.push_back(w.data());
    argv.push_back(nullptr);
    const fs::path cwd = fs::current_path();
    fs::current_path(world->scratch);
    std::ostringstream sink;
    auto* out = std::cout.rdbuf(sink.rdbuf());
    auto* err = std::cerr.rdbuf(sink.rdbuf());
    const int code = adc::cli::run(static_cast<int>(words.size()), argv.data());
    std::cout.rdbuf(out);
    std::cerr.rdbuf(err);
    fs::current_path(cwd);
    if (code != 0 && code != 2 && code != 3) finding("adc exited " + std::to_string(code));
    if (invalidUtf8At(sink.str())) finding("adc printed text that is not UTF-8");
    // The next input starts from an empty folder, so that a finding can be replayed alone.
    for (const auto& e : fs::directory_iterator(world->scratch))
        fs::remove_all(e.path());
    fs::create_directories(world->scratch / "overlay");
}

} // namespace adc::fuzz
