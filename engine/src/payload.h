#pragma once
// Reading an action's payload, with a message that names what is missing or wrong.
#include "adc/errors.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adc::payload {

inline std::string str(const nlohmann::json& p, const char* key, bool required = true) {
    if (!p.contains(key) || !p[key].is_string() ||
        (required && p[key].get<std::string>().empty())) {
        if (required) throw InvalidInput(std::string("the action needs \"") + key + "\"");
        return {};
    }
    return p[key].get<std::string>();
}

inline int integer(const nlohmann::json& p, const char* key, int def = 0) {
    if (!p.contains(key)) return def;
    if (!p[key].is_number_integer())
        throw InvalidInput(std::string("\"") + key + "\" must be a whole number");
    return p[key].get<int>();
}

inline bool flag(const nlohmann::json& p, const char* key) {
    return p.contains(key) && p[key].is_boolean() && p[key].get<bool>();
}

inline std::vector<std::string> strings(const nlohmann::json& p, const char* key) {
    std::vector<std::string> out;
    if (!p.contains(key)) return out;
    if (!p[key].is_array()) throw InvalidInput(std::string("\"") + key + "\" must be a list");
    for (const auto& v : p[key]) {
        if (!v.is_string())
            throw InvalidInput(std::string("\"") + key + "\" must be a list of names");
        out.push_back(v.get<std::string>());
    }
    return out;
}

} // namespace adc::payload
