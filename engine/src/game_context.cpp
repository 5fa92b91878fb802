#include "adc/game_context.h"

#include "adc/game_units.h"

#include "adc/errors.h"
#include "adc/resolver.h"

#include "text.h"

#include <algorithm>
#include <optional>

namespace adc {

namespace {

using Args = std::vector<std::pair<std::string, std::string>>;

std::optional<std::string> valueOf(const Args& args, const std::string& key) {
    for (const auto& [k, v] : args)
        if (k == key) return v;
    return std::nullopt;
}

void setValue(Args& args, const std::string& key, const std::string& value) {
    for (auto& [k, v] : args)
        if (k == key) {
            v = value;
            return;
        }
    args.emplace_back(key, value);
}

std::string joined(const std::vector<std::string>& parts, const std::string& sep) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? sep : "") + parts[i];
    return out;
}

std::string turnWords(const TurnNow& now) {
    return "turn " + std::to_string(now.turn) + (now.date.empty() ? "" : " (" + now.date + ")");
}

// A unit in words, with its army: both armies have guns called 1-4-art.
std::string titled(const Named& u) {
    return "the " + sideTitle(u.side) + " " + u.id;
}

// `prefer`: the army a name both armies have means here (whose fire it is, whose check).
Named unitNamed(const GameState& st, const std::string& name, std::optional<Side> prefer) {
    const std::vector<Named> found = unitsNamed(st, name);
    if (found.size() > 1 && prefer)
        for (const Named& n : found)
            if (n.side == *prefer) return n;
    if (found.size() > 1)
        throw InvalidInput("both armies have a unit \"" + name + "\": write @french/" + name +
                           " or @austrian/" + name + " (or say side= for whose fire it is)");
    if (found.empty())
        throw InvalidInput("no brigade or artillery unit \"" + name +
                           "\" in this game's orders of battle");
    return found.front();
}

class Context {
  public:
    Context(const GameState& st, const ChartSet& charts, const ResolverSpec& spec, Args args,
            const GameContextOptions& options)
        : st_(st), charts_(charts), spec_(spec), args_(std::move(args)), options_(options) {}

    InGame run() {
        firerSide_ = options_.firing;
        if (const auto s = valueOf(args_, "side")) {
            side(parseSide(*s));
            args_.erase(std::remove_if(args_.begin(), args_.end(),
                                       [](const auto& kv) { return kv.first == "side"; }),
                        args_.end());
        }
        for (const ParamSpec& p : spec_.params) {
            if (p.type == ParamType::Firers) units(p.key);
            if (p.key == "rating" && p.type == ParamType::Choice) moraleOf();
        }
        for (const ParamSpec& p : spec_.params) {
            if (p.type == ParamType::Flag && p.key == "night" && options_.clock) nightFlag();
            if (p.type == ParamType::Modifiers && options_.clock) nightModifier(p);
            if (p.key == "french_21may") firstDay();
        }
        return {std::move(args_), std::move(taken_)};
    }

  private:
    bool clock() const { return !st_.now().date.empty(); }

    // 9.0: a side's loss chart is its own secret.
    Named readable(const std::string& name, std::optional<Side> prefer) const {
        const Named u = unitNamed(st_, name, prefer);
        if (options_.mayRead && !options_.mayRead(u.side))
            throw InvalidInput(u.id + " is a " + sideName(u.side) +
                               " unit: its loss chart is not shown to this viewer (9.0)");
        return u;
    }

    void take(std::string text, std::string rule) {
        taken_.push_back({std::move(text), std::move(rule)});
    }

    void side(Side s) {
        if (firerSide_ && *firerSide_ != s)
            throw InvalidInput(
                "the firers named belong to different armies, or to another army than side= says");
        firerSide_ = s;
    }

    // KIND:@UNIT:RANGE[:flags]: the level from the unit's loss chart, and its Low Ammo.
    void units(const std::string& key) {
        for (auto& [k, v] : args_) {
            if (k != key) continue;
            auto parts = detail::splitText(v, ':', false);
            if (parts.size() < 2 || parts[1].empty() || parts[1][0] != '@') continue;
            const Named u = readable(parts[1].substr(1), firerSide_);
            const LossChart& lc = st_.losses(u.side);
            std::string level;
            bool lowAmmo = false;
            if (u.battery) {
                const BatteryRow& r = lc.battery(u.id);
                if (r.gunPoints == 0) throw InvalidInput(u.id + " has no gun points left (27.2)");
                level = std::to_string(r.gunPoints);
                lowAmmo = r.lowAmmo;
                take(titled(u) + ": " + level + " gun point(s), from its loss chart", "27.1");
            } else {
                level = lc.fireLevel(u.id);
                if (level.empty())
                    throw InvalidInput(u.id + " is eliminated: it neither fires nor fights (20.6)");
                lowAmmo = lc.row(u.id).lowAmmo;
                take(titled(u) + ": fire level " + level + ", from its loss chart", "6.5");
            }
            parts[1] = level;
            if (lowAmmo && key == "firer" &&
                std::find(parts.begin(), parts.end(), "lowammo") == parts.end()) {
                parts.push_back("lowammo");
                take(u.id + " is marked Low Ammo: half its fire points", "AE 2.1");
            }
            v = joined(parts, ":");
            if (firerSide_ && *firerSide_ != u.side)
                throw InvalidInput(titled(u) + " is not of the firing army: the firers here are " +
                                   sideTitle(*firerSide_) +
                                   (options_.firing ? " (a fire roll is kept by the army fired on, "
                                                      "9.0a; the firers are the other army)"
                                                    : " (side=, or the first firer named)"));
            side(u.side);
        }
    }

