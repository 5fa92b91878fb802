#include "playstepmodel.h"

#include "gamemodel.h"
#include "jsontext.h"
#include "adc/game_clock.h"

#include "adc/errors.h"

using adcqt::qstr;
using adcqt::sstr;

PlayStepModel::PlayStepModel(QObject* parent) : QObject(parent) {}
PlayStepModel::~PlayStepModel() = default;

void PlayStepModel::setGame(GameModel* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    seq_.reset();
    if (game_) {
        connect(game_, &GameModel::changed, this, &PlayStepModel::rebuild);
        connect(game_, &GameModel::viewerChanged, this, [this] {
            error_.clear();
            emit changed();
        });
        connect(game_, &GameModel::tablesDirChanged, this, [this] { seq_.reset(); });
    }
    emit gameChanged();
    rebuild();
}

bool PlayStepModel::loadSequence() {
    if (seq_) return true;
    if (!game_ || game_->tablesDir().isEmpty()) return false;
    try {
        seq_ = std::make_unique<adc::SequenceOfPlay>(
            adc::SequenceOfPlay::load(sstr(game_->tablesDir()) + "/sequence/sequence-of-play.json"));
    } catch (const std::exception& e) {
        error_ = qstr(e.what());
        return false;
    }
    return true;
}

void PlayStepModel::rebuild() {
    text_.clear();
    stepId_.clear();
    rule_.clear();
    phasing_.clear();
    gameOver_ = false;
    if (game_ && game_->isOpen() && loadSequence()) {
        const adc::PlayPosition pos = seq_->after(game_->session()->state().stepsTaken());
        const adc::ClockPosition c = adc::clockPosition(*seq_, pos, game_->catalog(), game_->scenario());
        gameOver_ = c.gameOver;
        stepId_ = qstr(c.step->id);
        rule_ = qstr(c.step->rule);
        phasing_ = c.phasing ? qstr(adc::sideName(*c.phasing)) : QString();
        QStringList parts{tr("Turn %1").arg(pos.turn)};
        if (c.box) parts << qstr(adc::dayName(c.box->dayRecord) + ", " + adc::clockTime(c.box->start));
        if (!phasing_.isEmpty()) parts << (phasing_ == QLatin1String("french") ? tr("French player") : tr("Austrian player"));
        else parts << (pos.playerTurn == 2 ? tr("Game Turn End") : pos.playerTurn == 0 ? tr("first player turn") : tr("second player turn"));
        parts << qstr(c.step->phase + ": " + c.step->label);
        text_ = gameOver_ ? tr("The game is over: its last turn has ended") : parts.join(QStringLiteral(" · "));
    }
    emit changed();
}

bool PlayStepModel::next() {
    error_.clear();
    if (!game_ || !game_->isOpen() || !loadSequence()) {
        error_ = tr("Open or start a game first.");
        emit changed();
        return false;
    }
    try {
        // The same actions as `adc game step` (adc::nextStepActions).
        const std::vector<adc::Action> actions =
            adc::nextStepActions(*seq_, game_->session()->state(), game_->catalog(), game_->scenario());
        const QString viewer = game_->viewer();
        for (const auto& a : actions)
            if (!game_->performAction(a)) {
                // What is unfinished names the phasing side's orders: the other side only
                // learns that rolls are due (9.0).
                const bool secret = viewer != QLatin1String("both") && !phasing_.isEmpty() && viewer != phasing_;
                error_ = secret ? tr("The %1 player has rolls to make before the next step.")
                                      .arg(phasing_ == QLatin1String("french") ? tr("French") : tr("Austrian"))
                                : game_->error();
                if (secret) game_->dismissError();
                emit changed();
                return false;
            }
    } catch (const std::exception& e) {
        error_ = qstr(e.what());
        emit changed();
        return false;
    }
    emit changed();
    return true;
}
