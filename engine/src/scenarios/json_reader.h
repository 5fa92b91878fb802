#pragma once
// Reading the scenario files (tables/scenarios/*.json): every fault is a ChartFileError
// naming the file, the JSON-pointer place and the reason. Internal to the engine.
#include "adc/errors.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adc::scenario_json {

class Reader {
  public:
    explicit Reader(std::string file) : file_(std::move(file)) {}
    const std::string& file() const { return file_; }

    [[noreturn]] void fail(const std::string& place, const std::string& reason) const;

    nlohmann::json
    document(const std::string& path) const; // parses, or fails with the parser's reason
    void format(const nlohmann::json& doc,
                const std::string& kind) const; // format 1 and the file's kind

    const nlohmann::json& field(const nlohmann::json& obj, const std::string& key,
                                const std::string& place) const;
    const nlohmann::json& object(const nlohmann::json& obj, const std::string& key,
                                 const std::string& place) const;
    const nlohmann::json& array(const nlohmann::json& obj, const std::string& key,
                                const std::string& place) const;
    std::string str(const nlohmann::json& obj, const std::string& key, const std::string& place,
                    bool allowEmpty = false) const;
    std::string optStr(const nlohmann::json& obj, const std::string& key,
                       const std::string& place) const; // "" when absent
    int integer(const nlohmann::json& obj, const std::string& key, const std::string& place,
                int min, int max) const;
    std::optional<int> optInteger(const nlohmann::json& obj, const std::string& key,
                                  const std::string& place) const; // null = unknown
    std::vector<std::string> strings(const nlohmann::json& obj, const std::string& key,
                                     const std::string& place, bool optional = false) const;

  private:
    std::string file_;
};

std::string at(const std::string& place, const std::string& key);
std::string at(const std::string& place, std::size_t index);

} // namespace adc::scenario_json
