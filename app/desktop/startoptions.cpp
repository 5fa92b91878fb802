#include "startoptions.h"

#include "paths.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void refuse(const QCommandLineParser& parser, const QString& message) {
    std::fprintf(stderr, "aide-de-camp: %s\n\n%s", qPrintable(message),
                 qPrintable(parser.helpText()));
    std::exit(2);
}

// Every option of the command line, declared once: for parse(), and for versionAsked(),
// which reads the arguments before the application (and any QML) is built.
struct Options {
    const QCommandLineOption tables{QStringLiteral("tables"),
                                    QStringLiteral("Folder of the shipped chart files."),
                                    QStringLiteral("DIR")};
    const QCommandLineOption alt{
        QStringLiteral("alt"),
        QStringLiteral(
            "Folder of an alternative table set (its charts replace those with the same id)."),
        QStringLiteral("DIR")};
    const QCommandLineOption overlay{
        QStringLiteral("overlay"),
        QStringLiteral("Folder of the values read off your printed charts."),
        QStringLiteral("DIR")};
    const QCommandLineOption theme{QStringLiteral("theme"),
                                   QStringLiteral("dark (the default) or light."),
                                   QStringLiteral("THEME"), QStringLiteral("dark")};
    const QCommandLineOption page{
        QStringLiteral("page"),
        QStringLiteral("First page: resolver (the default), charts, log, "
                       "losses, roster, sequence, victory, command, battle, or orders (Wagram "
                       "1809's Orders Tables)."),
        QStringLiteral("PAGE"), QStringLiteral("resolver")};
    const QCommandLineOption resolver{
        QStringLiteral("resolver"),
        QStringLiteral("Resolver to open, e.g. fire (see `adc resolvers`)."),
        QStringLiteral("NAME")};
    const QCommandLineOption input{QStringLiteral("input"),
                                   QStringLiteral("Fill in an input of the resolver, as adc takes "
                                                  "it (repeatable): points=4, mods=night,redoubt."),
                                   QStringLiteral("KEY=VALUE")};
    const QCommandLineOption roll{
        QStringLiteral("roll"),
        QStringLiteral(
            "Resolve at once with these real dice, e.g. 46 (a second roll after a comma: 1,4); "
            "with --page command, the first acceptance or delay reduction roll due."),
        QStringLiteral("DICE")};
    const QCommandLineOption explain{QStringLiteral("explain"),
                                     QStringLiteral("Open the result's \"Why?\" section.")};
    const QCommandLineOption chart{
        QStringLiteral("chart"),
        QStringLiteral("Chart to show on the charts page, e.g. fire-combat."),
        QStringLiteral("ID")};
    const QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QStringLiteral("Render the window to this PNG file and quit."), QStringLiteral("FILE")};
    const QCommandLineOption size{QStringLiteral("size"),
                                  QStringLiteral("Window size, e.g. 1280x720 (the default)."),
                                  QStringLiteral("WxH"), QStringLiteral("1280x720")};
    const QCommandLineOption game{QStringLiteral("game"),
                                  QStringLiteral("A game file (.adc) to open at start."),
                                  QStringLiteral("FILE")};
    const QCommandLineOption gamePanel{
        QStringLiteral("game-panel"),
        QStringLiteral("Show the game file panel at start: new or open; or, with --game, one of "
                       "the new game's steps: counters, setup or losses; or the game's export "
                       "or print dialog; or laptops, the dialog of a game on several laptops."),
        QStringLiteral("MODE")};
    const QCommandLineOption viewer{
        QStringLiteral("viewer"),
        QStringLiteral(
            "Who is looking (9.0): french, austrian or both (an umpire or solitaire game). Without "
            "it, a two-player game opens on the phasing side behind the hand-over screen."),
        QStringLiteral("SIDE")};
    const QCommandLineOption recover{
        QStringLiteral("recover"),
        QStringLiteral(
            "Open the straggler recovery of a brigade of the game (21.2), e.g. french:1-1-2."),
        QStringLiteral("SIDE:BRIGADE")};
    const QCommandLineOption orderForm{
        QStringLiteral("order-form"),
        QStringLiteral(
            "Open the Write order form of the command page at start; --input KEY=VALUE fills its "
            "fields (receiver=3-corps, type=attack, method=AW, mp=10, text=...).")};
    const QCommandLineOption firstFrame{
        QStringLiteral("quit-at-first-frame"),
        QStringLiteral("Quit once the first frame is drawn, writing its time (nanoseconds since "
                       "1970) on the output: for timing the start, as scripts/bench-desktop.sh "
                       "does.")};
    const QCommandLineOption join{
        QStringLiteral("join"),
        QStringLiteral("Join a game another laptop hosts, at HOST:PORT (docs/protocol.md): with "
                       "--code, at once; without it, the Laptops dialog asks for the code."),
        QStringLiteral("HOST:PORT")};
    const QCommandLineOption code{QStringLiteral("code"),
                                  QStringLiteral("The join code of your seat, for --join."),
                                  QStringLiteral("CODE")};
    const QCommandLineOption host{
        QStringLiteral("host"),
        QStringLiteral("Host the game opened with --game for several laptops on PORT (this "
                       "machine only unless --lan)."),
        QStringLiteral("PORT")};
    const QCommandLineOption lan{QStringLiteral("lan"),
                                 QStringLiteral("With --host: listen on the local network.")};
    const QCommandLineOption noReopen{
        QStringLiteral("no-reopen"),
        QStringLiteral("Start without opening the last game again (for scripts; --screenshot "
                       "never reopens it).")};

    // Adds them all, with --help and --version (returned), to `parser`.
    QCommandLineOption addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(
            QStringLiteral("Aide-de-Camp: a table-side companion for NBS v2.1 Aspern-Essling."));
        parser.addHelpOption();
        const QCommandLineOption version = parser.addVersionOption();
        parser.addOptions({tables,    alt,      overlay,    theme, page, resolver,  input,  roll,
                           explain,   chart,    screenshot, size,  game, gamePanel, viewer, recover,
                           orderForm, noReopen, firstFrame, join,  code, host,      lan});
        // A game file named alone, as the menu entry and a double-click on an .adc file pass it.
        parser.addPositionalArgument(QStringLiteral("file"),
                                     QStringLiteral("A game file (.adc) to open, as --game does."),
                                     QStringLiteral("[FILE.adc]"));
        return version;
    }
};

} // namespace

