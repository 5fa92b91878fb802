#pragma once
// JSON from outside the program (data files, a game file's payloads), parsed within the
// limits of input_text.h: bounded size and nesting, finite numbers, UTF-8 strings.
#include "adc/errors.h"
#include "adc/input_text.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace adc {

class JsonInputError : public std::runtime_error {
  public:
    JsonInputError(std::size_t byte, const std::string& reason)
        : std::runtime_error(reason), byte_(byte) {}
    std::size_t byte() const { return byte_; } // where in the text, 0 when it is the whole text
  private:
    std::size_t byte_;
};

// One JSON document; throws JsonInputError with a printable reason.
nlohmann::json parseJsonText(std::string_view text, std::size_t maxBytes);

// A data file (chart, scenario, overlay, order of battle, sequence of play) of at most
// limits::kDataFileBytes; any fault is a ChartFileError naming `name`.
nlohmann::json readDataFile(const std::string& path, const std::string& name);

// Runs `read`, the reading of data file `name`. The readers check each value's kind
// before taking it; one they did not (nlohmann's type_error or out_of_range) is still a
// fault of the file, refused as a ChartFileError naming it, never a stray exception.
template <class F> auto checkedRead(const std::string& name, F&& read) -> decltype(read()) {
    try {
        return read();
    } catch (const nlohmann::json::exception& e) {
        throw ChartFileError(name, "",
                             "holds a value of the wrong kind (" + printable(e.what(), 200) + ")");
    }
}

} // namespace adc
