#pragma once
// Both armies as the Loss Charts and the Counter Manifest give them: army -> corps ->
// division -> brigade/regiment, artillery units, leaders and HQs. Loaded from
// tables/oob/french.json and tables/oob/austrian.json (see docs/order-of-battle.md).
//
// What the printed material does not give is kept unknown, never guessed: leader
// ratings and cavalry classes are printed on the counters and entered by the players.
#include <optional>
#include <string>
#include <vector>

namespace adc {

enum class Side { French, Austrian };
enum class Arm { Infantry, Cavalry };

Side parseSide(const std::string& s); // "french" | "austrian"; throws InvalidInput
std::string sideName(Side s);         // "french", "austrian": as files and keys say it
std::string sideTitle(Side s);        // "French", "Austrian": as a message says it
Side opponent(Side s);                // the other army

// One group of boxes on a brigade's loss-chart row: its fire level and how many boxes.
struct BoxGroup {
    std::string level; // C, B, A, AB, AA, AAB, AAA
    int boxes = 0;
};

struct Brigade {
    std::string id;   // as on the Loss Chart: "57 Line-3-2", "FC-1-IG", "Cav-2-1"
    std::string name; // the brigade commander's name printed on the row ("" if none)
    std::string division;
    Arm arm = Arm::Infantry;
    std::string morale;           // printed morale rating, A..E
    int skirmisherBoxes = 0;      // 11.5a
    std::vector<BoxGroup> levels; // left to right, largest level first
    int wreckedAfter = 0;         // boxes left of the wrecked mark (20.6a); 0 = not known
    std::vector<std::string> aliases;
    int totalBoxes() const;
    // False when the transcribed row shows no wrecked mark (3-2-2): the players read it
    // off their printed Loss Chart. Never treat wreckedAfter 0 as "wrecked at once".
    bool wreckedMarkKnown() const { return wreckedAfter > 0; }
};

struct Formation {
    std::string id;        // "2-corps", "3-2", "army"
    std::string name;      // "2 Corps", "3-2 Division"
    std::string kind;      // army, corps, division
    std::string parent;    // "" for the army
    std::string commander; // leader id ("" if none printed)
    bool hasHq = false;
    Arm arm = Arm::Infantry;       // divisions: infantry or cavalry division
    int boxes = 0;                 // divisions: one per brigade (20.6a)
    int wreckedAfter = 0;          // divisions: boxes left of the wrecked mark (20.6b)
    std::optional<int> eliteValue; // 25.6: AE 2.2 Guard -2, AE 3.7 grenadiers -1
    std::vector<std::string> aliases;
};

struct ArtilleryUnit {
    std::string id;        // "2-corps-art", "2-4-art-2"
    std::string formation; // the corps or division it belongs to
    int gunPoints = 0;     // 27.1
    std::string type;      // heavy | light (27.0)
    std::string mobility;  // foot | horse | "" when the manifest does not say
};

struct Leader {
    std::string id;       // "napoleon", "st-hilaire"
    std::string name;     // "Napoleon", "St. Hilaire"
    std::string rank;     // army | corps | division | aide | extra
    std::string commands; // formation id ("" for aides and extra leaders)
    std::vector<std::string> aliases;
};

class OrderOfBattle {
  public:
    Side side = Side::French;
    std::string title;
    std::string source;
    std::vector<Formation> formations;
    std::vector<Brigade> brigades;
    std::vector<ArtilleryUnit> artillery;
    std::vector<Leader> leaders;
    std::vector<std::string> readings;

    // Lookups accept ids and their aliases (the seed's variant spellings).
    const Brigade* brigade(const std::string& idOrAlias) const;
    const Formation* formation(const std::string& idOrAlias) const;
    const Leader* leader(const std::string& idOrAlias) const;
    const ArtilleryUnit* artilleryUnit(const std::string& id) const;
    std::vector<const Brigade*> brigadesOf(const std::string& divisionId) const;
    std::vector<const Formation*> divisionsOf(const std::string& corpsId) const;
};

// Throws ChartFileError (file, place, reason) on a malformed or inconsistent file.
OrderOfBattle loadOrderOfBattle(const std::string& path);

} // namespace adc
