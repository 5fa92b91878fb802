// `adc export`: the Order Logs (10.1d), Loss Charts (20.6), roll log and victory count
// (AE 4.0) as CSV and PDF, for one viewer (9.0), never overwriting a file unasked.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;
using nlohmann::json;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace export_cli {

namespace {

const fs::path& dataDir() {
    static const fs::path p =
        fs::temp_directory_path() / ("adc-export-cli-test-" + std::to_string(::getpid()));
    return p;
}

adc::test::CliRun cli(const std::string& args) {
    return adc::test::runAdc(args, dataDir() / "overlay");
}

std::string slurp(const fs::path& p) {
    std::ifstream f(p, std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

// RFC 4180 lines: fields split at commas outside quotes, quotes undoubled.
std::vector<std::vector<std::string>> csvRows(const std::string& text) {
    std::vector<std::vector<std::string>> rows(1, std::vector<std::string>(1));
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                rows.back().back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                rows.back().back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            rows.back().emplace_back();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            rows.emplace_back(1);
            ++i;
        } else {
            rows.back().back() += c;
        }
    }
    if (rows.back().size() == 1 && rows.back()[0].empty()) rows.pop_back();
    return rows;
}

std::size_t countPages(const std::string& pdf) {
    const std::regex page("/Type\\s*/Page[^s]");
    return static_cast<std::size_t>(
        std::distance(std::sregex_iterator(pdf.begin(), pdf.end(), page), std::sregex_iterator()));
}

class Export : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::remove_all(dataDir());
        fs::create_directories(dataDir());
        ASSERT_EQ(cli("scenario new " + game() + " 5.3").code, 0);
    }
    void TearDown() override { fs::remove_all(dataDir()); }
    std::string game() const { return (dataDir() / "game.adc").string(); }
    std::string out(const std::string& name) const { return (dataDir() / name).string(); }
    adc::test::CliRun exportTo(const std::string& name, const std::string& keys) {
        return cli("export " + game() + " out=" + out(name) + " " + keys);
    }
};

} // namespace

TEST_F(Export, Rule10_1d_OrderLogCsvHoldsEveryOrderOfTheSide) {
    const auto r = exportTo("french.csv", "what=order-log side=french format=csv viewer=french");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    const auto rows = csvRows(slurp(out("french.csv")));
    const std::vector<std::string> header{"No.",  "Written", "Receiver",   "Type",
                                          "Text", "Arrival", "Acceptance", "Status"};
    ASSERT_FALSE(rows.empty());
    EXPECT_EQ(rows[0], header);
    // Row for row, the orders `adc order list` gives the French player.
    const auto list = cli("order list " + game() + " viewer=french").out["orders"];
    std::vector<json> own;
    for (const auto& o : list)
        if (o["side"] == "french") own.push_back(o);
    ASSERT_EQ(rows.size(), own.size() + 1);
    ASSERT_FALSE(own.empty());
    for (std::size_t i = 0; i < own.size(); ++i) {
        const auto& row = rows[i + 1];
        ASSERT_EQ(row.size(), header.size());
        EXPECT_EQ(row[0], std::to_string(own[i]["number"].get<int>()));
        EXPECT_EQ(row[4].rfind(own[i]["text"].get<std::string>(), 0), 0u) << row[4];
        EXPECT_EQ(row[5], own[i]["arrival_time"]);
        EXPECT_EQ(row[7], own[i]["status"]);
    }
    EXPECT_EQ(r.out["tables"][0]["rows"], own.size());
}

TEST_F(Export, Rule20_6_LossChartCsvShowsTheMarksAsTheyStand) {
    ASSERT_EQ(cli("game mark " + game() +
                  " side=french unit=\"57 Line-3-2\" casualties=2 "
                  "stragglers=1")
                  .code,
              0);
    ASSERT_EQ(exportTo("losses.csv", "what=losses side=french format=csv viewer=french").code, 0);
    const auto rows = csvRows(slurp(out("losses.csv")));
    bool found = false;
    for (const auto& row : rows)
        if (row.size() > 5 && row[1].rfind("57 Line-3-2", 0) == 0) {
            found = true;
            EXPECT_EQ(row[4], "2");
            EXPECT_EQ(row[5], "1");
        }
    EXPECT_TRUE(found);
    const auto losses = cli("game losses " + game() + " side=french").out;
    bool track = false;
    for (const auto& row : rows)
        if (row.size() > 4 && row[1] == "Casualty track (1.1f)") {
            track = true;
            EXPECT_EQ(row[4], std::to_string(losses["casualty_track"].get<int>()));
        }
    EXPECT_TRUE(track);
}

