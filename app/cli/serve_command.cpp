#include "serve_command.h"

#include "adc/errors.h"
#include "adc/input_text.h"

#include "cli_values.h"

namespace adc::cli {

namespace {

Server& server() {
    static Server s;
    return s;
}

} // namespace

void setServer(Server s) {
    server() = std::move(s);
}

ServeCommand::ServeCommand(CLI::App& serveCmd) : app_(&serveCmd) {
    serveCmd.add_option("file", file_, "The game file to host")->required();
    serveCmd.add_option("args", args_, "key=value inputs (the keys are below)");
    serveCmd.footer("Keys:\n  port=N     the port to listen on (1 to 65535; 7755 unless given)\n"
                    "  lan=yes    listen on the local network, not only on this machine\n"
                    "  insecure=yes  plain ws://, unencrypted: for tests on this machine only\n");
}

bool ServeCommand::parsed() const {
    return app_->parsed();
}

int ServeCommand::run(const std::string& tablesDir, const ChartSet& charts) {
    ServeRequest r{file_, tablesDir, &charts};
    for (const auto& [k, v] : keyValues(args_)) {
        if (k == "port") {
            r.port = toInt("port", v);
            if (r.port < 1 || r.port > 65535)
                throw InvalidInput("port= is from 1 to 65535, not " + v);
        } else if (k == "lan") {
            if (v != "yes" && v != "no")
                throw InvalidInput("lan= is yes or no, not " + printable(v, 40));
            r.lan = v == "yes";
        } else if (k == "insecure") {
            if (v != "yes" && v != "no")
                throw InvalidInput("insecure= is yes or no, not " + printable(v, 40));
            r.insecure = v == "yes";
        } else {
            throw InvalidInput("adc serve takes port=, lan= and insecure=, not " +
                               printable(k, 40) + "=");
        }
    }
    if (r.insecure && r.lan)
        throw InvalidInput("insecure=yes is for tests on this machine: it cannot go with lan=yes, "
                           "where every order would cross the network in the clear");
    if (!server())
        throw InvalidInput("this adc was built without the desktop app's network part (Qt "
                           "WebSockets), so it cannot host a game");
    return server()(r);
}

} // namespace adc::cli
