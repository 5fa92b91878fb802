#include "adc/scenarios/scenario.h"

#include "adc/json_input.h"
#include "adc/scenarios/turn_track.h"
#include "json_reader.h"

#include <algorithm>
#include <climits>
#include <filesystem>

namespace adc {

using nlohmann::json;
using scenario_json::at;
using scenario_json::Reader;

int PreGameLosses::linesTotal() const {
    int n = 0;
    for (const auto& l : lines)
        n += l.losses;
    return n;
}

bool VictoryLevel::contains(int spread) const {
    return (!min || spread >= *min) && (!max || spread <= *max);
}

bool Scenario::offers(const std::string& variant) const {
    return std::find(variants.begin(), variants.end(), variant) != variants.end();
}

std::size_t Scenario::levelIndex(int spread) const {
    for (std::size_t i = 0; i < victoryLevels.size(); ++i)
        if (victoryLevels[i].contains(spread)) return i;
    return victoryLevels.size(); // unreachable for a loaded scenario
}

namespace {

PrintedTime printedTime(const Reader& r, const json& obj, const std::string& key,
                        const std::string& place) {
    const std::string p = at(place, key);
    const json& v = r.object(obj, key, place);
    PrintedTime t;
    t.printed = r.str(v, "printed", p);
    t.reading = r.optStr(v, "reading", p);
    const std::string s = r.str(v, "at", p);
    const auto parsed = parseTrackTime(s);
    if (!parsed) r.fail(at(p, "at"), "a time is written YYYY-MM-DD HH:MM, not \"" + s + "\"");
    t.at = *parsed;
    // The printed clock must be the clock of `at`, unless the entry explains the difference.
    const auto printedMinutes = printedClockMinutes(t.printed);
    if (!printedMinutes)
        r.fail(at(p, "printed"), "\"" + t.printed + "\" has no time of day (h:mm am|pm)");
    const auto tod = t.at.time_of_day();
    const int atMinutes = static_cast<int>(tod.hours() * 60 + tod.minutes());
    if (*printedMinutes != atMinutes && t.reading.empty())
        r.fail(p, "printed \"" + t.printed + "\" is not " + isoTime(t.at) +
                      "; say why in \"reading\"");
    return t;
}

// 16.4: where each printed line of units sets up.
std::vector<SetupLine> setupLines(const Reader& r, const json& s, const std::string& p) {
    std::vector<SetupLine> out;
    const json& setup = r.array(s, "setup", p);
    for (std::size_t i = 0; i < setup.size(); ++i) {
        const std::string q = at(at(p, "setup"), i);
        out.push_back({r.str(setup[i], "where", q), r.str(setup[i], "units", q),
                       r.optStr(setup[i], "reading", q)});
    }
    return out;
}

// 16.4: when and where each printed line of units arrives; AE 2.9b adds some.
std::vector<ReinforcementLine> reinforcementLines(const Reader& r, const json& s,
                                                  const std::string& p) {
    std::vector<ReinforcementLine> out;
    const json& re = r.array(s, "reinforcements", p);
    for (std::size_t i = 0; i < re.size(); ++i) {
        const std::string q = at(at(p, "reinforcements"), i);
        ReinforcementLine l;
        l.turn = printedTime(r, re[i], "turn", q);
        l.hex = r.str(re[i], "hex", q);
        l.units = r.str(re[i], "units", q);
        l.variant = r.optStr(re[i], "variant", q);
        l.reading = r.optStr(re[i], "reading", q);
        l.source = r.optStr(re[i], "source", q);
        if (!l.variant.empty() && l.variant != "2.9b")
            r.fail(at(q, "variant"), "only AE 2.9b adds reinforcements, not \"" + l.variant + "\"");
        out.push_back(l);
    }
    return out;
}

// 10.1i: the scenario's pre-set orders, attack or non-attack (10.1a), or an attachment.
std::vector<OrderLine> orderLines(const Reader& r, const json& s, const std::string& p) {
    std::vector<OrderLine> out;
    const json& orders = r.array(s, "orders", p);
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const std::string q = at(at(p, "orders"), i);
        OrderLine o{r.str(orders[i], "units", q),      r.str(orders[i], "order", q),
                    r.optStr(orders[i], "variant", q), r.optStr(orders[i], "reading", q),
                    r.optStr(orders[i], "source", q),  r.str(orders[i], "type", q),
                    r.optStr(orders[i], "to", q)};
        if (o.type != "attack" && o.type != "non-attack" && o.type != "attach")
            r.fail(at(q, "type"),
                   "type is attack, non-attack (10.1a) or attach, not \"" + o.type + "\"");
        if ((o.type == "attach") != !o.to.empty())
            r.fail(at(q, "to"),
                   "an attach line, and only one, names the formation it joins in \"to\"");
        out.push_back(o);
    }
    return out;
}

// AE 5.0: the losses a side starts with, whose lines add up to the printed total unless a
// reading says otherwise.
std::optional<PreGameLosses> preGameLossesOf(const Reader& r, const json& s, const std::string& p) {
    const json& pgl = r.field(s, "pre_game_losses", p);
    if (pgl.is_null()) return std::nullopt;
    const std::string q = at(p, "pre_game_losses");
    PreGameLosses l;
    l.printedTotal = r.integer(pgl, "printed_total", q, 0, 1000);
    l.reading = r.optStr(pgl, "reading", q);
    const json& lines = r.array(pgl, "lines", q);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string li = at(at(q, "lines"), i);
        l.lines.push_back(
            {r.str(lines[i], "unit", li), r.integer(lines[i], "losses", li, 1, 1000)});
    }
    if (l.linesTotal() != l.printedTotal && l.reading.empty())
        r.fail(q, "the lines add up to " + std::to_string(l.linesTotal()) +
                      ", the printed total is " + std::to_string(l.printedTotal) +
                      "; say how that is read in \"reading\"");
    return l;
}

