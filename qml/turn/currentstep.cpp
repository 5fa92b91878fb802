#include "turn/currentstep.h"

#include "adc/scenarios/game_clock.h"
#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/errors.h"

using adcqt::qstr;
using adcqt::sstr;

CurrentStep::CurrentStep(QObject* parent) : QObject(parent) {}

void CurrentStep::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::changed, this, &CurrentStep::rebuild);
        connect(game_, &OpenGame::viewerChanged, this, [this] {
            error_.clear();
            emit changed();
        });
    }
    emit gameChanged();
    rebuild();
}

void CurrentStep::rebuild() {
    text_.clear();
    stepId_.clear();
    rule_.clear();
    phasing_.clear();
    gameOver_ = false;
    if (game_ && game_->session() && game_->sequence()) {
        const adc::SequenceOfPlay& seq = *game_->sequence();
        const adc::PlayPosition pos = seq.after(game_->session()->state().stepsTaken());
        const adc::ClockPosition c =
            adc::clockPosition(seq, pos, game_->catalog(), game_->scenario());
        gameOver_ = c.gameOver;
        stepId_ = qstr(c.step->id);
        rule_ = qstr(c.step->rule);
        phasing_ = c.phasing ? qstr(adc::sideName(*c.phasing)) : QString();
        QStringList parts{tr("Turn %1").arg(pos.turn)};
        if (c.box)
            parts << qstr(adc::dayName(c.box->dayRecord) + ", " + adc::clockTime(c.box->start));
        if (!phasing_.isEmpty())
            parts << (phasing_ == QLatin1String("french") ? tr("French player")
                                                          : tr("Austrian player"));
        else
            parts << (pos.playerTurn == 2   ? tr("Game Turn End")
                      : pos.playerTurn == 0 ? tr("first player turn")
                                            : tr("second player turn"));
        parts << qstr(c.step->phase + ": " + c.step->label);
        text_ = gameOver_ ? tr("The game is over: its last turn has ended")
                          : parts.join(QStringLiteral(" · "));
    }
    emit changed();
}

bool CurrentStep::next() {
    if (!game_) return false;
    QString note;
    const bool ok = game_->nextStep(&error_, &note);
    emit changed();
    return ok;
}
