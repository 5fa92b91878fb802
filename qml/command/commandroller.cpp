#include "command/commandroller.h"

#include "command/commandphase.h"
#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/action_kinds.h"
#include "adc/command/command_actions.h"
#include "adc/command/staff.h"
#include "adc/dice.h"
#include "adc/errors.h"

using adcqt::qstr;
using adcqt::sstr;

namespace {

adc::DiceChoice diceOf(const QString& typed) {
    adc::DiceChoice d;
    const QString t = typed.trimmed();
    if (t.isEmpty()) return d; // the app's dice, a fresh seed recorded with the roll
    bool ok = false;
    const int v = t.toInt(&ok);
    if (!ok)
        throw adc::InvalidInput("type the dice as one number, e.g. 25 for a red 2 and a white 5 "
                                "(11..66), or leave it empty for the app's dice");
    d.roll = v;
    return d;
}

} // namespace

CommandRoller::CommandRoller(QObject* parent)
    : QObject(parent), request_(new ChartCellRequest(this)), result_(new LastResult(this)) {}

void CommandRoller::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::viewerChanged, this,
                &CommandRoller::clear); // one side's roll is not the other's to see
        connect(game_, &OpenGame::gameChanged, this, &CommandRoller::clear);
        // Any action (an undo too) makes the last roll old news; run() shows its own after.
        connect(game_, &OpenGame::changed, this, &CommandRoller::clear);
    }
    emit gameChanged();
}

void CommandRoller::clear() {
    error_.clear();
    message_.clear();
    request_->clear();
    retry_ = nullptr;
    initiative_.clear();
    stragglers_.clear();
    result_->clear();
    emit done();
}

void CommandRoller::setTableSet(TableSet* t) {
    if (t == tables_) return;
    tables_ = t;
    emit gameChanged();
}

bool CommandRoller::run(const QString& title, const Build& build) {
    error_.clear();
    message_.clear();
    request_->clear();
    retry_ = nullptr;
    bool ok = false;
    if (!game_ || !game_->session() || !tables_) {
        error_ = tr("Open or start a game first.");
    } else {
        try {
            const adc::Staff staff(game_->session()->state(), tables_->charts());
            const adc::Action asked = build(staff);
            ok = game_->perform(asked);
            if (!ok) {
                error_ = game_->error();
            } else {
                // What was recorded: on a seat, the host threw the app's dice (5.3).
                const adc::Action& recorded = game_->session()->game().log().all().back();
                const adc::Action& a = recorded.kind == asked.kind ? recorded : asked;
                message_ = qstr(recorded.summary);
                if (a.payload.contains("resolution"))
                    result_->showRecorded(a.payload["resolution"], title);
                if (a.kind == adc::kinds::Initiative) {
                    const std::string side =
                        a.side.empty() ? a.payload.value("side", std::string()) : a.side;
                    const adc::LeaderRoster& roster =
                        game_->session()->state().roster(adc::parseSide(side));
                    initiative_ = {
                        {QStringLiteral("side"), qstr(side)},
                        {QStringLiteral("leader"), qstr(a.payload["leader"].get<std::string>())},
                        {QStringLiteral("leaderName"),
                         qstr(roster.leaderName(a.payload["leader"].get<std::string>()))},
                        {QStringLiteral("result"), qstr(a.payload["result"].get<std::string>())}};
                }
                if (a.kind == adc::kinds::EmergencyRetreat) {
                    stragglers_.clear();
                    for (const auto& m : a.payload["stragglers"]) {
                        const auto& dice = m["resolution"].value("dice", nlohmann::json::array());
                        stragglers_ << QVariantMap{
                            {QStringLiteral("brigade"), qstr(m["brigade"].get<std::string>())},
                            {QStringLiteral("stragglers"), m["stragglers"].get<int>()},
                            {QStringLiteral("roll"),
                             dice.empty() ? 0 : dice.front().value("value", 0)},
                            {QStringLiteral("rolledBy"),
                             qstr(dice.empty() ? std::string()
                                               : dice.front().value("rolled_by", std::string()))},
                            {QStringLiteral("result"),
                             qstr(m["resolution"].value("result", std::string()))}};
                    }
                }
            }
        } catch (const adc::NeedsChartValue& e) {
            // nothing rolled or recorded: the cell is asked for here, then the same roll again
            error_ =
                CommandPhase::cellRequestText(e.cell(), tables_ ? &tables_->charts() : nullptr);
            request_->show(e.cell(), tables_->charts());
            retry_ = [this, title, build] { return run(title, build); };
        } catch (const std::exception& e) {
            error_ = qstr(e.what()); // refused before anything was recorded
        }
    }
    emit done();
    return ok;
}

