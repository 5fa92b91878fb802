#pragma once
// The name of every kind of action a game file records, declared once. A name is what the
// file stores, so a name never changes; the rule each records is in actionSchemas().
namespace adc::kinds {

// Loss charts and leaders (20.6, 21.0-21.2, 11.5, 26.0, 26.4, 27.1-27.2, AE 2.1)
inline constexpr char Mark[] = "mark";
inline constexpr char RecoverStragglers[] = "recover-stragglers";
inline constexpr char ReleaseSkirmisher[] = "release-skirmisher";
inline constexpr char RecoverSkirmisher[] = "recover-skirmisher";
inline constexpr char LoseGuns[] = "lose-guns";
inline constexpr char DetachBattery[] = "detach-battery";
inline constexpr char ReattachBattery[] = "reattach-battery";
inline constexpr char LowAmmo[] = "low-ammo";
inline constexpr char ClearLowAmmo[] = "clear-low-ammo";
inline constexpr char LeaderCasualty[] = "leader-casualty";
inline constexpr char SetRating[] = "set-rating";
inline constexpr char SetWreckedMark[] = "set-wrecked-mark";
inline constexpr char SetCavalryClass[] = "set-cavalry-class";

// The sequence of play (8.1)
inline constexpr char Advance[] = "advance";

// The command system (10.0-10.5)
inline constexpr char OrderWrite[] = "order-write";
inline constexpr char OrderPreset[] = "order-preset";
inline constexpr char PresetAttachment[] = "preset-attachment";
inline constexpr char OrderAccept[] = "order-accept";
inline constexpr char OrderDelay[] = "order-delay";
inline constexpr char OrderImplement[] = "order-implement";
inline constexpr char OrderEnd[] = "order-end";
inline constexpr char Initiative[] = "initiative";
inline constexpr char InitiativeOrder[] = "initiative-order";
inline constexpr char LooseCannonOrder[] = "loose-cannon-order";
inline constexpr char Contact[] = "contact";
inline constexpr char AttackStoppage[] = "attack-stoppage";
inline constexpr char EmergencyRetreat[] = "emergency-retreat";
inline constexpr char HqOverrun[] = "hq-overrun";
inline constexpr char LannesChoice[] = "lannes-choice";

// Victory (AE 4.1, 4.2), the dice record (5.3), the log itself (9.0)
inline constexpr char VictoryInput[] = "victory-input";
inline constexpr char Roll[] = "roll";
inline constexpr char Undo[] = "undo";
inline constexpr char Redo[] = "redo";
// What a seat of one side receives in the place of the other side's action (9.0, see
// adc/seat_view.h): it holds the place and does nothing. Never taken as a player's action.
inline constexpr char Withheld[] = "withheld";

} // namespace adc::kinds
