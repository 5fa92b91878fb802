#include "adc/unit_rows.h"

#include "text.h"

#include <tuple>

namespace adc {

namespace {

std::vector<Choice> plain(std::initializer_list<const char*> values) {
    std::vector<Choice> out;
    for (const char* v : values)
        out.push_back({v, v});
    return out;
}

// 6.5: the fire levels a brigade's loss chart row prints; AB and above fire as A (12.3).
std::vector<Choice> infantryLevels() {
    return plain({"A", "B", "C", "AB", "AA", "AAB", "AAA"});
}

const std::vector<Choice> smallArmsRanges{{"cc", "Close combat"}, {"1", "1 hex"}};
const Choice disorganized{"dg", "Disorganized"};
const Choice lowAmmo{"lowammo", "Low Ammo (AE 2.1)"};

UnitRowKind infantry(std::string id, std::string label, std::string brief, std::string nation,
                     std::string rule, std::vector<Choice> ranges) {
    return {std::move(id),     std::move(label),  std::move(brief),       "infantry",
            std::move(nation), std::move(rule),   "Fire level",           infantryLevels(),
            "Range",           std::move(ranges), {disorganized, lowAmmo}};
}

UnitRowKind skirmishers(std::string id, std::string label, std::string brief, std::string nation) {
    return {std::move(id),     std::move(label),
            std::move(brief),  "skirmishers",
            std::move(nation), "11.5",
            "Strength",        {{"full", "Full"}, {"reduced", "Reduced"}},
            "Range",           smallArmsRanges,
            {disorganized}};
}

// 27.3: one to five gun points of a type fire from a hex (12.3, 20.2a); range cc or 1-8.
UnitRowKind artillery(std::string id, std::string label, std::string brief) {
    std::vector<Choice> ranges{{"cc", "Close combat"}};
    for (const char* r : {"1", "2", "3", "4", "5", "6", "7", "8"})
        ranges.push_back({r, r});
    return {std::move(id),
            std::move(label),
            std::move(brief),
            "artillery",
            "",
            "27.3",
            "Gun points",
            plain({"1", "2", "3", "4", "5"}),
            "Range",
            ranges,
            {disorganized, lowAmmo, {"selective", "Selective fire at artillery (20.2g)"}}};
}

} // namespace

bool UnitRowKind::offeredTo(const std::string& side) const {
    if (nation.empty()) return true;
    if (nation == "non-french") return side != "french";
    return nation == side;
}

const std::vector<UnitRowKind>& firerKinds() {
    static const std::vector<UnitRowKind> kinds{
        infantry("line", "Line", "Line", "", "20.1", smallArmsRanges),
        infantry("french-column", "French mixed column", "Fr. column", "french", "20.1",
                 smallArmsRanges),
        infantry("column", "Non-French column", "Column", "non-french", "20.1", smallArmsRanges),
        infantry("masse", "Battalion masse", "Masse", "austrian", "AE 3.1", smallArmsRanges),
        infantry("square", "Square", "Square", "", "20.1",
                 {{"cc", "Close combat, against infantry or artillery"},
                  {"cc-cav", "Close combat, against cavalry"},
                  {"1", "1 hex"}}),
        skirmishers("french-skirmisher", "French skirmishers", "Fr. skirmishers", "french"),
        skirmishers("skirmisher", "Non-French skirmishers", "Skirmishers", "non-french"),
        artillery("heavy-art", "Heavy artillery", "Heavy"),
        artillery("light-art", "Light artillery", "Light"),
        {"cavalry",
         "Cavalry",
         "Cavalry",
         "cavalry",
         "",
         "24.1",
         "Strength",
         plain({"AB+", "A", "B", "C"}),
         "Target",
         {{"square", "Square"},
          {"cavalry", "Cavalry"},
          {"inf-column", "Infantry in column"},
          {"inf-line", "Infantry in line"},
          {"other", "Other"}},
         {disorganized,
          {"blown", "Blown"},
          {"stationary", "Stationary"},
          {"routed", "Routed"},
          {"austrian", "Austrian brigade (AE 3.2)"}}},
    };
    return kinds;
}

// 23.0: the Odds Table's strength rows; over AA adds nothing (23.1j), artillery by gun points.
const std::vector<UnitRowKind>& closeCombatKinds() {
    static const std::vector<UnitRowKind> kinds = [] {
        std::vector<UnitRowKind> out;
        for (auto [id, label] :
             {std::pair{"line", "Line"}, {"column", "Column"}, {"square", "Square"}})
            out.push_back({id,
                           label,
                           label,
                           "infantry",
                           "",
                           "23.0",
                           "Fire level",
                           infantryLevels(),
                           "",
                           {},
                           {}});
        out.push_back({"skirmisher",
                       "Skirmishers",
                       "Skirmishers",
                       "skirmishers",
                       "",
                       "23.0",
                       "Strength",
                       {{"full", "Full"}, {"reduced", "Reduced"}},
                       "",
                       {},
                       {}});
        std::vector<Choice> guns;
        for (int g = 1; g <= 10; ++g)
            guns.push_back({std::to_string(g), std::to_string(g)});
        for (auto [id, label, brief] :
             {std::tuple{"art-unlimbered", "Artillery, unlimbered", "Unlimbered"},
              {"art-limbered", "Artillery, limbered", "Limbered"}})
            out.push_back(
                {id, label, brief, "artillery", "", "23.0", "Gun points", guns, "", {}, {}});
        return out;
    }();
    return kinds;
}

UnitParts splitUnit(const std::string& text, bool hasRange) {
    const auto parts = detail::splitText(text, ':', true);
    UnitParts out;
    if (!parts.empty()) out.kind = parts[0];
    if (parts.size() > 1) out.level = parts[1];
    std::size_t next = 2;
    if (hasRange && parts.size() > 2) out.range = parts[next++];
    for (; next < parts.size(); ++next)
        if (!parts[next].empty()) out.flags.push_back(parts[next]);
    return out;
}

std::string joinUnit(const UnitParts& parts, bool hasRange) {
    std::string out = parts.kind + ":" + parts.level;
    if (hasRange) out += ":" + parts.range;
    for (const auto& f : parts.flags)
        out += ":" + f;
    return out;
}

} // namespace adc
