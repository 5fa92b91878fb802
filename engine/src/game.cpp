#include "adc/game.h"

#include "adc/errors.h"

namespace adc {

Game::Game(const OrderOfBattle& french, const OrderOfBattle& austrian, CommandRules rules)
    : french_(&french), austrian_(&austrian), rules_(rules), state_(std::make_unique<GameState>(french, austrian, std::move(rules))) {}

Game::Game(const Game& other)
    : french_(other.french_), austrian_(other.austrian_), rules_(other.rules_), log_(other.log_),
      state_(std::make_unique<GameState>(*other.state_)) {}

Game& Game::operator=(const Game& other) {
    if (this != &other) *this = Game(other);
    return *this;
}

Action Game::prepare(Action a) const {
    a.seq = log_.nextSeq();
    if (a.kind == "undo" || a.kind == "redo") {
        const auto target = a.kind == "undo" ? log_.undoTarget() : log_.redoTarget();
        if (!target) throw InvalidInput(std::string("there is nothing to ") + a.kind);
        const Action& t = log_.all()[static_cast<size_t>(*target - 1)];
        a.payload = {{"target", *target}};
        a.side = t.side; // undoing a secret action is as secret as the action
        a.summary = std::string(a.kind == "undo" ? "Undo" : "Redo") + " #" + std::to_string(*target) + ": " + t.summary;
        return a;
    }
    GameState probe = *state_; // a refused action must leave the real state untouched
    a.summary = probe.apply(a);
    return a;
}

void Game::commit(const Action& a) {
    log_.append(a);
    if (ActionLog::isUndoRedo(a)) rebuild();
    else state_->apply(a);
}

void Game::load(const std::vector<Action>& actions) {
    log_ = ActionLog();
    for (const auto& a : actions) log_.append(a);
    rebuild();
}

void Game::rebuild() {
    auto fresh = std::make_unique<GameState>(*french_, *austrian_, rules_);
    for (const Action* a : log_.effective()) fresh->apply(*a);
    state_ = std::move(fresh);
}

} // namespace adc