bool CommandRoller::rolled(
    const QString& title, const QString& dice,
    const std::function<adc::Action(const adc::Staff&, const adc::DiceChoice&)>& roll) {
    adc::DiceChoice d;
    try {
        d = diceOf(dice);
    } catch (const std::exception& e) {
        error_ = qstr(e.what());
        message_.clear();
        emit done();
        return false;
    }
    if (!d.roll) d.seed = adc::DiceRoller::freshSeed();
    return run(title, [roll, d](const adc::Staff& s) { return roll(s, d); });
}

bool CommandRoller::rollAcceptance(const QString& side, int number, const QString& dice) {
    const std::string who = sstr(side);
    return rolled(tr("Acceptance, order %1").arg(number), dice,
                  [who, number](const adc::Staff& s, const adc::DiceChoice& d) {
                      return s.rollAcceptance(adc::parseSide(who), number, d);
                  });
}

bool CommandRoller::rollDelay(const QString& side, int number, const QString& dice) {
    const std::string who = sstr(side);
    return rolled(tr("Delay Reduction, order %1").arg(number), dice,
                  [who, number](const adc::Staff& s, const adc::DiceChoice& d) {
                      return s.rollDelay(adc::parseSide(who), number, d);
                  });
}

bool CommandRoller::rollInitiative(const QString& side, const QString& leader,
                                   const QString& dice) {
    const std::string who = sstr(side), id = sstr(leader);
    return rolled(tr("Initiative"), dice, [who, id](const adc::Staff& s, const adc::DiceChoice& d) {
        return s.rollInitiative(adc::parseSide(who), id, d);
    });
}

bool CommandRoller::rollStoppage(const QString& side, int order, const QStringList& offMap,
                                 bool lowAmmoRule, const QString& dice) {
    std::vector<std::string> off;
    for (const QString& d : offMap)
        off.push_back(sstr(d));
    const std::string who = sstr(side);
    return rolled(tr("Corps Attack Stoppage, order %1").arg(order), dice,
                  [who, order, off, lowAmmoRule](const adc::Staff& s, const adc::DiceChoice& d) {
                      return s.rollStoppage(adc::parseSide(who), order, off, lowAmmoRule,
                                            std::nullopt, d);
                  });
}

void CommandRoller::supplyValue(const QString& value) {
    if (!request_->active() || !tables_ || !retry_) return;
    const QString v = value.trimmed();
    if (v.isEmpty()) {
        request_->setError(tr("Type what your printed chart shows first."));
        return;
    }
    if (request_->kind() != QLatin1String("value")) {
        request_->setError(tr("Enter where this row sits on the Charts page, then roll again."));
        return;
    }
    // Kept with the player's charts: the game reads every result off them (adc/referee.h).
    const QString why =
        tables_->record(request_->chartId(), request_->lineKey(), request_->outcome(), v);
    if (!why.isEmpty()) {
        request_->setError(why);
        return;
    }
    const auto again = std::move(retry_);
    retry_ = nullptr;
    again();
}

void CommandRoller::cancelRequest() {
    request_->clear();
    retry_ = nullptr;
    error_.clear();
    emit done();
}

bool CommandRoller::retreat(const QString& side, const QString& command, const QString& reason,
                            const QString& dice) {
    return run(tr("Emergency retreat"), [&](const adc::Staff& s) {
        std::map<std::string, int> rolls;
        for (const QString& part : dice.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const int colon = part.lastIndexOf(QLatin1Char(':'));
            bool ok = false;
            const int v = colon < 0 ? 0 : part.mid(colon + 1).trimmed().toInt(&ok);
            if (!ok)
                throw adc::InvalidInput("type each brigade's Straggler Table roll as BRIGADE:DIE, "
                                        "e.g. 1-4-1:3, or leave it empty for the app's dice");
            rolls[sstr(part.left(colon).trimmed())] = v;
        }
        return s.emergencyRetreat(adc::parseSide(sstr(side)), sstr(command), sstr(reason), {}, {},
                                  {}, rolls, std::nullopt);
    });
}

bool CommandRoller::implement(const QString& side, int number) {
    return run({}, [&](const adc::Staff&) {
        return adc::implementOrder(adc::parseSide(sstr(side)), number);
    });
}

bool CommandRoller::endOrder(const QString& side, int number, const QString& reason) {
    return run({}, [&](const adc::Staff&) {
        return adc::endOrder(adc::parseSide(sstr(side)), number, sstr(reason));
    });
}

bool CommandRoller::contact(const QString& side, const QString& command, const QString& kind) {
    return run({}, [&](const adc::Staff&) {
        return adc::commandContact(adc::parseSide(sstr(side)), sstr(command), sstr(kind));
    });
}

bool CommandRoller::hqOverrun(const QString& side, const QString& command) {
    return run({}, [&](const adc::Staff&) {
        return adc::hqOverrun(adc::parseSide(sstr(side)), sstr(command));
    });
}

bool CommandRoller::lannes(const QString& choice) {
    return run({}, [&](const adc::Staff&) { return adc::lannesChoice(sstr(choice)); });
}

void CommandRoller::clearInitiative() {
    initiative_.clear();
    emit done();
}