TEST_F(Export, Rule9_0_BothSidesGetASideColumnForTheUmpire) {
    ASSERT_EQ(exportTo("both.csv", "what=order-log side=both format=csv").code, 0);
    const auto rows = csvRows(slurp(out("both.csv")));
    ASSERT_GT(rows.size(), 2u);
    EXPECT_EQ(rows[0][0], "Side");
    bool french = false, austrian = false;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        french = french || rows[i][0] == "french";
        austrian = austrian || rows[i][0] == "austrian";
    }
    EXPECT_TRUE(french && austrian);
}

TEST_F(Export, Rule9_0_AFrenchViewerIsRefusedTheAustrianOrdersLossesAndRolls) {
    for (const std::string what : {"order-log", "losses", "rolls"}) {
        const auto r =
            exportTo("a.csv", "what=" + what + " side=austrian format=csv viewer=french");
        EXPECT_EQ(r.code, 2) << what;
        EXPECT_NE(r.out["message"].get<std::string>().find("9.0"), std::string::npos);
        EXPECT_FALSE(fs::exists(out("a.csv"))) << what;
    }
    const auto pdf = exportTo("a.pdf", "what=order-log side=austrian format=pdf viewer=french");
    EXPECT_EQ(pdf.code, 2);
    EXPECT_FALSE(fs::exists(out("a.pdf")));
}

TEST_F(Export, Rule9_0_ASideViewerIsRefusedBothSidesAndTheVictoryCount) {
    auto r = exportTo("b.csv", "what=order-log side=both format=csv viewer=austrian");
    EXPECT_EQ(r.code, 2);
    EXPECT_FALSE(fs::exists(out("b.csv")));
    r = exportTo("v.csv", "what=victory format=csv viewer=french");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("9.0"), std::string::npos);
    EXPECT_FALSE(fs::exists(out("v.csv")));
    for (auto& entry : fs::directory_iterator(dataDir())) // no temporary file left either
        EXPECT_EQ(entry.path().string().find(".tmp-"), std::string::npos);
}

TEST_F(Export, Rule9_0_ASidesRollLogHoldsItsOwnSecretRollsAndThePublicOnes) {
    ASSERT_EQ(cli("game roll " + game() + " fire points=4 roll=46 side=austrian").code, 0);
    ASSERT_EQ(cli("game roll " + game() + " fire points=4 roll=46 side=french").code, 0);
    ASSERT_EQ(exportTo("f.csv", "what=rolls side=french format=csv viewer=french").code, 0);
    const auto french = csvRows(slurp(out("f.csv")));
    ASSERT_EQ(french.size(), 2u); // the header and the French roll only
    EXPECT_EQ(french[1][8], "french only (9.0)");
    EXPECT_NE(french[1][6].find("roll 46 (4+6)"), std::string::npos) << french[1][6];
    EXPECT_EQ(french[1][4], "points=4"); // what decided it
    ASSERT_EQ(exportTo("all.csv", "what=rolls side=both format=csv").code, 0);
    EXPECT_EQ(csvRows(slurp(out("all.csv"))).size(), 3u);
}

