#include "cli_values.h"

#include "adc/errors.h"

#include <algorithm>
#include <stdexcept>

namespace adc::cli {

int toInt(const std::string& k, const std::string& v) {
    try {
        std::size_t used = 0;
        const int n = std::stoi(v, &used);
        if (used == v.size()) return n;
    } catch (const std::exception&) {
    }
    throw InvalidInput(k + "=" + v + " is not a whole number");
}

std::uint64_t toSeed(const std::string& v) {
    try {
        std::size_t used = 0;
        if (!v.empty() && v[0] != '-' && v[0] != '+') {
            const auto n = std::stoull(v, &used);
            if (used == v.size()) return n;
        }
    } catch (const std::exception&) {
    }
    throw InvalidInput("seed=" + v + " is not a whole number 0 or more");
}

std::map<std::string, std::string> keyValues(const std::vector<std::string>& args) {
    std::map<std::string, std::string> out;
    for (const auto& a : args) {
        const auto eq = a.find('=');
        if (eq == std::string::npos || eq == 0) throw InvalidInput("\"" + a + "\" is not key=value");
        if (!out.emplace(a.substr(0, eq), a.substr(eq + 1)).second) throw InvalidInput(a.substr(0, eq) + " is given twice");
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

} // namespace adc::cli
