#include "cli_values.h"

#include "adc/errors.h"

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

} // namespace adc::cli
