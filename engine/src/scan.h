#pragma once
// Reading the short texts the charts print ("11..26", "9 1/2", "2(1)", "Sh/0/1") one
// character at a time, without regular expressions: these are read on every resolution.
#include <cstddef>
#include <string_view>

namespace adc::detail {

class Scan {
  public:
    explicit Scan(std::string_view text) : text_(text) {}

    bool atEnd() const { return pos_ == text_.size(); }
    std::size_t pos() const { return pos_; }

    // Skips white space (as \s: space, \t, \n, \v, \f, \r); true when any was skipped.
    bool spaces() {
        const std::size_t from = pos_;
        while (pos_ < text_.size() && isSpace(text_[pos_]))
            ++pos_;
        return pos_ > from;
    }
    // Takes `word` when the text goes on with it.
    bool take(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return false;
        pos_ += word.size();
        return true;
    }
    // Takes the run of digits here (empty when there is none).
    std::string_view digits() {
        const std::size_t from = pos_;
        while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9')
            ++pos_;
        return text_.substr(from, pos_ - from);
    }
    // Takes an optional '-' and the digits after it; empty (and nothing taken) when no
    // digit follows.
    std::string_view signedDigits() {
        const std::size_t from = pos_;
        take("-");
        if (digits().empty()) {
            pos_ = from;
            return {};
        }
        return text_.substr(from, pos_ - from);
    }
    // Spaces then the end of the text.
    bool spacesThenEnd() {
        spaces();
        return atEnd();
    }

  private:
    static bool isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
    }
    std::string_view text_;
    std::size_t pos_ = 0;
};

} // namespace adc::detail
