#include "scenario_args.h"

#include "cli_values.h"

#include "adc/errors.h"

namespace adc::cli::scenario {

const char* const kLossUsage =
    "side=french|austrian [remainder.DIVISION=BRIGADE,...] [line.UNIT=N] [confirm=1]";

Args parseArgs(const std::vector<std::string>& args) {
    Args out;
    for (const auto& a : args) {
        const auto eq = a.find('=');
        if (eq == std::string::npos) {
            if (!out.kv.empty())
                throw InvalidInput("\"" + a +
                                   "\" is not key=value (words come before key=value pairs)");
            out.words.push_back(a);
            continue;
        }
        if (eq == 0) throw InvalidInput("\"" + a + "\" is not key=value");
        if (!out.kv.emplace(a.substr(0, eq), a.substr(eq + 1)).second)
            throw InvalidInput(a.substr(0, eq) + " is given twice");
    }
    return out;
}

std::string word(const Args& a, std::size_t i, const std::string& what) {
    if (a.words.size() <= i) throw InvalidInput("give " + what);
    return a.words[i];
}

void noMoreWords(const Args& a, std::size_t n, const std::string& usage) {
    if (a.words.size() > n) throw InvalidInput("too many words: " + usage);
}

void noMoreKeys(const std::map<std::string, std::string>& kv, const std::string& usage) {
    if (!kv.empty())
        throw InvalidInput("\"" + kv.begin()->first + "\" is not taken here: " + usage);
}

Variants variantsFrom(std::map<std::string, std::string>& kv) {
    Variants v;
    for (auto it = kv.begin(); it != kv.end();) {
        if (v.set(it->first, it->second))
            it = kv.erase(it);
        else
            ++it;
    }
    return v;
}

std::optional<Side> sideArg(std::map<std::string, std::string>& kv, bool required) {
    const auto it = kv.find("side");
    if (it == kv.end()) {
        if (required) throw InvalidInput("give side=french or side=austrian");
        return std::nullopt;
    }
    const Side s = parseSide(it->second);
    kv.erase(it);
    return s;
}

LossChoices lossChoicesFrom(std::map<std::string, std::string>& kv) {
    LossChoices c;
    for (auto it = kv.begin(); it != kv.end();) {
        const std::string& k = it->first;
        if (k.rfind("remainder.", 0) == 0) {
            std::vector<std::string> list;
            const std::string& v = it->second;
            for (std::size_t p = 0, q; p <= v.size(); p = q + 1) {
                q = v.find(',', p);
                if (q == std::string::npos) q = v.size();
                if (q > p) list.push_back(v.substr(p, q - p));
            }
            c.remainder[k.substr(10)] = list;
        } else if (k.rfind("line.", 0) == 0) {
            c.corrected[k.substr(5)] = toInt(k, it->second);
        } else if (k == "confirm") {
            if (it->second != "1" && it->second != "0") throw InvalidInput("confirm is 1 or 0");
            c.confirmLines = it->second == "1";
        } else {
            ++it;
            continue;
        }
        it = kv.erase(it);
    }
    return c;
}

} // namespace adc::cli::scenario