    // rating=@UNIT: the unit's printed morale, and -1 for Low Ammo.
    void moraleOf() {
        const auto r = valueOf(args_, "rating");
        if (!r || r->empty() || (*r)[0] != '@') return;
        const Named u = readable(r->substr(1), options_.checking);
        if (u.battery)
            throw InvalidInput(u.id +
                               " is artillery: give unit= for artillery alone in the hex (25.2b)");
        const Brigade* b = st_.oob(u.side).brigade(u.id);
        setValue(args_, "rating", b->morale);
        take(u.id + ": printed morale " + b->morale, "25.2a");
        if (st_.losses(u.side).row(u.id).lowAmmo)
            addModifier("low-ammo", u.id + " is marked Low Ammo: -1", "AE 2.1");
    }

    void addModifier(const std::string& id, const std::string& text, const std::string& rule) {
        auto list = detail::splitText(valueOf(args_, "mods").value_or(""), ',', true);
        list.erase(std::remove(list.begin(), list.end(), std::string()), list.end());
        if (std::find(list.begin(), list.end(), id) != list.end()) return;
        list.push_back(id);
        setValue(args_, "mods", joined(list, ","));
        take(text, rule);
    }

    // 28.0: the clock says night or day; a typed night= must agree.
    void nightFlag() {
        if (!clock()) return;
        const bool night = st_.now().night;
        if (const auto given = valueOf(args_, "night"); given && (*given == "1") != night)
            throw InvalidInput("the game's clock says " + turnWords(st_.now()) + " is a " +
                               (night ? "night" : "day") +
                               " turn (28.0); leave night out, the game gives it");
        setValue(args_, "night", night ? "1" : "0");
        take(std::string(night ? "A night turn" : "A day turn") + ", from the game's clock",
             "28.0");
    }

    void nightModifier(const ParamSpec& p) {
        if (!clock()) return;
        std::string chartId = p.modifierChart;
        if (const auto open = chartId.find('{'); open != std::string::npos) {
            const auto close = chartId.find('}', open);
            const std::string key = chartId.substr(open + 1, close - open - 1);
            std::string value;
            for (const ParamSpec& q : spec_.params)
                if (q.key == key) value = valueOf(args_, key).value_or(q.defaultValue);
            chartId = chartId.substr(0, open) + value + chartId.substr(close + 1);
        }
        const Chart* c = charts_.find(chartId);
        if (!c || !c->findModifier("night")) return;
        const auto list = detail::splitText(valueOf(args_, p.key).value_or(""), ',', true);
        const bool typed = std::find(list.begin(), list.end(), "night") != list.end();
        if (st_.now().night)
            addModifier("night", "A night turn, from the game's clock: the night modifier", "28.0");
        else if (typed)
            throw InvalidInput("the game's clock says " + turnWords(st_.now()) +
                               " is a day turn (28.0); take night out of " + p.key);
    }

    // AE 2.1: a French firer on 21 May rolls for Low Ammo on 61..66.
    void firstDay() {
        if (!clock()) return;
        const bool day21 = st_.now().date == "1809-05-21";
        const auto given = valueOf(args_, "french_21may");
        if (!day21) {
            if (given == "1")
                throw InvalidInput("the game is at " + turnWords(st_.now()) +
                                   ", not 21 May: AE 2.1's Low Ammo roll does not apply");
            setValue(args_, "french_21may", "0");
            return;
        }
        if (!firerSide_) {
            if (given || !options_.askWhoseFire) return; // the players said whose fire it is
            throw InvalidInput("it is 21 May in the game: say whose fire it is "
                               "(side=french|austrian), or name the firers as "
                               "firer=KIND:@UNIT:RANGE, for AE 2.1's Low Ammo roll");
        }
        const bool french = *firerSide_ == Side::French;
        if (given && (*given == "1") != french)
            throw InvalidInput("the firers are " + sideTitle(*firerSide_) +
                               ": french_21may=" + *given + " contradicts them (AE 2.1)");
        setValue(args_, "french_21may", french ? "1" : "0");
        take(std::string(french ? "French fire on 21 May: 61..66 marks the firer Low Ammo"
                                : "Austrian fire: no Low Ammo roll") +
                 ", from the game's date",
             "AE 2.1");
    }

    const GameState& st_;
    const ChartSet& charts_;
    const ResolverSpec& spec_;
    Args args_;
    std::vector<Step> taken_;
    std::optional<Side> firerSide_;
    const GameContextOptions& options_;
};

} // namespace

InGame withGameContext(const GameState& st, const ChartSet& charts, const std::string& resolverName,
                       Args args, const GameContextOptions& options) {
    return Context(st, charts, resolver(resolverName), std::move(args), options).run();
}

} // namespace adc
