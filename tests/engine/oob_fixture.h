#pragma once
// A small army for the loss-chart tests, built around the brigade and division of rule
// 20.6's worked example: an A brigade with row segments A (1 box), B (3 boxes, the
// wrecked mark at the last one, so 3 boxes to its left) and C (3 boxes), in a division
// of three boxes that the example wrecks with its first mark.
#include "adc/order_of_battle.h"

namespace adc::test {

inline Brigade exampleBrigade(const std::string& id, const std::string& division) {
    Brigade b;
    b.id = id;
    b.division = division;
    b.arm = Arm::Infantry;
    b.morale = "C";
    b.skirmisherBoxes = 1;
    b.levels = {{"A", 1}, {"B", 3}, {"C", 3}};
    b.wreckedAfter = 3;
    return b;
}

inline OrderOfBattle exampleArmy(Side side = Side::French) {
    OrderOfBattle o;
    o.side = side;
    o.title = side == Side::French ? "example French army" : "example Austrian army";
    o.leaders = {{"marshal", "Marshal", "army", "army", {}},
                 {"general", "General", "corps", "1-corps", {}},
                 {"second", "Second", "corps", "2-corps", {}},
                 {"div-a", "Div A", "division", "1-1", {}},
                 {"div-b", "Div B", "division", "2-1", {}},
                 {"div-c", "Div C", "division", "1-2", {}}};
    Formation army{"army", "Example Army", "army", "", "marshal", true, Arm::Infantry, 0,
                   0,      std::nullopt,   {}};
    Formation c1{"1-corps",     "1 Corps", "corps", "army",       "general", true,
                 Arm::Infantry, 0,         0,       std::nullopt, {}};
    Formation c2{"2-corps",     "2 Corps", "corps", "army",       "second", true,
                 Arm::Infantry, 0,         0,       std::nullopt, {}};
    Formation d1{
        "1-1", "1-1 Division", "division", "1-corps", "div-a", false, Arm::Infantry, 3, 1, -2, {}};
    Formation d2{"2-1", "2-1 Division", "division", "1-corps", "div-b", false, Arm::Cavalry, 1,
                 1,     std::nullopt,   {}};
    Formation d3{"1-2", "1-2 Division", "division", "2-corps", "div-c", false, Arm::Infantry, 1,
                 1,     std::nullopt,   {}};
    o.formations = {army, c1, c2, d1, d2, d3};
    o.brigades = {exampleBrigade("ex-1", "1-1"), exampleBrigade("ex-2", "1-1"),
                  exampleBrigade("ex-3", "1-1"), exampleBrigade("ex-4", "1-2")};
    Brigade cav = exampleBrigade("cav-1", "2-1");
    cav.arm = Arm::Cavalry;
    cav.skirmisherBoxes = 0;
    o.brigades.push_back(cav);
    o.artillery = {{"art-1", "1-corps", 5, "heavy", "foot"},
                   {"art-2", "1-1", 4, "heavy", "foot"},
                   {"art-3", "1-1", 3, "light", "horse"}};
    return o;
}

} // namespace adc::test
