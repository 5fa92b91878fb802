import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// Wagram 1809 in the app: a new game chosen by game then scenario, the Orders Tables page
// in place of the series' pages, each side filling its table in secret (12.5), the reveal
// (7.1), what each viewer's page shows of the other side's face-down markers (9.0), and the
// rest of scenario 1's first turn played through the page to turn 8 (6, 11, 12.1, 12.4).
TestCase {
    id: testCase
    name: "WagramOrders"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component { id: mainComponent; Main { } }

    function texts(item, out) {
        if (!item || !item.visible) return out
        if (typeof item.text === "string" && item.text !== "") out.push(item.text)
        if (typeof item.currentText === "string" && item.currentText !== "") out.push(item.currentText)
        const kids = item.children
        if (kids) for (let i = 0; i < kids.length; ++i) texts(kids[i], out)
        if (item.contentItem && item.contentItem.parent !== item) texts(item.contentItem, out)
        return out
    }
    function pageText(win) {
        waitForRendering(win.contentItem)
        return texts(findChild(win.contentItem.parent, "ordersTablePage"), []).join("\n")
    }
    function click(win, name) {
        const b = findChild(win.contentItem.parent, name)
        verify(b, name)
        tryVerify(() => b.visible, 2000, name + " shown")
        waitForRendering(win.contentItem) // laid out where the viewer's page now puts it
        mouseClick(b)
    }

    function test_wagram_12_5_and_7_1_each_side_sees_only_its_own_markers() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1600, height: 1000 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("wagram-5-july"), "wagram-5-july", { play: "hot-seat" }, "Club"), game.error)
        compare(game.rulebook, "wagram-1809")
        // The series' pages give way to the Orders Tables.
        verify(!findChild(win.contentItem.parent, "tab_3").visible) // Loss charts
        verify(findChild(win.contentItem.parent, "tab_9").visible)
        findChild(win.contentItem.parent, "pageTabs").currentIndex = win.pages.indexOf("orders")
        // 14.2: the French have the first Round; the laptop goes to the French player first.
        compare(game.viewer, Viewer.French)
        game.uncover()
        tryVerify(() => findChild(win.contentItem.parent, "ordersTablePage") !== null)
        const orders = findChild(win.contentItem.parent, "ordersTablePage").orders
        tryVerify(() => orders.active)
        // The Austrian table is not the French player's to fill (9.0): refused, nothing written.
        verify(!orders.place("austrian", ["I", "II", "IV"], []))
        verify(game.error.indexOf("9.0") >= 0, game.error)
        verify(!orders.view.orders_tables.austrian.placed)
        game.dismissError()
        click(win, "place_french") // the pickers' first three: IV, II, III
        tryVerify(() => orders.view.orders_tables.french.placed, 2000, game.error)
        compare(orders.view.orders_tables.french.orders[0].corps, "IV")
        // The Austrian player takes the laptop and fills his own; he sees the French markers
        // only face down.
        game.viewer = Viewer.Austrian
        game.uncover()
        click(win, "place_austrian")
        tryVerify(() => orders.view.orders_tables.austrian.placed, 2000, game.error + " " + game.covered)
        compare(orders.view.step, "orders")
        compare(orders.view.orders_tables.french.orders[0].corps, null)
        let seen = pageText(win)
        verify(seen.indexOf("Massena") < 0 && seen.indexOf("Oudinot") < 0 && seen.indexOf("Davout") < 0, seen)
        verify(seen.indexOf("Bellegarde") >= 0, seen)
        // 7.1: the reveal is seen by both: Massena's IV corps is activated, face up.
        click(win, "revealButton")
        seen = pageText(win)
        verify(seen.indexOf("IV (Massena)") >= 0, seen)
        verify(seen.indexOf("Oudinot") < 0, seen)
        // The new Order 3 is the French player's secret: not offered to the Austrian.
        verify(!findChild(win.contentItem.parent, "pickButton").visible)
        game.viewer = Viewer.French
        game.uncover()
        click(win, "pickButton")
        compare(orders.view.step, "activation-movement-combat")
        compare(orders.view.orders_tables.french.orders[2].corps, "D")
        click(win, "continueButton")
        compare(orders.view.round_markers.french, 1)
        compare(orders.view.step, "initiative")

        // The rest of turn 7 through the page, the laptop passing to each Phase player: dice
        // typed in (6 against 4; the Continuation roll a 2 once a marker reaches box 7).
        const field = name => findChild(win.contentItem.parent, name)
        for (let round = 0; round < 20 && orders.view.step !== "administrative"; ++round) {
            field("frenchDie").text = "6"
            field("austrianDie").text = "4"
            click(win, "initiativeButton")
            const phasing = orders.view.phase_player
            verify(phasing === "french" || phasing === "austrian", game.error)
            game.viewer = phasing === "french" ? Viewer.French : Viewer.Austrian
            game.uncover()
            click(win, "revealButton")
            click(win, "pickButton")
            if (orders.view.round_markers[phasing] + 1 >= 7) field("continuationDice").text = "2"
            click(win, "continueButton")
        }
        compare(orders.view.step, "administrative")
        // 12.1: the Austrian first, then the new picks, each by its own player; then 12.4.
        click(win, "adminRevealAustrian")
        click(win, "adminRevealFrench")
        game.viewer = Viewer.Austrian
        game.uncover()
        click(win, "adminPick_austrian")
        game.viewer = Viewer.French
        game.uncover()
        click(win, "adminPick_french")
        click(win, "endTurnButton")
        compare(orders.view.turn, 8, game.error)
        compare(orders.view.step, "initiative")
        compare(orders.view.round_markers.french, 0)
        // The Battle tab: turn 7's end as the Round markers stood (11), then turn 8 so far.
        tabs(win).currentIndex = win.pages.indexOf("battle")
        const battle = () => findChild(win, "battlePlots") || findChild(win.contentItem.parent, "battlePlots")
        tryVerify(() => battle() !== null)
        const plots = battle()
        verify(plots.wagram)
        verify(findChild(win.contentItem.parent, "roundPlot").visible)
        const rounds = plots.points(BattlePlots.RoundMarkers, Side.French)
        compare(rounds.length, 2)
        compare(rounds[0].x, 7)
        verify(rounds[0].y >= 7, JSON.stringify(rounds)) // the roll came from box 7 on
        compare(rounds[1].y, 0) // 12.4
        compare(plots.points(BattlePlots.Vps, Side.Austrian).length, 2)
        game.closeGame()
    }

    // Print and export of a Wagram game: the dialog offers Wagram's records (not the series'),
    // takes no side for them, and what the Austrian player saves of the Orders Tables shows
    // the French markers only face down, as his page does (9.0).
    function test_wagram_9_0_export_offers_the_orders_tables_as_the_viewer_sees_them() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1600, height: 1000 })
        tryVerify(() => win.visible)
        const game = win.game
        const folder = Fixture.emptyFolder()
        game.defaultFolder = folder
        verify(game.newGame(game.suggestedPath("wagram-5-july"), "wagram-5-july", { play: "hot-seat" }, "Club"), game.error)
        findChild(win.contentItem.parent, "pageTabs").currentIndex = win.pages.indexOf("orders")
        game.uncover()
        tryVerify(() => findChild(win.contentItem.parent, "ordersTablePage") !== null)
        const orders = findChild(win.contentItem.parent, "ordersTablePage").orders
        tryVerify(() => orders.active)
        click(win, "place_french")
        tryVerify(() => orders.view.orders_tables.french.placed, 2000, game.error)
        game.viewer = Viewer.Austrian
        game.uncover()
        const button = findChild(win.contentItem.parent, "exportButton")
        verify(button.visible && button.enabled)
        mouseClick(button)
        const dialog = findChild(win.contentItem.parent, "exportDialog") || findChild(win, "exportDialog")
        tryVerify(() => dialog.opened)
        compare(dialog.what, "orders-tables")
        verify(findChild(dialog.contentItem, "what_vp-ledger").visible)
        verify(findChild(dialog.contentItem, "what_history").visible)
        verify(!findChild(dialog.contentItem, "what_order-log"))
        verify(!findChild(dialog.contentItem, "side_french").visible) // no side: as he sees it
        mouseClick(findChild(dialog.contentItem, "format_csv"))
        const path = findChild(dialog.contentItem, "exportPath")
        verify(path.text.endsWith("-orders-tables.csv"), path.text)
        mouseClick(findChild(dialog.contentItem, "exportGo"))
        compare(dialog.exporter.error, "")
        const csv = Fixture.fileText(path.text)
        verify(csv.indexOf("french,Order 1,a corps,down") >= 0, csv)
        verify(csv.indexOf("Massena") < 0 && csv.indexOf("Oudinot") < 0, csv)
        // A side asked for all the same is refused by the engine, nothing written.
        verify(!dialog.exporter.save(folder + "/side.csv", "orders-tables", "french", "csv", "", false))
        verify(dialog.exporter.error.indexOf("9.0") >= 0, dialog.exporter.error)
        compare(Fixture.fileText(folder + "/side.csv"), "")
        mouseClick(findChild(dialog.contentItem, "exportClose"))
        tryVerify(() => !dialog.opened)
    }

    // The Sequence tab serves Wagram 1809 with its own sequence (5): the set-up under way
    // first (12.5), then, as the tables are filled, the first Round's Orders Phase (7.1) with
    // the Phase player named, the Administrative Phase ahead (12); no night in scenario 1.
    function test_wagram_5_the_sequence_page_follows_the_game() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1600, height: 1000 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("wagram-5-july"), "wagram-5-july", { play: "umpire" }, "Club"), game.error)
        const tab = findChild(win.contentItem.parent, "tab_" + win.pages.indexOf("sequence"))
        verify(tab.visible)
        mouseClick(tab)
        tryVerify(() => findChild(win.contentItem.parent, "wagramSequencePage") !== null)
        const page = findChild(win.contentItem.parent, "wagramSequencePage")
        const sequence = findChild(page, "wagramSequence")
        tryVerify(() => sequence.active)
        compare(sequence.error, "")
        const current = () => sequence.steps.filter(s => s.state === "current").map(s => s.rule)
        compare(current(), ["12.5"])
        verify(sequence.steps.every(s => s.rule !== "14.3"))
        const orders = sequence.steps.find(s => s.rule === "7.1")
        compare(orders.state, "ahead")
        // Both tables filled through the Orders Tables page: the French Round 1 (14.2).
        tabs(win).currentIndex = win.pages.indexOf("orders")
        tryVerify(() => findChild(win.contentItem.parent, "ordersTablePage") !== null)
        const table = findChild(win.contentItem.parent, "ordersTablePage").orders
        tryVerify(() => table.active)
        click(win, "place_french")
        click(win, "place_austrian")
        tryVerify(() => table.view.step === "orders", 2000, game.error)
        compare(current(), ["7.1"])
        // 6: the game's first Round has no Reaction and no initiative.
        compare(sequence.steps.filter(s => s.state === "skipped").map(s => s.rule), ["7.2", "6"])
        const now = sequence.steps[sequence.currentIndex]
        compare(now.side, "french")
        verify(sequence.where.indexOf("(7.1)") >= 0, sequence.where)
        compare(sequence.steps.find(s => s.rule === "12.5").state, "done")
        compare(sequence.steps.find(s => s.rule === "12.1").state, "ahead")
        // A resolver of a step opens the Resolve page on it.
        tabs(win).currentIndex = win.pages.indexOf("sequence")
        const combat = sequence.steps.findIndex(s => s.rule === "10")
        const button = findChild(page, "tool_" + combat + "_wagram-combat")
        verify(button)
        tryVerify(() => button.visible)
        waitForRendering(win.contentItem)
        mouseClick(button)
        tryCompare(tabs(win), "currentIndex", 0)
    }
    function tabs(win) { return findChild(win.contentItem.parent, "pageTabs") }
}
