#pragma once
// Ranges as the charts print them: "11..26", "11", "5 or less", "2 or more", "6-9", "..0", "4..".
#include <climits>
#include <optional>
#include <string>

namespace adc {

struct ValueRange {
    int lo = INT_MIN;
    int hi = INT_MAX;
    bool contains(int v) const { return v >= lo && v <= hi; }
};

// Returns nothing when the text is not a range (or a number in it has more than
// limits::kNumberDigits digits).
std::optional<ValueRange> parseValueRange(const std::string& text);

// A whole number such as "-3" or "12" of at most limits::kNumberDigits digits, else nothing.
std::optional<int> parseWholeNumber(const std::string& text);
// True when `text` is digits with an optional sign: a number, if perhaps far too large.
bool isDigits(const std::string& text);

// Fire points and other printed fractions: "6", "1/2", "9 1/2", "9.5", "1/4".
std::optional<double> parseNumber(const std::string& text);
std::string formatNumber(double v); // 0.5 -> "1/2", 9.5 -> "9 1/2", 3 -> "3"

} // namespace adc
