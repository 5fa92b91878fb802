#include "adc/value_range.h"

#include "adc/input_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <regex>

namespace adc {

namespace {

// Longer text is no range or number a chart prints; refusing it first also keeps the
// regular expressions below from recursing once per character of a huge input.
constexpr std::size_t kMaxRangeText = 40;

// A whole number of at most limits::kNumberDigits digits, so that it always fits an int.
std::optional<int> whole(const std::string& digits) {
    const std::size_t sign = !digits.empty() && digits[0] == '-' ? 1 : 0;
    if (digits.size() - sign > limits::kNumberDigits) return std::nullopt;
    int v = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    return v;
}

} // namespace

std::optional<int> parseWholeNumber(const std::string& text) {
    if (text.empty() || text.size() > limits::kNumberDigits + 1) return std::nullopt;
    return whole(text);
}

bool isDigits(const std::string& text) {
    const std::size_t sign = !text.empty() && (text[0] == '-' || text[0] == '+') ? 1 : 0;
    if (text.size() == sign) return false;
    for (std::size_t i = sign; i < text.size(); ++i)
        if (text[i] < '0' || text[i] > '9') return false;
    return true;
}

std::optional<ValueRange> parseValueRange(const std::string& text) {
    if (text.size() > kMaxRangeText) return std::nullopt;
    static const std::regex single(R"(^\s*(-?\d+)\s*$)");
    static const std::regex span(R"(^\s*(-?\d+)\s*(?:\.\.|-)\s*(-?\d+)\s*$)");
    static const std::regex orLess(R"(^\s*(-?\d+)\s+or\s+less\s*$)");
    static const std::regex orMore(R"(^\s*(-?\d+)\s*(?:\+|\s+or\s+more)\s*$)");
    static const std::regex upTo(R"(^\s*\.\.\s*(-?\d+)\s*$)");
    static const std::regex from(R"(^\s*(-?\d+)\s*\.\.\s*$)");
    std::smatch m;
    if (std::regex_match(text, m, single)) {
        const auto v = whole(m[1]);
        if (!v) return std::nullopt;
        return ValueRange{*v, *v};
    }
    if (std::regex_match(text, m, span)) {
        const auto a = whole(m[1]), b = whole(m[2]);
        if (!a || !b || *a > *b) return std::nullopt;
        return ValueRange{*a, *b};
    }
    if (std::regex_match(text, m, orLess) || std::regex_match(text, m, upTo)) {
        const auto v = whole(m[1]);
        if (!v) return std::nullopt;
        return ValueRange{INT_MIN, *v};
    }
    if (std::regex_match(text, m, orMore) || std::regex_match(text, m, from)) {
        const auto v = whole(m[1]);
        if (!v) return std::nullopt;
        return ValueRange{*v, INT_MAX};
    }
    return std::nullopt;
}

std::optional<double> parseNumber(const std::string& text) {
    if (text.size() > kMaxRangeText) return std::nullopt;
    static const std::regex wholeOrDecimal(R"(^\s*(-?\d{1,9}(?:\.\d{1,9})?)\s*$)");
    static const std::regex frac(R"(^\s*(?:(\d{1,9})\s+)?(\d{1,9})\s*/\s*(\d{1,9})\s*$)");
    std::smatch m;
    if (std::regex_match(text, m, wholeOrDecimal)) return std::stod(m[1]);
    if (std::regex_match(text, m, frac)) {
        const double den = std::stod(m[3]);
        if (den == 0) return std::nullopt;
        const double w = m[1].matched ? std::stod(m[1]) : 0.0;
        return w + std::stod(m[2]) / den;
    }
    return std::nullopt;
}

std::string formatNumber(double v) {
    if (!std::isfinite(v) || std::fabs(v) > 1e15) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", v);
        return buf;
    }
    const double whole = std::floor(v);
    const double rest = v - whole;
    std::string w = std::to_string(static_cast<long long>(whole));
    if (rest == 0) return w;
    const int eighths = static_cast<int>(std::lround(rest * 8));
    std::string f;
    switch (eighths) {
    case 1:
        f = "1/8";
        break;
    case 2:
        f = "1/4";
        break;
    case 3:
        f = "3/8";
        break;
    case 4:
        f = "1/2";
        break;
    case 5:
        f = "5/8";
        break;
    case 6:
        f = "3/4";
        break;
    case 7:
        f = "7/8";
        break;
    default: {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3g", v);
        return buf;
    }
    }
    return whole == 0 ? f : w + " " + f;
}

} // namespace adc
