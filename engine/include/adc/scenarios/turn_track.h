#pragma once
// The Turn Record Track of 21 and 22 May 1809 (1.1d), as data: day turns of 30 minutes,
// night turns of an hour (28.0a), the Day Marker advancing after the midnight turn (1.1d,
// AE 1.5). The hours of night are not in the text; tables/scenarios/turn-track.json
// derives them from the scenarios' printed game lengths and a player can correct them.
// Times are Boost.Date_Time values.
#include <boost/date_time/gregorian/gregorian_types.hpp>
#include <boost/date_time/posix_time/posix_time_types.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct TurnBox {
    int index = 0; // position on the track, from 0
    boost::posix_time::ptime start;
    int minutes = 30;
    bool night = false;               // 28.0: an hour long, visibility one hex (28.0b)
    boost::gregorian::date dayRecord; // the day on the Day Record (1.1d, AE 1.5)
    boost::posix_time::ptime end() const { return start + boost::posix_time::minutes(minutes); }
};

class TurnTrack {
  public:
    // Throws ChartFileError (file, place, reason).
    static TurnTrack load(const std::string& path);

    const std::vector<TurnBox>& boxes() const { return boxes_; }
    // The box that begins at `t`, or none when no turn begins then.
    const TurnBox* boxAt(const boost::posix_time::ptime& t) const;

    int dayMinutes() const { return dayMinutes_; }
    int nightMinutes() const { return nightMinutes_; }
    boost::posix_time::time_duration nightFrom() const { return nightFrom_; }
    boost::posix_time::time_duration nightUntil() const { return nightUntil_; }
    bool isNight(const boost::posix_time::ptime& t) const;
    const std::string& file() const { return file_; }
    const std::string& source() const { return source_; }
    const std::vector<std::string>& readings() const { return readings_; }
    const std::vector<std::string>& unknowns() const { return unknowns_; }

  private:
    std::string file_, source_;
    int dayMinutes_ = 30, nightMinutes_ = 60;
    boost::posix_time::time_duration nightFrom_, nightUntil_;
    std::vector<TurnBox> boxes_;
    std::vector<std::string> readings_, unknowns_;
};

// "1809-05-21 13:00" -> ptime; nothing when the text is not that.
std::optional<boost::posix_time::ptime> parseTrackTime(const std::string& text);
std::string isoTime(const boost::posix_time::ptime& t);   // "1809-05-21T13:00"
std::string clockTime(const boost::posix_time::ptime& t); // "1:00 pm", "12:00 am" (midnight)
std::string dayName(const boost::gregorian::date& d);     // "21 May"
// A printed time of day ("4:00 pm", "21 May, 4:00 pm") -> minutes after midnight.
std::optional<int> printedClockMinutes(const std::string& printed);

} // namespace adc