SideScenario sideOf(const Reader& r, const json& doc, const std::string& key) {
    const std::string p = "/" + key;
    const json& s = r.object(doc, key, "");
    SideScenario out;
    out.setup = setupLines(r, s, p);
    out.reinforcements = reinforcementLines(r, s, p);
    out.orders = orderLines(r, s, p);
    if (s.contains("not_used")) {
        const json& nu = r.array(s, "not_used", p);
        for (std::size_t i = 0; i < nu.size(); ++i) {
            const std::string q = at(at(p, "not_used"), i);
            out.notUsed.push_back({r.str(nu[i], "units", q), r.str(nu[i], "source", q)});
        }
    }
    out.preGameLosses = preGameLossesOf(r, s, p);
    return out;
}

void checkLevels(const Reader& r, const std::vector<VictoryLevel>& levels) {
    // Every whole spread must fall in exactly one level: open ends at both extremes, and
    // between them the ranges, sorted, must follow one another with no gap or overlap.
    if (levels.empty()) r.fail("/victory_levels", "the victory table is empty");
    std::vector<VictoryLevel> sorted = levels;
    std::sort(sorted.begin(), sorted.end(), [](const VictoryLevel& a, const VictoryLevel& b) {
        return a.min.value_or(INT_MIN) < b.min.value_or(INT_MIN);
    });
    if (sorted.front().min)
        r.fail("/victory_levels",
               "no level covers spreads below " + std::to_string(*sorted.front().min));
    if (sorted.back().max)
        r.fail("/victory_levels",
               "no level covers spreads above " + std::to_string(*sorted.back().max));
    for (std::size_t i = 0; i + 1 < sorted.size(); ++i) {
        if (!sorted[i].max || !sorted[i + 1].min || *sorted[i].max + 1 != *sorted[i + 1].min)
            r.fail("/victory_levels", "\"" + sorted[i].printed + "\" and \"" +
                                          sorted[i + 1].printed + "\" leave a gap or overlap");
    }
    for (const auto& l : levels)
        if (l.min && l.max && *l.min > *l.max)
            r.fail("/victory_levels", "\"" + l.printed + "\": min is above max");
    // AE 4.4 shifts "one level towards the Austrians": the table runs from the best French
    // result down to the best Austrian one, as printed.
    for (std::size_t i = 0; i + 1 < levels.size(); ++i)
        if (levels[i].min.value_or(INT_MIN) <= levels[i + 1].min.value_or(INT_MIN))
            r.fail(at("/victory_levels", i + 1),
                   "the levels run from the best French result down, as printed");
}

} // namespace

static Scenario loadScenarioUnchecked(const std::string& path);

Scenario loadScenario(const std::string& path) {
    return checkedRead(std::filesystem::path(path).filename().string(),
                       [&] { return loadScenarioUnchecked(path); });
}

static Scenario loadScenarioUnchecked(const std::string& path) {
    const Reader r(path.substr(path.find_last_of('/') + 1));
    const json doc = r.document(path);
    r.format(doc, "scenario");
    Scenario s;
    s.file = r.file();
    s.id = r.str(doc, "id", "");
    if (s.id + ".json" != s.file) r.fail("/id", "the id \"" + s.id + "\" must match the file name");
    s.number = r.str(doc, "number", "");
    s.title = r.str(doc, "title", "");
    s.source = r.str(doc, "source", "");
    s.firstTurn = printedTime(r, doc, "first_turn", "");
    s.lastTurn = printedTime(r, doc, "last_turn", "");
    if (s.lastTurn.at < s.firstTurn.at)
        r.fail("/last_turn", "the last turn comes before the first");
    s.gameLength = r.integer(doc, "game_length", "", 1, 1000);
    const std::string fp = r.str(doc, "first_player", "");
    if (fp != "french" && fp != "austrian")
        r.fail("/first_player", "first_player is french or austrian, not \"" + fp + "\"");
    s.firstPlayer = fp == "french" ? Side::French : Side::Austrian;
    s.variants = r.strings(doc, "variants", "");
    for (std::size_t i = 0; i < s.variants.size(); ++i) {
        static const std::vector<std::string> known{"2.9a", "2.9b", "3.8a", "3.8b"};
        if (std::find(known.begin(), known.end(), s.variants[i]) == known.end())
            r.fail(at("/variants", i), "the minor variants are 2.9a, 2.9b, 3.8a and 3.8b, not \"" +
                                           s.variants[i] + "\"");
    }
    s.french = sideOf(r, doc, "french");
    s.austrian = sideOf(r, doc, "austrian");
    if (s.french.preGameLosses || s.austrian.preGameLosses)
        s.preGameLossesRule = r.str(doc, "pre_game_losses_rule", "");
    const json& levels = r.array(doc, "victory_levels", "");
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const std::string q = at("/victory_levels", i);
        s.victoryLevels.push_back(
            {r.str(levels[i], "printed", q), r.optInteger(levels[i], "min", q),
             r.optInteger(levels[i], "max", q), r.str(levels[i], "level", q)});
    }
    checkLevels(r, s.victoryLevels);
    s.readings = r.strings(doc, "readings", "");
    return s;
}

} // namespace adc
