#include "adc/wagram/orders_table.h"

#include "adc/errors.h"
#include "adc/input_text.h"

#include <algorithm>

namespace adc::wagram {

using nlohmann::json;

OrdersTable::OrdersTable(Side side, const std::vector<CorpsMarker>& corps,
                         std::vector<std::string> alwaysAdmin)
    : side_(side), corps_(corps), alwaysAdmin_(std::move(alwaysAdmin)) {}

bool OrdersTable::alwaysAdmin(const std::string& corps) const {
    return std::find(alwaysAdmin_.begin(), alwaysAdmin_.end(), corps) != alwaysAdmin_.end();
}

bool OrdersTable::has(const std::string& corps) const {
    if (faceDownOnly_) // 9.0: every marker the side has and has not taken off the table
        return std::any_of(corps_.begin(), corps_.end(),
                           [&](const CorpsMarker& m) { return m.id == corps; }) &&
               std::find(left_.begin(), left_.end(), corps) == left_.end();
    const auto in = [&](const std::vector<std::string>& v) {
        return std::find(v.begin(), v.end(), corps) != v.end();
    };
    return in(available_) || in(activated_) || in(admin_) || reaction_ == corps ||
           std::any_of(orders_.begin(), orders_.end(), [&](const auto& o) { return o == corps; });
}

std::string OrdersTable::nameOf(const std::string& corps) const {
    for (const CorpsMarker& c : corps_)
        if (c.id == corps) return c.id + " (" + c.name + ")";
    return corps;
}

bool OrdersTable::inAvailable(const std::string& corps) const {
    return std::find(available_.begin(), available_.end(), corps) != available_.end();
}

void OrdersTable::takeFromAvailable(const std::string& corps, const char* rule, const char* box) {
    if (!inAvailable(corps)) {
        std::string list;
        for (const std::string& c : available_)
            list += (list.empty() ? "" : ", ") + nameOf(c);
        throw InvalidInput("the " + sideName(side_) + " " + printable(corps, 20) +
                           " corps is not in the Available box, and only a marker there goes to " +
                           box + " (Wagram " + rule + "); the Available box holds " +
                           (list.empty() ? std::string("nothing") : list));
    }
    available_.erase(std::find(available_.begin(), available_.end(), corps));
}

void OrdersTable::place(const std::array<std::string, 3>& orders,
                        const std::vector<std::string>& admin) {
    if (placed_)
        throw InvalidInput("the " + sideName(side_) +
                           " Orders Table is already filled; 12.5 fills it once, before the game");
    if (admin.size() > 2)
        throw InvalidInput("at most 2 Corps markers go to the Administrative Movement box "
                           "(Wagram 12.5), not " +
                           std::to_string(admin.size()));
    std::vector<std::string> chosen(orders.begin(), orders.end());
    chosen.insert(chosen.end(), admin.begin(), admin.end());
    std::string all;
    for (const CorpsMarker& c : corps_)
        if (!alwaysAdmin(c.id)) all += (all.empty() ? "" : ", ") + c.id;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        const std::string& c = chosen[i];
        const bool known = std::any_of(corps_.begin(), corps_.end(),
                                       [&](const CorpsMarker& m) { return m.id == c; });
        if (!known || alwaysAdmin(c))
            throw InvalidInput("\"" + printable(c, 20) + "\" is not a " + sideName(side_) +
                               " Corps marker this scenario places (Wagram 12.5); they are " + all);
        if (std::find(chosen.begin(), chosen.begin() + static_cast<long>(i), c) !=
            chosen.begin() + static_cast<long>(i))
            throw InvalidInput("the " + c +
                               " corps is placed twice: each marker goes to one "
                               "box (Wagram 12.5)");
    }
    // Everything checked: the table fills.
    for (std::size_t i = 0; i < 3; ++i)
        orders_[i] = orders[i];
    admin_ = alwaysAdmin_;
    admin_.insert(admin_.end(), admin.begin(), admin.end());
    for (const CorpsMarker& c : corps_)
        if (std::find(chosen.begin(), chosen.end(), c.id) == chosen.end() && !alwaysAdmin(c.id))
            available_.push_back(c.id);
    placed_ = true;
}

std::string OrdersTable::reveal(bool firstRoundOfGame, const std::optional<std::string>& told) {
    if (!firstRoundOfGame) { // 7.1: face down again, in a copy of face-down markers only too
        for (const std::string& c : activated_)
            available_.push_back(faceDownOnly_ ? std::string() : c);
        activated_.clear();
    }
    std::string revealed = orders_[0].value_or("");
    if (faceDownOnly_ && orders_[0]) revealed = told.value_or(""); // the host's record (9.0)
    if (!revealed.empty()) activated_.push_back(revealed);
    orders_[0] = orders_[1];
    orders_[1] = orders_[2];
    orders_[2].reset();
    return revealed;
}

std::optional<std::string> OrdersTable::mustPick() const {
    if (reactionLeftOver_) return reaction_;
    return std::nullopt;
}

void OrdersTable::pick(const std::string& corps) {
    if (orders_[2])
        throw InvalidInput("the Order 3 box is not empty: a new order is picked once the "
                           "markers have shifted (Wagram 7.1)");
    if (reactionLeftOver_) { // 7.2
        if (corps != *reaction_)
            throw InvalidInput("the corps left in the Reaction box, " + nameOf(*reaction_) +
                               ", must be the next one placed in Order 3 (Wagram 7.2)");
        orders_[2] = corps;
        reaction_.reset();
        reactionLeftOver_ = false;
        return;
    }
    takeFromAvailable(corps, "7.1", "Order 3");
    orders_[2] = corps;
}

