#include "turn/turnchecklist.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/errors.h"
#include "adc/resolver.h"

using adcqt::qstr;

TurnChecklist::TurnChecklist(QObject* parent) : GameView(parent) {}

QVariantList stepTools(const adc::PlayStep& st) {
    QVariantList out;
    for (const auto& name : st.tools) {
        QString title = qstr(name);
        try {
            title = qstr(adc::resolver(name).title);
        } catch (const adc::InvalidInput&) {
            // a tool the engine does not have under that name: shown by its name
        }
        out.push_back(
            QVariantMap{{QStringLiteral("name"), qstr(name)}, {QStringLiteral("title"), title}});
    }
    return out;
}

void TurnChecklist::rebuild() {
    steps_.clear();
    current_ = -1;
    canAdvance_ = false;
    const auto c = clock();
    if (c) {
        const adc::SequenceOfPlay& seq = *game_->sequence();
        canAdvance_ = !c->gameOver;
        for (int pt = 0; pt < 3; ++pt) {
            const auto& list = pt < 2 ? seq.playerTurn() : seq.turnEnd();
            for (int i = 0; i < static_cast<int>(list.size()); ++i) {
                const adc::PlayPosition p{c->position.turn, pt, i};
                const adc::ClockPosition at =
                    adc::clockPosition(seq, p, game_->catalog(), game_->scenario());
                const adc::PlayStep& st = list[static_cast<std::size_t>(i)];
                QString heading = pt == 2   ? tr("Game Turn End")
                                  : pt == 0 ? tr("First player turn")
                                            : tr("Second player turn");
                if (at.phasing)
                    heading += QStringLiteral(": ") +
                               (*at.phasing == adc::Side::French ? tr("French") : tr("Austrian"));
                // The side whose step it is: the phasing player's, or the other one's (8.2).
                QString side;
                if (at.phasing) {
                    const adc::Side other =
                        *at.phasing == adc::Side::French ? adc::Side::Austrian : adc::Side::French;
                    side = qstr(adc::sideName(st.who == "non-phasing" ? other : *at.phasing));
                }
                const bool isCurrent = !c->gameOver && p == c->position;
                if (isCurrent) current_ = steps_.size();
                const bool done = c->gameOver || pt < c->position.playerTurn ||
                                  (pt == c->position.playerTurn && i < c->position.step);
                steps_.push_back(
                    QVariantMap{{QStringLiteral("playerTurn"), pt},
                                {QStringLiteral("heading"), heading},
                                {QStringLiteral("phase"), qstr(st.phase)},
                                {QStringLiteral("label"), qstr(st.label)},
                                {QStringLiteral("rule"), qstr(st.rule)},
                                {QStringLiteral("who"), qstr(st.who)},
                                {QStringLiteral("side"), side},
                                {QStringLiteral("tools"), stepTools(st)},
                                {QStringLiteral("state"), isCurrent ? QStringLiteral("current")
                                                          : done    ? QStringLiteral("done")
                                                                    : QStringLiteral("ahead")}});
            }
        }
    }
    emit changed();
}

bool TurnChecklist::nextStep() {
    if (!game_) return false;
    QString note;
    const bool ok = game_->nextStep(&refusal_, &note);
    if (ok) lastNote_ = note.isEmpty() ? QString() : tr("%1 (AE 2.1)").arg(note);
    emit changed();
    return ok;
}
