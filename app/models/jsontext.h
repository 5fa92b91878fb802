#pragma once
// Conversions between the engine's std::string / JSON values and what QML shows.
#include <nlohmann/json.hpp>

#include <QString>

namespace adcqt {

inline QString qstr(const std::string& s) { return QString::fromStdString(s); }
inline std::string sstr(const QString& s) { return s.toStdString(); }

// A result field as a player reads it: "yes"/"no", 9.5 as "9 1/2", text as is, a table of
// values as "AO -1, AW 0, IPO 1".
QString jsonText(const nlohmann::json& value);

// A result field's key as a label: "leader_casualty" -> "leader casualty".
QString fieldLabel(const std::string& key);

// A modifier's value as printed, with a real minus sign: "−3", "+2".
QString signedValue(int value);

} // namespace adcqt