void OrdersTable::placeReaction(const std::string& corps) {
    if (reaction_)
        throw InvalidInput("the " + sideName(side_) +
                           " Reaction box is not empty: a Reaction "
                           "Round is tried only with it empty (Wagram 7.2)");
    takeFromAvailable(corps, "7.2", "the Reaction box");
    reaction_ = corps;
}

std::string OrdersTable::activateReaction(const std::optional<std::string>& told) {
    const std::string c = faceDownOnly_ && reaction_ ? told.value_or("") : reaction_.value_or("");
    if (!c.empty()) activated_.push_back(c);
    reaction_.reset();
    return c;
}

std::vector<std::string>
OrdersTable::revealAdmin(const std::optional<std::vector<std::string>>& told) {
    if (faceDownOnly_ && told) {
        // 9.0: the face-down markers turned over were counted in Available (placeFaceDown).
        for (const std::string& c : *told)
            if (!alwaysAdmin(c) && !available_.empty()) available_.pop_back();
        admin_ = *told;
    }
    adminRevealed_ = true;
    return admin_;
}

void OrdersTable::returnAdmin() {
    std::vector<std::string> keep;
    for (const std::string& c : admin_) {
        if (alwaysAdmin(c))
            keep.push_back(c);
        else
            available_.push_back(faceDownOnly_ ? std::string() : c); // face down again
    }
    admin_ = keep;
    adminRevealed_ = false;
}

void OrdersTable::pickAdmin(const std::vector<std::string>& corps) {
    if (corps.size() > 2)
        throw InvalidInput("at most 2 corps go to the Administrative Movement box (Wagram "
                           "12.1), not " +
                           std::to_string(corps.size()));
    if (corps.size() == 2 && corps[0] == corps[1])
        throw InvalidInput("the " + corps[0] + " corps is named twice (Wagram 12.1)");
    OrdersTable trial = *this; // all or nothing
    for (const std::string& c : corps) {
        trial.takeFromAvailable(c, "12.1", "the Administrative Movement box");
        trial.admin_.push_back(c);
    }
    *this = std::move(trial);
}

void OrdersTable::placeFaceDown() {
    // 12.5: three markers in the Order boxes, the Administrative Movement box's (0 to 2, not
    // told) with the rest in Available; the corps always there are known to be there.
    for (auto& o : orders_)
        o = std::string();
    admin_ = alwaysAdmin_;
    std::size_t rest = 0;
    for (const CorpsMarker& c : corps_)
        if (!alwaysAdmin(c.id)) ++rest;
    available_.assign(rest > 3 ? rest - 3 : 0, std::string());
    faceDownOnly_ = true;
    placed_ = true;
}

void OrdersTable::placeReactionFaceDown() { // 7.2
    if (!available_.empty()) available_.pop_back();
    reaction_ = std::string();
    reactionLeftOver_ = false;
}

void OrdersTable::pickFaceDown() { // 7.1; the corps left in the Reaction box first (7.2)
    if (reactionLeftOver_) {
        reaction_.reset();
        reactionLeftOver_ = false;
    } else if (!available_.empty()) {
        available_.pop_back();
    }
    orders_[2] = std::string();
}

void OrdersTable::join(const CorpsMarker& corps) {
    if (has(corps.id))
        throw InvalidInput("the " + sideName(side_) + " " + corps.id +
                           " corps already has its marker on the Orders Table");
    corps_.push_back(corps);
    available_.push_back(corps.id);
}

void OrdersTable::leave(const std::string& corps) {
    if (!has(corps))
        throw InvalidInput("the " + sideName(side_) + " " + printable(corps, 20) +
                           " corps has no marker on the Orders Table");
    const auto drop = [&](std::vector<std::string>& v) {
        v.erase(std::remove(v.begin(), v.end(), corps), v.end());
    };
    if (faceDownOnly_) {
        // 9.0: a face-down marker leaves from a box this copy cannot tell; it is counted out
        // of Available.
        const auto seen = [&](const std::vector<std::string>& v) {
            return std::find(v.begin(), v.end(), corps) != v.end();
        };
        if (!seen(activated_) && !seen(admin_) && !available_.empty()) available_.pop_back();
        left_.push_back(corps);
    }
    drop(available_);
    drop(activated_);
    drop(admin_);
    drop(alwaysAdmin_);
    for (auto& o : orders_)
        if (o == corps) o.reset();
    if (reaction_ == corps) {
        reaction_.reset();
        reactionLeftOver_ = false;
    }
}

json OrdersTable::view(bool owner) const {
    const auto marker = [&](const std::string& c, bool faceUp) {
        if ((owner || faceUp) && !c.empty()) // "": a marker whose corps this copy never saw
            return json{{"corps", c}, {"name", nameOf(c)}, {"face_up", faceUp}};
        return json{{"corps", nullptr}, {"name", "a corps"}, {"face_up", false}};
    };
    json orders = json::array();
    for (const auto& o : orders_)
        orders.push_back(o ? marker(*o, false) : json(nullptr));
    json available = json::array();
    for (const std::string& c : available_)
        available.push_back(marker(c, false));
    json activated = json::array();
    for (const std::string& c : activated_)
        activated.push_back(marker(c, true));
    json admin = json::array();
    for (const std::string& c : admin_)
        admin.push_back(marker(c, adminRevealed_ || alwaysAdmin(c)));
    return {{"side", sideName(side_)},
            {"placed", placed_},
            {"orders", orders},
            {"available", available},
            {"activated", activated},
            {"reaction", reaction_ ? marker(*reaction_, false) : json(nullptr)},
            {"reaction_left_over", reactionLeftOver_},
            {"admin", admin}};
}

} // namespace adc::wagram
