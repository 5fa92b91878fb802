#include "wagram/wagramsequence.h"

#include "common/jsontext.h"
#include "game/opengame.h"
#include "turn/turnchecklist.h"

#include "adc/errors.h"
#include "adc/wagram/wagram_state.h"

#include <algorithm>

using adcqt::qstr;

WagramSequence::WagramSequence(QObject* parent) : GameView(parent) {}

const adc::TurnSequence* WagramSequence::sequence() {
    const QString dir = game_->tablesDir();
    if (sequence_ && dir == sequenceDir_) return sequence_.get();
    sequence_.reset();
    sequenceDir_ = dir;
    try {
        sequence_ = std::make_unique<adc::TurnSequence>(
            adc::TurnSequence::load(adcqt::sstr(dir) + "/wagram-1809/sequence-of-play.json"));
    } catch (const std::exception& e) {
        error_ = qstr(e.what());
    }
    return sequence_.get();
}

void WagramSequence::rebuild() {
    steps_.clear();
    current_ = -1;
    where_.clear();
    error_.clear();
    const adc::wagram::WagramState* st = game_ && game_->anySession()
                                             ? dynamic_cast<const adc::wagram::WagramState*>(
                                                   &game_->anySession()->game().moduleState())
                                             : nullptr;
    active_ = st != nullptr;
    const adc::TurnSequence* seq = st ? sequence() : nullptr;
    if (seq) {
        using adc::wagram::Phase;
        const std::string now = adc::wagram::phaseName(st->phase());
        const bool over = st->phase() == Phase::Over;
        const nlohmann::json seen = st->publicView(); // no secret is read here
        where_ = over ? tr("Turn %1: the game is over (12.4)").arg(st->turn())
                      : tr("Turn %1 (%2 to %3), %4 (%5)")
                            .arg(st->turn())
                            .arg(st->scenario().firstTurn)
                            .arg(st->scenario().lastTurn)
                            .arg(qstr(seen["step_title"].get<std::string>()))
                            .arg(qstr(adc::wagram::phaseRule(st->phase())));
        // Whose step: the Phase player's; the Reaction Round's is the player who was not the
        // Phase player of the previous Round (7.2).
        const auto sideOf = [&](const adc::PlayStep& s) -> QString {
            const char* key = s.who == "phasing"       ? "phase_player"
                              : s.who == "non-phasing" ? "previous_phase_player"
                                                       : nullptr;
            if (!key || !seen[key].is_string()) return {};
            const adc::Side side = adc::parseSide(seen[key].get<std::string>());
            if (s.who == "phasing") return qstr(adc::sideName(side));
            return qstr(
                adc::sideName(side == adc::Side::French ? adc::Side::Austrian : adc::Side::French));
        };
        // Scenario 3's night (14.3) is shown only in a scenario that has one.
        const auto& flags = st->scenario().turnFlags;
        const bool night = std::any_of(flags.begin(), flags.end(),
                                       [](const adc::wagram::TurnFlag& f) { return f.night; });
        // 6: the game's first Round is the scenario's side's, without Reaction or initiative.
        const bool firstRound =
            st->phase() != Phase::Placement && !over && seen["previous_phase_player"].is_null();
        const auto skipped = [&](const adc::PlayStep& s) {
            return firstRound && s.playedIn(adc::wagram::phaseName(Phase::Initiative));
        };
        bool seenCurrent = false;
        const auto add = [&](const QString& heading, const std::vector<adc::PlayStep>& list) {
            for (const adc::PlayStep& s : list) {
                const bool current = s.playedIn(now);
                if (current && current_ < 0) current_ = static_cast<int>(steps_.size());
                seenCurrent = seenCurrent || current;
                steps_.push_back(QVariantMap{
                    {QStringLiteral("heading"), heading},
                    {QStringLiteral("phase"), qstr(s.phase)},
                    {QStringLiteral("label"), qstr(s.label)},
                    {QStringLiteral("rule"), qstr(s.rule)},
                    {QStringLiteral("who"), qstr(s.who)},
                    {QStringLiteral("side"), sideOf(s)},
                    {QStringLiteral("tools"), stepTools(s)},
                    {QStringLiteral("state"), current                ? QStringLiteral("current")
                                              : skipped(s)           ? QStringLiteral("skipped")
                                              : over || !seenCurrent ? QStringLiteral("done")
                                                                     : QStringLiteral("ahead")}});
            }
        };
        add(tr("Before the first turn (12.5)"), seq->beforeGame());
        for (const adc::SequenceBlock& b : seq->turn())
            if (b.id != "night" || night)
                add(b.times == 0 ? tr("%1 (%2), again until %3")
                                       .arg(qstr(b.label), qstr(b.rule), qstr(b.until))
                                 : tr("%1 (%2)").arg(qstr(b.label), qstr(b.rule)),
                    b.steps);
    }
    emit changed();
}
