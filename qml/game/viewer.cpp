#include "game/viewer.h"

namespace adcqt {

adc::Side engineSide(Side::Value s) {
    return s == Side::French ? adc::Side::French : adc::Side::Austrian;
}

Viewer::Value viewerOf(adc::Side s) {
    return s == adc::Side::French ? Viewer::French : Viewer::Austrian;
}

std::optional<adc::Side> engineSide(Viewer::Value v) {
    if (v == Viewer::French) return adc::Side::French;
    if (v == Viewer::Austrian) return adc::Side::Austrian;
    return std::nullopt;
}

QString sideName(Viewer::Value v) {
    const auto s = engineSide(v);
    return s ? QString::fromStdString(adc::sideName(*s)) : QString();
}

std::optional<Side::Value> sideNamed(const QString& name) {
    if (name == QLatin1String("french")) return Side::French;
    if (name == QLatin1String("austrian")) return Side::Austrian;
    return std::nullopt;
}

std::optional<Viewer::Value> viewerNamed(const QString& name) {
    if (const auto s = sideNamed(name)) return viewerOf(engineSide(*s));
    if (name == QLatin1String("both")) return Viewer::Both;
    return std::nullopt;
}

} // namespace adcqt
