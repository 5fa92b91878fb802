#pragma once
// Text from outside the program (arguments, files, a game file's log): checked to be
// UTF-8, bounded in size, and quoted safely when a message repeats it back.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace adc {

// The limits every input is held to; a refusal names the limit it broke.
namespace limits {
inline constexpr std::size_t kArgumentBytes = 4096; // one `adc` argument
inline constexpr std::size_t kArguments = 256;      // words on one `adc` command line
inline constexpr std::size_t kNumberDigits = 9; // a whole number typed or read: at most 999,999,999
inline constexpr std::size_t kDataFileBytes =
    1 << 20; // a chart, scenario, overlay or order-of-battle file
inline constexpr std::size_t kPayloadBytes = 1 << 20; // one action's payload in a game file
inline constexpr std::size_t kFieldBytes =
    64 * 1024;                               // any other text of a game file (kind, summary, info)
inline constexpr int kJsonDepth = 32;        // nested objects and lists in any JSON input
inline constexpr std::size_t kCellText = 64; // a chart cell's value
} // namespace limits

// Where `text` stops being UTF-8 (the offset of the first bad byte), or nothing.
std::optional<std::size_t> invalidUtf8At(std::string_view text);

// `text` ready to be repeated in a message or JSON: invalid UTF-8 bytes and control
// characters written as \xNN, cut after `max` bytes with the full length said.
std::string printable(std::string_view text, std::size_t max = 80);

// Throws InvalidInput naming `what` when `text` is not UTF-8 or is longer than `maxBytes`.
void requireText(std::string_view text, const std::string& what, std::size_t maxBytes);

} // namespace adc
