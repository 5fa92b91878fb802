#include "adc/value_range.h"

#include "adc/input_text.h"

#include "scan.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string_view>

namespace adc {

namespace {

// Longer text is no range or number a chart prints; refusing it first also keeps the
// regular expressions below from recursing once per character of a huge input.
constexpr std::size_t kMaxRangeText = 40;

// A whole number of at most limits::kNumberDigits digits, so that it always fits an int.
std::optional<int> whole(std::string_view digits) {
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
    detail::Scan s(text);
    s.spaces();
    if (s.take("..")) { // "..0"
        s.spaces();
        const std::string_view hi = s.signedDigits();
        if (hi.empty() || !s.spacesThenEnd()) return std::nullopt;
        const auto v = whole(hi);
        if (!v) return std::nullopt;
        return ValueRange{INT_MIN, *v};
    }
    const std::string_view lo = s.signedDigits();
    if (lo.empty()) return std::nullopt;
    const bool spaced = s.spaces();
    if (s.atEnd()) { // "11"
        const auto v = whole(lo);
        if (!v) return std::nullopt;
        return ValueRange{*v, *v};
    }
    const bool dots = s.take("..");
    if (dots || s.take("-")) { // "11..26", "6-9", "4.."
        s.spaces();
        if (dots && s.atEnd()) {
            const auto v = whole(lo);
            if (!v) return std::nullopt;
            return ValueRange{*v, INT_MAX};
        }
        const std::string_view hi = s.signedDigits();
        if (hi.empty() || !s.spacesThenEnd()) return std::nullopt;
        const auto a = whole(lo), b = whole(hi);
        if (!a || !b || *a > *b) return std::nullopt;
        return ValueRange{*a, *b};
    }
    bool more = s.take("+"); // "2+"
    if (!more) {             // "5 or less", "2 or more"
        if (!spaced || !s.take("or") || !s.spaces()) return std::nullopt;
        more = s.take("more");
        if (!more && !s.take("less")) return std::nullopt;
    }
    if (!s.spacesThenEnd()) return std::nullopt;
    const auto v = whole(lo);
    if (!v) return std::nullopt;
    return more ? ValueRange{*v, INT_MAX} : ValueRange{INT_MIN, *v};
}

std::optional<double> parseNumber(const std::string& text) {
    if (text.size() > kMaxRangeText) return std::nullopt;
    // At most 9 digits in each part, as a fire point value is printed.
    const auto part = [](std::string_view d) { return !d.empty() && d.size() <= 9; };
    const auto number = [](std::string_view d) { return std::stod(std::string(d)); };
    detail::Scan s(text);
    s.spaces();
    const std::size_t start = s.pos();
    const bool negative = s.take("-");
    const std::string_view first = s.digits();
    if (!part(first)) return std::nullopt;
    if (s.take(".")) { // "9.5"
        if (!part(s.digits()) || !s.spacesThenEnd()) return std::nullopt;
        return number(std::string_view(text).substr(start, s.pos() - start));
    }
    const bool spaced = s.spaces();
    if (s.atEnd()) return number(std::string_view(text).substr(start, first.size() + negative));
    if (negative) return std::nullopt;
    std::string_view wholePart, num = first;
    if (!s.take("/")) { // "9 1/2"
        if (!spaced) return std::nullopt;
        wholePart = first;
        num = s.digits();
        if (!part(num)) return std::nullopt;
        s.spaces();
        if (!s.take("/")) return std::nullopt;
    }
    s.spaces();
    const std::string_view den = s.digits();
    if (!part(den) || !s.spacesThenEnd()) return std::nullopt;
    const double d = number(den);
    if (d == 0) return std::nullopt;
    const double w = wholePart.empty() ? 0.0 : number(wholePart);
    return w + number(num) / d;
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
