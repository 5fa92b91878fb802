#include "adc/json_input.h"

#include "adc/errors.h"
#include "adc/input_text.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace adc {

using nlohmann::json;

namespace {

// The parser's own words without its "[json.exception...]" tag, safe to print.
std::string reasonOf(const json::exception& e) {
    std::string w = e.what();
    if (const auto close = w.find("] ");
        w.rfind("[json.exception", 0) == 0 && close != std::string::npos)
        w = w.substr(close + 2);
    return printable(w, 200);
}

// Whether `text` may be parsed without the checking callback, which costs a call per
// value: it surely nests no deeper than `limit` and gives no key twice in one object,
// comparing keys as written (a key with an escape leaves the comparing to the callback,
// which sees it decoded). Most texts (every stored action) pass.
bool plainText(std::string_view text, int limit) {
    std::vector<std::string_view> keys; // the keys of the objects open, innermost last
    std::vector<std::size_t> open;      // per container open: where its keys start (npos: a list)
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const std::size_t start = ++i;
            bool escaped = false;
            while (i < text.size() && text[i] != '"') {
                if (text[i] == '\\') {
                    escaped = true;
                    ++i;
                }
                ++i;
            }
            if (i >= text.size()) return false; // the parser says what is wrong
            std::size_t next = i + 1;
            while (next < text.size() && (text[next] == ' ' || text[next] == '\t' ||
                                          text[next] == '\n' || text[next] == '\r'))
                ++next;
            if (next >= text.size() || text[next] != ':') continue; // a value
            if (escaped || open.empty() || open.back() == std::string_view::npos) return false;
            const std::string_view key = text.substr(start, i - start);
            if (std::find(keys.begin() + static_cast<std::ptrdiff_t>(open.back()), keys.end(),
                          key) != keys.end())
                return false;
            keys.push_back(key);
        } else if (c == '{' || c == '[') {
            if (static_cast<int>(open.size()) + 1 >= limit) return false;
            open.push_back(c == '{' ? keys.size() : std::string_view::npos);
        } else if (c == '}' || c == ']') {
            if (open.empty()) return false;
            if (open.back() != std::string_view::npos) keys.resize(open.back());
            open.pop_back();
        }
    }
    return true;
}

} // namespace

json parseJsonText(std::string_view text, std::size_t maxBytes) {
    if (text.size() > maxBytes)
        throw JsonInputError(0, "is " + std::to_string(text.size()) + " bytes long; the limit is " +
                                    std::to_string(maxBytes) + " bytes");
    // The keys of each object open, innermost last: a key given twice is refused, never
    // read as whichever came last (#32).
    std::vector<std::vector<std::string>> keys;
    // Checked while parsing, so that a deep, huge or ambiguous document is refused before
    // it is built.
    const json::parser_callback_t check = [&keys](int depth, json::parse_event_t event,
                                                  json& parsed) {
        switch (event) {
        case json::parse_event_t::object_start:
        case json::parse_event_t::array_start:
            if (depth >= limits::kJsonDepth)
                throw JsonInputError(0, "nests objects and lists deeper than " +
                                            std::to_string(limits::kJsonDepth) +
                                            " levels (the limit)");
            if (event == json::parse_event_t::object_start) keys.emplace_back();
            break;
        case json::parse_event_t::object_end:
            keys.pop_back();
            break;
        case json::parse_event_t::key: {
            auto& seen = keys.back();
            const auto& key = parsed.get_ref<const std::string&>();
            if (std::find(seen.begin(), seen.end(), key) != seen.end())
                throw JsonInputError(0, "gives the key \"" + printable(key, 60) +
                                            "\" twice in one object; each key once");
            seen.push_back(key);
            break;
        }
        case json::parse_event_t::value:
            if (parsed.is_number_float() && !std::isfinite(parsed.get<double>()))
                throw JsonInputError(0, "holds a number too large to read");
            break;
        default:
            break;
        }
        return true;
    };
    try {
        // The parser itself refuses a number too large (406).
        if (plainText(text, limits::kJsonDepth)) return json::parse(text.begin(), text.end());
        return json::parse(text.begin(), text.end(), check);
    } catch (const json::parse_error& e) {
        throw JsonInputError(e.byte, "is not valid JSON: " + reasonOf(e));
    } catch (const json::out_of_range&) {
        throw JsonInputError(0, "holds a number too large to read");
    } catch (const json::exception& e) {
        throw JsonInputError(0, "cannot be read as JSON: " + reasonOf(e));
    }
}

json readDataFile(const std::string& path, const std::string& name) {
    // Opened without waiting, and read only when it is a plain file: a FIFO, a device or a
    // folder put in a data file's place is refused by name, never read (#32).
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        throw ChartFileError(name, "",
                             "cannot be read (" + std::string(std::strerror(errno)) + ")");
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        throw ChartFileError(name, "",
                             "is not a plain file (a folder, a pipe or a device in its "
                             "place); it was not read");
    }
    std::string text;
    // Read at most one byte past the limit: enough to know it is too large.
    text.resize(limits::kDataFileBytes + 1);
    std::size_t got = 0;
    while (got < text.size()) {
        const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            ::close(fd);
            throw ChartFileError(name, "", "cannot be read");
        }
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    ::close(fd);
    text.resize(got);
    if (text.size() > limits::kDataFileBytes)
        throw ChartFileError(name, "",
                             "is larger than " + std::to_string(limits::kDataFileBytes) +
                                 " bytes, the limit for a data file");
    try {
        return parseJsonText(text, limits::kDataFileBytes);
    } catch (const JsonInputError& e) {
        throw ChartFileError(name, e.byte() ? "byte " + std::to_string(e.byte()) : "", e.what());
    }
}

} // namespace adc
