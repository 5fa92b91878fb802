// QtTest of the Qt models that adapt the engine for the screens, without QML: the form,
// its inputs, chances, results, unknown cells and the chart table. Test names give the
// rule whose case they check.
#include "charts/chartlistmodel.h"
#include "charts/printedchart.h"
#include "command/orderlog.h"
#include "game/gamehistory.h"
#include "game/opengame.h"
#include "losses/armylosschart.h"
#include "losses/leaderroster.h"
#include "model_support.h"
#include "resolve/resolverform.h"
#include "resolve/resolverlistmodel.h"
#include "turn/currentstep.h"

#include "adc/game_state.h"
#include "adc/resolver.h"
#include "adc/unit_rows.h"

#include <algorithm>

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

class ModelTests : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir data_;
    std::unique_ptr<TableSet> tables_;
    std::unique_ptr<RollLogModel> log_;
    std::unique_ptr<ResolverForm> form_;

    QString overlayDir() const { return QDir(data_.path()).filePath(QStringLiteral("overlay")); }

    ResolverForm& open(const QString& resolver, const QStringList& inputs = {}) {
        form_->setResolverName(resolver);
        if (!inputs.isEmpty()) {
            const QString problem = form_->inputs()->fill(inputs);
            if (!problem.isEmpty()) qWarning() << problem;
        }
        return *form_;
    }

    QVariant role(const QAbstractItemModel& model, int row, const QByteArray& name) const {
        return model.data(model.index(row, 0), model.roleNames().key(name));
    }

    std::unique_ptr<OpenGame> openGame() { return openGameIn(data_.path()); }

  private slots:
    void init() {
        QVERIFY(QDir(data_.path()).removeRecursively());
        QVERIFY(QDir().mkpath(data_.path()));
        tables_ = std::make_unique<TableSet>(QStringLiteral(ADC_TEST_TABLES), overlayDir());
        QVERIFY(tables_->loaded());
        log_ = std::make_unique<RollLogModel>();
        form_ = std::make_unique<ResolverForm>();
        form_->setTableSet(tables_.get());
        form_->setLog(log_.get());
    }

    void cleanup() {
        form_.reset();
        log_.reset();
        tables_.reset();
    }

    void test_every_engine_resolver_is_listed() {
        ResolverListModel list; // the NBS series' until another rule book is chosen
        QCOMPARE(list.rulebook(), QStringLiteral("nbs"));
        QCOMPARE(list.rowCount(), static_cast<int>(adc::resolversOf("nbs").size()));
        const int fire = list.indexOfName(QStringLiteral("fire"));
        QVERIFY(fire >= 0);
        QCOMPARE(role(list, fire, "title").toString(), QStringLiteral("Fire Combat"));
        QCOMPARE(role(list, fire, "rule").toString(), QStringLiteral("20.0"));
    }

    // Wagram 1809's procedures are a rule book of their own: picked, the list is theirs.
    void test_wagram_rulebook_lists_its_resolvers() {
        ResolverListModel list;
        QSignalSpy changed(&list, &ResolverListModel::rulebookChanged);
        QCOMPARE(list.rulebooks().size(), 2);
        QCOMPARE(list.rulebookOfName(QStringLiteral("wagram-combat")),
                 QStringLiteral("wagram-1809"));
        QCOMPARE(list.rulebookIndex(), 0);
        list.setRulebook(QStringLiteral("wagram-1809"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(list.rulebookIndex(), 1);
        QCOMPARE(list.rowCount(), static_cast<int>(adc::resolversOf("wagram-1809").size()));
        QCOMPARE(list.indexOfName(QStringLiteral("fire")), -1);
        QVERIFY(list.indexOfName(QStringLiteral("wagram-combat")) >= 0);
        list.setRulebook(QStringLiteral("austerlitz")); // not a rule book: nothing changes
        QCOMPARE(list.rulebook(), QStringLiteral("wagram-1809"));
        QCOMPARE(changed.size(), 1);
    }

    // Wagram 7.2 from the form, as the page drives it: Karl's corps on a 7 stays put.
    void test_wagram_7_2_reaction_from_the_form() {
        ResolverForm& form =
            open(QStringLiteral("wagram-reaction"), {QStringLiteral("side=austrian")});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("7")}});
        QVERIFY2(form.rollError().isEmpty(), qPrintable(form.rollError()));
        QCOMPARE(form.result()->summary(), QStringLiteral("no reaction"));
    }

    // 5.3 in a Wagram 1809 game: the Resolve page records its battle dice in the game, seen by
    // both sides; a Round's own roll (the Reaction) is resolved as before and not recorded.
    void test_wagram_10_6_battle_dice_from_the_form_are_recorded() {
        auto g = openGame();
        QVERIFY2(g->newGame(g->suggestedPath(QStringLiteral("wagram-5-july")),
                            QStringLiteral("wagram-5-july"),
                            {{QStringLiteral("play"), QStringLiteral("umpire")}},
                            QStringLiteral("Club")),
                 qPrintable(g->error()));
        form_->setGame(g.get());
        const int revision = g->revision();
        ResolverForm& form = open(QStringLiteral("wagram-rout"), {QStringLiteral("rout_value=3")});
        QCOMPARE(form.rollSideAsked(), QString());
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("2")}});
        QVERIFY2(form.rollError().isEmpty(), qPrintable(form.rollError()));
        QCOMPARE(g->revision(), revision + 1);
        QVERIFY2(form.recorded().contains(QStringLiteral("both sides")),
                 qPrintable(form.recorded()));
        open(QStringLiteral("wagram-reaction"), {QStringLiteral("side=austrian")});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("7")}});
        QVERIFY2(form.rollError().isEmpty(), qPrintable(form.rollError()));
        QCOMPARE(g->revision(), revision + 1);
        form_->setGame(nullptr);
    }

    // The fire form has one field per input, dice aside (they are typed in the roll area).
    void test_rule_20_0_fire_form_fields() {
        ParamListModel* inputs = open(QStringLiteral("fire")).inputs();
        QStringList types;
        for (int r = 0; r < inputs->rowCount(); ++r)
            types << role(*inputs, r, "type").toString();
        // The flags: AE 2.1's French 21 May, 23.0's fire within a close combat.
        QCOMPARE(types, (QStringList{"number", "repeated", "choice", "modifiers", "flag", "flag"}));
        QCOMPARE(form_->rollInputs().size(), 1);
        QCOMPARE(form_->rollInputs().front().toMap().value("dice").toString(),
                 QStringLiteral("11..66"));
    }

    void test_rule_20_4_fire_example() {
        ResolverForm& form = open(QStringLiteral("fire"), {QStringLiteral("points=4")});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("46")}});
        QVERIFY2(form.rollError().isEmpty(), qPrintable(form.rollError()));
        LastResult* r = form.result();
        QVERIFY(r->valid());
        QCOMPARE(r->summary(), QStringLiteral("1(1)"));
        QCOMPARE(r->rolledBy(), QStringLiteral("player"));
        QVERIFY(r->seed().isEmpty());
        QCOMPARE(r->dice().front().toMap().value("faces").toList(), (QVariantList{4, 6}));
        QCOMPARE(log_->rowCount(), 1);
        QCOMPARE(role(*log_, 0, "summary").toString(), QStringLiteral("1(1)"));
        QCOMPARE(role(*log_, 0, "rolledBy").toString(), QStringLiteral("player"));
    }

    void test_rule_20_4_chances_of_4_fire_points() {
        ChancesModel* chances =
            open(QStringLiteral("fire"), {QStringLiteral("points=4")}).chances();
        QVERIFY2(chances->available(), qPrintable(chances->problem()));
        QVERIFY(chances->dependsOnDice());
        QStringList results;
        for (int r = 0; r < chances->rowCount(); ++r)
            results << role(*chances, r, "result").toString() + " " +
                           role(*chances, r, "chance").toString();
        QVERIFY2(results.contains(QStringLiteral("1(1) 1/36")), qPrintable(results.join(", ")));
        QVERIFY(chances->unknownProbability() > 0);
        QVERIFY(!chances->unknownCells().isEmpty());
        QCOMPARE(chances->unknownCells().front().toMap().value("chartId").toString(),
                 QStringLiteral("fire-combat"));
    }

    void test_rule_5_3_impossible_rolls_change_nothing() {
        ResolverForm& form = open(QStringLiteral("fire"), {QStringLiteral("points=4")});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("46")}});
        const int serial = form.result()->serial();
        for (const char* bad : {"17", "70", "0", "7", "abc"}) {
            form.rollWithDice({{QStringLiteral("roll"), QString::fromLatin1(bad)}});
            QVERIFY2(!form.rollError().isEmpty(), bad);
            QCOMPARE(form.result()->summary(), QStringLiteral("1(1)"));
            QCOMPARE(form.result()->serial(), serial);
        }
        QCOMPARE(log_->rowCount(), 1);
        form.rollWithDice({});
        QVERIFY(!form.rollError().isEmpty());
    }

    void test_rule_27_4_app_dice_show_their_seed() {
        ResolverForm& form = open(QStringLiteral("gun-loss"));
        form.rollForMe();
        QVERIFY(form.result()->valid());
        QCOMPARE(form.result()->rolledBy(), QStringLiteral("app"));
        QVERIFY(!form.result()->seed().isEmpty());
        QCOMPARE(role(*log_, 0, "seed").toString(), form.result()->seed());
        // The same seed gives the same result through the engine.
        const auto again =
            adc::resolve(tables_->charts(), "gun-loss", {}, form.result()->seed().toULongLong());
        QCOMPARE(QString::fromStdString(again.resolution.summary), form.result()->summary());
    }

    void test_rule_20_3_modifier_list_follows_whose_fire() {
        ResolverForm& form = open(QStringLiteral("fire"));
        auto* mods = qobject_cast<ModifierListModel*>(
            role(*form.inputs(), 3, "modifiers").value<QObject*>());
        QVERIFY(mods);
        QCOMPARE(mods->chartId(), QStringLiteral("fire-modifiers-regular"));
        QVERIFY(form.inputs()->fill({QStringLiteral("mods=night")}).isEmpty());
        QCOMPARE(mods->checkedIds(), QStringLiteral("night"));
        QVERIFY(form.inputs()->fill({QStringLiteral("fires=cavalry")}).isEmpty());
        QCOMPARE(mods->chartId(), QStringLiteral("fire-modifiers-cavalry"));
        QCOMPARE(mods->checkedIds(), QString());
        QVERIFY(!form.inputs()->fill({QStringLiteral("mods=night")}).isEmpty());
    }

    // Lines whose value depends on the situation have their own inputs: not tickable.
    void test_rule_26_3a_leader_line_is_not_ticked() {
        ResolverForm& form = open(QStringLiteral("morale"));
        ModifierListModel* mods = nullptr;
        for (int r = 0; r < form.inputs()->rowCount() && !mods; ++r)
            mods = qobject_cast<ModifierListModel*>(
                role(*form.inputs(), r, "modifiers").value<QObject*>());
        QVERIFY(mods);
        QCOMPARE(mods->chartId(), QStringLiteral("morale-modifiers-standard"));
        QCOMPARE(role(*mods, 0, "modId").toString(), QStringLiteral("leader"));
        QCOMPARE(role(*mods, 0, "tickable").toBool(), false);
        QCOMPARE(role(*mods, 0, "valueText").toString(), QStringLiteral("+(rating-1)"));
        mods->setChecked(0, true);
        QCOMPARE(mods->checkedCount(), 0);
    }

    void test_rule_10_1f_unknown_cell_remembered_in_the_overlay() {
        ResolverForm& form = open(QStringLiteral("acceptance"),
                                  {"sender=2", "receiver=2", "method=AO", "type=attack"});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("66")}});
        ChartCellRequest* req = form.request();
        QVERIFY(req->active());
        QCOMPARE(req->kind(), QStringLiteral("value"));
        QCOMPARE(req->chartId(), QStringLiteral("acceptance"));
        QCOMPARE(req->outcome(), QStringLiteral("66"));
        QVERIFY(req->allowedValues().contains(QStringLiteral("D5")));
        QCOMPARE(form.pendingRolledBy(), QStringLiteral("player"));
        QVERIFY(!form.result()->valid());

        form.supplyValue(QStringLiteral("Q9"), true);
        QVERIFY(!req->error().isEmpty());
        QVERIFY(req->active());
        QVERIFY(!QFileInfo::exists(QDir(overlayDir()).filePath(QStringLiteral("acceptance.json"))));

        form.supplyValue(QStringLiteral("D5"), true);
        QVERIFY(!req->active());
        QVERIFY(form.result()->valid());
        QCOMPARE(form.result()->dice().front().toMap().value("value").toInt(), 66);
        QVERIFY(QFileInfo::exists(QDir(overlayDir()).filePath(QStringLiteral("acceptance.json"))));
        // Kept for every later roll, and by a fresh load of the same folders.
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("66")}});
        QVERIFY(!req->active());
        TableSet again(QStringLiteral(ADC_TEST_TABLES), overlayDir());
        const adc::Chart& chart = again.charts().chart("acceptance");
        const adc::Line* line = chart.findLine(req->lineKey().toStdString());
        QVERIFY(line);
        QCOMPARE(QString::fromStdString(chart.diceCell(*line, 66).value), QStringLiteral("D5"));
    }

    // A value entered meanwhile elsewhere (adc tables set, another window) reaches the running
    // app: the overlay folder is watched; the set's own entries do not reload it.
    void test_rule_10_1f_a_value_entered_elsewhere_is_read_again() {
        TableSet here(QStringLiteral(ADC_TEST_TABLES), overlayDir());
        TableSet elsewhere(QStringLiteral(ADC_TEST_TABLES), overlayDir());
        QSignalSpy hereReloaded(&here, &TableSet::reloaded);
        QSignalSpy elsewhereReloaded(&elsewhere, &TableSet::reloaded);
        QCOMPARE(elsewhere.record(QStringLiteral("acceptance"), QStringLiteral("4"),
                                  QStringLiteral("25"), QStringLiteral("D4")),
                 QString());
        QTRY_COMPARE_WITH_TIMEOUT(hereReloaded.count(), 1, 5000);
        const adc::Chart& after = here.charts().chart("acceptance");
        QCOMPARE(QString::fromStdString(after.diceCell(*after.findLine("4"), 25).value),
                 QStringLiteral("D4"));
        QTest::qWait(400);
        QCOMPARE(elsewhereReloaded.count(), 0); // its own entry: nothing to read again
    }

    void test_rule_10_1f_value_for_one_roll_is_not_kept() {
        ResolverForm& form = open(QStringLiteral("acceptance"),
                                  {"sender=2", "receiver=2", "method=AO", "type=attack"});
        form.rollForMe();
        // The app's roll may land on a known cell; roll until it asks (or give up after many).
        for (int i = 0; i < 200 && !form.request()->active(); ++i)
            form.rollForMe();
        QVERIFY(form.request()->active());
        QCOMPARE(form.pendingRolledBy(), QStringLiteral("app"));
        const QString seed = form.pendingSeed();
        QVERIFY(!seed.isEmpty());
        const int revision = tables_->revision();
        form.supplyValue(QStringLiteral("A"), false);
        QVERIFY(!form.request()->active());
        QCOMPARE(form.result()->summary(), QStringLiteral("A"));
        QCOMPARE(form.result()->seed(), seed);
        QCOMPARE(tables_->revision(), revision);
        QVERIFY(!QFileInfo::exists(QDir(overlayDir()).filePath(QStringLiteral("acceptance.json"))));
    }

    // A cell asked for belongs to the table set in use: loading another one drops it.
    void test_rule_10_1f_reload_drops_the_cell_asked_for() {
        ResolverForm& form = open(QStringLiteral("acceptance"),
                                  {"sender=2", "receiver=2", "method=AO", "type=attack"});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("66")}});
        QVERIFY(form.request()->active());
        QSignalSpy chances(form.chances(), &ChancesModel::chancesChanged);
        QVERIFY(tables_->load({}));
        QVERIFY(!form.request()->active());
        QVERIFY(form.pendingRolledBy().isEmpty());
        QVERIFY(chances.count() > 0);
        QVERIFY(form.chances()->available());
    }

    // Rule 25.2: shifting rows needs the place of rows the transcription does not give.
    void test_rule_25_2_morale_rows_placed_by_the_player() {
        ResolverForm& form = open(QStringLiteral("morale"), {"rating=C", "mods=night"});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("11")}});
        ChartCellRequest* req = form.request();
        QVERIFY(req->active());
        QCOMPARE(req->kind(), QStringLiteral("row"));
        QCOMPARE(req->position(), 2);
        QStringList rows;
        for (const QVariant& v : req->rowChoices())
            rows << v.toMap().value("key").toString();
        QVERIFY2(rows.contains(QStringLiteral("D")), qPrintable(rows.join(", ")));
        QVERIFY(!rows.contains(QStringLiteral("C")));
        form.supplyValue(QStringLiteral("D"), false);
        // Row D is placed for this roll; its cell for 11 is not known either.
        QVERIFY(req->active());
        QCOMPARE(req->kind(), QStringLiteral("value"));
        QCOMPARE(req->lineKey(), QStringLiteral("D"));
        form.supplyValue(QStringLiteral("Sh/0/1"), false);
        QVERIFY(!req->active());
        QCOMPARE(form.result()->summary(), QStringLiteral("Sh/0/1"));

        open(QStringLiteral("fire"));
        open(QStringLiteral("morale"), {"rating=A", "leader=3"});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("11")}});
        QCOMPARE(req->kind(), QStringLiteral("position"));
        QCOMPARE(req->lineKey(), QStringLiteral("A"));
        form.supplyValue(QStringLiteral("up"), true);
        QVERIFY(!req->error().isEmpty());
    }

    // Rule 20.4: the Fire Combat Table laid out as printed; runs of outcomes collapse where
    // every line is known (an unknown outcome stands alone, to be typed in).
    void test_rule_20_4_fire_combat_table_layout() {
        PrintedChart view;
        view.setTableSet(tables_.get());
        view.setChartId(QStringLiteral("fire-combat"));
        QVERIFY(view.valid());
        QCOMPARE(view.kind(), QStringLiteral("dice"));
        ChartGridModel* grid = view.grid();
        const adc::Chart& chart = tables_->charts().chart("fire-combat");
        QCOMPARE(grid->columns(), 1 + static_cast<int>(chart.lines.size()));
        QVERIFY(grid->rows() <= 1 + static_cast<int>(chart.domain.values.size()));
        QStringList headers;
        bool example = false;
        for (int r = 1; r < grid->rows(); ++r) {
            const QVariantList cells = role(*grid, r, "cells").toList();
            QCOMPARE(cells.size(), grid->columns());
            headers << cells.front().toMap().value("cellText").toString();
            for (const QVariant& c : cells) {
                const QVariantMap m = c.toMap();
                if (m.value("lineKey") == QStringLiteral("4") &&
                    m.value("outcomes").toStringList() == QStringList{"46"}) {
                    QCOMPARE(m.value("cellText").toString(), QStringLiteral("1(1)"));
                    QCOMPARE(m.value("cellState").toString(), QStringLiteral("known"));
                    example = true;
                }
            }
        }
        QVERIFY(example);
        QCOMPARE(headers.front().left(2), QStringLiteral("11"));
        QCOMPARE(headers.back().right(2), QStringLiteral("66"));
        // A chart known whole (25.2c's Blood Lust check) collapses its runs as printed.
        PrintedChart known;
        known.setTableSet(tables_.get());
        known.setChartId(QStringLiteral("blood-lust"));
        QCOMPARE(known.unknownCells(), 0);
        QStringList knownHeaders;
        for (int r = 1; r < known.grid()->rows(); ++r)
            knownHeaders << role(*known.grid(), r, "cells")
                                .toList()
                                .front()
                                .toMap()
                                .value("cellText")
                                .toString();
        QVERIFY2(knownHeaders.filter(QStringLiteral("..")).size() > 0,
                 qPrintable(knownHeaders.join(" ")));
        QVERIFY(known.grid()->rows() < 1 + 36);

        // Entering a run of outcomes at once.
        QVERIFY(!view.record(QStringLiteral("4"), {QStringLiteral("51"), QStringLiteral("52")},
                             QStringLiteral("2(1)"))
                     .size());
        QCOMPARE(QString::fromStdString(
                     tables_->charts()
                         .chart("fire-combat")
                         .diceCell(*tables_->charts().chart("fire-combat").findLine("4"), 52)
                         .value),
                 QStringLiteral("2(1)"));
        QVERIFY(!view.record(QStringLiteral("4"), {QStringLiteral("53")}, QStringLiteral("bogus"))
                     .isEmpty());
    }

    // Issue 14 §3: a run of outcomes is recorded whole or not at all, and the player's own
    // entries are corrected or cleared from the chart view; a printed cell never.
    void test_issue14_chart_view_range_replace_and_clear() {
        PrintedChart view;
        view.setTableSet(tables_.get());
        view.setChartId(QStringLiteral("fire-combat"));
        const adc::Chart* chart = &tables_->charts().chart("fire-combat");
        const auto cell = [&](const char* line, int roll) -> const adc::Cell& {
            chart = &tables_->charts().chart("fire-combat");
            return chart->findLine(line)->cells[static_cast<size_t>(chart->domain.indexOf(roll))];
        };
        // 45..51 on the 4 column crosses the printed 46: nothing is recorded.
        QVERIFY(
            !view.record(QStringLiteral("4"), {"45", "46", "51"}, QStringLiteral("MC")).isEmpty());
        QVERIFY(!cell("4", 45).known);
        QVERIFY(
            view.record(QStringLiteral("5"), {"31", "32", "33"}, QStringLiteral("MC")).isEmpty());
        QVERIFY(cell("5", 33).byPlayer);
        QVERIFY(view.record(QStringLiteral("5"), {"32"}, QStringLiteral("MC+1"))
                    .contains(QStringLiteral("replace=yes")));
        QVERIFY(view.record(QStringLiteral("5"), {"32"}, QStringLiteral("MC+1"), true).isEmpty());
        QCOMPARE(QString::fromStdString(cell("5", 32).value), QStringLiteral("MC+1"));
        QVERIFY(view.clear(QStringLiteral("5"), {"33"}).isEmpty());
        QVERIFY(!cell("5", 33).known);
        QVERIFY(!view.clear(QStringLiteral("4"), {"46"}).isEmpty()); // printed (20.4 example)
        QCOMPARE(QString::fromStdString(cell("4", 46).value), QStringLiteral("1(1)"));
        // A row the player placed is marked so in the table, and can be moved or cleared.
        view.setChartId(QStringLiteral("morale-table"));
        QVERIFY(view.recordPosition(QStringLiteral("D"), QStringLiteral("2")).isEmpty());
        bool marked = false;
        for (const QVariant& c : role(*view.grid(), 0, "cells").toList())
            if (c.toMap().value("lineKey") == QStringLiteral("D"))
                marked = c.toMap().value("positionByPlayer").toBool();
        QVERIFY(marked);
        QVERIFY(!view.recordPosition(QStringLiteral("D"), QStringLiteral("3")).isEmpty());
        QVERIFY(view.recordPosition(QStringLiteral("D"), QStringLiteral("3"), true).isEmpty());
        QVERIFY(view.clearPosition(QStringLiteral("D")).isEmpty());
        QVERIFY(!view.clearPosition(QStringLiteral("B")).isEmpty()); // placed by the 25.2 example
    }

    // Rule 25.2: the Morale Table cell asked for says which printed column it lies under,
    // and a value from another column is refused with that column named.
    void test_rule_25_2_cell_asked_for_names_its_printed_column() {
        ResolverForm& form = open(QStringLiteral("morale"), {"rating=C"});
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("64")}});
        ChartCellRequest* req = form.request();
        QVERIFY(req->active());
        QVERIFY2(req->formatHelp().contains(QStringLiteral("DG/1/?")),
                 qPrintable(req->formatHelp()));
        form.supplyValue(QStringLiteral("Sh/0/0"), true);
        QVERIFY2(req->error().contains(QStringLiteral("DG/1/?")), qPrintable(req->error()));
        QVERIFY(req->active());
        form.supplyValue(QStringLiteral("DG/1/2"), true);
        QVERIFY(!req->active());
        QCOMPARE(form.result()->summary(), QStringLiteral("DG/1/2"));
    }

    // Issue 17 §3: a wrongly typed field in the overlay leaves out that entry only, named.
    void test_issue17_overlay_entry_left_out_is_named() {
        QVERIFY(QDir().mkpath(overlayDir()));
        QFile f(QDir(overlayDir()).filePath(QStringLiteral("fire-combat.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": 1, "id": "fire-combat", "lines": [{"key": "5", "cells": [
            {"roll": "31", "value": "MC", "entered_by_player": "yes"}, {"roll": "32", "value": "MC"}]}]})");
        f.close();
        TableSet tables(QStringLiteral(ADC_TEST_TABLES), overlayDir());
        QVERIFY(tables.loaded());
        QCOMPARE(tables.overlayProblems().size(), 1);
        QVERIFY(tables.overlayProblems().front().contains(QStringLiteral("fire-combat.json")));
        QVERIFY(tables.overlayProblems().front().contains(QStringLiteral("line 5, roll 31")));
        PrintedChart view;
        view.setTableSet(&tables);
        view.setChartId(QStringLiteral("fire-combat"));
        QCOMPARE(view.overlayProblems().size(), 1);
        view.setChartId(QStringLiteral("acceptance"));
        QVERIFY(view.overlayProblems().isEmpty());
        QVERIFY(tables
                    .record(QStringLiteral("fire-combat"), QStringLiteral("5"),
                            QStringLiteral("31"), QStringLiteral("MC"))
                    .isEmpty());
        QVERIFY(tables.overlayProblems().isEmpty());
    }

    void test_chart_list_counts_entries() {
        ChartListModel list;
        list.setTableSet(tables_.get());
        QCOMPARE(list.rowCount(), static_cast<int>(tables_->charts().ids().size()));
        const int row = list.indexOfId(QStringLiteral("acceptance"));
        QVERIFY(row >= 0);
        const int unknown = role(list, row, "unknown").toInt();
        QVERIFY(tables_
                    ->record(QStringLiteral("acceptance"), QStringLiteral("1"),
                             QStringLiteral("66"), QStringLiteral("D5"))
                    .isEmpty());
        QCOMPARE(role(list, row, "unknown").toInt(), unknown - 1);
        QCOMPARE(role(list, row, "player").toInt(), 1);
    }

    // Issue 9 §1: a whole chart entered through the model, cell after cell in reading
    // order (row by row); the chart's counts and the whole set's follow. "1" stands in for
    // what a printed chart gives.
    void test_issue9_whole_chart_entered_through_the_model() {
        ChartListModel list;
        list.setTableSet(tables_.get());
        const int knownBefore = list.known(), cells = list.cells();
        PrintedChart view;
        view.setTableSet(tables_.get());
        view.setChartId(QStringLiteral("light-artillery-fire-points"));
        const int unknown = view.unknownCells();
        QVERIFY(unknown > 0);
        QCOMPARE(view.playerCells(), 0);
        int entered = 0, lastRow = 0, lastColumn = 0;
        QString lastLine, lastOutcome;
        QVariantMap at = view.grid()->nextUnknown({}, {});
        while (at.value(QStringLiteral("row")).toInt() >= 0) {
            const int row = at.value(QStringLiteral("row")).toInt();
            const int column = at.value(QStringLiteral("column")).toInt();
            QVERIFY(row > lastRow || (row == lastRow && column > lastColumn));
            lastRow = row, lastColumn = column;
            const QVariantMap cell = role(*view.grid(), row, "cells").toList().at(column).toMap();
            QCOMPARE(cell.value(QStringLiteral("cellState")).toString(), QStringLiteral("unknown"));
            const QString lineKey = cell.value(QStringLiteral("lineKey")).toString();
            const QStringList outcomes = cell.value(QStringLiteral("outcomes")).toStringList();
            QVERIFY(view.record(lineKey, outcomes, QStringLiteral("1")).isEmpty());
            lastLine = lineKey, lastOutcome = outcomes.front();
            QVERIFY(++entered <= unknown);
            at = view.grid()->nextUnknown(lineKey, outcomes.front());
        }
        QCOMPARE(entered, unknown);
        QCOMPARE(view.unknownCells(), 0);
        QCOMPARE(view.playerCells(), unknown);
        QCOMPARE(list.known(), knownBefore + unknown);
        QCOMPARE(list.player(), unknown);
        QCOMPARE(list.cells(), cells);
        // Each entry says who made it and when.
        const QVariantMap place = view.grid()->find(lastLine, lastOutcome);
        const QVariantMap last =
            role(*view.grid(), place.value(QStringLiteral("row")).toInt(), "cells")
                .toList()
                .at(place.value(QStringLiteral("column")).toInt())
                .toMap();
        QCOMPARE(last.value(QStringLiteral("cellState")).toString(), QStringLiteral("player"));
        QVERIFY(!last.value(QStringLiteral("enteredAt")).toString().isEmpty());
    }

    // Issue 9 §1: an unknown outcome of a dice chart stands alone in the table (its value
    // may differ from its neighbours'), and offers the unknown run below it for a range.
    void test_issue9_unknown_outcomes_stand_alone_with_their_run() {
        PrintedChart view;
        view.setTableSet(tables_.get());
        view.setChartId(QStringLiteral("acceptance"));
        const QVariantMap at = view.grid()->find(QStringLiteral("0"), QStringLiteral("15"));
        QVERIFY(at.value(QStringLiteral("row")).toInt() > 0);
        const QVariantMap cell =
            role(*view.grid(), at.value(QStringLiteral("row")).toInt(), "cells")
                .toList()
                .at(at.value(QStringLiteral("column")).toInt())
                .toMap();
        QCOMPARE(cell.value(QStringLiteral("outcomes")).toStringList(), QStringList{"15"});
        QCOMPARE(cell.value(QStringLiteral("runOutcomes")).toStringList().front(),
                 QStringLiteral("15"));
        QCOMPARE(cell.value(QStringLiteral("runOutcomes")).toStringList().back(),
                 QStringLiteral("66"));
    }

    // ---- The game file (OpenGame over adc::GameSession)

    // 20.1, 27.3: a firer picked part by part (kind, gun points, range, a flag) is the row
    // the engine reads; typing it stays the same row.
    void test_rule_20_1_firer_row_picked_part_by_part() {
        ResolverForm& form = open(QStringLiteral("fire-points"));
        ParamListModel* inputs = form.inputs();
        const QString key = QStringLiteral("firer");
        QCOMPARE(role(*inputs, 0, "kinds").toList().size(),
                 static_cast<int>(adc::firerKinds().size()));
        inputs->addKindRow(key, QStringLiteral("heavy-art"));
        QCOMPARE(inputs->rowsOf(key),
                 QStringList{QStringLiteral("heavy-art::")}); // in the empty row
        inputs->setRowPart(key, 0, QStringLiteral("level"), QStringLiteral("5"));
        inputs->setRowPart(key, 0, QStringLiteral("range"), QStringLiteral("6"));
        inputs->toggleRowFlag(key, 0, QStringLiteral("dg"));
        QCOMPARE(inputs->rowsOf(key).front(), QStringLiteral("heavy-art:5:6:dg"));
        inputs->toggleRowFlag(key, 0, QStringLiteral("dg"));
        QCOMPARE(inputs->rowsOf(key).front(), QStringLiteral("heavy-art:5:6"));
        QCOMPARE(inputs->rowParts(key, 0).value(QStringLiteral("range")).toString(),
                 QStringLiteral("6"));
        form.rollForMe();
        QVERIFY2(form.rollError().isEmpty(), qPrintable(form.rollError()));
        // 27.3: 5 heavy gun points at 6 hexes, read off the Heavy Artillery chart.
        const adc::Resolution typed =
            adc::resolve(tables_->charts(), "fire-points", {{"firer", "heavy-art:5:6"}}).resolution;
        QCOMPARE(form.result()->summary(), QString::fromStdString(typed.summary));
    }

    // 6.5, 9.0: with a game open the firers are its units on the map, their level read off
    // their loss charts; a viewer is offered only his own side, and a unit of the other side
    // typed by hand is refused, not read.
    void test_rule_9_0_game_units_of_the_side_seen() {
        auto g = openGame();
        QVERIFY(g->newGame(g->suggestedPath(QStringLiteral("first-day")), QStringLiteral("5.1"), {},
                           {}));
        form_->setGame(g.get());
        ResolverForm& form = open(QStringLiteral("fire"));
        const QString key = QStringLiteral("firer");
        g->setViewer(Viewer::French);
        const QVariantList units = form.gameUnits(key);
        QVERIFY(!units.isEmpty());
        for (const QVariant& u : units)
            QCOMPARE(u.toMap().value(QStringLiteral("side")).toString(), QStringLiteral("french"));
        form.addGameUnit(key, QStringLiteral("french"), QStringLiteral("56 Line-4-4"),
                         QStringLiteral("line"));
        QCOMPARE(form.inputs()->rowsOf(key).front(), QStringLiteral("line:@french/56 Line-4-4:1"));
        QCOMPARE(form.firingSide(), QStringLiteral("french"));
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("11")}});
        QVERIFY2(form.rollError().isEmpty() || form.request()->active(),
                 qPrintable(form.rollError()));
        form.inputs()->addRowText(key, QStringLiteral("line:@39-1-6:1"));
        form.rollWithDice({{QStringLiteral("roll"), QStringLiteral("11")}});
        QVERIFY2(form.rollError().contains(QStringLiteral("9.0")), qPrintable(form.rollError()));
        g->setViewer(Viewer::Austrian);
        QVERIFY(form.gameUnits(key).isEmpty() ||
                form.gameUnits(key).front().toMap().value(QStringLiteral("side")) ==
                    QStringLiteral("austrian"));
        // 10.3a: the Attack orders offered, and filled from, are the viewer's side's only.
        open(QStringLiteral("cas"));
        const QVariantList austrianOrders = form.gameAttackOrders();
        QVERIFY(!austrianOrders.isEmpty()); // 5.1's pre-set order to 6 Corps
        const int order = austrianOrders.front().toMap().value(QStringLiteral("order")).toInt();
        g->setViewer(Viewer::French);
        for (const QVariant& o : form.gameAttackOrders())
            QCOMPARE(o.toMap().value(QStringLiteral("side")).toString(), QStringLiteral("french"));
        QVERIFY(
            form.fillFromOrder(QStringLiteral("austrian"), order).contains(QStringLiteral("9.0")));
    }

    void test_game_file_new_game_stores_scenario_and_variants() {
        auto g = openGame();
        QVERIFY(g->error().isEmpty());
        // Aspern-Essling's four, then Wagram 1809's three, each naming its game.
        QCOMPARE(g->scenarios().size(), 7);
        QCOMPARE(g->scenarios()[3].toMap().value(QStringLiteral("gameId")).toString(),
                 QStringLiteral("aspern-essling"));
        QCOMPARE(g->scenarios()[4].toMap().value(QStringLiteral("gameId")).toString(),
                 QStringLiteral("wagram-1809"));
        const QString path = g->suggestedPath(QStringLiteral("aspern-essling"));
        QVERIFY(path.startsWith(data_.path()));
        QVERIFY(g->newGame(path, QStringLiteral("5.4"), {{QStringLiteral("davout"), true}},
                           QStringLiteral("Saturday club")));
        QVERIFY(g->isOpen());
        QCOMPARE(g->name(), QStringLiteral("Saturday club"));
        QVERIFY(g->scenarioText().contains(QStringLiteral("5.4")));
        QVERIFY(g->scenarioText().contains(QStringLiteral("2.9b")));
        // Read back by another model, as a new session of the app would.
        auto again = openGame();
        QVERIFY(again->openGame(QUrl::fromLocalFile(path).toString()));
        QCOMPARE(again->name(), QStringLiteral("Saturday club"));
        QCOMPARE(again->scenarioText(), g->scenarioText());
        QVERIFY(g->suggestedPath(QStringLiteral("aspern-essling")) != path);
    }

    // 8.1: Next step records the advance as `adc game step` does (turn, player turn, step,
    // phasing player, night, date), so the command system knows where the game stands.
    void test_rule_8_1_next_step_records_the_advance() {
        auto g = openGame();
        QVERIFY(g->newGame(g->suggestedPath(QStringLiteral("lannes-attack")), QStringLiteral("5.3"),
                           {}, {}));
        CurrentStep step;
        step.setGame(g.get());
        QCOMPARE(step.stepId(), QStringLiteral("order-issue"));
        QCOMPARE(step.phasing(), QStringLiteral("french"));
        QVERIFY2(step.next(), qPrintable(step.error()));
        const adc::Action& a = g->session()->game().log().all().back();
        QCOMPARE(a.kind, std::string("advance"));
        for (const char* k :
             {"from", "turn", "player_turn", "step", "phasing", "night", "date", "to"})
            QVERIFY2(a.payload.contains(k), k);
        QCOMPARE(a.payload["step"].get<std::string>(), std::string("attack-stoppage"));
        QCOMPARE(a.payload["date"].get<std::string>(), std::string("1809-05-22"));
        const adc::TurnNow& now = g->session()->state().now();
        QCOMPARE(now.step, std::string("attack-stoppage"));
        QVERIFY(now.phasing && *now.phasing == adc::Side::French);
        QCOMPARE(step.stepId(), QStringLiteral("attack-stoppage"));
    }

    // 3.2b: a solitaire game is stored as such and its command rules ask the question.
    void test_rule_3_2b_solitaire_game_stored() {
        auto g = openGame();
        const QString path = g->suggestedPath(QStringLiteral("first-day"));
        QVERIFY(g->newGame(path, QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("solitaire")}}, {}));
        QVERIFY(g->session()->state().rules().solitaire);
        auto again = openGame();
        QVERIFY(again->openGame(path));
        QVERIFY(again->session()->state().rules().solitaire);
        auto plain = openGame();
        QVERIFY(plain->newGame(plain->suggestedPath(QStringLiteral("first-day")),
                               QStringLiteral("5.1"), {}, {}));
        QVERIFY(!plain->session()->state().rules().solitaire);
    }

    // 9.0: viewing one side, the other side's Order Log is empty, not merely hidden.
    void test_rule_9_0_order_log_of_the_other_side_is_empty() {
        auto g = openGame();
        QVERIFY(g->newGame(g->suggestedPath(QStringLiteral("lannes-attack")), QStringLiteral("5.3"),
                           {}, {}));
        QVERIFY(g->perform(QStringLiteral("order-preset"), QStringLiteral("french"),
                           {{QStringLiteral("receiver"), QStringLiteral("4-corps")},
                            {QStringLiteral("type"), QStringLiteral("non-attack")},
                            {QStringLiteral("text"), QStringLiteral("Hold Aspern")}}));
        OrderLog log;
        log.setGame(g.get());
        const auto french =
            log.orders().size(); // 5.3's three French pre-set orders (10.1i) and this one
        QCOMPARE(french, 4);
        QVERIFY(log.orders()
                    .back()
                    .toMap()
                    .value(QStringLiteral("arrival"))
                    .toString()
                    .contains(QStringLiteral("May")));
        g->setViewer(Viewer::Austrian);
        QVERIFY(log.secret());
        QCOMPARE(log.orders().size(), 0);
        g->setViewer(Viewer::French);
        QCOMPARE(log.orders().size(), french);
    }

    void test_game_file_variant_not_offered_creates_nothing() {
        auto g = openGame();
        const QString path = QDir(data_.path()).filePath(QStringLiteral("first-day.adc"));
        // AE 5.1 does not offer Davout's Arrival (2.9b).
        QVERIFY(!g->newGame(path, QStringLiteral("5.1"), {{QStringLiteral("davout"), true}},
                            QString()));
        QVERIFY(!g->error().isEmpty());
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!g->isOpen());
    }

    void test_game_file_existing_file_never_overwritten() {
        auto g = openGame();
        const QString path = QDir(data_.path()).filePath(QStringLiteral("mine.adc"));
        QVERIFY(g->newGame(path, QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("umpire")}},
                           QStringLiteral("First")));
        QVERIFY(g->perform(QStringLiteral("mark"), QStringLiteral("french"),
                           {{QStringLiteral("unit"), QStringLiteral("57 Line-3-2")},
                            {QStringLiteral("casualties"), 2},
                            {QStringLiteral("stragglers"), 1}}));
        const QByteArray before = fileBytes(path);
        QVERIFY(!g->newGame(path, QStringLiteral("5.2"), {}, QStringLiteral("Second")));
        QVERIFY(g->error().contains(path));
        QCOMPARE(fileBytes(path), before);
        QCOMPARE(g->name(), QStringLiteral("First")); // the open game stays open
        QVERIFY(g->canUndo());
    }

    void test_game_file_not_a_game_refused_untouched() {
        auto g = openGame();
        const QString path = QDir(data_.path()).filePath(QStringLiteral("notes.adc"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("shopping list\n");
        f.close();
        QVERIFY(!g->openGame(path));
        QVERIFY(!g->error().isEmpty());
        QCOMPARE(fileBytes(path), QByteArray("shopping list\n"));
        QVERIFY(!g->isOpen());
        QVERIFY(!g->openGame(QDir(data_.path()).filePath(QStringLiteral("absent.adc"))));
        QVERIFY(!g->error().isEmpty());
    }

    void test_rule_20_6_mark_undo_redo() {
        auto g = openGame();
        QVERIFY(g->newGame(QDir(data_.path()).filePath(QStringLiteral("m.adc")),
                           QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("umpire")}}, QString()));
        QSignalSpy changed(g.get(), &OpenGame::changed);
        const auto firstMark =
            g->session()->game().log().nextSeq(); // after the scenario's pre-set orders (10.1i)
        QVERIFY(g->perform(QStringLiteral("mark"), QStringLiteral("french"),
                           {{QStringLiteral("unit"), QStringLiteral("57 Line-3-2")},
                            {QStringLiteral("casualties"), 2},
                            {QStringLiteral("stragglers"), 1}}));
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("57 Line-3-2").casualties, 2);
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("57 Line-3-2").stragglers, 1);
        QVERIFY(g->canUndo());
        QVERIFY(g->undo());
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("57 Line-3-2").casualties, 0);
        QVERIFY(g->canRedo());
        QVERIFY(g->redo());
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("57 Line-3-2").casualties, 2);
        QCOMPARE(changed.count(), 3);
        // "Undo to here" on the first mark takes back the later one only.
        QVERIFY(g->perform(QStringLiteral("mark"), QStringLiteral("french"),
                           {{QStringLiteral("unit"), QStringLiteral("57 Line-3-2")},
                            {QStringLiteral("casualties"), 1},
                            {QStringLiteral("stragglers"), 0}}));
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("57 Line-3-2").casualties, 3);
        QVERIFY(g->undoTo(static_cast<int>(firstMark)));
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("57 Line-3-2").casualties, 2);
        QVERIFY(!g->undoTo(99));
        QVERIFY(!g->error().isEmpty());
    }

    // 9.0: undo, redo and "undo to here" for the viewer: a side takes back only its own
    // actions and those both sides see; the refusal says nothing of the other side's.
    void test_rule_9_0_undo_for_the_viewer() {
        auto g = openGame();
        QVERIFY(g->newGame(QDir(data_.path()).filePath(QStringLiteral("v.adc")),
                           QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("umpire")}}, QString()));
        const auto first = g->session()->game().log().nextSeq();
        QVERIFY(g->perform(QStringLiteral("mark"), QStringLiteral("french"),
                           {{QStringLiteral("unit"), QStringLiteral("57 Line-3-2")},
                            {QStringLiteral("casualties"), 1},
                            {QStringLiteral("stragglers"), 0}}));
        QVERIFY(g->perform(QStringLiteral("mark"), QStringLiteral("austrian"),
                           {{QStringLiteral("unit"), QStringLiteral("Adler-1-6")},
                            {QStringLiteral("casualties"), 2},
                            {QStringLiteral("stragglers"), 0}}));
        QSignalSpy undoChanged(g.get(), &OpenGame::undoChanged);
        g->setViewer(Viewer::French);
        QCOMPARE(undoChanged.count(), 1);
        QVERIFY(!g->canUndo());
        QVERIFY(!g->canUndoTo(static_cast<int>(first)));
        const auto before = g->session()->game().log().all().size();
        QVERIFY(!g->undo());
        QVERIFY(!g->undoTo(static_cast<int>(first)));
        QVERIFY(!g->error().contains(QStringLiteral("Adler")));
        QCOMPARE(g->session()->game().log().all().size(), before);
        GameHistory history;
        history.setGame(g.get()); // the game's viewer, French (9.0)
        for (const QVariant& e : history.entries())
            QVERIFY(!e.toMap().value(QStringLiteral("canUndoTo")).toBool());
        // 9.0: numbered in the French sequence, newest first, with no gap for the Austrian's.
        const QVariantList shown = history.entries();
        for (qsizetype i = 0; i < shown.size(); ++i)
            QCOMPARE(shown[i].toMap().value(QStringLiteral("number")).toInt(),
                     static_cast<int>(shown.size() - i));
        g->setViewer(Viewer::Austrian);
        QVERIFY(g->canUndo());
        QVERIFY(g->undo());
        QCOMPARE(g->session()->state().losses(adc::Side::Austrian).row("Adler-1-6").casualties, 0);
        QVERIFY(!g->canUndo()); // the latest in force is French now
        QVERIFY(g->canRedo());
        g->setViewer(Viewer::French);
        QVERIFY(!g->canRedo());
        QVERIFY(g->canUndo());
        g->setViewer(Viewer::Both); // the umpire, a solitaire player
        QVERIFY(g->canRedo());
    }

    void test_rule_21_0a_refused_mark_changes_nothing() {
        auto g = openGame();
        const QString path = QDir(data_.path()).filePath(QStringLiteral("r.adc"));
        QVERIFY(g->newGame(path, QStringLiteral("5.1"), {}, QString()));
        const int revision = g->revision();
        const QByteArray before = fileBytes(path);
        // Cavalry never takes stragglers (21.0a).
        QVERIFY(!g->perform(QStringLiteral("mark"), QStringLiteral("french"),
                            {{QStringLiteral("unit"), QStringLiteral("1-1HC-Cav")},
                             {QStringLiteral("casualties"), 1},
                             {QStringLiteral("stragglers"), 1}}));
        QVERIFY(g->error().contains(QStringLiteral("21.0a")));
        QCOMPARE(g->revision(), revision);
        QCOMPARE(g->session()->game().log().all().size(),
                 13u); // only the scenario's pre-set orders (10.1i)
        QCOMPARE(g->session()->state().losses(adc::Side::French).row("1-1HC-Cav").casualties, 0);
        QCOMPARE(fileBytes(path), before);
        // The next good action clears the message.
        QVERIFY(g->perform(QStringLiteral("mark"), QStringLiteral("french"),
                           {{QStringLiteral("unit"), QStringLiteral("1-1HC-Cav")},
                            {QStringLiteral("casualties"), 1},
                            {QStringLiteral("stragglers"), 0}}));
        QVERIFY(g->error().isEmpty());
    }

    void test_rule_20_6_loss_chart_shows_every_unit() {
        auto g = openGame();
        QVERIFY(g->newGame(QDir(data_.path()).filePath(QStringLiteral("all.adc")),
                           QStringLiteral("5.4"), {}, QString()));
        for (const char* side : {"french", "austrian"}) {
            ArmyLossChart chart;
            g->setViewer(*adcqt::viewerNamed(
                QString::fromLatin1(side))); // the game's viewer is every view's (9.0)
            chart.setGame(g.get());
            chart.setSide(*adcqt::sideNamed(QString::fromLatin1(side)));
            const auto& oob = g->session()->state().oob(adc::parseSide(side));
            int brigades = 0, artillery = 0;
            for (const QVariant& v : chart.rows()) {
                const QString kind = v.toMap().value(QStringLiteral("kind")).toString();
                brigades += kind == QLatin1String("brigade");
                artillery += kind == QLatin1String("artillery");
            }
            QCOMPARE(brigades, int(oob.brigades.size()));
            QCOMPARE(artillery, int(oob.artillery.size()));
            g->setViewer(QString::fromLatin1(side) == QLatin1String("french") ? Viewer::Austrian
                                                                              : Viewer::French);
            QVERIFY(!chart.shown()); // 9.0
            QVERIFY(chart.rows().isEmpty());
            QCOMPARE(chart.casualtyTrack(), 0);
        }
    }

    void test_rule_20_6a_unknown_wrecked_mark_shown_as_unknown() {
        auto g = openGame();
        QVERIFY(g->newGame(QDir(data_.path()).filePath(QStringLiteral("u.adc")),
                           QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("umpire")}}, QString()));
        ArmyLossChart chart;
        chart.setGame(g.get());
        QVERIFY(g->perform(QStringLiteral("mark"), QStringLiteral("french"),
                           {{QStringLiteral("unit"), QStringLiteral("3-2-2")},
                            {QStringLiteral("casualties"), 1},
                            {QStringLiteral("stragglers"), 0}}));
        QString wrecked, division;
        for (const QVariant& v : chart.rows()) {
            const QVariantMap r = v.toMap();
            if (r.value(QStringLiteral("id")).toString() == QLatin1String("3-2-2"))
                wrecked = r.value(QStringLiteral("wrecked")).toString();
            if (r.value(QStringLiteral("kind")).toString() == QLatin1String("division") &&
                r.value(QStringLiteral("id")).toString() == QLatin1String("2-2"))
                division = r.value(QStringLiteral("marksKnown")).toBool()
                               ? QStringLiteral("known")
                               : QStringLiteral("unknown");
        }
        QCOMPARE(wrecked, QStringLiteral("unknown"));
        QCOMPARE(division, QStringLiteral("unknown"));
        QCOMPARE(chart.wreckedDivisions(), -1);
        QVERIFY(g->perform(
            QStringLiteral("set-wrecked-mark"), QStringLiteral("french"),
            {{QStringLiteral("brigade"), QStringLiteral("3-2-2")}, {QStringLiteral("boxes"), 8}}));
        QCOMPARE(chart.wreckedDivisions(), 0);
    }

    // 10.1c: each side numbers its own Order Log; the other side's count is not given away (9.0).
    void test_10_1c_eachSideNumbersItsOwnOrderLog() {
        auto g = openGame();
        QVERIFY(g->newGame(g->suggestedPath(QStringLiteral("first-day")), QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("umpire")}}, {}));
        auto numbers = [&](Side::Value side) {
            OrderLog log;
            log.setGame(g.get());
            log.setSide(side);
            QList<int> n;
            for (const QVariant& o : log.orders())
                n << o.toMap().value(QStringLiteral("number")).toInt();
            return n;
        };
        QCOMPARE(numbers(Side::French), (QList<int>{1, 2, 3}));
        QCOMPARE(numbers(Side::Austrian), (QList<int>{1, 2, 3, 4, 5}));
    }

    // 16.4: in 5.1 Rosenberg's 4 Corps is not in the scenario and Bellegarde's 1 Corps comes at
    // 2:30 pm; the roster says so and lists them after those in play.
    void test_16_4_rosterMarksWhoIsNotInPlayAndListsThemLast() {
        auto g = openGame();
        QVERIFY(g->newGame(g->suggestedPath(QStringLiteral("first-day")), QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("umpire")}}, {}));
        LeaderRoster roster;
        roster.setGame(g.get());
        roster.setSide(Side::Austrian);
        int rosenberg = -1, bellegarde = -1, charles = -1, lastInPlay = -1, firstLater = -1;
        for (int i = 0; i < roster.leaders().size(); ++i) {
            const QVariantMap l = roster.leaders().at(i).toMap();
            const QString id = l.value(QStringLiteral("id")).toString();
            if (id == QLatin1String("rosenberg")) rosenberg = i;
            if (id == QLatin1String("bellegarde")) bellegarde = i;
            if (id == QLatin1String("charles")) charles = i;
            if (l.value(QStringLiteral("inPlay")).toBool())
                lastInPlay = i;
            else if (firstLater < 0)
                firstLater = i;
        }
        const QVariantMap r = roster.leaders().at(rosenberg).toMap();
        QCOMPARE(r.value(QStringLiteral("presence")).toString(), QStringLiteral("not-in-scenario"));
        QVERIFY2(r.value(QStringLiteral("status"))
                     .toString()
                     .contains(QStringLiteral("Not in this scenario")),
                 qPrintable(r.value(QStringLiteral("status")).toString()));
        QVERIFY(!r.value(QStringLiteral("canBeLost")).toBool());
        const QString b =
            roster.leaders().at(bellegarde).toMap().value(QStringLiteral("status")).toString();
        QVERIFY2(b.contains(QStringLiteral("2:30 pm")) && b.contains(QStringLiteral("turn 4")),
                 qPrintable(b));
        QVERIFY(roster.leaders().at(charles).toMap().value(QStringLiteral("inPlay")).toBool());
        QVERIFY(lastInPlay < firstLater); // those in play first
        QVERIFY(bellegarde < rosenberg);  // still to come before never coming
        for (const QVariant& c : roster.commands()) {
            const QVariantMap m = c.toMap();
            // R Corps' HQ comes at 4:30 pm; the brigade it lends 6 Corps (R-2C-R) does not bring
            // it.
            if (m.value(QStringLiteral("id")).toString() == QLatin1String("r-corps"))
                QCOMPARE(m.value(QStringLiteral("presence")).toString(), QStringLiteral("later"));
        }
        const QVariantMap last = roster.commands().back().toMap();
        QCOMPARE(last.value(QStringLiteral("id")).toString(), QStringLiteral("4-corps"));
        QCOMPARE(last.value(QStringLiteral("presence")).toString(),
                 QStringLiteral("not-in-scenario"));
    }

    // 16.4: the French Loss Chart of 5.1 opens on a corps in the scenario, not on 2 Corps.
    void test_16_4_lossChartOpensOnACommandInTheScenario() {
        auto g = openGame();
        QVERIFY(g->newGame(g->suggestedPath(QStringLiteral("first-day")), QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("umpire")}}, {}));
        ArmyLossChart chart;
        chart.setGame(g.get());
        chart.setSide(Side::French);
        const QVariantMap first = chart.rows().front().toMap();
        QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("corps"));
        QVERIFY(first.value(QStringLiteral("inPlay")).toBool());
        QVERIFY(first.value(QStringLiteral("id")).toString() != QLatin1String("2-corps"));
        bool seenAbsent = false;
        for (const QVariant& v : chart.rows()) {
            const QVariantMap row = v.toMap();
            if (row.value(QStringLiteral("kind")).toString() != QLatin1String("corps")) continue;
            const bool in = row.value(QStringLiteral("inPlay")).toBool();
            QVERIFY2(!(in && seenAbsent),
                     qPrintable(row.value(QStringLiteral("id")).toString())); // absent ones last
            seenAbsent = seenAbsent || !in;
            if (row.value(QStringLiteral("id")).toString() == QLatin1String("2-corps"))
                QCOMPARE(row.value(QStringLiteral("presenceText")).toString(),
                         QStringLiteral("Not in this scenario"));
        }
        QVERIFY(seenAbsent);
    }

    // 9.0: viewing the other side, a public loose-cannon line comes without its number.
    void test_9_0_publicLooseCannonLineHasNoNumber() {
        auto g = openGame();
        QVERIFY(g->newGame(g->suggestedPath(QStringLiteral("first-day")), QStringLiteral("5.1"),
                           {{QStringLiteral("play"), QStringLiteral("umpire")}}, {}));
        QVERIFY(g->perform(
            QStringLiteral("set-rating"), QStringLiteral("austrian"),
            {{QStringLiteral("leader"), QStringLiteral("hiller")}, {QStringLiteral("rating"), 2}}));
        CurrentStep step; // stepped on as the players would (8.1): the clock is the engine's
        step.setGame(g.get());
        while (step.stepId() != QStringLiteral("initiative"))
            QVERIFY2(step.next(), qPrintable(step.error()));
        QCOMPARE(step.phasing(), QStringLiteral("austrian"));
        QVERIFY(g->perform(QStringLiteral("initiative"), QString(),
                           {{QStringLiteral("side"), QStringLiteral("austrian")},
                            {QStringLiteral("leader"), QStringLiteral("hiller")},
                            {QStringLiteral("result"), QStringLiteral("loose_cannon")},
                            {QStringLiteral("roll"), 11}}));
        QVERIFY2(g->perform(QStringLiteral("loose-cannon-order"), QString(),
                            {{QStringLiteral("side"), QStringLiteral("austrian")},
                             {QStringLiteral("leader"), QStringLiteral("hiller")},
                             {QStringLiteral("type"), QStringLiteral("attack")},
                             {QStringLiteral("text"), QStringLiteral("Straight on")},
                             {QStringLiteral("direction"), QStringLiteral("east")}}),
                 qPrintable(g->error()));
        g->setViewer(Viewer::French);
        OrderLog log;
        log.setGame(g.get());
        log.setSide(Side::Austrian);
        QVERIFY(log.secret());
        QCOMPARE(log.orders().size(), 1);
        QVERIFY(!log.orders().front().toMap().value(QStringLiteral("number")).isValid());
    }
};

QTEST_GUILESS_MAIN(ModelTests)

#include "tst_models.moc"
