#pragma once
// The minor variants a game is played with (AE 2.9, 3.8), chosen when the game is created
// and kept in the game file's settings. Each changes the set-up or schedule, and most give
// VPs to one side (tables/scenarios/victory.json).
#include "adc/scenarios/scenario.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adc {

struct Variants {
    enum class Bridge { Historical, None, Variable }; // AE 2.9a
    enum class Grenadiers { Off, Reserve, Corps };    // AE 3.8b

    Bridge bridge = Bridge::Historical;
    bool davout = false;   // AE 2.9b Davout's Arrival
    bool archduke = false; // AE 3.8a A More Confident Archduke
    Grenadiers grenadiers = Grenadiers::Off;
    std::string
        grenadiersCorps; // with Grenadiers::Corps: the Austrian corps whose HQ they enter with

    // The ids of victory.json's "variants" that apply: "2.9a-none", "2.9b", "3.8b-corps"...
    std::vector<std::string> awardIds() const;
    // Sets one choice from key=value: bridge=historical|none|variable, davout=0|1,
    // archduke=0|1, grenadiers=off|reserve|corps, grenadiers_corps=CORPS. Returns false
    // for a key that is not a variant; throws InvalidInput for a bad value.
    bool set(const std::string& key, const std::string& value);
    static std::string keysHelp();
    // Throws InvalidInput for a variant the scenario does not offer, or an incomplete choice.
    void checkOffered(const Scenario& s) const;

    nlohmann::json toJson() const;
    static Variants fromJson(const nlohmann::json& j); // throws InvalidInput
};

std::string bridgeName(Variants::Bridge b);         // historical | none | variable
std::string grenadiersName(Variants::Grenadiers g); // off | reserve | corps

} // namespace adc
