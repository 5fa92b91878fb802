#include "adc/scenarios/turn_track.h"

#include "json_reader.h"

#include <cstdio>
#include <regex>

namespace adc {

using boost::posix_time::hours;
using boost::posix_time::minutes;
using boost::posix_time::ptime;
using boost::posix_time::time_duration;
using nlohmann::json;
using scenario_json::at;

std::optional<ptime> parseTrackTime(const std::string& text) {
    static const std::regex re(R"((\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}))");
    std::smatch m;
    if (!std::regex_match(text, m, re)) return std::nullopt;
    try {
        const boost::gregorian::date d(static_cast<unsigned short>(std::stoi(m[1])),
                                       static_cast<unsigned short>(std::stoi(m[2])),
                                       static_cast<unsigned short>(std::stoi(m[3])));
        const int h = std::stoi(m[4]), mi = std::stoi(m[5]);
        if (h > 23 || mi > 59) return std::nullopt;
        return ptime(d, hours(h) + minutes(mi));
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::string isoTime(const ptime& t) {
    char buf[80];
    const auto d = t.date();
    const auto tod = t.time_of_day();
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d", static_cast<int>(d.year()),
                  static_cast<int>(d.month()), static_cast<int>(d.day()),
                  static_cast<int>(tod.hours()), static_cast<int>(tod.minutes()));
    return buf;
}

std::string clockTime(const ptime& t) {
    const auto tod = t.time_of_day();
    const int h = static_cast<int>(tod.hours());
    const int h12 = h % 12 == 0 ? 12 : h % 12;
    char buf[48];
    std::snprintf(buf, sizeof buf, "%d:%02d %s", h12, static_cast<int>(tod.minutes()),
                  h < 12 ? "am" : "pm");
    return buf;
}

std::string dayName(const boost::gregorian::date& d) {
    return std::to_string(static_cast<int>(d.day())) + " " + d.month().as_long_string();
}

std::optional<int> printedClockMinutes(const std::string& printed) {
    static const std::regex re(R"((\d{1,2}):(\d{2}) (am|pm))");
    std::smatch m;
    if (!std::regex_search(printed, m, re)) return std::nullopt;
    const int h = std::stoi(m[1]), mi = std::stoi(m[2]);
    if (h < 1 || h > 12 || mi > 59) return std::nullopt;
    const int h24 = (h % 12) + (m[3] == "pm" ? 12 : 0);
    return h24 * 60 + mi;
}

namespace {

time_duration clockOf(const scenario_json::Reader& r, const json& obj, const std::string& key,
                      const std::string& place) {
    const json& v = r.object(obj, key, place);
    const std::string s = r.str(v, "value", at(place, key));
    static const std::regex re(R"((\d{2}):(\d{2}))");
    std::smatch m;
    if (!std::regex_match(s, m, re) || std::stoi(m[1]) > 23 || std::stoi(m[2]) > 59)
        r.fail(at(at(place, key), "value"), "a time of day is written HH:MM, not \"" + s + "\"");
    r.str(v, "source", at(place, key));
    return hours(std::stoi(m[1])) + minutes(std::stoi(m[2]));
}

ptime boxTime(const scenario_json::Reader& r, const json& doc, const std::string& key) {
    const json& v = r.object(doc, key, "");
    const std::string s = r.str(v, "at", "/" + key);
    r.str(v, "source", "/" + key);
    const auto t = parseTrackTime(s);
    if (!t)
        r.fail("/" + key + "/at", "a track time is written YYYY-MM-DD HH:MM, not \"" + s + "\"");
    return *t;
}

} // namespace

bool TurnTrack::isNight(const ptime& t) const {
    const time_duration tod = t.time_of_day();
    if (nightFrom_ > nightUntil_) return tod >= nightFrom_ || tod < nightUntil_; // across midnight
    return tod >= nightFrom_ && tod < nightUntil_;
}

const TurnBox* TurnTrack::boxAt(const ptime& t) const {
    for (const auto& b : boxes_)
        if (b.start == t) return &b;
    return nullptr;
}

TurnTrack TurnTrack::load(const std::string& path) {
    const scenario_json::Reader r(path.substr(path.find_last_of('/') + 1));
    const json doc = r.document(path);
    r.format(doc, "turn-track");
    TurnTrack t;
    t.file_ = r.file();
    t.source_ = r.str(doc, "source", "");
    t.dayMinutes_ =
        r.integer(r.object(doc, "day_turn_minutes", ""), "value", "/day_turn_minutes", 1, 1440);
    t.nightMinutes_ =
        r.integer(r.object(doc, "night_turn_minutes", ""), "value", "/night_turn_minutes", 1, 1440);
    t.nightFrom_ = clockOf(r, doc, "night_from", "");
    t.nightUntil_ = clockOf(r, doc, "night_until", "");
    if (t.nightFrom_ == t.nightUntil_)
        r.fail("/night_until", "night must begin and end at different times");
    r.str(r.object(doc, "day_marker", ""), "source", "/day_marker");
    t.readings_ = r.strings(doc, "readings", "");
    t.unknowns_ = r.strings(doc, "unknowns", "", true);
    const ptime first = boxTime(r, doc, "first_box");
    const ptime last = boxTime(r, doc, "last_box");
    if (last < first) r.fail("/last_box/at", "the last box comes before the first");

    // 28.0a: one box after another, each as long as its kind of turn.
    for (ptime s = first; s <= last;) {
        TurnBox b;
        b.index = static_cast<int>(t.boxes_.size());
        b.start = s;
        b.night = t.isNight(s);
        b.minutes = b.night ? t.nightMinutes_ : t.dayMinutes_;
        // 1.1d: the Day Marker moves at the end of the midnight turn, so a turn that begins
        // at midnight is still on the old day.
        b.dayRecord = (s - minutes(1)).date();
        t.boxes_.push_back(b);
        s = b.end();
        if (t.boxes_.size() > 10000) r.fail("", "the track has more than 10000 turns");
    }
    if (t.boxes_.back().start != last)
        r.fail("/last_box/at", "no turn begins at " + isoTime(last) +
                                   ": with these turn lengths the turns begin at " +
                                   isoTime(t.boxes_.back().start) + " and " +
                                   isoTime(t.boxes_.back().end()));
    return t;
}

} // namespace adc
