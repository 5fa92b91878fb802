#include "adc/leader_roster.h"

#include "adc/errors.h"

namespace adc {

namespace {
const std::string kRepl = "repl-";
bool isGeneric(const std::string& id) {
    return id.rfind(kRepl, 0) == 0;
}
} // namespace

LeaderRoster::LeaderRoster(const OrderOfBattle& oob) : oob_(&oob) {
    for (const auto& f : oob.formations)
        if (!f.commander.empty()) commander_[f.id] = f.commander;
}

std::string LeaderRoster::canonicalLeader(const std::string& id) const {
    if (isGeneric(id)) return id;
    if (const Leader* l = oob_->leader(id)) return l->id;
    throw InvalidInput("no leader \"" + id + "\" in the " + oob_->title);
}

std::string LeaderRoster::leaderName(const std::string& id) const {
    if (isGeneric(id))
        return "generic replacement (back of " + leaderName(id.substr(kRepl.size())) + ")";
    if (const Leader* l = oob_->leader(id)) return l->name;
    return id;
}

const Formation* LeaderRoster::commandOf(const std::string& leader) const {
    for (const auto& [f, l] : commander_)
        if (l == leader) return oob_->formation(f);
    return nullptr;
}

void LeaderRoster::assignCommand(const std::string& formation, const std::string& leader) {
    const Formation* f = oob_->formation(formation);
    if (!f) throw InvalidInput("no formation \"" + formation + "\" in the " + oob_->title);
    const std::string id = canonicalLeader(leader);
    if (lost_.count(id)) throw InvalidInput(leaderName(id) + " is not in play");
    commander_[f->id] = id;
}

void LeaderRoster::releaseCommand(const std::string& formation) {
    const Formation* f = oob_->formation(formation);
    if (!f) throw InvalidInput("no formation \"" + formation + "\" in the " + oob_->title);
    commander_.erase(f->id);
}

std::string LeaderRoster::commander(const std::string& formation) const {
    const Formation* f = oob_->formation(formation);
    if (!f) throw InvalidInput("no formation \"" + formation + "\" in the " + oob_->title);
    const auto it = commander_.find(f->id);
    return it == commander_.end() ? std::string() : it->second;
}

bool LeaderRoster::lost(const std::string& leader) const {
    return lost_.count(canonicalLeader(leader)) > 0;
}

bool LeaderRoster::originalCommanderLost(const std::string& corps) const {
    const Formation* f = oob_->formation(corps);
    return f && originalLost_.count(f->id);
}

std::string LeaderRoster::leaderLost(const std::string& who, const std::string& replacement,
                                     const std::string& corpsReplacement) {
    const std::string id = canonicalLeader(who);
    if (lost_.count(id) && !isGeneric(id))
        throw InvalidInput(leaderName(id) + " is already out of play (26.4)");
    const Formation* f = commandOf(id);
    std::string text = leaderName(id) + " is lost";
    // 10.3a: a corps whose original commander is killed, wounded or moved up.
    auto markOriginal = [&](const Formation& corps, const std::string& leader) {
        if (corps.kind == "corps" && corps.commander == leader) originalLost_.insert(corps.id);
    };
    if (!f) {
        if (!replacement.empty())
            throw InvalidInput(leaderName(id) + " commands no formation; nobody replaces him");
        if (!isGeneric(id)) lost_.insert(id);
        return text + " (he commanded no formation)";
    }
    if (f->kind == "division") {
        if (!replacement.empty())
            throw InvalidInput("a division commander is replaced by the division's generic "
                               "replacement (26.4b); name no replacement");
        if (!isGeneric(id)) lost_.insert(id);
        commander_[f->id] = isGeneric(id) ? id : kRepl + id;
        return text + "; " + f->name +
               " is now led by his generic replacement (26.4b). Place it with another stack of the "
               "division (26.4c)";
    }
    // Army or corps: the senior subordinate, named by the player (26.4a).
    if (replacement.empty())
        throw InvalidInput(leaderName(id) + " commanded " + f->name +
                           ": name his replacement, a leader of one of its " +
                           (f->kind == "army"
                                ? "corps (26.4a; AE 2.6 any Marshal, AE 3.5 any corps commander)"
                                : "divisions (26.4a)"));
    const std::string r = canonicalLeader(replacement);
    if (r == id || lost_.count(r))
        throw InvalidInput(leaderName(r) + " cannot replace him: he is not in play");
    const Formation* rf = commandOf(r);
    const bool subordinate = rf && rf->parent == f->id;
    if (!subordinate)
        throw InvalidInput(leaderName(r) + " does not command a " +
                           std::string(f->kind == "army" ? "corps" : "division") + " of " +
                           f->name + " (26.4a)");
    // Check the whole chain before changing anything.
    const Formation* cf = nullptr;
    std::string c;
    if (rf->kind == "division") {
        if (!corpsReplacement.empty())
            throw InvalidInput("only a promoted corps commander leaves a corps to fill");
    } else {
        if (corpsReplacement.empty())
            throw InvalidInput(leaderName(r) + " leaves " + rf->name +
                               ": name the division commander who takes it over (26.4a)");
        c = canonicalLeader(corpsReplacement);
        cf = commandOf(c);
        if (!cf || cf->parent != rf->id || lost_.count(c))
            throw InvalidInput(leaderName(c) + " does not command a division of " + rf->name +
                               " (26.4a)");
    }
    if (!isGeneric(id)) lost_.insert(id);
    markOriginal(*f, id);
    commander_[f->id] = r;
    text += "; " + leaderName(r) + " takes command of " + f->name + " (26.4a)";
    if (!cf) {
        commander_[rf->id] = kRepl + id;
        text +=
            "; " + rf->name + " gets the generic back of " + leaderName(id) + "'s counter (26.4b)";
    } else { // a corps commander promoted to army command leaves his corps to a subordinate
        markOriginal(*rf, r);
        commander_[rf->id] = c;
        commander_[cf->id] = kRepl + r;
        text += "; " + leaderName(c) + " takes " + rf->name + " and " + cf->name +
                " gets the generic back of " + leaderName(r) + "'s counter (26.4a, 26.4b)";
    }
    return text;
}

void LeaderRoster::setRating(const std::string& leader, int rating) {
    if (rating < 0 || rating > 4)
        throw InvalidInput("leader ratings are 0 to 4, as printed on the counter");
    ratings_[canonicalLeader(leader)] = rating;
}

std::optional<int> LeaderRoster::rating(const std::string& leader) const {
    const auto it = ratings_.find(canonicalLeader(leader));
    if (it == ratings_.end()) return std::nullopt;
    return it->second;
}

int LeaderRoster::ratingOrAsk(const std::string& leader) const {
    if (const auto r = rating(leader)) return *r;
    throw InvalidInput(
        leaderName(canonicalLeader(leader)) +
        "'s rating is printed on his counter and has not been entered yet; enter it on the roster");
}

void LeaderRoster::setCavalryClass(const std::string& brigade, const std::string& cls) {
    const Brigade* b = oob_->brigade(brigade);
    if (!b) throw InvalidInput("no brigade \"" + brigade + "\" in the " + oob_->title);
    if (b->arm != Arm::Cavalry)
        throw InvalidInput(b->id + " is not cavalry: only cavalry is heavy or light (24.0a)");
    if (cls != "heavy" && cls != "light")
        throw InvalidInput("a cavalry class is heavy or light, as shown on the counter (24.0a)");
    classes_[b->id] = cls;
}

std::optional<std::string> LeaderRoster::cavalryClass(const std::string& brigade) const {
    const Brigade* b = oob_->brigade(brigade);
    if (!b) return std::nullopt;
    const auto it = classes_.find(b->id);
    if (it == classes_.end()) return std::nullopt;
    return it->second;
}

} // namespace adc
