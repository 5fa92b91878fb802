#include "adc/command/order.h"

namespace adc {

std::string statusName(OrderStatus s) {
    switch (s) {
    case OrderStatus::InTransit:
        return "in transit";
    case OrderStatus::Arrived:
        return "arrived";
    case OrderStatus::Delayed:
        return "delayed";
    case OrderStatus::Accepted:
        return "accepted";
    case OrderStatus::Implemented:
        return "implemented";
    case OrderStatus::Distorted:
        return "distorted";
    case OrderStatus::Cancelled:
        return "cancelled";
    case OrderStatus::Stopped:
        return "stopped";
    case OrderStatus::Lost:
        return "lost";
    case OrderStatus::Ended:
        return "ended";
    }
    return "?";
}

std::string Order::statusText() const {
    return status == OrderStatus::Delayed ? delay : statusName(status);
}

std::string Order::typeAndMethod() const {
    return std::string(attack ? "Attack" : "Non-Attack") + " " + method;
}

nlohmann::json toJson(const Order& o) {
    nlohmann::json events = nlohmann::json::array();
    for (const auto& e : o.events)
        events.push_back({{"turn", e.turn}, {"what", e.what}, {"rule", e.rule}});
    nlohmann::json j{{"number", o.number},
                     {"side", o.side == Side::French ? "french" : "austrian"},
                     {"sender", o.sender},
                     {"receiver", o.receiver},
                     {"receiver_kind", o.receiverKind},
                     {"type", o.attack ? "attack" : "non-attack"},
                     {"method", o.method},
                     {"type_and_method", o.typeAndMethod()},
                     {"goal", o.goal},
                     {"text", o.text},
                     {"sent_turn", o.sentTurn},
                     {"arrival_turn", o.arrivalTurn},
                     {"cost", o.cost},
                     {"status", o.statusText()},
                     {"events", events}};
    if (o.attack)
        j["attack"] = {{"start", o.start}, {"direction", o.direction}, {"limit", o.limit}};
    if (o.guard) j["guard"] = true;
    if (o.unitGoal) j["unit_goal"] = true;
    if (!o.contactTurns.empty()) j["contact_turns"] = o.contactTurns;
    if (!o.units.empty()) j["units"] = o.units;
    if (!o.detach.empty()) j["detach"] = {{"unit", o.detach}, {"to", o.detachTo}};
    if (o.disband) j["disband"] = "prov-corps";
    return j;
}

} // namespace adc
