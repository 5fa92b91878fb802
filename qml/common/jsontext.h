#pragma once
// Conversions between the engine's std::string / JSON values and what QML shows.
#include <nlohmann/json.hpp>

#include <QString>

namespace adcqt {

inline QString qstr(const std::string& s) {
    return QString::fromStdString(s);
}
inline std::string sstr(const QString& s) {
    return s.toStdString();
}

// A figure a player typed, for an action's payload: the whole number, or else the text as
// typed, so that the engine's check of the action says what is wrong with it.
inline nlohmann::json typedNumber(const QString& typed) {
    bool ok = false;
    const int n = typed.trimmed().toInt(&ok);
    return ok ? nlohmann::json(n) : nlohmann::json(typed.toStdString());
}

// A result field as a player reads it: "yes"/"no", 9.5 as "9 1/2", text as is, a table of
// values as "AO -1, AW 0, IPO 1".
QString jsonText(const nlohmann::json& value);

// A result field's key as a label: "leader_casualty" -> "leader casualty".
QString fieldLabel(const std::string& key);

// A modifier's value as printed, with a real minus sign: "−3", "+2".
QString signedValue(int value);

} // namespace adcqt
