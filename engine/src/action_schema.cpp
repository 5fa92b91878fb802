#include "adc/action_schema.h"
#include "adc/action_kinds.h"

#include "adc/errors.h"
#include "adc/input_text.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace adc {

using nlohmann::json;

namespace {

// Bounds on what a game file holds (not the rules' limits, which the rules check).
constexpr int kCount = 999;   // marks, boxes, gun points, points of any kind
constexpr int kNumber = 9999; // an order's line on the Order Log, a log position
constexpr int kTurn = 999;
constexpr int kSteps = 999999; // sequence-of-play steps taken, a long battle's many
constexpr int kRoll = 99;      // the largest dice outcome is 66 (11..66)
constexpr int kRating = 99;
constexpr std::size_t kTextBytes = 4096;

using namespace field;

// What every order says (10.1a, 10.1c), whoever writes it.
// An initiative or loose-cannon order goes to the command its leader rolled for (10.2a,
// 10.2g): its receiver may be left to the engine.
std::vector<PayloadField> orderFields(std::vector<PayloadField> more,
                                      bool receiverRequired = true) {
    std::vector<PayloadField> f{text("sender"),     text("receiver", receiverRequired),
                                text("type", true), text("method"),
                                text("text", true), text("start"),
                                text("direction"),  text("limit"),
                                flag("goal"),       texts("units"),
                                text("detach"),     text("to"),
                                flag("disband"),    flag("recall"),
                                flag("different"),  text("solitaire_3_2b")};
    f.insert(f.end(), more.begin(), more.end());
    return f;
}

// A recorded roll: the roll, the result it gave, and the resolution behind it; where a seat
// and its host threw the app's dice together, their exchange (adc/dice_exchange.h).
std::vector<PayloadField> rolled(std::vector<PayloadField> f) {
    f.push_back(whole("roll", 0, kRoll, true));
    f.push_back(object("resolution"));
    f.push_back(object("dice_exchange"));
    return f;
}

const std::vector<ActionSchema> kSchemas{
    {kinds::Mark,
     "20.6, 21.0a, 21.0b",
     ActionSide::OneSide,
     {text("unit", true), whole("casualties", 0, kCount), whole("stragglers", 0, kCount),
      flag("charge"), text("straggler_unit"), text("pre_game"),
      // made from the other side's screen at one laptop: that player may take it back
      side("by")}},
    {kinds::RecoverStragglers,
     "21.2",
     ActionSide::OneSide,
     {text("unit", true), whole("recovered", 0, kCount, true), object("checklist", true),
      object("roll"), flag("night"), wholeOrNull("leader", 0, kRating), object("dice_exchange")}},
    {kinds::ReleaseSkirmisher, "11.5a", ActionSide::OneSide, {text("unit", true)}},
    {kinds::RecoverSkirmisher, "11.5d", ActionSide::OneSide, {text("unit", true)}},
    {kinds::LoseGuns,
     "27.2",
     ActionSide::OneSide,
     {text("unit", true), whole("gun_points", 0, kCount, true)}},
    {kinds::DetachBattery,
     "27.1",
     ActionSide::OneSide,
     {text("unit", true), text("battery", true), whole("gun_points", 0, kCount, true)}},
    {kinds::ReattachBattery,
     "27.1",
     ActionSide::OneSide,
     {text("battery", true), text("unit", true)}},
    {kinds::LowAmmo, "AE 2.1", ActionSide::OneSide, {text("unit", true)}},
    {kinds::ClearLowAmmo, "AE 2.1", ActionSide::Both, {}},
    {kinds::LeaderCasualty,
     "26.4",
     ActionSide::OneSide,
     {text("leader", true), text("replacement"), text("corps_replacement")}},
    {kinds::SetRating,
     "26.0",
     ActionSide::OneSide,
     {text("leader", true), whole("rating", 0, kRating, true)}},
    {kinds::SetWreckedMark,
     "20.6a",
     ActionSide::OneSide,
     {text("brigade", true), whole("boxes", 0, kCount, true)}},
    {kinds::SetCavalryClass,
     "24.0a",
     ActionSide::OneSide,
     {text("brigade", true), text("class", true, {"heavy", "light"})}},
    {kinds::Advance,
     "8.1",
     ActionSide::Both,
     {whole("from", 0, kSteps), text("to", true), whole("turn", 0, kTurn, true),
      whole("player_turn", 0, 2), text("step"), text("phasing", false, {"", "french", "austrian"}),
      flag("night"), text("date")}},
    {kinds::OrderWrite, "10.1a-e", ActionSide::OneSide,
     orderFields({whole("cost", 0, kCount), whole("allowance", 0, kCount),
                  whole("transit_turns", 0, kTurn), whole("mp", 0, kCount)})},
    {kinds::OrderPreset, "10.1i", ActionSide::OneSide, orderFields({flag("scenario")})},
    {kinds::PresetAttachment,
     "10.1i, 10.5c",
     ActionSide::OneSide,
     {text("unit", true), text("to", true), text("text")}},
    {kinds::OrderAccept, "10.1f", ActionSide::OneSide,
     rolled({whole("number", 1, kNumber, true), text("result", true)})},
    {kinds::OrderDelay, "10.1f", ActionSide::OneSide,
     rolled({whole("number", 1, kNumber, true), flag("accepted", true)})},
    {kinds::OrderImplement, "10.0a", ActionSide::OneSide, {whole("number", 1, kNumber, true)}},
    {kinds::OrderEnd,
     "10.5b, AE 2.3, 10.1i",
     ActionSide::OneSide,
     {whole("number", 1, kNumber, true), text("reason", true)}},
    {kinds::Initiative, "10.2c-g", ActionSide::Either,
     rolled({text("leader", true), text("result", true), side("side")})},
    {kinds::InitiativeOrder, "10.2a, 10.2f", ActionSide::OneSide,
     orderFields({text("leader", true)}, false)},
    {kinds::LooseCannonOrder, "10.2g", ActionSide::Either,
     orderFields({text("leader", true), side("side", true)}, false)},
    {kinds::Contact, "10.3a", ActionSide::OneSide, {text("command", true), text("kind", true)}},
    {kinds::AttackStoppage, "10.3a, 10.3b, 10.3e", ActionSide::OneSide,
     rolled({whole("order", 1, kNumber, true), text("command", true), flag("passed", true),
             whole("needed", 0, kRoll, true), texts("off_map"), flag("low_ammo_rule"),
             whole("rating", 0, kRating)})},
    {kinds::EmergencyRetreat,
     "10.4, 21.1, AE 3.4",
     ActionSide::OneSide,
     {text("command", true), text("reason", true), value("stragglers", true), texts("dg"),
      texts("routed"), object("dice_exchange")}},
    {kinds::HqOverrun, "10.0c", ActionSide::OneSide, {text("command", true)}},
    {kinds::LannesChoice, "AE 2.4", ActionSide::OneSide, {text("choice", true)}},
    {kinds::VictoryInput,
     "AE 4.1, 4.2",
     ActionSide::Both,
     {wholeOrNull("terrain_french", 0, kCount), wholeOrNull("terrain_austrian", 0, kCount),
      wholeOrNull("casualty_top_vp", 0, kCount)}},
    {kinds::Roll,
     "5.3",
     ActionSide::Either,
     {text("resolver", true), object("inputs"), object("result", true), object("in_game"),
      object("dice_exchange")}},
    // `by`: the side that asked (none for the umpire); `roll`: a secret roll taken back, told
    // to both (9.0).
    {kinds::Undo,
     "9.0",
     ActionSide::Either,
     {whole("target", 1, std::numeric_limits<int>::max(), true), side("by"), object("roll")}},
    {kinds::Redo,
     "9.0",
     ActionSide::Either,
     {whole("target", 1, std::numeric_limits<int>::max(), true), side("by"), object("roll")}},
};

std::string fieldNames(const ActionSchema& s) {
    std::string out;
    for (const auto& f : s.fields)
        out += (out.empty() ? "" : ", ") + f.name;
    return out.empty() ? "none" : out;
}

std::string shown(const json& v) {
    return printable(v.dump(-1, ' ', false, json::error_handler_t::replace), 40);
}

bool plainText(const std::string& s) {
    return std::none_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && c != '\n' && c != '\t') || u == 0x7F;
    });
}