// The history as the viewer may see it: his own secrets and what both sides see, no side=.
TEST_F(Export, Rule9_0_TheHistoryHoldsOnlyWhatTheViewerMaySee) {
    ASSERT_EQ(cli("game roll " + game() + " fire points=4 roll=46 side=austrian").code, 0);
    ASSERT_EQ(cli("game roll " + game() + " fire points=4 roll=46 side=french").code, 0);
    ASSERT_EQ(exportTo("f.csv", "what=history format=csv viewer=french").code, 0);
    const auto french = csvRows(slurp(out("f.csv")));
    ASSERT_GE(french.size(), 2u);
    EXPECT_EQ(french[0],
              (std::vector<std::string>{"No.", "Written (UTC)", "What", "Seen by", "In force"}));
    for (std::size_t i = 1; i < french.size(); ++i)
        EXPECT_TRUE(french[i][3] == "both sides" || french[i][3] == "french only (9.0)")
            << french[i][3];
    EXPECT_EQ(french.back()[3], "french only (9.0)"); // the French roll, last
    ASSERT_EQ(exportTo("all.csv", "what=history format=csv").code, 0);
    const auto all = csvRows(slurp(out("all.csv"))); // the umpire: the Austrian secrets too
    std::size_t austrianOnly = 0;
    for (const auto& row : all)
        austrianOnly += row[3] == "austrian only (9.0)" ? 1 : 0;
    EXPECT_GE(austrianOnly, 1u);
    EXPECT_EQ(all.size(), french.size() + austrianOnly);
    EXPECT_EQ(exportTo("s.csv", "what=history side=french format=csv viewer=french").code, 2);
    EXPECT_FALSE(fs::exists(out("s.csv")));
}

TEST_F(Export, RuleAE4_0_VictoryCountForTheUmpire) {
    const auto r = exportTo("v.csv", "what=victory format=csv");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    const auto rows = csvRows(slurp(out("v.csv")));
    ASSERT_FALSE(rows.empty());
    EXPECT_EQ(rows[0], (std::vector<std::string>{"Side", "Rule", "What", "VP", "Detail"}));
    // The terrain VPs are not entered: asked for, and no total is made up.
    bool asked = false, total = false;
    for (const auto& row : rows) {
        asked = asked || (row.size() == 5 && row[3] == "not entered");
        total = total || (row.size() == 5 && row[2] == "Total, rounded down");
    }
    EXPECT_TRUE(asked);
    EXPECT_FALSE(total);
}

TEST_F(Export, PdfOnA4AndLetterWithItsPages) {
    // Under ASan, Qt and fontconfig keep their caches until exit, which the leak checker would
    // report as adc's (the Qt tests turn it off likewise); its other checks stay on.
    struct NoLeakCheck {
        std::string before;
        bool had = false;
        NoLeakCheck() {
            if (const char* v = std::getenv("ASAN_OPTIONS")) had = true, before = v;
            ::setenv("ASAN_OPTIONS",
                     (before.empty() ? "" : before + ":").append("detect_leaks=0").c_str(), 1);
        }
        ~NoLeakCheck() {
            if (had)
                ::setenv("ASAN_OPTIONS", before.c_str(), 1);
            else
                ::unsetenv("ASAN_OPTIONS");
        }
    } noLeakCheck;
    const auto a4 = exportTo("l.pdf", "what=losses side=both format=pdf");
    ASSERT_EQ(a4.code, 0) << a4.out.dump();
    const std::string pdf = slurp(out("l.pdf"));
    EXPECT_EQ(pdf.rfind("%PDF", 0), 0u);
    EXPECT_GT(a4.out["pages"].get<int>(), 2); // two armies' charts run onto several pages
    EXPECT_EQ(countPages(pdf), a4.out["pages"].get<std::size_t>());
    EXPECT_NE(pdf.find("/MediaBox [0 0 842"), std::string::npos); // A4 landscape, in points
    const auto letter = exportTo("o.pdf", "what=order-log side=french viewer=french format=pdf "
                                          "page=letter");
    ASSERT_EQ(letter.code, 0) << letter.out.dump();
    const std::string lp = slurp(out("o.pdf"));
    EXPECT_EQ(countPages(lp), letter.out["pages"].get<std::size_t>());
    EXPECT_NE(lp.find("/MediaBox [0 0 792"), std::string::npos);
}

