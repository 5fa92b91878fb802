// Test helper for the crash test: appends dice-record actions to a game file as fast as it
// can and prints "ack N" after each one is reported saved, until it is killed.
#include "adc/game_file.h"

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
    if (argc != 3) return 2;
    const std::string path = argv[1];
    const bool fresh = std::string(argv[2]) == "new";
    adc::GameFile file =
        fresh ? adc::GameFile::create(path, {{"title", "crash test"}}) : adc::GameFile::open(path);
    std::int64_t seq = static_cast<std::int64_t>(file.actions().size());
    for (;;) {
        ++seq;
        adc::Action a{
            seq,
            "roll",
            "",
            {{"resolver", "gun-loss"}, {"result", {{"result", "0 gun points lost"}}}, {"n", seq}},
            adc::utcNow(),
            "crash test roll"};
        file.append(a);
        std::printf("ack %lld\n", static_cast<long long>(seq));
        std::fflush(stdout);
    }
}
