#include "adc/loss_chart.h"

#include "adc/errors.h"

#include <algorithm>

namespace adc {

namespace {
std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}
} // namespace

LossChart::LossChart(const OrderOfBattle& oob) : oob_(&oob) {
    for (const auto& b : oob.brigades)
        rows_[b.id] = {};
    for (const auto& a : oob.artillery)
        batteries_[a.id] = BatteryRow{"", a.gunPoints, 0, false};
}

const Brigade& LossChart::brigadeOf(const std::string& id) const {
    if (const Brigade* b = oob_->brigade(id)) return *b;
    throw InvalidInput("no brigade \"" + id + "\" on the " + oob_->title + " loss chart");
}

BrigadeRow& LossChart::rowOf(const std::string& id) {
    return rows_.at(brigadeOf(id).id);
}
const BrigadeRow& LossChart::row(const std::string& id) const {
    return rows_.at(brigadeOf(id).id);
}

BatteryRow& LossChart::batteryOf(const std::string& id) {
    const auto it = batteries_.find(id);
    if (it == batteries_.end())
        throw InvalidInput("no artillery unit or detached battery \"" + id + "\" in the " +
                           oob_->title);
    return it->second;
}

const BatteryRow& LossChart::battery(const std::string& id) const {
    const auto it = batteries_.find(id);
    if (it == batteries_.end())
        throw InvalidInput("no artillery unit or detached battery \"" + id + "\" in the " +
                           oob_->title);
    return it->second;
}

std::vector<std::string> LossChart::batteries() const {
    std::vector<std::string> out;
    for (const auto& [id, b] : batteries_)
        out.push_back(id);
    return out;
}

bool LossChart::takesStragglers(const std::string& brigade) const {
    return brigadeOf(brigade).arm == Arm::Infantry;
}

void LossChart::mark(const std::string& id, int casualties, int stragglers) {
    const Brigade& b = brigadeOf(id);
    if (casualties < 0 || stragglers < 0) throw InvalidInput("losses are counted as 0 or more");
    if (stragglers > 0 && b.arm != Arm::Infantry)
        throw InvalidInput(
            b.id +
            " is cavalry and never takes stragglers (21.0a): give them to the topmost infantry "
            "unit in the "
            "hex, or in a cavalry charge resolution record them as casualties (21.0b, 24.1j)");
    BrigadeRow& r = rows_.at(b.id);
    const int left = b.totalBoxes() - r.casualties - r.stragglers;
    if (casualties + stragglers > left)
        throw InvalidInput(
            b.id + " has " + plural(left, "unmarked box", "unmarked boxes") +
            " left; it cannot take " + std::to_string(casualties + stragglers) +
            " more marks (losses beyond that fall on other units in the hex, 11.5f)");
    r.casualties += casualties; // 20.6: a new casualty pushes stragglers to the right
    r.stragglers += stragglers;
}

void LossChart::recover(const std::string& id, int n) {
    const Brigade& b = brigadeOf(id);
    BrigadeRow& r = rows_.at(b.id);
    if (n < 0) throw InvalidInput("recovered stragglers are counted as 0 or more");
    if (n > r.stragglers)
        throw InvalidInput(b.id + " has " + plural(r.stragglers, "straggler", "stragglers") +
                           "; a brigade recovers only the stragglers it lost itself (21.2)");
    r.stragglers -= n;
}

void LossChart::releaseSkirmisher(const std::string& id) {
    const Brigade& b = brigadeOf(id);
    BrigadeRow& r = rows_.at(b.id);
    if (b.skirmisherBoxes == 0) throw InvalidInput(b.id + " has no skirmisher boxes (11.5a)");
    if (r.skirmishersOut >= b.skirmisherBoxes)
        throw InvalidInput(b.id + " has no unmarked skirmisher box left (11.5a)");
    ++r.skirmishersOut;
}

void LossChart::recoverSkirmisher(const std::string& id) {
    const Brigade& b = brigadeOf(id);
    BrigadeRow& r = rows_.at(b.id);
    if (r.skirmishersOut == 0)
        throw InvalidInput(b.id + " has no marked skirmisher box to recover into (11.5d)");
    --r.skirmishersOut;
}

