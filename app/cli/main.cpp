// `adc`: the umpire's and script's command line (see run.h and docs/cli.md).
#include "run.h"

int main(int argc, char** argv) {
    return adc::cli::run(argc, argv);
}