void checkText(const std::string& what, const json& v) {
    if (!v.is_string()) throw InvalidInput(what + " must be text, not " + shown(v));
    const std::string& s = v.get_ref<const std::string&>();
    if (s.size() > kTextBytes)
        throw InvalidInput(what + " is " + std::to_string(s.size()) + " bytes long; the limit is " +
                           std::to_string(kTextBytes));
    if (!plainText(s))
        throw InvalidInput(what + " holds control characters: \"" + printable(s, 40) + "\"");
}

void checkWhole(const std::string& what, const json& v, int min, int max) {
    const auto range = std::to_string(min) + " to " + std::to_string(max);
    if (!v.is_number_integer())
        throw InvalidInput(what + " must be a whole number from " + range + ", not " + shown(v));
    // Compared as the widest integer: 4294967297 must not pass as 1.
    bool fits = false;
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        fits = u <= static_cast<std::uint64_t>(max) &&
               (min <= 0 || u >= static_cast<std::uint64_t>(min));
    } else {
        const auto n = v.get<std::int64_t>();
        fits = n >= min && n <= max;
    }
    if (!fits)
        throw InvalidInput(what + " must be a whole number from " + range + ", not " + shown(v));
}

void checkField(const PayloadField& f, const json& v) {
    const std::string what = "\"" + f.name + "\"";
    switch (f.type) {
    case FieldType::Text:
        checkText(what, v);
        if (!f.choices.empty() && std::find(f.choices.begin(), f.choices.end(),
                                            v.get<std::string>()) == f.choices.end()) {
            std::string list;
            for (const auto& c : f.choices)
                list += (list.empty() ? "" : ", ") + (c.empty() ? std::string("\"\"") : c);
            throw InvalidInput(what + " must be one of " + list + ", not " + shown(v));
        }
        break;
    case FieldType::Int:
        checkWhole(what, v, f.min, f.max);
        break;
    case FieldType::IntOrNull:
        if (!v.is_null()) checkWhole(what, v, f.min, f.max);
        break;
    case FieldType::Flag:
        if (!v.is_boolean()) throw InvalidInput(what + " must be true or false, not " + shown(v));
        break;
    case FieldType::Side:
        if (v != "french" && v != "austrian")
            throw InvalidInput(what + " must be french or austrian, not " + shown(v));
        break;
    case FieldType::Texts:
        if (!v.is_array()) throw InvalidInput(what + " must be a list of names, not " + shown(v));
        for (const auto& item : v)
            checkText(what + " (each name)", item);
        break;
    case FieldType::Object:
        if (!v.is_object()) throw InvalidInput(what + " must be an object, not " + shown(v));
        break;
    case FieldType::Value:
        break;
    }
}

} // namespace

