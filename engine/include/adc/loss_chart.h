#pragma once
// One army's Loss Chart, live: casualty (X) and straggler (/) marks per brigade, skirmisher
// boxes, gun points, Low Ammo, and everything derived from them (fire level, wrecked
// brigades and divisions, the casualty track). Marks are counts: casualties always sit to
// the left of stragglers (20.6), so a row is fully described by how many of each it has.
#include "adc/order_of_battle.h"

#include <map>
#include <string>
#include <vector>

namespace adc {

struct BrigadeRow {
    int casualties = 0;
    int stragglers = 0;
    int skirmishersOut = 0; // skirmisher boxes marked by releases (11.5a)
    bool lowAmmo = false;   // AE 2.1
};

struct BatteryRow {
    std::string parent;   // the artillery unit a detached battery came from ("" for units)
    int gunPoints = 0;    // gun points now in the unit
    int lost = 0;         // gun points eliminated (27.2)
    bool lowAmmo = false; // AE 2.1
};

class LossChart {
  public:
    explicit LossChart(const OrderOfBattle& oob);
    const OrderOfBattle& oob() const { return *oob_; }

    // 20.6, 21.0: casualties go left of stragglers. Stragglers only on infantry; in a
    // cavalry charge resolution they are recorded as casualties (21.0b, 24.1j).
    // Refuses, changing nothing, what the row cannot take.
    void mark(const std::string& brigade, int casualties, int stragglers);
    // 21.2: recovered stragglers are erased (only the brigade's own).
    void recover(const std::string& brigade, int stragglers);
    void releaseSkirmisher(const std::string& brigade);    // 11.5a
    void recoverSkirmisher(const std::string& brigade);    // 11.5d
    void loseGuns(const std::string& unit, int gunPoints); // 27.2
    // 27.1: detached batteries of up to 5 gun points, reattached to a unit of the same
    // type and class (the battery keeps the parent's type and class).
    void detachBattery(const std::string& unit, const std::string& battery, int gunPoints);
    void reattachBattery(const std::string& battery, const std::string& unit);
    // 20.6a: where the wrecked mark sits, for a row whose mark the transcription lacks;
    // read off the player's printed Loss Chart (boxes to its left).
    void setWreckedMark(const std::string& brigade, int boxesLeftOfMark);
    int wreckedMark(const std::string& brigade) const; // throws InvalidInput when not known
    void setLowAmmo(const std::string& unit);          // AE 2.1: French infantry or artillery
    int clearLowAmmo();                                // AE 2.1: first turn of 22 May

    const BrigadeRow& row(const std::string& brigade) const;
    const BatteryRow& battery(const std::string& unit) const;
    std::vector<std::string> batteries() const; // artillery units and detached batteries

    // Derived, always from the marks.
    std::string fireLevel(const std::string& brigade)
        const; // 6.5: group of the first unmarked box; "" when eliminated
    bool eliminated(const std::string& brigade) const;
    bool wrecked(const std::string& brigade) const;             // 20.6a
    bool wreckedByCasualties(const std::string& brigade) const; // AE 4.3: hard casualties only
    int divisionMarks(const std::string& division) const;       // 20.6a: one per wrecked brigade
    bool divisionWrecked(const std::string& division) const;    // 20.6b
    bool divisionWreckedByCasualties(const std::string& division) const; // AE 4.3
    int casualtyTrack() const;       // 1.1f: infantry and cavalry casualties, no stragglers or guns
    int gunPointsEliminated() const; // 27.2
    int wreckedDivisions() const;    // AE 3.4 counts these (stragglers included)
    int wreckedDivisionsIn(const std::string& corps) const;        // 10.3a
    int hardWreckedBrigadesIn(const std::string& formation) const; // AE 4.3 awards
    int eliteValueInForce() const; // 25.6: sum of the values of wrecked elite divisions
    std::vector<std::string> lowAmmoUnits() const;

    // The brigade rows that can take stragglers (21.0a): infantry.
    bool takesStragglers(const std::string& brigade) const;

  private:
    const Brigade& brigadeOf(const std::string& id) const;
    BrigadeRow& rowOf(const std::string& id);
    BatteryRow& batteryOf(const std::string& id);
    bool inFormation(const std::string& division, const std::string& formation) const;
    const OrderOfBattle* oob_;
    std::map<std::string, BrigadeRow> rows_;
    std::map<std::string, BatteryRow> batteries_;
    std::map<std::string, int> enteredMarks_;
};

} // namespace adc