bool StartOptions::versionAsked(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    QCommandLineParser parser;
    const QCommandLineOption version = Options().addTo(parser);
    // Any mistake in the arguments is for parse() to report, once the application is built.
    parser.parse(arguments);
    return parser.isSet(version);
}

StartOptions StartOptions::parse(const QCoreApplication& app) {
    const Options opt;
    QCommandLineParser parser;
    opt.addTo(parser);
    parser.process(app);

    StartOptions o;
    const std::string argv0 = app.arguments().value(0).toStdString();
    o.tablesDir = parser.isSet(opt.tables) ? parser.value(opt.tables)
                                           : QString::fromStdString(adc::paths::tablesDir(argv0));
    o.overlayDir = parser.isSet(opt.overlay) ? parser.value(opt.overlay)
                                             : QString::fromStdString(adc::paths::overlayDir());
    o.alternativeDir = parser.value(opt.alt);
    const QString t = parser.value(opt.theme);
    if (t != QLatin1String("dark") && t != QLatin1String("light"))
        refuse(parser, QStringLiteral("--theme is dark or light, not %1").arg(t));
    o.light = t == QLatin1String("light");
    o.page = parser.value(opt.page);
    const QStringList pages{QStringLiteral("resolver"), QStringLiteral("charts"),
                            QStringLiteral("log"),      QStringLiteral("losses"),
                            QStringLiteral("roster"),   QStringLiteral("sequence"),
                            QStringLiteral("victory"),  QStringLiteral("command"),
                            QStringLiteral("battle"),   QStringLiteral("orders")};
    if (!pages.contains(o.page))
        refuse(
            parser,
            QStringLiteral("--page is %1, not %2").arg(pages.join(QStringLiteral(", ")), o.page));
    o.viewer = parser.value(opt.viewer);
    if (!o.viewer.isEmpty() && !adcqt::viewerNamed(o.viewer))
        refuse(parser,
               QStringLiteral("--viewer is french, austrian or both, not %1").arg(o.viewer));
    o.orderForm = parser.isSet(opt.orderForm);
    if (const QString r = parser.value(opt.recover); !r.isEmpty()) {
        const auto side = adcqt::sideNamed(r.section(QLatin1Char(':'), 0, 0));
        if (!r.contains(QLatin1Char(':')) || !side)
            refuse(parser,
                   QStringLiteral("--recover is SIDE:BRIGADE, e.g. french:1-1-2, not %1").arg(r));
        o.recoverSide = *side;
        o.recoverBrigade = r.section(QLatin1Char(':'), 1);
    }
    o.resolver = parser.value(opt.resolver);
    o.inputs = parser.values(opt.input);
    for (const QString& kv : o.inputs)
        if (kv.indexOf(QLatin1Char('=')) <= 0)
            refuse(parser, QStringLiteral("--input %1 is not KEY=VALUE").arg(kv));
    o.roll = parser.value(opt.roll);
    o.explain = parser.isSet(opt.explain);
    o.chart = parser.value(opt.chart);
    o.screenshot = parser.value(opt.screenshot);
    o.quitAtFirstFrame = parser.isSet(opt.firstFrame);
    if (o.quitAtFirstFrame && !o.screenshot.isEmpty())
        refuse(parser, QStringLiteral("--quit-at-first-frame and --screenshot: one or the other"));
    // The last game opens again unless told not to; a screenshot shows only what it is given.
    o.reopen = !parser.isSet(opt.noReopen) && o.screenshot.isEmpty();
    o.game = parser.value(opt.game);
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        refuse(parser, QStringLiteral("one game file at a time, not %1").arg(files.size()));
    if (!files.isEmpty() && parser.isSet(opt.game))
        refuse(parser,
               QStringLiteral("the game file is given twice (--game and %1)").arg(files.first()));
    if (!files.isEmpty()) o.game = files.first();
    o.join = parser.value(opt.join);
    o.code = parser.value(opt.code);
    if (!o.code.isEmpty() && o.join.isEmpty())
        refuse(parser, QStringLiteral("--code goes with --join"));
    if (parser.isSet(opt.host)) {
        bool ok = false;
        o.hostPort = parser.value(opt.host).toInt(&ok);
        if (!ok || o.hostPort < 1 || o.hostPort > 65535)
            refuse(parser, QStringLiteral("--host is a port from 1 to 65535, not %1")
                               .arg(parser.value(opt.host)));
        if (o.game.isEmpty())
            refuse(parser, QStringLiteral("--host hosts the game given with --game"));
    }
    o.lan = parser.isSet(opt.lan);
    if (!o.join.isEmpty() && (!o.game.isEmpty() || o.hostPort))
        refuse(parser,
               QStringLiteral("--join is a seat of another laptop's game: no --game or --host"));
    if (!o.join.isEmpty()) o.reopen = false;
    o.gamePanel = parser.value(opt.gamePanel);
    const QStringList panels{QStringLiteral("new"),      QStringLiteral("open"),
                             QStringLiteral("counters"), QStringLiteral("setup"),
                             QStringLiteral("losses"),   QStringLiteral("export"),
                             QStringLiteral("print"),    QStringLiteral("laptops")};
    if (!o.gamePanel.isEmpty() && !panels.contains(o.gamePanel))
        refuse(parser, QStringLiteral("--game-panel is %1, not %2")
                           .arg(panels.join(QStringLiteral(", ")), o.gamePanel));
    const QStringList wh = parser.value(opt.size).split(QLatin1Char('x'));
    bool okW = false, okH = false;
    if (wh.size() == 2) o.size = QSize(wh[0].toInt(&okW), wh[1].toInt(&okH));
    if (!okW || !okH || o.size.width() < 320 || o.size.height() < 240)
        refuse(parser, QStringLiteral("--size is WIDTHxHEIGHT, e.g. 1280x720, not %1")
                           .arg(parser.value(opt.size)));
    return o;
}

QVariantMap StartOptions::windowProperties() const {
    return {
        {QStringLiteral("startPage"), page},
        {QStringLiteral("startResolver"), resolver},
        {QStringLiteral("startInputs"), inputs},
        {QStringLiteral("startRoll"), roll},
        {QStringLiteral("startExplain"), explain},
        {QStringLiteral("startChart"), chart},
        {QStringLiteral("startLight"), light},
        {QStringLiteral("startGame"), game},
        {QStringLiteral("startGamePanel"), gamePanel},
        {QStringLiteral("startViewer"), viewer.isEmpty() ? -1 : int(*adcqt::viewerNamed(viewer))},
        {QStringLiteral("startRecoverSide"), recoverSide ? int(*recoverSide) : -1},
        {QStringLiteral("startRecover"), recoverBrigade},
        {QStringLiteral("startOrderForm"), orderForm},
        {QStringLiteral("startReopen"), reopen && game.isEmpty()},
        {QStringLiteral("startJoin"), join},
        {QStringLiteral("startCode"), code},
        {QStringLiteral("startHost"), hostPort},
        {QStringLiteral("startLan"), lan},
        {QStringLiteral("width"), size.width()},
        {QStringLiteral("height"), size.height()}};
}
