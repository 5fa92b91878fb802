// QtTest of the models behind the turn bar, the sequence of play, victory and the new-game
// steps, driven as the screens drive them. Each test is named after the rule it checks and
// fails if the app read that rule differently.
#include "battle/battleplots.h"
#include "game/gamehistory.h"
#include "game/opengame.h"
#include "model_support.h"
#include "newgame/countervalues.h"
#include "newgame/pregamelossform.h"
#include "newgame/setuplist.h"
#include "turn/bridgeinterruption.h"
#include "turn/turnchecklist.h"
#include "turn/turnrecord.h"
#include "victory/victoryledger.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

class GameFlowTests : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir data_;

    // A game held by an umpire (who sees both sides, 9.0) unless `variants` says who plays.
    std::unique_ptr<OpenGame> newGame(const QString& scenario, QVariantMap variants = {}) {
        auto g = openGameIn(data_.path());
        if (!variants.contains(QStringLiteral("play")))
            variants.insert(QStringLiteral("play"), QStringLiteral("umpire"));
        if (!g->newGame(g->suggestedPath(scenario), scenario, variants, QStringLiteral("Test")))
            qWarning() << g->error();
        return g;
    }

    // The game's viewer is every view's (9.0): setting it changes what all of them show.
    template <class M> static void attach(M& m, OpenGame& g, Viewer::Value viewer = Viewer::Both) {
        g.setViewer(viewer);
        m.setGame(&g);
    }

    static QVariantMap find(const QVariantList& list, const QString& key, const QVariant& value) {
        for (const QVariant& v : list)
            if (v.toMap().value(key) == value) return v.toMap();
        return {};
    }

    // Advances the game to the start of `turn` through "next step".
    static void advanceToTurn(OpenGame& g, int turn) {
        TurnChecklist seq;
        attach(seq, g);
        TurnRecord t;
        for (int guard = 0; guard < 5000; ++guard) {
            const auto steps = seq.steps();
            if (seq.currentIndex() == 0 && !steps.isEmpty()) {
                attach(t, g);
                if (t.turn() >= turn) return;
                t.setGame(nullptr);
            }
            QVERIFY2(seq.nextStep(), qPrintable(g.error()));
        }
    }

  private slots:
    void init() {
        QVERIFY(QDir(data_.path()).removeRecursively());
        QVERIFY(QDir().mkpath(data_.path()));
    }

    // ---- Turn bar (1.1d, 28.0, 16.4)

    void test_1_1d_turnBarShowsDateTimeAndTurnOfTotal() {
        auto g = newGame(QStringLiteral("5.1"));
        TurnRecord t;
        attach(t, *g);
        QVERIFY(t.hasClock());
        QCOMPARE(t.turn(), 1);
        QCOMPARE(t.lastTurn(), 17);
        QCOMPARE(t.dateText(), QStringLiteral("21 May 1809"));
        QCOMPARE(t.timeText(), QStringLiteral("1:00 pm"));
        QVERIFY(!t.night());
        QCOMPARE(t.minutes(), 30);
        QCOMPARE(t.phasing(), QStringLiteral("austrian")); // 5.1's first player
        QCOMPARE(t.stepLabel(), QStringLiteral("Order Issue"));
        QCOMPARE(t.stepRule(), QStringLiteral("10.1"));
    }

    void test_28_0a_nightTurnIsAnHour() {
        auto g = newGame(QStringLiteral("5.2")); // begins at 4:00 am, 22 May: night
        TurnRecord t;
        attach(t, *g);
        QCOMPARE(t.timeText(), QStringLiteral("4:00 am"));
        QVERIFY(t.night());
        QCOMPARE(t.minutes(), 60);
        const QString hints = t.nightHints().join(QLatin1Char('|'));
        QVERIFY2(hints.contains(QStringLiteral("Fire Table Modifiers −3 (28.0d)")),
                 qPrintable(hints));
        QVERIFY2(hints.contains(QStringLiteral("Morale Modifiers −2 (28.0d)")), qPrintable(hints));
        QVERIFY2(hints.contains(QStringLiteral("Corps Attack Stoppage Table (second table) −3")),
                 qPrintable(hints));
        QVERIFY(hints.contains(QStringLiteral("no cavalry charges (28.0c)")));
        QVERIFY(hints.contains(QStringLiteral("2 hexes")));
        advanceToTurn(*g, 2);
        attach(t, *g);
        QCOMPARE(t.timeText(), QStringLiteral("5:00 am")); // an hour later
        QVERIFY(!t.night());
        QCOMPARE(t.minutes(), 30);
        QVERIFY(t.nightHints().isEmpty());
    }

    void test_16_4_reinforcementsDueHiddenFromTheOtherSide() {
        auto g = newGame(QStringLiteral("5.1"));
        TurnRecord t;
        attach(t, *g);
        // Turn 1: Charles and 6 Corps enter at 4.35 (Austrian).
        const QVariantMap a =
            find(t.arrivals(), QStringLiteral("side"), QStringLiteral("austrian"));
        QCOMPARE(a.value(QStringLiteral("where")).toString(), QStringLiteral("4.35"));
        QVERIFY(a.value(QStringLiteral("units")).toString().contains(QStringLiteral("6 Corps")));
        QVERIFY(!t.arrivalsHidden());
        g->setViewer(Viewer::French);
        QVERIFY(t.arrivals().isEmpty());
        QVERIFY(t.arrivalsHidden());
    }

    void test_1_1d_dayMarkerAndAE_2_1_lowAmmoClearedOnFirstTurnOf22May() {
        auto g = newGame(QStringLiteral("5.4"));
        QVERIFY(g->perform(QStringLiteral("low-ammo"), QStringLiteral("french"),
                           {{QStringLiteral("unit"), QStringLiteral("57 Line-3-2")}}));
        advanceToTurn(*g, 22);
        TurnRecord t;
        attach(t, *g);
        QCOMPARE(t.timeText(), QStringLiteral("12:00 am"));
        QCOMPARE(t.dateText(), QStringLiteral("22 May 1809"));
        QVERIFY(
            t.dayNote().contains(QStringLiteral("21 May"))); // the Day Marker moves after this turn
        QVERIFY(!g->session()->state().losses(adc::Side::French).lowAmmoUnits().empty());
        advanceToTurn(*g, 23);
        QVERIFY(g->session()->state().losses(adc::Side::French).lowAmmoUnits().empty());
        attach(t, *g);
        QVERIFY(t.dayNote().contains(QStringLiteral("AE 2.1")));
    }

    // ---- Sequence of play (8.1)

    void test_8_1_nextStepAdvances() {
        auto g = newGame(QStringLiteral("5.1"));
        TurnChecklist seq;
        attach(seq, *g);
        const int perPlayerTurn = static_cast<int>(g->sequence()->playerTurn().size());
        QCOMPARE(seq.steps().size(),
                 2 * perPlayerTurn + static_cast<int>(g->sequence()->turnEnd().size()));
        QCOMPARE(seq.currentIndex(), 0);
        QCOMPARE(seq.steps()[0].toMap().value(QStringLiteral("state")).toString(),
                 QStringLiteral("current"));
        QVERIFY(seq.nextStep());
        QCOMPARE(seq.currentIndex(), 1);
        QCOMPARE(seq.steps()[0].toMap().value(QStringLiteral("state")).toString(),
                 QStringLiteral("done"));
        QCOMPARE(seq.steps()[1].toMap().value(QStringLiteral("label")).toString(),
                 QStringLiteral("Corps Attack Stoppage Checks"));
        // The same action `adc game step` records.
        const auto acts = g->session()->game().log().effective();
        QCOMPARE(acts.back()->kind, std::string("advance"));
        QCOMPARE(
            acts.back()->payload["to"].get<std::string>(),
            std::string("turn 1, Command Phase: Corps Attack Stoppage Checks (austrian player)"));
        // The second player turn is the French player's; the defensive fire is the other side's
        // (8.2).
        const QVariantMap second = seq.steps()[perPlayerTurn].toMap();
        QVERIFY(
            second.value(QStringLiteral("heading")).toString().contains(QStringLiteral("French")));
        const QVariantMap defensive = find(seq.steps(), QStringLiteral("label"),
                                           QStringLiteral("Non-Phasing Player Fire Combat"));
        QCOMPARE(defensive.value(QStringLiteral("side")).toString(),
                 QStringLiteral("french")); // first one found: turn 1's
        // Each step's resolvers, by engine name, for the Resolve page.
        const QVariantList tools = seq.steps()[1].toMap().value(QStringLiteral("tools")).toList();
        QCOMPARE(tools.size(), 1);
        QCOMPARE(tools[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("cas"));
        // Through the whole turn: turn 2 begins.
        for (int i = 1; i < seq.steps().size(); ++i)
            QVERIFY(seq.nextStep());
        TurnRecord t;
        attach(t, *g);
        QCOMPARE(t.turn(), 2);
        QCOMPARE(t.timeText(), QStringLiteral("1:30 pm"));
        QVERIFY(g->undo());
        attach(t, *g);
        QCOMPARE(t.turn(), 1);
    }

    // ---- AE 2.9a Variable Interruption

    void test_AE_2_9a_frenchRollHiddenFromAustrian() {
        auto g = newGame(QStringLiteral("5.4"),
                         {{QStringLiteral("bridge"), QStringLiteral("variable")}});
        BridgeInterruption b;
        attach(b, *g, Viewer::French);
        QVERIFY(b.played());
        QVERIFY(b.rollDue());
        g->setViewer(Viewer::Austrian);
        QVERIFY(b.rollDue()); // the Austrian is told a roll is due
        // The rulebook's example: French 6, Austrian 10, the bridge down for 4 turns.
        QVERIFY2(b.rollTyped(QStringLiteral("6"), QStringLiteral("10")), qPrintable(g->error()));
        g->setViewer(Viewer::French);
        const QVariantMap f = b.rolls().value(0).toMap();
        QCOMPARE(f.value(QStringLiteral("french")).toInt(), 6);
        QCOMPARE(f.value(QStringLiteral("up")).toBool(), false);
        QCOMPARE(f.value(QStringLiteral("turns")).toInt(), 4);
        QCOMPARE(f.value(QStringLiteral("nextRoll")).toInt(), 5);
        QCOMPARE(b.nextRollTurn(), 5);
        QCOMPARE(b.stateText(),
                 QStringLiteral("Bridge down, turns 1 to 4: no French reinforcements"));
        g->setViewer(Viewer::Austrian);
        const QVariantMap a = b.rolls().value(0).toMap();
        QCOMPARE(a.value(QStringLiteral("austrian")).toInt(), 10);
        QVERIFY(!a.contains(QStringLiteral("french")));
        QVERIFY(!a.contains(QStringLiteral("up")));
        QVERIFY(!a.contains(QStringLiteral("nextRoll")));
        QCOMPARE(b.nextRollTurn(), 0);
        QVERIFY(b.stateText().isEmpty());
        QVERIFY(!b.rollDue());
        // Nor in the Austrian's history.
        GameHistory history;
        history.setGame(g.get());
        for (const QVariant& e : history.entries())
            QVERIFY(!e.toMap()
                         .value(QStringLiteral("summary"))
                         .toString()
                         .contains(QStringLiteral("bridge")));
        // Not due again before turn 5.
        g->setViewer(Viewer::French);
        QVERIFY(!b.rollForMe());
        QVERIFY(!g->error().isEmpty());
    }

    void test_AE_2_9a_frenchArrivalsHeldWhileTheBridgeIsDown() {
        auto g = newGame(QStringLiteral("5.4"),
                         {{QStringLiteral("bridge"), QStringLiteral("variable")}});
        BridgeInterruption b;
        attach(b, *g);
        QVERIFY(b.rollTyped(QStringLiteral("2"), QStringLiteral("12"))); // down for 10 turns
        advanceToTurn(*g, 7);
        TurnRecord t;
        attach(t, *g);
        const QVariantMap fr = find(t.arrivals(), QStringLiteral("side"), QStringLiteral("french"));
        QVERIFY2(fr.value(QStringLiteral("bridge")).toString().contains(QStringLiteral("down")),
                 qPrintable(fr.value(QStringLiteral("bridge")).toString()));
    }

    // ---- Victory (AE 4.0 to 4.4)

    void test_AE_4_1_terrainVpsAskedForLinesStillShown() {
        auto g = newGame(QStringLiteral("5.4"));
        VictoryLedger v;
        attach(v, *g);
        QVERIFY(v.shown());
        QVERIFY(!v.complete());
        QVERIFY(
            !find(v.asked(), QStringLiteral("key"), QStringLiteral("terrain_french")).isEmpty());
        QVERIFY(!v.lines().isEmpty()); // the casualty lines are known
        v.setTerrainFrench(QStringLiteral("3"));
        v.setTerrainAustrian(QStringLiteral("1"));
        QVERIFY(v.complete());
        QCOMPARE(find(v.lines(), QStringLiteral("rule"), QStringLiteral("AE 4.1"))
                     .value(QStringLiteral("vp"))
                     .toString(),
                 QStringLiteral("3"));
        QCOMPARE(v.spread(), 2);
        v.setTerrainFrench(QStringLiteral("three"));
        QVERIFY(!v.inputError().isEmpty());
    }

    // 9.0: a step refused for the phasing side's unfinished rolls does not name them to the
    // other side's viewer on the Sequence page either.
    void test_9_0_sequenceRefusalKeepsThePhasingSidesSecrets() {
        auto g = newGame(
            QStringLiteral("5.1")); // the Austrians move first; 6 Corps attacks from the start
        QVERIFY(g->perform(QStringLiteral("contact"), QStringLiteral("austrian"),
                           QVariantMap{{QStringLiteral("command"), QStringLiteral("6-corps")},
                                       {QStringLiteral("kind"), QStringLiteral("fire")}}));
        TurnChecklist seq;
        attach(seq, *g);
        // On to turn 2's Austrian Corps Attack Stoppage step, where 6 Corps must check (10.3a).
        while (g->session()->state().now().turn < 2 ||
               g->session()->state().now().step != "attack-stoppage")
            QVERIFY(seq.nextStep());
        g->setViewer(Viewer::French);
        QVERIFY(!seq.nextStep());
        QVERIFY(seq.refusal().contains(QStringLiteral("Austrian player has rolls")));
        QVERIFY(!seq.refusal().contains(QStringLiteral("6-corps")));
        QCOMPARE(g->error(), QString());
        g->setViewer(Viewer::Both);
        QVERIFY(!seq.nextStep());
        QVERIFY(seq.refusal().contains(QStringLiteral("6-corps")));
    }

    // 9.0: a two-player game opens on the phasing side (5.1: the Austrians move first), covered
    // until that player is looking, and never on both sides; passing to the other side
    // covers the screen again. The same when the file is opened again.
    void test_9_0_twoPlayerGameOpensOnThePhasingSideNeverBoth() {
        for (const QString& play : {QStringLiteral("hot-seat"), QStringLiteral("two-players")}) {
            auto g = newGame(QStringLiteral("5.1"), {{QStringLiteral("play"), play}});
            QCOMPARE(g->playMode(), play);
            QVERIFY(!g->mayViewBoth());
            QCOMPARE(g->viewer(), Viewer::Austrian);
            QVERIFY(g->covered());
            g->setViewer(Viewer::Both);
            QCOMPARE(g->viewer(), Viewer::Austrian); // refused, said why
            QVERIFY(g->error().contains(QStringLiteral("9.0")));
            g->uncover();
            QVERIFY(!g->covered());
            g->setViewer(Viewer::French);
            QCOMPARE(g->viewer(), Viewer::French);
            QVERIFY(g->covered());
            const QString path = g->path();
            OpenGame again;
            again.setTablesDir(QStringLiteral(ADC_TEST_TABLES));
            QVERIFY(again.openGame(path));
            QCOMPARE(again.viewer(), Viewer::Austrian);
            QVERIFY(again.covered());
        }
    }

    // 9.0: the question before undoing the other player's step names it by the number the
    // asking player's own history gives it, never the log's (whose gaps would count the
    // other side's secret actions: 5.1's Austrian pre-set orders, hidden from the French).
    void test_9_0_theUndoQuestionNumbersTheActionAsTheAskersHistory() {
        auto g =
            newGame(QStringLiteral("5.1"), {{QStringLiteral("play"), QStringLiteral("hot-seat")}});
        g->uncover();
        TurnChecklist seq;
        seq.setGame(g.get());
        for (int guard = 0; g->viewer() == Viewer::Austrian && guard < 100; ++guard) {
            QVERIFY2(seq.nextStep(), qPrintable(g->error()));
            g->uncover();
        }
        QCOMPARE(g->viewer(), Viewer::French); // the laptop passed with the player turn (8.1)
        const QString asked = g->undoWarning();
        QVERIFY2(asked.contains(QStringLiteral("Austrian player's")), qPrintable(asked));
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("#(\\d+) ")).match(asked);
        QVERIFY2(m.hasMatch(), qPrintable(asked));
        const int shown = m.captured(1).toInt();
        GameHistory history;
        history.setGame(g.get());
        const QVariantMap newest = history.entries().first().toMap(); // the step asked about
        QCOMPARE(shown, newest.value(QStringLiteral("number")).toInt());
        QVERIFY2(shown < newest.value(QStringLiteral("seq")).toInt(),
                 "the log's own number was shown");
    }

    // 9.0: a side named by the game's data (a loose cannon's, 10.2g) is checked: a typo is
    // refused with a message naming the words, hands nothing over and acts on nothing.
    void test_9_0_unknownSideNameIsRefused() {
        auto g =
            newGame(QStringLiteral("5.1"), {{QStringLiteral("play"), QStringLiteral("hot-seat")}});
        g->uncover();
        const auto before = g->session()->game().log().all().size();
        QVERIFY(!g->sideNamed(QStringLiteral("franch")));
        QVERIFY(g->error().contains(QStringLiteral("\"franch\"")));
        QVERIFY(g->error().contains(QStringLiteral("\"french\" or \"austrian\"")));
        g->dismissError();
        QVERIFY(!g->handOverNamed(QStringLiteral("franch"), QStringLiteral("a typo")));
        QVERIFY(g->error().contains(QStringLiteral("\"franch\"")));
        QCOMPARE(g->viewer(), Viewer::Austrian);
        QVERIFY(!g->covered());
        QCOMPARE(g->session()->game().log().all().size(), before);
        // The words themselves still hand over.
        QVERIFY(g->sideNamed(QStringLiteral("austrian")) == Side::Austrian);
        QVERIFY(
            g->handOverNamed(QStringLiteral("french"), QStringLiteral("the loose cannon's order")));
        QCOMPARE(g->viewer(), Viewer::French);
        QVERIFY(g->covered());
    }

    // 9.0: an umpire or a solitaire player sees both sides from the start, uncovered.
    void test_9_0_umpireAndSolitaireOpenOnBoth() {
        for (const QString& play : {QStringLiteral("umpire"), QStringLiteral("solitaire")}) {
            auto g = newGame(QStringLiteral("5.1"), {{QStringLiteral("play"), play}});
            QVERIFY(g->mayViewBoth());
            QCOMPARE(g->viewer(), Viewer::Both);
            QVERIFY(!g->covered());
        }
    }

    // AE 4.1: the map's VPs, once typed, are kept in the game file and shown when it is opened
    // again.
    void test_AE_4_1_terrainVpsKeptInTheGame() {
        auto g = newGame(QStringLiteral("5.4"));
        const QString path = g->path();
        VictoryLedger v;
        attach(v, *g);
        v.setTerrainFrench(QStringLiteral("3"));
        v.setTerrainAustrian(QStringLiteral("1"));
        QCOMPARE(g->session()->state().victoryEntered().terrainFrench, std::optional<int>(3));
        auto again = std::make_unique<OpenGame>();
        again->setTablesDir(QStringLiteral(ADC_TEST_TABLES));
        QVERIFY(again->openGame(path));
        VictoryLedger w;
        attach(w, *again);
        QCOMPARE(w.terrainFrench(), QStringLiteral("3"));
        QCOMPARE(w.terrainAustrian(), QStringLiteral("1"));
        QVERIFY(w.complete());
        QCOMPARE(w.spread(), v.spread());
    }

    void test_AE_4_4_losingNapoleonShiftsResult() {
        auto g = newGame(QStringLiteral("5.4"));
        VictoryLedger v;
        attach(v, *g);
        v.setTerrainFrench(QStringLiteral("10"));
        v.setTerrainAustrian(QStringLiteral("0"));
        QCOMPARE(v.level(), QStringLiteral("French Major Victory"));
        QCOMPARE(v.finalLevel(), QStringLiteral("French Major Victory"));
        QVERIFY(!v.napoleonLost());
        QVERIFY(g->perform(QStringLiteral("leader-casualty"), QStringLiteral("french"),
                           {{QStringLiteral("leader"), QStringLiteral("napoleon")},
                            {QStringLiteral("replacement"), QStringLiteral("curial")}}));
        QVERIFY(v.napoleonLost());
        QCOMPARE(v.level(), QStringLiteral("French Major Victory"));
        QCOMPARE(v.finalLevel(), QStringLiteral("French Minor Victory"));
        int finals = 0;
        for (const QVariant& row : v.table())
            finals += row.toMap().value(QStringLiteral("final")).toBool();
        QCOMPARE(finals, 1);
    }

    void test_9_0_victoryHiddenFromOneSide() {
        auto g = newGame(QStringLiteral("5.4"));
        VictoryLedger v;
        attach(v, *g, Viewer::French);
        v.setTerrainFrench(QStringLiteral("1"));
        v.setTerrainAustrian(QStringLiteral("1"));
        QVERIFY(!v.shown());
        QVERIFY(v.lines().isEmpty());
        QVERIFY(v.finalLevel().isEmpty());
        g->setViewer(Viewer::Both);
        QVERIFY(v.shown());
        QVERIFY(!v.finalLevel().isEmpty());
    }

    // ---- The Battle page's plots (1.1f, AE 3.4, 9.0)

    static bool mark(OpenGame& g, const QString& side, const QString& unit, int casualties) {
        const bool ok =
            g.perform(QStringLiteral("mark"), side,
                      {{QStringLiteral("unit"), unit}, {QStringLiteral("casualties"), casualties}});
        if (!ok) qWarning() << g.error();
        return ok;
    }

    void test_AE_3_4_battlePlotsFollowTheLogThroughUndo() {
        auto g = newGame(QStringLiteral("5.1"));
        BattlePlots p;
        attach(p, *g);
        QCOMPARE(p.wreckedThreshold(), 7); // AE 3.4
        QVERIFY(mark(*g, QStringLiteral("french"), QStringLiteral("57 Line-3-2"), 2));
        advanceToTurn(*g, 2);
        QVERIFY(mark(*g, QStringLiteral("french"), QStringLiteral("57 Line-3-2"), 3));
        QVariantList pts = p.points(BattlePlots::Casualties, Side::French);
        QCOMPARE(pts.size(), 2);
        QCOMPARE(pts.first().toPointF(), QPointF(1, 2)); // the end of turn 1
        QCOMPARE(pts.last().toPointF(), QPointF(2, 5));  // turn 2 so far
        QCOMPARE(p.lastTurn(), 2);
        QVERIFY(g->undo()); // the plot follows the log
        QCOMPARE(p.points(BattlePlots::Casualties, Side::French).last().toPointF(), QPointF(2, 2));
        QVERIFY(g->redo());
        QCOMPARE(p.points(BattlePlots::Casualties, Side::French).last().toPointF(), QPointF(2, 5));
        QCOMPARE(p.points(BattlePlots::WreckedDivisions, Side::Austrian).size(), 2);
        QVERIFY(p.vpShown()); // an umpire sees the VPs
        QCOMPARE(p.points(BattlePlots::Vps, Side::French).size(), 2);
    }

    void test_9_0_battlePlotsGiveOnlyTheViewersSide() {
        auto g = newGame(QStringLiteral("5.1"));
        QVERIFY(mark(*g, QStringLiteral("austrian"), QStringLiteral("11-1-1"), 3));
        BattlePlots p;
        attach(p, *g, Viewer::French);
        QVERIFY(p.frenchShown());
        QVERIFY(!p.austrianShown());
        QVERIFY(!p.vpShown()); // the VPs tell both sides' losses
        for (auto m : {BattlePlots::Casualties, BattlePlots::WreckedDivisions,
                       BattlePlots::Stragglers, BattlePlots::Vps})
            QVERIFY(p.points(m, Side::Austrian).isEmpty());
        QVERIFY(p.points(BattlePlots::Vps, Side::French).isEmpty());
        QCOMPARE(p.highest(BattlePlots::Casualties), 0.0); // the Austrian 3 is not read
        g->setViewer(Viewer::Both);
        QCOMPARE(p.highest(BattlePlots::Casualties), 3.0);
    }

    // ---- New game: pre-game losses (AE 5.2, 5.3), set-up (16.4), counters (26.0, 24.0a)

    void test_5_2_preGameLossesTotal27And38() {
        auto g = newGame(QStringLiteral("5.2"));
        PreGameLossForm fr, au;
        fr.setSide(Side::French);
        au.setSide(Side::Austrian);
        attach(fr, *g);
        attach(au, *g);
        QVERIFY(fr.offered());
        QCOMPARE(fr.total(), 27);
        QCOMPARE(au.total(), 38);
        const QVariantMap cav =
            find(fr.splits(), QStringLiteral("division"), QStringLiteral("3HC-Cav"));
        QCOMPARE(cav.value(QStringLiteral("each")).toInt(), 2);
        QCOMPARE(cav.value(QStringLiteral("remainder")).toInt(), 1);
        QVERIFY2(fr.apply(), qPrintable(g->error()));
        QVERIFY2(au.apply(), qPrintable(g->error()));
        QCOMPARE(g->session()->state().losses(adc::Side::French).casualtyTrack(), 27);
        QCOMPARE(g->session()->state().losses(adc::Side::Austrian).casualtyTrack(), 38);
        QVERIFY(fr.appliedAt() > 0);
        QVERIFY(!fr.apply()); // never twice
        QVERIFY(g->error().contains(QStringLiteral("already")));
        QCOMPARE(g->session()->state().losses(adc::Side::French).casualtyTrack(), 27);
    }

    void test_AE_5_2_theOwningPlayerMovesTheRemainder() {
        auto g = newGame(QStringLiteral("5.2"));
        PreGameLossForm fr;
        attach(fr, *g);
        auto share = [&](const QString& brigade) {
            const QVariantMap cav =
                find(fr.splits(), QStringLiteral("division"), QStringLiteral("3HC-Cav"));
            return find(cav.value(QStringLiteral("shares")).toList(), QStringLiteral("brigade"),
                        brigade)
                .value(QStringLiteral("casualties"))
                .toInt();
        };
        QCOMPARE(share(QStringLiteral("1-3HC-Cav")), 3);
        fr.toggleExtra(QStringLiteral("3HC-Cav"),
                       QStringLiteral("1-3HC-Cav")); // taken back: none placed
        QVERIFY(!fr.problem().isEmpty());
        QVERIFY(!fr.apply());
        fr.toggleExtra(QStringLiteral("3HC-Cav"), QStringLiteral("2-3HC-Cav"));
        QVERIFY(fr.problem().isEmpty());
        QCOMPARE(share(QStringLiteral("1-3HC-Cav")), 2);
        QCOMPARE(share(QStringLiteral("2-3HC-Cav")), 3);
        QVERIFY(fr.apply());
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("2-3HC-Cav").casualties, 3);
    }

    void test_AE_5_3_austrianLinesNeedTheirConfirmation() {
        auto g = newGame(QStringLiteral("5.3"));
        PreGameLossForm au;
        au.setSide(Side::Austrian);
        attach(au, *g);
        QVERIFY(au.asked().contains(QStringLiteral("46")));
        QVERIFY(!au.apply());
        QCOMPARE(g->session()->state().losses(adc::Side::Austrian).casualtyTrack(), 0);
        au.setConfirmed(true);
        QVERIFY(au.asked().isEmpty());
        QCOMPARE(au.total(), 46);
        // 8 over 1-6: two left over, and by default the second would wreck 39-1-6 (20.6a).
        QCOMPARE(au.placeAsked().size(), 1);
        QVERIFY(au.placeAsked()
                    .front()
                    .toMap()
                    .value(QStringLiteral("text"))
                    .toString()
                    .contains(QStringLiteral("39-1-6")));
        QVERIFY(!au.apply());
        QCOMPARE(g->session()->state().losses(adc::Side::Austrian).casualtyTrack(), 0);
        au.toggleExtra(QStringLiteral("1-6"), QStringLiteral("39-1-6"));
        au.toggleExtra(QStringLiteral("1-6"), QStringLiteral("60-1-6"));
        QVERIFY(au.placeAsked().isEmpty());
        QVERIFY2(au.apply(), qPrintable(g->error()));
        QCOMPARE(g->session()->state().losses(adc::Side::Austrian).casualtyTrack(), 46);
        QCOMPARE(g->session()->state().losses(adc::Side::Austrian).row("39-1-6").casualties, 2);
    }

    // AE 5.3: 13 over 4-4 leaves one box; by default it would wreck 3 Lt-4-4. The French
    // player places it, or keeps it there by saying so.
    void test_AE_5_3_aLeftoverBoxThatWouldWreckWaitsForTheOwner() {
        auto g = newGame(QStringLiteral("5.3"));
        PreGameLossForm fr;
        attach(fr, *g);
        QCOMPARE(fr.placeAsked().size(), 1);
        QCOMPARE(fr.placeAsked().front().toMap().value(QStringLiteral("division")).toString(),
                 QStringLiteral("4-4"));
        QVERIFY(!fr.apply());
        QCOMPARE(g->session()->state().losses(adc::Side::French).casualtyTrack(), 0);
        fr.placeAsShown(QStringLiteral("4-4"));
        QVERIFY(fr.placeAsked().isEmpty());
        QVERIFY2(fr.apply(), qPrintable(g->error()));
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("3 Lt-4-4").casualties, 5);
    }

    // The players may instead settle on one corrected line; the total then matches the
    // printed 45 and no confirmation is asked.
    void test_AE_5_3_aCorrectedLineGivesThePrintedTotal() {
        auto g = newGame(QStringLiteral("5.3"));
        PreGameLossForm au;
        au.setSide(Side::Austrian);
        attach(au, *g);
        QVERIFY(!au.lines().isEmpty());
        QVERIFY(!au.correctLine(au.lines().front().toMap().value(QStringLiteral("unit")).toString(),
                                QStringLiteral("-2")));
        const QVariantMap first = au.lines().front().toMap();
        const int was = first.value(QStringLiteral("losses")).toInt();
        QVERIFY(au.correctLine(first.value(QStringLiteral("unit")).toString(),
                               QString::number(was - 1)));
        QVERIFY(au.asked().isEmpty());
        QCOMPARE(au.total(), 45);
        au.placeAsShown(
            QStringLiteral("1-6")); // 1-6's leftover boxes, placed by the owner (they wreck 39-1-6)
        QVERIFY2(au.apply(), qPrintable(g->error()));
        QCOMPARE(g->session()->state().losses(adc::Side::Austrian).casualtyTrack(), 45);
    }

    void test_9_0_preGameLossesAndSetupOfTheOtherSideNotGiven() {
        auto g = newGame(QStringLiteral("5.2"));
        PreGameLossForm au;
        au.setSide(Side::Austrian);
        attach(au, *g, Viewer::French);
        QVERIFY(!au.shown());
        QVERIFY(au.splits().isEmpty());
        SetupList s;
        s.setSide(Side::Austrian);
        attach(s, *g, Viewer::French);
        QVERIFY(s.rows().isEmpty());
    }

    void test_16_4_setupListResolvesUnitsAndReinforcements() {
        auto g = newGame(QStringLiteral("5.1"));
        SetupList s;
        s.setSide(Side::Austrian);
        attach(s, *g);
        QVERIFY(s.shown());
        const QVariantMap r = find(s.rows(), QStringLiteral("where"), QStringLiteral("4.35"));
        QCOMPARE(r.value(QStringLiteral("kind")).toString(), QStringLiteral("reinforcement"));
        QCOMPARE(r.value(QStringLiteral("turn")).toInt(), 1);
        QCOMPARE(r.value(QStringLiteral("at")).toString(), QStringLiteral("1:00 pm, 21 May"));
        QVERIFY(!r.value(QStringLiteral("units")).toString().isEmpty()); // resolved to counters
        int setup = 0;
        for (const QVariant& row : s.rows())
            setup += row.toMap().value(QStringLiteral("kind")).toString() == QLatin1String("setup");
        QVERIFY(setup > 0);
    }

    void test_26_0_ratingsRememberedForTheNextGameNotEnteredUnasked() {
        const QString memory = QDir(data_.path()).filePath(QStringLiteral("counter-values.json"));
        QString leader;
        {
            auto g = newGame(QStringLiteral("5.1"));
            CounterValues c;
            c.setMemoryFile(memory);
            attach(c, *g);
            QVERIFY(!c.leaders().isEmpty());
            leader = c.leaders()[0].toMap().value(QStringLiteral("id")).toString();
            QCOMPARE(c.leaders()[0].toMap().value(QStringLiteral("rating")).toInt(), -1);
            QVERIFY(!c.setRating(leader, 5)); // 0 to 4
            QVERIFY(c.setRating(leader, 3));
            QCOMPARE(g->session()
                         ->state()
                         .roster(adc::Side::French)
                         .rating(leader.toStdString())
                         .value_or(-1),
                     3);
        }
        auto g = newGame(QStringLiteral("5.1"));
        CounterValues c;
        c.setMemoryFile(memory);
        attach(c, *g);
        const QVariantMap l = find(c.leaders(), QStringLiteral("id"), leader);
        QCOMPARE(l.value(QStringLiteral("remembered")).toInt(), 3);
        QCOMPARE(l.value(QStringLiteral("rating")).toInt(), -1); // offered, not entered
        QVERIFY(!g->session()->state().roster(adc::Side::French).rating(leader.toStdString()));
        QCOMPARE(c.rememberedCount(), 1);
        QVERIFY(c.enterRemembered());
        QCOMPARE(g->session()
                     ->state()
                     .roster(adc::Side::French)
                     .rating(leader.toStdString())
                     .value_or(-1),
                 3);
    }

    void test_24_0a_cavalryClassFromTheCounter() {
        auto g = newGame(QStringLiteral("5.1"));
        CounterValues c;
        c.setMemoryFile(QDir(data_.path()).filePath(QStringLiteral("cv.json")));
        attach(c, *g);
        QVERIFY(!c.cavalry().isEmpty());
        const QString brigade = c.cavalry()[0].toMap().value(QStringLiteral("id")).toString();
        QVERIFY(!c.setCavalryClass(brigade, QStringLiteral("medium")));
        QVERIFY(c.setCavalryClass(brigade, QStringLiteral("heavy")));
        QCOMPARE(find(c.cavalry(), QStringLiteral("id"), brigade)
                     .value(QStringLiteral("cls"))
                     .toString(),
                 QStringLiteral("heavy"));
    }
};

QTEST_MAIN(GameFlowTests)
#include "tst_game_flow.moc"
