// Input from outside the program: invalid UTF-8, huge numbers, deep nesting and large
// files are refused with a message that names the limit, never a crash.
#include "adc/chart_loader.h"
#include "adc/input_text.h"
#include "adc/json_input.h"
#include "adc/value_range.h"

#include "support.h"

#include <filesystem>
#include <fstream>

#include <unistd.h>

using namespace adc;
using namespace adc::test;
namespace fs = std::filesystem;

namespace {

// In a folder of its own: ctest runs these tests in parallel processes, and other
// checkouts' tests may run on the same machine. The name stays (a chart's id is its file's).
struct TempFile {
    fs::path dir, path;
    TempFile(const std::string& name, const std::string& bytes)
        : dir(fs::temp_directory_path() /
              ("adc-input-limits-" + std::to_string(getpid()) + "-" + std::to_string(++made))),
          path(dir / name) {
        fs::create_directories(dir);
        std::ofstream(path, std::ios::binary) << bytes;
    }
    ~TempFile() { fs::remove_all(dir); }
    static inline int made = 0;
};

std::string chartRefusal(const std::string& name, const std::string& bytes) {
    const TempFile f(name, bytes);
    try {
        loadChartFile(f.path.string());
    } catch (const ChartFileError& e) {
        return e.what();
    }
    ADD_FAILURE() << name << " was accepted";
    return "";
}

// A dice chart with one cell holding `value` (as JSON text).
std::string oneCellChart(const std::string& value) {
    return R"({"format": 1, "id": "tiny", "title": "Tiny", "source": "test", "kind": "dice", "dice": "1d6",
               "result_format": "count", "lines": [{"key": "a", "label": "A", "cells": [{"roll": "1..6", "value": )" +
           value + "}]}]}";
}

} // namespace

TEST(InputText, InvalidUtf8IsFoundAndPrintedSafely) {
    EXPECT_FALSE(invalidUtf8At("Aspern église").has_value());
    EXPECT_EQ(invalidUtf8At("state=\xC3"), 6u);
    EXPECT_EQ(invalidUtf8At("\xED\xA0\x80"), 0u); // a UTF-16 surrogate is not UTF-8
    EXPECT_EQ(invalidUtf8At("\xC0\xAF"), 0u);     // nor an overlong form
    // Long runs of ASCII are read eight bytes at a time: the place found is still exact, on
    // and off the eight-byte steps, and a sequence across a step is still whole.
    const std::string ascii(16, 'a');
    EXPECT_EQ(invalidUtf8At(ascii + "\xC3"), 16u);
    EXPECT_EQ(invalidUtf8At(ascii + "abc\xFF" + ascii), 19u);
    EXPECT_EQ(invalidUtf8At(ascii + std::string(7, 'b') + "\xC3\xA9" + ascii), std::nullopt);
    EXPECT_EQ(invalidUtf8At(ascii + std::string(7, 'b') + "\xC3" + ascii), 23u);
    EXPECT_EQ(invalidUtf8At(std::string("ab\0cdefghij", 11)), std::nullopt); // NUL is ASCII
    EXPECT_EQ(printable("state=\xC3"), "state=\\xC3");
    EXPECT_EQ(printable(std::string(100, '9'), 10), "9999999999... (100 bytes in all)");
    try {
        requireText("state=\xC3", "argument 1", 4096);
        FAIL();
    } catch (const InvalidInput& e) {
        EXPECT_EQ(std::string(e.what()), "argument 1 is not valid UTF-8 (byte 0xC3 at position 6)");
    }
}

TEST(InputText, NumbersBeyondNineDigitsAreNotRead) {
    EXPECT_EQ(parseWholeNumber("999999999"), 999999999);
    EXPECT_FALSE(parseWholeNumber("4294967297").has_value()); // never read as 1
    EXPECT_FALSE(parseValueRange(std::string(26000, '9')).has_value());
    EXPECT_FALSE(parseValueRange("99999999999999999999999999999999999").has_value());
    EXPECT_FALSE(parseNumber(std::string(26000, '9')).has_value());
    EXPECT_TRUE(isDigits(std::string(26000, '9')));
    EXPECT_EQ(parseValueRange("11..26")->hi, 26);
}

TEST(ChartFileLimits, InvalidUtf8InAStringIsRefusedNamingTheFile) {
    const std::string why = chartRefusal("tiny.json", oneCellChart("\"\xC3\""));
    EXPECT_NE(why.find("tiny.json"), std::string::npos) << why;
    EXPECT_NE(why.find("UTF-8"), std::string::npos) << why;
    EXPECT_FALSE(invalidUtf8At(why).has_value()); // the message itself can be printed
}

TEST(ChartFileLimits, HugeNumberInACellIsRefusedNamingTheLimit) {
    const std::string text =
        chartRefusal("tiny.json", oneCellChart("\"" + std::string(26000, '9') + "\""));
    EXPECT_NE(text.find("at most 64"), std::string::npos) << text;
    const std::string number = chartRefusal("tiny.json", oneCellChart(std::string(26000, '9')));
    EXPECT_NE(number.find("too large"), std::string::npos) << number;
    const std::string digits = chartRefusal("tiny.json", oneCellChart("\"99999999999\""));
    EXPECT_NE(digits.find("more than 9 digits"), std::string::npos) << digits;
}

TEST(ChartFileLimits, DeepNestingIsRefusedNamingTheLimit) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::string why = chartRefusal("tiny.json", deep);
    EXPECT_NE(why.find("deeper than 32 levels"), std::string::npos) << why;
}

TEST(JsonInput, NestingLimitIsExactAndBracketsInTextDoNotCount) {
    const auto nested = [](int n) { return std::string(n, '[') + std::string(n, ']'); };
    EXPECT_NO_THROW(parseJsonText(nested(32), 1000));
    EXPECT_THROW(parseJsonText(nested(33), 1000), JsonInputError);
    const std::string brackets(40, '[');
    EXPECT_EQ(parseJsonText("[\"" + brackets + "\"]", 1000)[0], brackets);
    EXPECT_EQ(parseJsonText(R"({"a\"[": "\\[", "b": 1})", 1000)["b"], 1);
    try {
        parseJsonText("[1e999]", 1000);
        FAIL();
    } catch (const JsonInputError& e) {
        EXPECT_EQ(std::string(e.what()), "holds a number too large to read");
    }
}

TEST(ChartFileLimits, LargeFileIsRefusedNamingTheLimit) {
    const std::string why =
        chartRefusal("tiny.json", oneCellChart("\"1\"") + std::string(2 << 20, ' '));
    EXPECT_NE(why.find("larger than 1048576 bytes"), std::string::npos) << why;
}

TEST(JsonInput, ParserMessagesArePrintable) {
    try {
        parseJsonText("{\"a\": \"\xC3\"}", 100);
        FAIL();
    } catch (const JsonInputError& e) {
        EXPECT_FALSE(invalidUtf8At(e.what()).has_value()) << e.what();
    }
}

// #32 item 6: a key given twice in one object is refused, never read as the last one, in a
// chart file and in any JSON text (a payload), also when one of the two is written with an
// escape; the same key in two objects is fine.
TEST(JsonInput, Issue32_AKeyGivenTwiceInOneObjectIsRefused) {
    const std::string twice =
        R"({"format": 1, "id": "tiny", "id": "other", "title": "Tiny", "source": "test",
        "kind": "dice", "dice": "1d6", "result_format": "count", "lines": [{"key": "a", "label": "A",
        "cells": [{"roll": "1..6", "value": 1}]}]})";
    const std::string why = chartRefusal("tiny.json", twice);
    EXPECT_NE(why.find("tiny.json"), std::string::npos) << why;
    EXPECT_NE(why.find("gives the key \"id\" twice"), std::string::npos) << why;
    for (const char* text :
         {R"({"unit": "1-1-2", "casualties": 1, "casualties": 9})", R"({"a": {"b": 1, "b": 2}})",
          R"([{"x": 1}, {"y": 1, "y": 1}])", R"({"side": "french", "sid\u0065": "austrian"})"})
        EXPECT_THROW(parseJsonText(text, 1000), JsonInputError) << text;
    EXPECT_EQ(parseJsonText(R"({"a": {"b": 1}, "c": {"b": 2}, "b": [{"b": 3}]})", 1000)["c"]["b"],
              2);
    EXPECT_EQ(parseJsonText(R"({"a": "b", "b": "a"})", 1000)["b"], "a"); // a value is no key
}