void LossChart::loseGuns(const std::string& unit, int n) {
    BatteryRow& r = batteryOf(unit);
    if (n < 1) throw InvalidInput("gun points lost are counted as 1 or more");
    if (n > r.gunPoints)
        throw InvalidInput(unit + " has " + plural(r.gunPoints, "gun point", "gun points") +
                           " left (27.2)");
    r.gunPoints -= n;
    r.lost += n;
}

void LossChart::detachBattery(const std::string& unit, const std::string& battery, int n) {
    BatteryRow& from = batteryOf(unit);
    if (batteries_.count(battery))
        throw InvalidInput("\"" + battery +
                           "\" is already the name of an artillery unit or battery");
    if (battery.empty()) throw InvalidInput("a detached battery needs a name");
    if (n < 1 || n > 5) throw InvalidInput("a detached battery holds 1 to 5 gun points (27.1)");
    if (n >= from.gunPoints)
        throw InvalidInput(unit + " has " + plural(from.gunPoints, "gun point", "gun points") +
                           "; detach fewer than that (27.1)");
    from.gunPoints -= n;
    const std::string root = from.parent.empty() ? unit : from.parent;
    batteries_[battery] = BatteryRow{root, n, 0, from.lowAmmo};
}

void LossChart::reattachBattery(const std::string& battery, const std::string& unit) {
    BatteryRow& b = batteryOf(battery);
    BatteryRow& to = batteryOf(unit);
    if (b.parent.empty()) throw InvalidInput(battery + " is not a detached battery");
    const ArtilleryUnit* a = oob_->artilleryUnit(b.parent);
    const std::string toRoot = to.parent.empty() ? unit : to.parent;
    const ArtilleryUnit* t = oob_->artilleryUnit(toRoot);
    if (!a || !t || a->type != t->type || a->mobility != t->mobility)
        throw InvalidInput(battery +
                           " can only rejoin artillery of the same type and class (27.1)");
    if (!to.parent.empty() && to.gunPoints + b.gunPoints > 5)
        throw InvalidInput("a detached battery holds at most 5 gun points (27.1)");
    to.gunPoints += b.gunPoints;
    to.lost += b.lost;
    batteries_.erase(battery);
}

void LossChart::setLowAmmo(const std::string& unit) {
    if (oob_->side != Side::French)
        throw InvalidInput("Low Ammo is marked on French units only (AE 2.1)");
    if (const auto it = batteries_.find(unit); it != batteries_.end()) {
        it->second.lowAmmo = true;
        return;
    }
    const Brigade& b = brigadeOf(unit);
    if (b.arm != Arm::Infantry)
        throw InvalidInput(b.id + " is cavalry: Low Ammo never applies to cavalry (AE 2.1)");
    rows_.at(b.id).lowAmmo = true; // a second mark has no further effect
}

int LossChart::clearLowAmmo() {
    int n = 0;
    for (auto& [id, r] : rows_)
        n += r.lowAmmo, r.lowAmmo = false;
    for (auto& [id, r] : batteries_)
        n += r.lowAmmo, r.lowAmmo = false;
    return n;
}

std::vector<std::string> LossChart::lowAmmoUnits() const {
    std::vector<std::string> out;
    for (const auto& [id, r] : rows_)
        if (r.lowAmmo) out.push_back(id);
    for (const auto& [id, r] : batteries_)
        if (r.lowAmmo) out.push_back(id);
    return out;
}

std::string LossChart::fireLevel(const std::string& id) const {
    const Brigade& b = brigadeOf(id);
    const BrigadeRow& r = rows_.at(b.id);
    int firstUnmarked = r.casualties + r.stragglers;
    for (const auto& g : b.levels) {
        if (firstUnmarked < g.boxes) return g.level;
        firstUnmarked -= g.boxes;
    }
    return "";
}

bool LossChart::eliminated(const std::string& id) const {
    return fireLevel(id).empty();
}

void LossChart::setWreckedMark(const std::string& id, int n) {
    const Brigade& b = brigadeOf(id);
    if (b.wreckedMarkKnown())
        throw InvalidInput(b.id + "'s wrecked mark is printed (after box " +
                           std::to_string(b.wreckedAfter) + "); nothing to enter");
    if (n < 1 || n > b.totalBoxes())
        throw InvalidInput(b.id + " has " + std::to_string(b.totalBoxes()) +
                           " boxes: its wrecked mark comes after box 1 to " +
                           std::to_string(b.totalBoxes()));
    enteredMarks_[b.id] = n;
}

