#include "playstepmodel.h"

#include "gamemodel.h"
#include "jsontext.h"
#include "play_step.h"

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
        const adc::GameSession& s = *game_->session();
        const adc::PlayPosition pos = seq_->after(s.state().stepsTaken());
        const nlohmann::json j = adc::positionJson(*seq_, pos, s.file().info(), game_->catalog());
        gameOver_ = j.value("game_over", false);
        stepId_ = qstr(j.value("step_id", std::string()));
        rule_ = qstr(j.value("rule", std::string()));
        phasing_ = qstr(j.value("phasing", std::string()));
        QStringList parts{tr("Turn %1").arg(pos.turn)};
        if (j.contains("time")) parts << qstr(j["date"].get<std::string>() + ", " + j["time"].get<std::string>());
        if (!phasing_.isEmpty()) parts << (phasing_ == QLatin1String("french") ? tr("French player") : tr("Austrian player"));
        else parts << tr("%1 player turn").arg(qstr(j.value("player_turn", std::string())));
        parts << qstr(j.value("phase", std::string()) + ": " + j.value("step", std::string()));
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
        const adc::GameSession& s = *game_->session();
        const adc::PlayPosition pos = seq_->after(s.state().stepsTaken());
        const adc::StepTaken step = adc::nextStep(*seq_, pos, s.state(), s.file().info(), game_->catalog());
        const QString viewer = game_->viewer();
        for (const auto& a : step.actions)
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
