#include "adc/scenarios/variants.h"

#include "adc/errors.h"

namespace adc {

using nlohmann::json;

std::string bridgeName(Variants::Bridge b) {
    switch (b) {
    case Variants::Bridge::Historical:
        return "historical";
    case Variants::Bridge::None:
        return "none";
    case Variants::Bridge::Variable:
        return "variable";
    }
    return "";
}

std::string grenadiersName(Variants::Grenadiers g) {
    switch (g) {
    case Variants::Grenadiers::Off:
        return "off";
    case Variants::Grenadiers::Reserve:
        return "reserve";
    case Variants::Grenadiers::Corps:
        return "corps";
    }
    return "";
}

namespace {

bool flag(const std::string& key, const std::string& v) {
    if (v == "1" || v == "true") return true;
    if (v == "0" || v == "false") return false;
    throw InvalidInput(key + " is 1 or 0, not \"" + v + "\"");
}

} // namespace

std::vector<std::string> Variants::awardIds() const {
    std::vector<std::string> out;
    if (bridge == Bridge::None) out.push_back("2.9a-none");
    if (bridge == Bridge::Variable) out.push_back("2.9a-variable");
    if (davout) out.push_back("2.9b");
    if (archduke) out.push_back("3.8a");
    if (grenadiers == Grenadiers::Reserve) out.push_back("3.8b-reserve");
    if (grenadiers == Grenadiers::Corps) out.push_back("3.8b-corps");
    return out;
}

std::string Variants::keysHelp() {
    return "bridge=historical|none|variable (AE 2.9a), davout=0|1 (AE 2.9b), archduke=0|1 (AE "
           "3.8a), "
           "grenadiers=off|reserve|corps (AE 3.8b), "
           "grenadiers_corps=1-corps|2-corps|4-corps|6-corps|r-corps (with grenadiers=corps)";
}

bool Variants::set(const std::string& key, const std::string& v) {
    if (key == "bridge") {
        if (v == "historical")
            bridge = Bridge::Historical;
        else if (v == "none")
            bridge = Bridge::None;
        else if (v == "variable")
            bridge = Bridge::Variable;
        else
            throw InvalidInput(
                "bridge is historical (the printed schedule), none (AE 2.9a No Interruptions) or "
                "variable (AE 2.9a Variable Interruption), not \"" +
                v + "\"");
        return true;
    }
    if (key == "davout") {
        davout = flag(key, v);
        return true;
    }
    if (key == "archduke") {
        archduke = flag(key, v);
        return true;
    }
    if (key == "grenadiers") {
        if (v == "off")
            grenadiers = Grenadiers::Off;
        else if (v == "reserve")
            grenadiers = Grenadiers::Reserve;
        else if (v == "corps")
            grenadiers = Grenadiers::Corps;
        else
            throw InvalidInput(
                "grenadiers is off, reserve (AE 3.8b, with the Reserve Corps HQ) or corps (AE "
                "3.8b, attached to the corps HQ named by grenadiers_corps), not \"" +
                v + "\"");
        return true;
    }
    if (key == "grenadiers_corps") {
        grenadiersCorps = v;
        return true;
    }
    return false;
}

void Variants::checkOffered(const Scenario& s) const {
    const auto need = [&](const std::string& v, const std::string& what) {
        if (!s.offers(v))
            throw InvalidInput(s.number + " does not offer AE " + v + " (" + what + ")");
    };
    if (bridge != Bridge::Historical) need("2.9a", "the Bridge at Kaiser-Ebersdorf");
    if (davout) need("2.9b", "Davout's Arrival: 3 Corps arrives at 8:00 am on 22 May");
    if (archduke) need("3.8a", "A More Confident Archduke");
    if (grenadiers != Grenadiers::Off) need("3.8b", "Commitment of the Grenadiers");
    if (grenadiers == Grenadiers::Corps && grenadiersCorps.empty())
        throw InvalidInput("grenadiers=corps needs grenadiers_corps= naming the Austrian corps "
                           "whose HQ the grenadiers enter with (AE 3.8b)");
    if (grenadiers != Grenadiers::Corps && !grenadiersCorps.empty())
        throw InvalidInput("grenadiers_corps= goes with grenadiers=corps only");
}

json Variants::toJson() const {
    json j{{"bridge", bridgeName(bridge)},
           {"davout", davout},
           {"archduke", archduke},
           {"grenadiers", grenadiersName(grenadiers)}};
    if (grenadiers == Grenadiers::Corps) j["grenadiers_corps"] = grenadiersCorps;
    return j;
}

Variants Variants::fromJson(const json& j) {
    Variants v;
    if (!j.is_object()) throw InvalidInput("the game's variants are not an object");
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string value = it.value().is_boolean()  ? (it.value().get<bool>() ? "1" : "0")
                                  : it.value().is_string() ? it.value().get<std::string>()
                                                           : it.value().dump();
        if (!v.set(it.key(), value))
            throw InvalidInput("the game's settings name an unknown variant \"" + it.key() + "\"");
    }
    return v;
}

} // namespace adc
