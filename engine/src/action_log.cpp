#include "adc/action_log.h"
#include "adc/action_kinds.h"

#include "adc/errors.h"

namespace adc {

void ActionLog::append(Action a) {
    if (a.seq != nextSeq())
        throw InvalidInput("action " + std::to_string(a.seq) + " is out of order in the log");
    if (a.kind == kinds::Undo) {
        if (done_.empty()) throw InvalidInput("there is nothing to undo");
        undone_.push_back(done_.back());
        done_.pop_back();
    } else if (a.kind == kinds::Redo) {
        if (undone_.empty()) throw InvalidInput("there is nothing to redo");
        done_.push_back(undone_.back());
        undone_.pop_back();
    } else {
        done_.push_back(a.seq);
        undone_.clear(); // a new action ends what could be redone
    }
    all_.push_back(std::move(a));
}

void ActionLog::setSummary(std::int64_t seq, std::string summary) {
    if (seq >= 1 && seq <= static_cast<std::int64_t>(all_.size()))
        all_[static_cast<size_t>(seq - 1)].summary = std::move(summary);
}

const Action* ActionLog::find(std::int64_t seq) const {
    if (seq < 1 || seq > static_cast<std::int64_t>(all_.size())) return nullptr;
    return &all_[static_cast<size_t>(seq - 1)];
}

std::vector<const Action*> ActionLog::effective() const {
    std::vector<const Action*> out;
    out.reserve(done_.size());
    for (auto s : done_)
        out.push_back(find(s));
    return out;
}

std::optional<std::int64_t> ActionLog::undoTarget() const {
    if (done_.empty()) return std::nullopt;
    return done_.back();
}

std::optional<std::int64_t> ActionLog::redoTarget() const {
    if (undone_.empty()) return std::nullopt;
    return undone_.back();
}

} // namespace adc
