#pragma once
// How a seat and its host show each other that they hold the same join code without
// sending it (#33). Each side stretches the code once (PBKDF2-HMAC-SHA256) and then proves
// it with an HMAC over the host's certificate, as the seat saw it, and a number the seat
// drew for this join:
//  - a listener learns nothing (the connection is TLS, and the code never crosses it);
//  - a program between the two (its own certificate) gets a seat's proof that the real
//    host refuses, since it names the wrong certificate, and cannot answer the seat's
//    proof with the host's, since it lacks the code: the seat refuses it;
//  - guessing a code from a captured proof costs the stretching per guess, on 59 bits.
#include <string>
#include <string_view>

namespace adc::joinproof {

constexpr int kRounds = 100000; // the stretching's rounds

// The code stretched: 32 bytes. The code is taken as the host shows it (upper case).
std::string codeKey(std::string_view code);
// What the seat sends, and what the host answers: hex text of 64 characters.
std::string seatProof(const std::string& key, std::string_view certificate, std::string_view nonce);
std::string hostProof(const std::string& key, std::string_view certificate, std::string_view nonce);
// Compared in a time that does not depend on where they differ.
bool same(std::string_view a, std::string_view b);
// A seat's number for one join: 32 hex characters from the system's random source.
std::string nonce();
// Whether `n` is such a number (16 to 64 hex characters).
bool isNonce(std::string_view n);

} // namespace adc::joinproof
