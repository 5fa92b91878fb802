#pragma once
// Which side is looking at the laptop (9.0), and which army, typed for C++ and QML: QML
// writes `Viewer.French`, `Viewer.Both`, `Side.Austrian`. Namespaces of their own (not
// OpenGame enums) so that a side can never be "both" and QML names say which is meant.
// The engine, `adc` and the action JSON name a side "french" | "austrian": the one place
// that converts is here.
#include "adc/order_of_battle.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace Side {
Q_NAMESPACE
QML_ELEMENT
enum Value { French, Austrian };
Q_ENUM_NS(Value)
} // namespace Side

namespace Viewer {
Q_NAMESPACE
QML_ELEMENT
enum Value { French, Austrian, Both }; // Both: an umpire or a solitaire player
Q_ENUM_NS(Value)
} // namespace Viewer

namespace adcqt {
adc::Side engineSide(Side::Value s);
Viewer::Value viewerOf(adc::Side s);
std::optional<adc::Side> engineSide(Viewer::Value v); // none for Both
// "french" | "austrian" as the actions take it; "" for Both.
QString sideName(Viewer::Value v);
// From the names the actions and the command line use; none for any other name.
std::optional<Side::Value> sideNamed(const QString& name);
std::optional<Viewer::Value> viewerNamed(const QString& name); // also "both"
} // namespace adcqt
