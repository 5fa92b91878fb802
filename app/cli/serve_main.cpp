// `adc serve`: the host's WebSocket server (app/net) in a QCoreApplication, serving until
// SIGINT or SIGTERM. What it serves is exactly what the desktop app's host serves.
#include "host_server.h"
#include "serve_command.h"

#include "adc/errors.h"
#include "adc/module_start.h"
#include "adc/order_of_battle.h"

#include <QCoreApplication>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <atomic>
#include <csignal>
#include <iostream>

namespace {

std::atomic<bool> stopAsked{false};

int serve(const adc::cli::ServeRequest& r) {
    static int argc = 1;
    static char name[] = "adc";
    static char* argv[] = {name, nullptr};
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString&) {});
    QCoreApplication app(argc, argv);
    const adc::OrderOfBattle french = adc::loadOrderOfBattle(r.tablesDir + "/oob/french.json");
    const adc::OrderOfBattle austrian = adc::loadOrderOfBattle(r.tablesDir + "/oob/austrian.json");
    const adc::ChartSet* charts = r.charts;
    const adc::ModuleData data{r.tablesDir, &french, &austrian,
                               nullptr,     nullptr, [charts] { return charts; }};
    adcnet::HostServer server(r.file, [&](const adc::GameModule& m, const nlohmann::json& info) {
        return adc::startState(m, info, data);
    });
    // Every refusal and every connection closed, one line each, as it happens (#33).
    QObject::connect(&server, &adcnet::HostServer::logged, &app, [](const QString& line) {
        std::cerr << "adc serve: " << line.toStdString() << std::endl;
    });
    if (!server.listen(static_cast<quint16>(r.port), r.lan, r.insecure))
        throw adc::InvalidInput(server.error().toStdString());
    nlohmann::json addresses = nlohmann::json::array();
    for (const QString& a : server.addresses())
        addresses.push_back(a.toStdString() + ":" + std::to_string(server.port()));
    const adc::JoinCodes& codes = server.host().codes();
    // One line: a script reads it as it comes.
    std::cout << nlohmann::json{{"serving", r.file},
                                {"port", server.port()},
                                {"lan", r.lan},
                                {"encrypted", server.secure()},
                                {"certificate", server.fingerprint().toStdString()},
                                {"addresses", addresses},
                                {"codes",
                                 {{"french", codes.french},
                                  {"austrian", codes.austrian},
                                  {"umpire", codes.umpire}}}}
                     .dump()
              << std::endl;
    std::signal(SIGINT, [](int) { stopAsked = true; });
    std::signal(SIGTERM, [](int) { stopAsked = true; });
    QTimer stop;
    QObject::connect(&stop, &QTimer::timeout, &app, [&] {
        if (stopAsked) app.quit();
    });
    stop.start(100);
    return app.exec();
}

struct RegisterServer {
    RegisterServer() { adc::cli::setServer(serve); }
};

const RegisterServer registerServer;

} // namespace