int LossChart::wreckedMark(const std::string& id) const {
    const Brigade& b = brigadeOf(id);
    if (b.wreckedMarkKnown()) return b.wreckedAfter;
    if (const auto it = enteredMarks_.find(b.id); it != enteredMarks_.end()) return it->second;
    throw InvalidInput(
        b.id + "'s wrecked mark is not in the transcription of the Loss Chart: count the boxes to "
               "the left of the mark on "
               "your printed chart and enter it (adc game wrecked-mark, or the roster screen)");
}

bool LossChart::wrecked(const std::string& id) const {
    const Brigade& b = brigadeOf(id);
    const BrigadeRow& r = rows_.at(b.id);
    if (r.casualties + r.stragglers == 0) return false; // every mark sits after at least one box
    return r.casualties + r.stragglers >= wreckedMark(id);
}

bool LossChart::wreckedByCasualties(const std::string& id) const {
    const Brigade& b = brigadeOf(id);
    const BrigadeRow& r = rows_.at(b.id);
    if (r.casualties == 0) return false;
    return r.casualties >= wreckedMark(id);
}

int LossChart::divisionMarks(const std::string& division) const {
    const Formation* d = oob_->formation(division);
    if (!d || d->kind != "division")
        throw InvalidInput("no division \"" + division + "\" in the " + oob_->title);
    int n = 0;
    for (const Brigade* b : oob_->brigadesOf(d->id))
        n += wrecked(b->id);
    return std::min(n, d->boxes);
}

bool LossChart::divisionWrecked(const std::string& division) const {
    const Formation* d = oob_->formation(division);
    return divisionMarks(division) >= d->wreckedAfter;
}

bool LossChart::divisionWreckedByCasualties(const std::string& division) const {
    const Formation* d = oob_->formation(division);
    if (!d || d->kind != "division")
        throw InvalidInput("no division \"" + division + "\" in the " + oob_->title);
    int n = 0;
    for (const Brigade* b : oob_->brigadesOf(d->id))
        n += wreckedByCasualties(b->id);
    return n >= d->wreckedAfter;
}

int LossChart::casualtyTrack() const {
    int n = 0;
    for (const auto& [id, r] : rows_)
        n += r.casualties;
    return n;
}

int LossChart::gunPointsEliminated() const {
    int n = 0;
    for (const auto& [id, r] : batteries_)
        n += r.lost;
    return n;
}

bool LossChart::inFormation(const std::string& division, const std::string& formation) const {
    for (const Formation* f = oob_->formation(division); f;
         f = f->parent.empty() ? nullptr : oob_->formation(f->parent))
        if (f->id == formation) return true;
    return false;
}

int LossChart::wreckedDivisions() const {
    int n = 0;
    for (const auto& f : oob_->formations)
        if (f.kind == "division" && f.boxes > 0) n += divisionWrecked(f.id);
    return n;
}

int LossChart::wreckedDivisionsIn(const std::string& corps) const {
    const Formation* c = oob_->formation(corps);
    if (!c) throw InvalidInput("no formation \"" + corps + "\" in the " + oob_->title);
    int n = 0;
    for (const auto& f : oob_->formations)
        if (f.kind == "division" && f.boxes > 0 && inFormation(f.id, c->id))
            n += divisionWrecked(f.id);
    return n;
}

int LossChart::hardWreckedBrigadesIn(const std::string& formation) const {
    const Formation* c = oob_->formation(formation);
    if (!c) throw InvalidInput("no formation \"" + formation + "\" in the " + oob_->title);
    int n = 0;
    for (const auto& b : oob_->brigades)
        if (inFormation(b.division, c->id)) n += wreckedByCasualties(b.id);
    return n;
}

int LossChart::eliteValueInForce() const {
    int v = 0;
    for (const auto& f : oob_->formations)
        if (f.kind == "division" && f.eliteValue && f.boxes > 0 && divisionWrecked(f.id))
            v += *f.eliteValue;
    return v;
}

} // namespace adc
