#pragma once
// The units of an open game that can fire or fight now, for the pickers of the fire and
// close combat inputs: on the map by the scenario's schedule, brigades not eliminated (20.6)
// and artillery with gun points left (27.2), each with its fire level or gun points from its loss
// chart (6.5, 27.1). A picked unit is written @ID in its row, so that withGameContext
// (game_context.h) reads the level again when the fire is resolved. The levels are the side's
// secret (9.0): callers ask only for a side the viewer sees.
#include "adc/game_state.h"
#include "adc/unit_rows.h"

#include <string>
#include <vector>

namespace adc {

struct GameUnit {
    Side side = Side::French;
    std::string id;
    std::string label;   // the id, and the commander or the guns' type
    std::string arm;     // infantry | cavalry | artillery
    std::string level;   // fire level, or gun points
    std::string gunType; // heavy | light (artillery)
    bool lowAmmo = false;
};

std::vector<GameUnit> unitsThatFight(const GameState& st, Side side);

// A unit named in a game: its army, its id as on its Loss Chart, and whether it is artillery.
struct Named {
    Side side;
    std::string id;
    bool battery = false;
};
// The units of either army `name` may mean (a brigade by id or alias, an artillery unit or
// battery): none, one, or one of each army when both have that name. `french/ID` and
// `austrian/ID` name one army's unit only.
std::vector<Named> unitsNamed(const GameState& st, const std::string& name);

// The kinds among `kinds` a unit may be written as (its arm, its nation, its guns' type).
std::vector<const UnitRowKind*> kindsFor(const std::vector<UnitRowKind>& kinds,
                                         const GameUnit& unit);

// The range a row can only have, else "": inside a close combat everyone fires at cc
// (23.0), and small arms reach one hex (20.2c).
std::string onlyRange(const UnitRowKind& kind, bool closeCombat);

// `unit`'s row written as `kind`: KIND:@SIDE/ID[:RANGE], and AE 3.2's austrian flag on an
// Austrian cavalry brigade.
std::string unitRow(const GameUnit& unit, const UnitRowKind& kind, bool closeCombat);

} // namespace adc
