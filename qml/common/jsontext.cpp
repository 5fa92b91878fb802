#include "common/jsontext.h"

#include "adc/value_range.h"

#include <QStringList>

namespace adcqt {

QString jsonText(const nlohmann::json& value) {
    if (value.is_boolean()) return value.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
    if (value.is_number_integer()) return QString::number(value.get<long long>());
    if (value.is_number()) return qstr(adc::formatNumber(value.get<double>()));
    if (value.is_string()) return qstr(value.get<std::string>());
    if (value.is_null()) return QStringLiteral("—");
    // Lists and tables of values (a rule's constants): "AO -1, AW 0, IPO 1".
    QStringList parts;
    for (auto it = value.begin(); it != value.end(); ++it)
        parts << (value.is_object() ? fieldLabel(it.key()) + QLatin1Char(' ') + jsonText(it.value())
                                    : jsonText(it.value()));
    return parts.join(QStringLiteral(", "));
}

QString fieldLabel(const std::string& key) {
    QString label = qstr(key);
    label.replace(QLatin1Char('_'), QLatin1Char(' '));
    return label;
}

QString signedValue(int value) {
    if (value < 0) return QChar(0x2212) + QString::number(-value);
    return QLatin1Char('+') + QString::number(value);
}

} // namespace adcqt
