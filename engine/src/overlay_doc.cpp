#include "overlay_doc.h"

#include "adc/value_range.h"

#include <algorithm>
#include <cstdlib>
#include <ctime>

#include <pwd.h>
#include <unistd.h>

namespace adc::overlay {

using nlohmann::json;

std::string placeName(const Chart& c, size_t k) {
    return c.kind == ChartKind::Grid ? "column " + c.columns[k].key
                                     : "roll " + c.domain.label(c.domain.values[k]);
}

std::string runText(const Chart& c, size_t a, size_t b) {
    const std::string first = c.domain.label(c.domain.values[a]);
    return a == b ? first : first + ".." + c.domain.label(c.domain.values[b]);
}

int removeDiceEntries(const Chart& c, json& doc, const std::string& lineKey,
                      const std::set<size_t>& ks) {
    if (!doc.contains("lines") || !doc["lines"].is_array()) return 0;
    int touched = 0;
    json lines = json::array();
    for (const json& jl : doc["lines"]) {
        if (!jl.is_object() || jl.value("key", json()) != lineKey || !jl.contains("cells") ||
            !jl["cells"].is_array()) {
            lines.push_back(jl);
            continue;
        }
        json kept = jl;
        kept["cells"] = json::array();
        for (const json& jc : jl["cells"]) {
            const auto range = jc.is_object() && jc.contains("roll") && jc["roll"].is_string()
                                   ? parseValueRange(jc["roll"].get<std::string>())
                                   : std::nullopt;
            std::vector<size_t> covered;
            for (size_t k = 0; range && k < c.domain.values.size(); ++k)
                if (range->contains(c.domain.values[k])) covered.push_back(k);
            if (std::none_of(covered.begin(), covered.end(),
                             [&](size_t k) { return ks.count(k) > 0; })) {
                kept["cells"].push_back(jc);
                continue;
            }
            ++touched;
            // What is left of the range, as runs of outcomes.
            for (size_t i = 0; i < covered.size();) {
                if (ks.count(covered[i])) {
                    ++i;
                    continue;
                }
                size_t j = i;
                while (j + 1 < covered.size() && !ks.count(covered[j + 1]) &&
                       covered[j + 1] == covered[j] + 1)
                    ++j;
                json part = jc;
                part["roll"] = runText(c, covered[i], covered[j]);
                kept["cells"].push_back(part);
                i = j + 1;
            }
        }
        if (!kept["cells"].empty()) lines.push_back(kept);
    }
    doc["lines"] = lines;
    return touched;
}

int removeGridEntry(json& doc, const std::string& rowKey, const std::string& column) {
    if (!doc.contains("rows") || !doc["rows"].is_array()) return 0;
    int touched = 0;
    for (json& jr : doc["rows"])
        if (jr.is_object() && jr.value("key", json()) == rowKey && jr.contains("cells") &&
            jr["cells"].is_object())
            touched += static_cast<int>(jr["cells"].erase(column));
    return touched;
}

json playerCell(const std::string& value, const Stamp& stamp) {
    json cell{{"value", value}, {"source", "entered by the player"}, {"entered_by_player", true}};
    if (!stamp.who.empty()) cell["entered_by"] = stamp.who;
    if (!stamp.when.empty()) cell["entered_at"] = stamp.when;
    return cell;
}

void addDiceEntry(json& doc, const std::string& lineKey, const json& cell) {
    json& lines = doc["lines"];
    if (!lines.is_array()) lines = json::array();
    auto jl = std::find_if(lines.begin(), lines.end(), [&](const json& l) {
        return l.is_object() && l.value("key", json()) == lineKey && l.contains("cells") &&
               l["cells"].is_array();
    });
    if (jl == lines.end())
        lines.push_back({{"key", lineKey}, {"cells", json::array({cell})}});
    else
        (*jl)["cells"].push_back(cell);
}

void addGridEntry(json& doc, const std::string& rowKey, const std::string& column,
                  const json& cell) {
    json& rows = doc["rows"];
    if (!rows.is_array()) rows = json::array();
    auto jr = std::find_if(rows.begin(), rows.end(), [&](const json& r) {
        return r.is_object() && r.value("key", json()) == rowKey && r.contains("cells") &&
               r["cells"].is_object();
    });
    if (jr == rows.end())
        rows.push_back({{"key", rowKey}, {"cells", {{column, cell}}}});
    else
        (*jr)["cells"][column] = cell;
}

Stamp Stamp::now() {
    Stamp s;
    for (const char* var : {"USER", "LOGNAME"})
        if (const char* v = std::getenv(var); v && *v) {
            s.who = std::string(v).substr(0, 80);
            break;
        }
    if (s.who.empty())
        if (const passwd* pw = ::getpwuid(::getuid()); pw && pw->pw_name)
            s.who = std::string(pw->pw_name).substr(0, 80);
    const std::time_t t = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&t, &utc);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &utc);
    s.when = buf;
    return s;
}

} // namespace adc::overlay
