#pragma once
// One line of the Order Log (10.1d): who sent what to whom, how, when it arrives, and
// where it stands now. Statuses follow the order's journey: written and on its way,
// arrived and awaiting the acceptance roll, delayed (D4-D6), accepted, implemented once
// the corps commander touches his HQ (10.0a), or finished: distorted, cancelled, stopped
// by Corps Attack Stoppage, lost in an emergency retreat, or ended.
#include "adc/order_of_battle.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adc {

enum class OrderStatus {
    InTransit,
    Arrived,
    Delayed,
    Accepted,
    Implemented,
    Distorted,
    Cancelled,
    Stopped,
    Lost,
    Ended
};

std::string statusName(OrderStatus s); // "in transit", "arrived", "D5" is shown by the order itself

// What happened to an order, turn by turn, with the rule behind it.
struct OrderEvent {
    int turn = 0;
    std::string what;
    std::string rule;
};

struct Order {
    int number = 0; // its line on its side's Order Log (10.1c): each side counts 1, 2, 3...
    Side side = Side::French;
    std::string sender;       // leader id ("" for an emergency retreat)
    std::string receiver;     // formation, brigade or artillery id, or an aide's leader id
    std::string receiverKind; // corps | division | brigade | artillery | aide
    bool attack = false;      // 10.1a
    bool goal = false;        // a divisional goal (10.5b)
    bool guard = false;       // an Imperial Guard division (AE 2.2)
    bool unitGoal =
        false;          // a goal to a cavalry brigade or artillery unit: receiver rating 2 (10.5b)
    std::string method; // AO, AW, IPO (10.1a), or preset, initiative, loose-cannon, retreat
    std::string text, start, direction, limit; // 10.1c
    int sentTurn = 0, arrivalTurn = 0, cost = 0;
    OrderStatus status = OrderStatus::InTransit;
    std::string delay;   // D4, D5 or D6 while delayed
    int decidedTurn = 0; // turn of the acceptance roll: delay reduction starts the turn after
    std::vector<int> contactTurns;  // turns it was fired on at 2 hexes or charged (10.3a, 8.2)
    std::vector<std::string> units; // an aide's command, up to four units (AE 2.3)
    std::string detach,
        detachTo;         // a division (or Austrian cavalry brigade) sent to another corps (10.5c)
    bool disband = false; // disbands Lannes' Provisional Corps (AE 2.4)
    std::vector<OrderEvent> events;

    bool pending() const {
        return status == OrderStatus::InTransit || status == OrderStatus::Arrived ||
               status == OrderStatus::Delayed;
    }
    bool inForce() const {
        return status == OrderStatus::Accepted || status == OrderStatus::Implemented;
    }
    bool finished() const { return !pending() && !inForce(); }
    std::string statusText() const;    // "D5" while delayed, else statusName
    std::string typeAndMethod() const; // "Attack AW", as the Order Log's column
};

nlohmann::json toJson(const Order& o);

} // namespace adc