const std::vector<ActionSchema>& actionSchemas() {
    return kSchemas;
}

const ActionSchema* actionSchema(const std::string& kind) {
    return actionSchema(kind, kSchemas);
}

const ActionSchema* actionSchema(const std::string& kind, const std::vector<ActionSchema>& table) {
    for (const auto& s : table)
        if (s.kind == kind) return &s;
    return nullptr;
}

void checkActionPayload(const Action& a) {
    checkActionPayload(a, kSchemas);
}

void checkActionPayload(const Action& a, const std::vector<ActionSchema>& table) {
    const ActionSchema* s = actionSchema(a.kind, table);
    if (!s) throw InvalidInput("unknown action \"" + printable(a.kind, 40) + "\"");
    const std::string rule = s->rule.empty() ? "" : " (" + s->rule + ")";
    if (a.side != "" && a.side != "french" && a.side != "austrian")
        throw InvalidInput(a.kind + ": its side must be french, austrian or \"\" (both), not \"" +
                           printable(a.side, 40) + "\"");
    if (s->side == ActionSide::OneSide && a.side.empty())
        throw InvalidInput(a.kind + " is one side's action" + rule +
                           ": give side french or austrian");
    if (s->side == ActionSide::Both && !a.side.empty())
        throw InvalidInput(a.kind + " is seen by both sides" + rule + ": its side is \"\", not " +
                           a.side);
    if (!a.payload.is_object())
        throw InvalidInput(a.kind + ": its payload must be an object, not " + shown(a.payload));
    for (auto it = a.payload.begin(); it != a.payload.end(); ++it)
        if (std::none_of(s->fields.begin(), s->fields.end(),
                         [&](const PayloadField& f) { return f.name == it.key(); }))
            throw InvalidInput(a.kind + " has no field \"" + printable(it.key(), 40) +
                               "\"; its fields are: " + fieldNames(*s));
    for (const auto& f : s->fields) {
        if (!a.payload.contains(f.name)) {
            if (f.required) throw InvalidInput(a.kind + " needs \"" + f.name + "\"" + rule);
            continue;
        }
        try {
            checkField(f, a.payload[f.name]);
        } catch (const InvalidInput& e) {
            throw InvalidInput(a.kind + ": " + e.what());
        }
    }
}

} // namespace adc
