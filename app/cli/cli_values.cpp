#include "cli_values.h"

#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/value_range.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace adc::cli {

int toInt(const std::string& k, const std::string& v) {
    if (const auto n = parseWholeNumber(v)) return *n;
    if (isDigits(v))
        throw InvalidInput(k + "=" + printable(v, 40) +
                           " is out of range: a whole number has at most " +
                           std::to_string(limits::kNumberDigits) + " digits");
    throw InvalidInput(k + "=" + printable(v, 40) + " is not a whole number");
}

std::uint64_t toSeed(const std::string& v) {
    std::uint64_t n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (!v.empty() && ec == std::errc() && end == v.data() + v.size()) return n;
    if (ec == std::errc::result_out_of_range)
        throw InvalidInput("seed=" + printable(v, 40) + " is out of range: a seed is 0 to " +
                           std::to_string(std::numeric_limits<std::uint64_t>::max()));
    throw InvalidInput("seed=" + printable(v, 40) + " is not a whole number 0 or more");
}

std::map<std::string, std::string> keyValues(const std::vector<std::string>& args) {
    std::map<std::string, std::string> out;
    for (const auto& a : args) {
        const auto eq = a.find('=');
        if (eq == std::string::npos || eq == 0)
            throw InvalidInput("\"" + printable(a, 40) + "\" is not key=value");
        if (!out.emplace(a.substr(0, eq), a.substr(eq + 1)).second)
            throw InvalidInput(printable(a.substr(0, eq), 40) + " is given twice");
    }
    return out;
}

std::vector<std::string> listOf(const std::string& v) {
    std::vector<std::string> out;
    for (std::size_t p = 0; p < v.size();) {
        const auto q = std::min(v.find(',', p), v.size());
        if (q > p) out.push_back(v.substr(p, q - p));
        p = q + 1;
    }
    return out;
}

nlohmann::json actionJson(const Action& a) {
    return {{"seq", a.seq},         {"kind", a.kind}, {"side", a.side},
            {"payload", a.payload}, {"at", a.at},     {"summary", a.summary}};
}

} // namespace adc::cli
