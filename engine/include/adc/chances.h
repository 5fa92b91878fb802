#pragma once
// "What are my chances": the exact distribution of a resolver's results over every dice
// outcome, with the outcomes that fall on unknown chart cells reported as such.
#include "adc/errors.h"
#include "adc/resolver.h"

#include <cstdint>
#include <string>
#include <vector>

namespace adc {

struct Probability {
    std::uint64_t num = 0;
    std::uint64_t den = 1;
    double value() const { return den ? static_cast<double>(num) / static_cast<double>(den) : 0; }
    std::string text() const; // "7/36"
};

struct ChanceEntry {
    std::string result;
    Probability probability;
    nlohmann::json fields; // the fields of one resolution giving this result
};

struct UnknownChance {
    ChartCellRef cell;
    Probability probability;
};

struct Chances {
    std::string resolver;
    std::vector<ChanceEntry> results; // in order of first appearance over the outcomes
    std::vector<UnknownChance> unknown;
    Probability unknownTotal;
    bool noDice = false; // the result does not depend on dice at all
};

Chances chances(const ChartSet& charts, const std::string& name,
                const std::vector<std::pair<std::string, std::string>>& args);

nlohmann::json toJson(const Chances& c);
nlohmann::json toJson(const Resolution& r);

} // namespace adc
