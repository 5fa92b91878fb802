#include "adc/json_input.h"

#include "adc/errors.h"
#include "adc/input_text.h"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>

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

// Whether `text` surely nests no deeper than `limit`, counting brackets outside strings as
// the parser's lexer reads them. False when it may (the callback then decides).
bool shallowerThan(std::string_view text, int limit) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth >= limit) return false;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return true;
}

} // namespace

json parseJsonText(std::string_view text, std::size_t maxBytes) {
    if (text.size() > maxBytes)
        throw JsonInputError(0, "is " + std::to_string(text.size()) + " bytes long; the limit is " +
                                    std::to_string(maxBytes) + " bytes");
    // Checked while parsing, so that a deep or huge document is refused before it is built.
    const json::parser_callback_t check = [](int depth, json::parse_event_t event, json& parsed) {
        if ((event == json::parse_event_t::object_start ||
             event == json::parse_event_t::array_start) &&
            depth >= limits::kJsonDepth)
            throw JsonInputError(0, "nests objects and lists deeper than " +
                                        std::to_string(limits::kJsonDepth) + " levels (the limit)");
        if (event == json::parse_event_t::value && parsed.is_number_float() &&
            !std::isfinite(parsed.get<double>()))
            throw JsonInputError(0, "holds a number too large to read");
        return true;
    };
    try {
        // Most texts (every stored action) are shallow: parsed without the callback, which
        // costs a call per value. The parser itself refuses a number too large (406).
        if (shallowerThan(text, limits::kJsonDepth)) return json::parse(text.begin(), text.end());
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
