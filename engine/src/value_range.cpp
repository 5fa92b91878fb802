#include "adc/value_range.h"

#include <cmath>
#include <regex>

namespace adc {

std::optional<ValueRange> parseValueRange(const std::string& text) {
    static const std::regex single(R"(^\s*(-?\d+)\s*$)");
    static const std::regex span(R"(^\s*(-?\d+)\s*(?:\.\.|-)\s*(-?\d+)\s*$)");
    static const std::regex orLess(R"(^\s*(-?\d+)\s+or\s+less\s*$)");
    static const std::regex orMore(R"(^\s*(-?\d+)\s*(?:\+|\s+or\s+more)\s*$)");
    static const std::regex upTo(R"(^\s*\.\.\s*(-?\d+)\s*$)");
    static const std::regex from(R"(^\s*(-?\d+)\s*\.\.\s*$)");
    std::smatch m;
    if (std::regex_match(text, m, single)) {
        const int v = std::stoi(m[1]);
        return ValueRange{v, v};
    }
    if (std::regex_match(text, m, span)) {
        const int a = std::stoi(m[1]), b = std::stoi(m[2]);
        if (a > b) return std::nullopt;
        return ValueRange{a, b};
    }
    if (std::regex_match(text, m, orLess) || std::regex_match(text, m, upTo))
        return ValueRange{INT_MIN, std::stoi(m[1])};
    if (std::regex_match(text, m, orMore) || std::regex_match(text, m, from))
        return ValueRange{std::stoi(m[1]), INT_MAX};
    return std::nullopt;
}

std::optional<double> parseNumber(const std::string& text) {
    static const std::regex whole(R"(^\s*(-?\d+(?:\.\d+)?)\s*$)");
    static const std::regex frac(R"(^\s*(?:(\d+)\s+)?(\d+)\s*/\s*(\d+)\s*$)");
    std::smatch m;
    if (std::regex_match(text, m, whole)) return std::stod(m[1]);
    if (std::regex_match(text, m, frac)) {
        const double den = std::stod(m[3]);
        if (den == 0) return std::nullopt;
        const double w = m[1].matched ? std::stod(m[1]) : 0.0;
        return w + std::stod(m[2]) / den;
    }
    return std::nullopt;
}

std::string formatNumber(double v) {
    const double whole = std::floor(v);
    const double rest = v - whole;
    std::string w = std::to_string(static_cast<long long>(whole));
    if (rest == 0) return w;
    const int eighths = static_cast<int>(std::lround(rest * 8));
    std::string f;
    switch (eighths) {
    case 1: f = "1/8"; break;
    case 2: f = "1/4"; break;
    case 3: f = "3/8"; break;
    case 4: f = "1/2"; break;
    case 5: f = "5/8"; break;
    case 6: f = "3/4"; break;
    case 7: f = "7/8"; break;
    default: {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3g", v);
        return buf;
    }
    }
    return whole == 0 ? f : w + " " + f;
}

} // namespace adc
