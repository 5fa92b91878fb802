#include "adc/result_format.h"

#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/value_range.h"

#include "scan.h"

#include <algorithm>
#include <string_view>

namespace adc {

namespace {

int wholeOf(std::string_view digits) {
    return std::stoi(std::string(digits));
}

bool isCount(std::string_view value) {
    detail::Scan s(value);
    return !s.digits().empty() && s.atEnd();
}

// "NE", "MC", "MC+1", "MC+2", "2(1)", "3"; nothing when the value is none of these.
std::optional<FireResult> readFireResult(std::string_view value) {
    FireResult r;
    if (value == "NE") {
        r.noEffect = true;
        return r;
    }
    r.moraleCheck = true; // 20.4: every numeric result also calls for a Morale Check
    detail::Scan s(value);
    if (s.take("MC")) {
        if (s.take("+1"))
            r.moraleUp = 1;
        else if (s.take("+2"))
            r.moraleUp = 2;
        if (!s.atEnd()) return std::nullopt;
        return r;
    }
    const std::string_view casualties = s.digits();
    if (casualties.empty()) return std::nullopt;
    r.casualties = wholeOf(casualties);
    if (s.take("(")) {
        const std::string_view stragglers = s.digits();
        if (stragglers.empty() || !s.take(")")) return std::nullopt;
        r.stragglers = wholeOf(stragglers);
    }
    if (!s.atEnd()) return std::nullopt;
    return r;
}

// "STATE/RETREAT/STRAGGLERS": a number or "-" (none) for each of the last two.
std::optional<MoraleResult> readMoraleResult(std::string_view value) {
    static const MoraleState states[] = {MoraleState::BloodLust, MoraleState::Normal,
                                         MoraleState::Shaken, MoraleState::Disorganized,
                                         MoraleState::Routed};
    static const std::string_view codes[] = {"BL", "NE", "Sh", "DG", "R"};
    detail::Scan s(value);
    MoraleResult r;
    bool state = false; // no code is the start of another
    for (size_t i = 0; i < std::size(codes) && !state; ++i)
        if (s.take(codes[i])) r.state = states[i], state = true;
    if (!state || !s.take("/")) return std::nullopt;
    const auto count = [&s](int& out) {
        if (s.take("-")) return true;
        const std::string_view d = s.digits();
        if (d.empty()) return false;
        out = wholeOf(d);
        return true;
    };
    if (!count(r.retreat) || !s.take("/") || !count(r.stragglers) || !s.atEnd())
        return std::nullopt;
    return r;
}

} // namespace

std::optional<std::string> checkResult(const std::string& format, const std::string& value,
                                       const std::vector<std::string>& allowed) {
    const auto bad = [&] {
        return std::optional<std::string>(
            "\"" + printable(value, 40) +
            "\" is not a valid value here: " + describeFormat(format, allowed));
    };
    if (value.size() > limits::kCellText)
        return std::optional<std::string>("a value of " + std::to_string(value.size()) +
                                          " characters is too long: a cell holds at most " +
                                          std::to_string(limits::kCellText));
    // Every number in a cell is read as a whole number (an int): at most kNumberDigits digits.
    for (std::size_t i = 0, run = 0; i < value.size(); ++i) {
        run = value[i] >= '0' && value[i] <= '9' ? run + 1 : 0;
        if (run > limits::kNumberDigits)
            return std::optional<std::string>("\"" + printable(value, 40) +
                                              "\" has a number of more than " +
                                              std::to_string(limits::kNumberDigits) + " digits");
    }
    if (format == "enum") {
        if (std::find(allowed.begin(), allowed.end(), value) == allowed.end()) return bad();
    } else if (format == "count") {
        if (!isCount(value)) return bad();
    } else if (format == "number") {
        const auto n = parseNumber(value);
        if (!n || *n < 0) return bad();
    } else if (format == "fire") {
        if (!readFireResult(value)) return bad();
    } else if (format == "morale") {
        if (!readMoraleResult(value)) return bad();
    } else if (format == "odds") {
        if (value != "-" && value != "1/2" && value != "A") return bad();
    } else if (format == "text") {
        if (value.empty()) return bad();
    } else {
        return std::optional<std::string>("unknown result format \"" + format + "\"");
    }
    return std::nullopt;
}

std::string describeFormat(const std::string& format, const std::vector<std::string>& allowed) {
    if (format == "enum") {
        std::string s = "one of ";
        for (size_t i = 0; i < allowed.size(); ++i)
            s += (i ? ", " : "") + allowed[i];
        return s;
    }
    if (format == "count") return "a whole number, 0 or more";
    if (format == "number") return "a number such as 6, 1/2 or 0";
    if (format == "fire")
        return "NE (no effect), MC (morale check), MC+1 or MC+2 (morale check up one or two "
               "rows), or casualties with stragglers in brackets such as 2(1), or casualties "
               "alone such as 3";
    if (format == "morale")
        return "STATE/RETREAT/STRAGGLERS with STATE one of BL, NE, Sh, DG, R and a number or - "
               "for the others, e.g. Sh/0/1 or R/2/4";
    if (format == "odds") return "- (defender wins), 1/2 (roll again) or A (attacker wins)";
    return "any text as printed";
}

FireResult parseFireResult(const std::string& value) {
    const auto r = readFireResult(value);
    if (!r) throw InvalidInput("not a Fire Combat Table result: " + value);
    return *r;
}

std::optional<MoraleState> parseMoraleState(const std::string& s) {
    if (s == "BL") return MoraleState::BloodLust;
    if (s == "NE" || s == "N" || s == "Normal") return MoraleState::Normal;
    if (s == "Sh") return MoraleState::Shaken;
    if (s == "DG") return MoraleState::Disorganized;
    if (s == "R") return MoraleState::Routed;
    return std::nullopt;
}

std::string moraleStateCode(MoraleState s) {
    switch (s) {
    case MoraleState::BloodLust:
        return "BL";
    case MoraleState::Normal:
        return "NE";
    case MoraleState::Shaken:
        return "Sh";
    case MoraleState::Disorganized:
        return "DG";
    case MoraleState::Routed:
        return "R";
    }
    return "?";
}

std::string moraleStateName(MoraleState s) {
    switch (s) {
    case MoraleState::BloodLust:
        return "Blood Lust";
    case MoraleState::Normal:
        return "Normal";
    case MoraleState::Shaken:
        return "Shaken";
    case MoraleState::Disorganized:
        return "Disorganized";
    case MoraleState::Routed:
        return "Routed";
    }
    return "?";
}

MoraleResult parseMoraleResult(const std::string& value) {
    const auto r = readMoraleResult(value);
    if (!r) throw InvalidInput("not a Morale Table result: " + value);
    return *r;
}

} // namespace adc
