#include "adc/chances.h"

#include "adc/errors.h"

#include <deque>
#include <numeric>

namespace adc {

namespace {

Probability add(Probability a, Probability b) {
    const std::uint64_t l = std::lcm(a.den, b.den);
    Probability r{a.num * (l / a.den) + b.num * (l / b.den), l};
    const std::uint64_t g = std::gcd(r.num, r.den);
    if (g > 1) r.num /= g, r.den /= g;
    return r;
}

Probability times(Probability a, std::uint64_t num, std::uint64_t den) {
    Probability r{a.num * num, a.den * den};
    const std::uint64_t g = std::gcd(r.num, r.den);
    if (g > 1) r.num /= g, r.den /= g;
    return r;
}

// Replays a fixed prefix of outcomes; past the prefix it stops the run and says which
// dice it wanted, so that every branch gets explored.
struct NeedDie {
    DiceKind kind;
};

class EnumeratedDice : public DiceSource {
  public:
    explicit EnumeratedDice(const std::vector<int>& prefix) : prefix_(prefix) {}
    int roll(DiceKind kind, const std::string& name, const std::string&) override {
        if (next_ >= prefix_.size()) throw NeedDie{kind};
        const int v = prefix_[next_++];
        thrown_.push_back(DieRoll{name, kind, v, {}, RolledBy::App});
        return v;
    }

  private:
    const std::vector<int>& prefix_;
    size_t next_ = 0;
};

} // namespace

std::string Probability::text() const {
    return std::to_string(num) + "/" + std::to_string(den);
}

Chances chances(const ChartSet& charts, const std::string& name,
                const std::vector<std::pair<std::string, std::string>>& args) {
    const ResolverSpec& spec = resolver(name);
    const Params params(spec, args);
    if (!params.rolls().empty())
        throw InvalidInput(name + ": the chances are worked out before rolling; leave out roll=");
    Chances out;
    out.resolver = name;
    struct Branch {
        std::vector<int> prefix;
        Probability weight;
    };
    std::deque<Branch> todo{{{}, {1, 1}}};
    bool anyDice = false;
    while (!todo.empty()) {
        Branch b = std::move(todo.front());
        todo.pop_front();
        EnumeratedDice dice(b.prefix);
        Resolution r;
        r.resolver = name;
        r.explaining = false; // the chances show results, never the steps
        try {
            spec.run(charts, params, dice, r);
        } catch (const NeedDie& need) {
            anyDice = true;
            const int throws = diceThrows(need.kind);
            for (const auto& o : diceOutcomes(need.kind)) {
                Branch next{b.prefix, times(b.weight, static_cast<std::uint64_t>(o.weight),
                                            static_cast<std::uint64_t>(throws))};
                next.prefix.push_back(o.value);
                todo.push_back(std::move(next));
            }
            continue;
        } catch (const NeedsChartValue& e) {
            out.unknownTotal = add(out.unknownTotal, b.weight);
            bool merged = false;
            for (auto& u : out.unknown)
                if (u.cell.chart_id == e.cell().chart_id && u.cell.line_key == e.cell().line_key &&
                    u.cell.outcome == e.cell().outcome) {
                    u.probability = add(u.probability, b.weight);
                    merged = true;
                }
            if (!merged) out.unknown.push_back({e.cell(), b.weight});
            continue;
        }
        bool merged = false;
        for (auto& e : out.results)
            if (e.result == r.summary) {
                e.probability = add(e.probability, b.weight);
                merged = true;
                break;
            }
        if (!merged) out.results.push_back({r.summary, b.weight, r.fields});
    }
    out.noDice = !anyDice;
    if (out.unknownTotal.num == 0) out.unknownTotal = {0, 1};
    return out;
}

nlohmann::json toJson(const Chances& c) {
    nlohmann::json j;
    j["resolver"] = c.resolver;
    j["depends_on_dice"] = !c.noDice;
    j["results"] = nlohmann::json::array();
    for (const auto& e : c.results)
        j["results"].push_back({{"result", e.result},
                                {"probability", e.probability.value()},
                                {"chance", e.probability.text()},
                                {"fields", e.fields}});
    j["unknown"] = {{"probability", c.unknownTotal.value()},
                    {"chance", c.unknownTotal.text()},
                    {"cells", nlohmann::json::array()}};
    for (const auto& u : c.unknown)
        j["unknown"]["cells"].push_back({{"chart", u.cell.chart_id},
                                         {"line", u.cell.line_key},
                                         {"label", u.cell.line_label},
                                         {"at", u.cell.outcome},
                                         {"hint", u.cell.hint},
                                         {"probability", u.probability.value()},
                                         {"chance", u.probability.text()}});
    return j;
}

nlohmann::json toJson(const Resolution& r) {
    nlohmann::json j;
    j["resolver"] = r.resolver;
    j["result"] = r.summary;
    for (auto it = r.fields.begin(); it != r.fields.end(); ++it)
        j[it.key()] = it.value();
    j["dice"] = nlohmann::json::array();
    for (const auto& d : r.rolls)
        j["dice"].push_back({{"name", d.name},
                             {"kind", diceKindName(d.kind)},
                             {"value", d.value},
                             {"faces", d.faces},
                             {"rolled_by", d.by == RolledBy::App ? "app" : "player"}});
    j["explanation"] = nlohmann::json::array();
    for (const auto& s : r.steps)
        j["explanation"].push_back({{"text", s.text}, {"rule", s.rule}});
    return j;
}

} // namespace adc
