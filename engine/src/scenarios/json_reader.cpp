#include "json_reader.h"

#include "adc/json_input.h"

namespace adc::scenario_json {

using nlohmann::json;

std::string at(const std::string& place, const std::string& key) {
    return place + "/" + key;
}
std::string at(const std::string& place, std::size_t index) {
    return place + "/" + std::to_string(index);
}

void Reader::fail(const std::string& place, const std::string& reason) const {
    throw ChartFileError(file_, place.empty() ? "/" : place, reason);
}

json Reader::document(const std::string& path) const {
    json doc = readDataFile(path, file_);
    if (!doc.is_object()) fail("", "must be a JSON object");
    return doc;
}

void Reader::format(const json& doc, const std::string& kind) const {
    const json& f = field(doc, "format", "");
    if (!f.is_number_integer() || f.get<long long>() != 1)
        fail("/format", "this app reads scenario files of format 1, not " + f.dump());
    const std::string k = str(doc, "kind", "");
    if (k != kind) fail("/kind", "expected a file of kind \"" + kind + "\", not \"" + k + "\"");
}

const json& Reader::field(const json& obj, const std::string& key, const std::string& place) const {
    if (!obj.is_object()) fail(place, "must be an object");
    if (!obj.contains(key)) fail(place, "missing \"" + key + "\"");
    return obj[key];
}

const json& Reader::object(const json& obj, const std::string& key,
                           const std::string& place) const {
    const json& v = field(obj, key, place);
    if (!v.is_object()) fail(at(place, key), "\"" + key + "\" must be an object");
    return v;
}

const json& Reader::array(const json& obj, const std::string& key, const std::string& place) const {
    const json& v = field(obj, key, place);
    if (!v.is_array()) fail(at(place, key), "\"" + key + "\" must be a list");
    return v;
}

std::string Reader::str(const json& obj, const std::string& key, const std::string& place,
                        bool allowEmpty) const {
    const json& v = field(obj, key, place);
    if (!v.is_string()) fail(at(place, key), "\"" + key + "\" must be a string");
    std::string s = v.get<std::string>();
    if (!allowEmpty && s.empty()) fail(at(place, key), "\"" + key + "\" must not be empty");
    return s;
}

std::string Reader::optStr(const json& obj, const std::string& key,
                           const std::string& place) const {
    if (!obj.is_object() || !obj.contains(key)) return {};
    return str(obj, key, place);
}

int Reader::integer(const json& obj, const std::string& key, const std::string& place, int min,
                    int max) const {
    const json& v = field(obj, key, place);
    if (!v.is_number_integer()) fail(at(place, key), "\"" + key + "\" must be a whole number");
    const long long n = v.get<long long>();
    if (n < min || n > max)
        fail(at(place, key), "\"" + key + "\" must be " + std::to_string(min) + " to " +
                                 std::to_string(max) + ", not " + std::to_string(n));
    return static_cast<int>(n);
}

std::optional<int> Reader::optInteger(const json& obj, const std::string& key,
                                      const std::string& place) const {
    const json& v = field(obj, key, place);
    if (v.is_null()) return std::nullopt;
    if (!v.is_number_integer())
        fail(at(place, key), "\"" + key + "\" must be a whole number or null (unknown)");
    const long long n = v.get<long long>();
    if (n < -100000 || n > 100000) fail(at(place, key), "\"" + key + "\" is out of range");
    return static_cast<int>(n);
}

std::vector<std::string> Reader::strings(const json& obj, const std::string& key,
                                         const std::string& place, bool optional) const {
    std::vector<std::string> out;
    if (optional && (!obj.is_object() || !obj.contains(key))) return out;
    const json& a = array(obj, key, place);
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!a[i].is_string()) fail(at(at(place, key), i), "must be a string");
        out.push_back(a[i].get<std::string>());
    }
    return out;
}

} // namespace adc::scenario_json
