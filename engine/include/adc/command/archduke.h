#pragma once
// The Archduke's confidence (AE 3.4): with this many Austrian divisions wrecked, no Austrian
// Attack orders and every corps on the map retreats (variant AE 3.8a: not counted).
namespace adc {

inline constexpr int kArchdukeWreckedDivisions = 7; // AE 3.4

} // namespace adc