TEST_F(Export, AnExistingFileIsKeptUnlessReplaceIsGiven) {
    { std::ofstream(out("keep.csv")) << "mine"; }
    const auto r = exportTo("keep.csv", "what=order-log side=french viewer=french format=csv");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("replace=yes"), std::string::npos);
    EXPECT_EQ(slurp(out("keep.csv")), "mine");
    ASSERT_EQ(exportTo("keep.csv", "what=order-log side=french viewer=french format=csv "
                                   "replace=yes")
                  .code,
              0);
    EXPECT_EQ(slurp(out("keep.csv")).rfind("No.,Written", 0), 0u);
}

TEST_F(Export, BadWordsNameWhatIsValidAndWriteNothing) {
    auto r = exportTo("x.csv", "what=orders format=csv");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("order-log"), std::string::npos);
    r = exportTo("x.csv", "what=losses format=csv colour=red");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("what="), std::string::npos);
    r = exportTo("x.csv", "what=losses format=doc");
    EXPECT_EQ(r.code, 2);
    r = exportTo("x.csv", "what=losses format=csv page=a4");
    EXPECT_EQ(r.code, 2);
    EXPECT_FALSE(fs::exists(out("x.csv")));
    const auto help = adc::test::runAdcText("export --help", dataDir() / "overlay");
    EXPECT_EQ(help.code, 0);
    for (const std::string key :
         {"what=", "side=", "format=", "out=", "page=", "viewer=", "replace="})
        EXPECT_NE(help.text.find(key), std::string::npos) << key;
}

// 10.1f, 5.3: an acceptance roll keeps its dice under its resolution; the roll log shows them,
// who threw them, the turn and step it was thrown in and what decided it. And the Order Log's
// text ends before its direction begins (10.1c).
TEST_F(Export, Rule10_1f_TheRollLogShowsAnAcceptanceRollsDiceTurnAndInputs) {
    const std::string g = out("accept.adc");
    ASSERT_EQ(cli("scenario new " + g + " 5.1").code, 0);
    // 10.2's example: sender 1, receiver 4, AW, Attack: Acceptance Number 3; a 25 is D5.
    ASSERT_EQ(cli("game rate " + g + " side=austrian leader=charles rating=1").code, 0);
    ASSERT_EQ(cli("game rate " + g + " side=austrian leader=hohenzollern rating=4").code, 0);
    const auto w = cli("order write " + g +
                       " side=austrian sender=charles receiver=2-corps type=attack method=AW mp=7 "
                       "\"text=Attack Aspern from the north\" direction=south limit=church");
    ASSERT_EQ(w.code, 0) << w.out.dump();
    for (int i = 0; i < 2; ++i) // to turn 2's, when the order has arrived (10.1e)
        ASSERT_EQ(cli("game step " + g + " to=new-order-acceptance phasing=austrian").code, 0);
    ASSERT_EQ(cli("order accept " + g + " side=austrian number=6 roll=25").code, 0);
    ASSERT_EQ(
        cli("export " + g + " out=" + out("r.csv") + " what=rolls side=austrian format=csv").code,
        0);
    const auto rows = csvRows(slurp(out("r.csv")));
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0],
              (std::vector<std::string>{"No.", "Written (UTC)", "Turn and step", "Chart", "Inputs",
                                        "Result", "Dice", "Rolled by", "Seen by", "In force"}));
    EXPECT_EQ(rows[1][2], "turn 2, Command Phase: New Order Acceptance (austrian player)");
    EXPECT_EQ(rows[1][3], "Order Acceptance");
    EXPECT_EQ(rows[1][4], "number=6");
    EXPECT_NE(rows[1][5].find("D5"), std::string::npos) << rows[1][5];
    EXPECT_EQ(rows[1][6], "roll 25 (2+5)");
    EXPECT_EQ(rows[1][7], "player");
    ASSERT_EQ(
        cli("export " + g + " out=" + out("o.csv") + " what=order-log side=austrian format=csv")
            .code,
        0);
    const std::string log = slurp(out("o.csv"));
    EXPECT_NE(log.find("Attack Aspern from the north. Direction: south. Limit: church."),
              std::string::npos)
        << log;
}

} // namespace export_cli
