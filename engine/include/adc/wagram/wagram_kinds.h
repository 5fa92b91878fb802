#pragma once
// The actions a Wagram 1809 game file records. A name is what the file stores: it never
// changes. Those marked secret carry their side (Action::side) and are seen by it alone (9.0
// of the series, applied to Wagram's face-down Corps markers).
namespace adc::wagram::kinds {

inline constexpr char Place[] = "wagram-place";                // 12.5, secret
inline constexpr char Reaction[] = "wagram-reaction";          // 7.2, secret
inline constexpr char ReactionRoll[] = "wagram-reaction-roll"; // 7.2
inline constexpr char Initiative[] = "wagram-initiative";      // 6
inline constexpr char Reveal[] = "wagram-reveal";              // 7.1
inline constexpr char Pick[] = "wagram-pick";                  // 7.1, secret
inline constexpr char Continue[] = "wagram-continue";          // 11
inline constexpr char AdminReveal[] = "wagram-admin-reveal";   // 12.1
inline constexpr char AdminPick[] = "wagram-admin-pick";       // 12.1, secret
inline constexpr char Vp[] = "wagram-vp";                      // 12.3
inline constexpr char Option[] = "wagram-option";              // 12.3, 14.x
inline constexpr char Johan[] = "wagram-johan";                // 14.3
inline constexpr char CorpsLeaves[] = "wagram-corps-leaves";   // 14.2
inline constexpr char EndTurn[] = "wagram-end-turn";           // 12.4
inline constexpr char NightPick[] = "wagram-night-pick";       // 14.3 (Scenario 3), secret
inline constexpr char NightReveal[] = "wagram-night-reveal";   // 14.3 (Scenario 3)

} // namespace adc::wagram::kinds
