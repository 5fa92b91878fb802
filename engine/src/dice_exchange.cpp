#include "adc/dice_exchange.h"

#include "adc/digest.h"
#include "adc/errors.h"

namespace adc {

using nlohmann::json;

namespace {

const std::string& hexField(const json& j, const char* name, std::size_t min, std::size_t max) {
    const auto it = j.find(name);
    if (it == j.end() || !it->is_string())
        throw InvalidInput(std::string("the dice exchange's ") + name + " is missing (5.3)");
    const std::string& v = it->get_ref<const std::string&>();
    if (!digest::isHex(v, min, max))
        throw InvalidInput(std::string("the dice exchange's ") + name + " is " +
                           std::to_string(min) + " to " + std::to_string(max) +
                           " hexadecimal digits (5.3)");
    return v;
}

void seedsIn(const json& j, std::vector<std::uint64_t>& out) {
    if (j.is_object()) {
        for (const auto& item : j.items()) {
            if (item.key() == "seed" && item.value().is_number_unsigned())
                out.push_back(item.value().get<std::uint64_t>());
            else
                seedsIn(item.value(), out);
        }
    } else if (j.is_array()) {
        for (const json& v : j)
            seedsIn(v, out);
    }
}

} // namespace

DiceExchange DiceExchange::fromJson(const json& j) {
    if (!j.is_object())
        throw InvalidInput("the dice exchange is an object of commit, host, seat and index (5.3)");
    for (const auto& item : j.items())
        if (item.key() != "commit" && item.key() != "host" && item.key() != "seat" &&
            item.key() != "index")
            throw InvalidInput("the dice exchange holds commit, host, seat and index, not \"" +
                               item.key().substr(0, 40) + "\" (5.3)");
    DiceExchange x;
    x.commit = hexField(j, "commit", 64, 64);
    x.host = hexField(j, "host", 16, 64);
    x.seat = hexField(j, "seat", 16, 64);
    const auto i = j.find("index");
    if (i == j.end() || !i->is_number_integer() || i->get<std::int64_t>() < 0 ||
        i->get<std::int64_t>() > 63)
        throw InvalidInput("the dice exchange's index is a whole number from 0 to 63 (5.3)");
    x.index = i->get<int>();
    return x;
}

json DiceExchange::toJson() const {
    return {{"commit", commit}, {"host", host}, {"seat", seat}, {"index", index}};
}

std::uint64_t DiceExchange::seed() const {
    if (diceCommitment(host) != commit)
        throw InvalidInput("the host's dice value is not the one it committed to before the "
                           "seat chose its own: the dice cannot be trusted (5.3)");
    const auto d =
        digest::sha256("dice\x1f" + host + "\x1f" + seat + "\x1f" + std::to_string(index));
    std::uint64_t s = 0;
    for (int b = 0; b < 8; ++b)
        s = (s << 8) | d[static_cast<std::size_t>(b)];
    return s;
}

void DiceExchange::checkFor(const std::string& commitGiven, const std::string& seatValue) const {
    if (commit != commitGiven)
        throw InvalidInput("the host recorded these dice against a commitment it never gave "
                           "this seat: it changed its value after the seat chose (5.3)");
    if (seat != seatValue)
        throw InvalidInput("the host recorded these dice with a value this seat never sent "
                           "(5.3)");
    (void)seed(); // and the host's value is the one committed to
}

std::string diceCommitment(const std::string& value) {
    return digest::sha256Hex(value);
}

std::string diceValue() {
    auto v = digest::randomHex(16);
    if (!v) throw InvalidInput("the system gave no random number for the dice");
    return *v;
}

bool isDiceValue(const std::string& v) {
    return digest::isHex(v, 16, 64);
}

std::vector<std::uint64_t> recordedSeeds(const Action& a) {
    std::vector<std::uint64_t> out;
    seedsIn(a.payload, out);
    return out;
}

} // namespace adc
