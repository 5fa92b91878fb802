#include "adc/wagram/wagram_schema.h"

#include "adc/action_kinds.h"
#include "adc/wagram/wagram_kinds.h"

namespace adc::wagram {

namespace {

using namespace adc::field;

// The secret kinds place, move or pick face-down markers: their side's alone (9.0). A public
// reveal records what it turns over ("revealed"; 7.1 also "pick", whether a new Order 3
// follows), worked out by the engine and checked on replay, so that the other side's seat,
// which holds the markers face down, replays it.
const std::vector<ActionSchema> kSchemas{
    {kinds::Place,
     "Wagram 12.5",
     ActionSide::OneSide,
     {texts("orders", true), texts("admin", true)}},
    {kinds::Reaction, "Wagram 7.2", ActionSide::OneSide, {text("corps", true)}},
    {kinds::ReactionRoll,
     "Wagram 7.2",
     ActionSide::Both,
     {side("side", true), whole("roll", 2, 12, true), texts("revealed"), value("seed"),
      object("dice_exchange")}},
    {kinds::Initiative,
     "Wagram 6",
     ActionSide::Both,
     {whole("french", 1, 6, true), whole("austrian", 1, 6, true), value("seed"),
      object("dice_exchange")}},
    {kinds::Reveal,
     "Wagram 7.1",
     ActionSide::Both,
     {side("side", true), texts("revealed"), flag("pick")}},
    {kinds::Pick, "Wagram 7.1, 7.2", ActionSide::OneSide, {text("corps", true)}},
    // 11: the roll only when the marker reaches box 7 (the state says when).
    {kinds::Continue,
     "Wagram 11",
     ActionSide::Both,
     {side("side", true), whole("roll", 2, 12), value("seed"), object("dice_exchange")}},
    {kinds::AdminReveal, "Wagram 12.1", ActionSide::Both, {side("side", true), texts("revealed")}},
    {kinds::AdminPick, "Wagram 12.1", ActionSide::OneSide, {texts("corps", true)}},
    {kinds::Vp,
     "Wagram 12.3, 14.1",
     ActionSide::Both,
     {side("side", true), whole("points", -99, 99, true), text("reason", true)}},
    {kinds::Option, "Wagram 12.3, 14.2, 14.3", ActionSide::Both, {text("id", true)}},
    {kinds::Johan,
     "Wagram 14.3",
     ActionSide::Both,
     {whole("roll", 1, 6, true), value("seed"), object("dice_exchange")}},
    {kinds::CorpsLeaves,
     "Wagram 14.2",
     ActionSide::Both,
     {side("side", true), text("corps", true)}},
    {kinds::EndTurn, "Wagram 12.4, 4, 14.3", ActionSide::Both, {}},
    // The battle dice rolled on the map, recorded as the series records its rolls (5.3).
    {adc::kinds::Roll,
     "5.3",
     ActionSide::Both,
     {text("resolver", true), object("inputs"), object("result", true), object("dice_exchange")}},
    {kinds::NightPick, "Wagram 14.3", ActionSide::OneSide, {texts("corps", true)}},
    {kinds::NightReveal,
     "Wagram 14.3",
     ActionSide::Both,
     {side("side", true), text("corps", true)}},
};

} // namespace

const std::vector<ActionSchema>& wagramSchemas() {
    return kSchemas;
}

} // namespace adc::wagram
