import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// "Apply to a unit…" under a Fire Combat result (20.4 example: 4 fire points, roll 46, one
// casualty and one straggler): one click marks it in the open game; the topmost infantry
// takes the stragglers of a unit that cannot (21.0a); a cavalry charge resolution records
// them as casualties (21.0b); refusals change nothing; without a game it says why.
TestCase {
    id: testCase
    name: "ApplyLosses"
    when: windowShown
    visible: true
    width: 1280
    height: 720

    Component { id: gameComponent; OpenGame { } }
    Component { id: logComponent; RollLogModel { } }
    Component { id: pageComponent; ResolverPage { width: 1280; height: 720 } }
    Component { id: chartComponent; ArmyLossChart { side: Side.French } }

    // The resolver page after the 20.4 example, with a game open when `withGame`.
    function fireResult(withGame) {
        let game = null
        if (withGame) {
            game = gameComponent.createObject(testCase)
            game.defaultFolder = Fixture.emptyFolder()
            game.tablesDir = Fixture.tablesDir()
            verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Test"))
        }
        const log = createTemporaryObject(logComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase, { tableSet: Fixture.freshTables(), log: log, game: game })
        verify(page.chooseResolver("fire"))
        tryCompare(page.form, "resolverName", "fire")
        verify(page.form.inputs.fill(["points=4"]) === "")
        if (withGame) {
            // 5.3, 9.0a: in a game the roll is recorded, kept by the side fired on; with no
            // firer named and the umpire's eyes, the player says which side that is first.
            const revision = game.revision
            page.form.rollWithDice({ roll: "46" })
            verify(page.form.rollError.indexOf("9.0a") >= 0, page.form.rollError)
            compare(game.revision, revision) // nothing rolled or recorded
            verify(page.form.rollSideAsked !== "")
            page.form.rollSide = "french"
        }
        const before = withGame ? game.revision : 0
        page.form.rollWithDice({ roll: "46" })
        compare(page.form.result.summary, "1(1)")
        if (withGame) {
            verify(page.form.recorded.indexOf("French side only (9.0a)") >= 0, page.form.recorded)
            compare(game.revision, before + 1) // one roll action in the game's log
        }
        const panel = findChild(page, "applyLossesPanel")
        verify(panel.visible)
        return page
    }
    function rowOf(model, id) {
        return model.rows.find(r => r.id === id) || null
    }
    function frenchChart(page) {
        return createTemporaryObject(chartComponent, testCase, { game: page.game })
    }
    // The brigade hit, as a player finds it: its id typed; Enter marks on the first found,
    // which its line shows first and highlighted.
    function pickBrigade(page, id) {
        const filter = findChild(page, "applyBrigadeFilter")
        filter.forceActiveFocus()
        for (let i = 0; i < id.length; ++i) keyClick(id[i])
        const first = findChild(page, "applyBrigade_" + id)
        verify(first !== null && first.highlighted, "not the first found: " + id)
        verify(first.text.indexOf(id) >= 0, first.text)
        keyClick(Qt.Key_Return)
        compare(findChild(page, "applyLossesForm").brigade, id)
    }
    function chooseIn(box, id, list) {
        const i = list.findIndex(b => b.id === id)
        verify(i >= 0, id)
        box.currentIndex = i
        box.activated(i)
    }

    function test_applyNeedsAnOpenGame() {
        const page = fireResult(false)
        const blocked = findChild(page, "applyBlocked")
        verify(blocked.visible)
        verify(blocked.text.indexOf("No game open") >= 0, blocked.text)
        verify(!findChild(page, "applyMark").visible || !findChild(page, "applyMark").enabled)
        verify(!findChild(page, "applyLossesForm").apply())
    }

    function test_20_4_resultMarkedOnTheUnitHit() {
        const page = fireResult(true)
        const form = findChild(page, "applyLossesForm")
        compare(form.casualties, 1)
        compare(form.stragglers, 1)
        mouseClick(findChild(page, "applySide_french"))
        verify(!findChild(page, "applyMark").visible) // no unit chosen yet
        pickBrigade(page, "57 Line-3-2") // and marked
        compare(form.error, "")
        verify(findChild(page, "applyDone").visible)
        const chart = frenchChart(page)
        compare(rowOf(chart, "57 Line-3-2").casualties, 1)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1)
        verify(findChild(page, "applyDone").visible)
        // Undone as one action.
        verify(page.game.undo())
        compare(rowOf(chart, "57 Line-3-2").casualties, 0)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 0)
    }

    function test_21_0a_stragglersToTopmostInfantry() {
        const page = fireResult(true)
        const form = findChild(page, "applyLossesForm")
        mouseClick(findChild(page, "applySide_french"))
        pickBrigade(page, "1-1HC-Cav")
        verify(form.needsStragglerUnit)
        verify(findChild(page, "applyStragglerUnit").visible)
        verify(form.blockedReason.indexOf("21.0a") >= 0)
        verify(!findChild(page, "applyMark").enabled)
        // Cavalry is not offered to take stragglers.
        verify(form.stragglerUnits.findIndex(b => b.id === "1-1HC-Cav") < 0)
        chooseIn(findChild(page, "applyStragglerUnit"), "57 Line-3-2", form.stragglerUnits)
        findChild(page, "applyMark").forceActiveFocus() // the panel scrolls to it
        keyClick(Qt.Key_Return)
        compare(form.error, "")
        const chart = frenchChart(page)
        compare(rowOf(chart, "1-1HC-Cav").casualties, 1)
        compare(rowOf(chart, "1-1HC-Cav").stragglers, 0)
        compare(rowOf(chart, "57 Line-3-2").casualties, 0)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1)
    }

    function test_21_0b_chargeStragglersMarkedAsCasualties() {
        const page = fireResult(true)
        const form = findChild(page, "applyLossesForm")
        mouseClick(findChild(page, "applySide_french"))
        mouseClick(findChild(page, "applyCharge")) // said before the unit is marked
        verify(form.charge)
        pickBrigade(page, "57 Line-3-2")
        const chart = frenchChart(page)
        compare(rowOf(chart, "57 Line-3-2").casualties, 2)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 0)
    }

    function test_20_6_refusalChangesNothing() {
        const page = fireResult(true)
        const form = findChild(page, "applyLossesForm")
        form.side = Side.French
        form.brigade = "57 Line-3-2"
        form.casualties = 60 // more than the row has boxes
        const revision = page.game.revision
        verify(!form.apply())
        verify(form.error !== "")
        verify(findChild(page, "applyError").visible || !findChild(page, "applyMark").visible)
        const chart = frenchChart(page)
        compare(rowOf(chart, "57 Line-3-2").casualties, 0)
        compare(page.game.revision, revision)
    }

    // 10.3a: a unit of a corps under an Attack order in force is hit; the panel offers to
    // mark its command, which then checks for stoppage from its next Command Phase.
    function test_10_3a_fireOnAnAttackingCommandIsMarked() {
        const page = fireResult(true)
        const form = findChild(page, "applyLossesForm")
        form.side = Side.Austrian
        form.brigade = "39-1-6" // 6 Corps, on the map from the start: 5.1's pre-set "Capture Aspern." is in force
        compare(form.attackingCommand, "6-corps")
        verify(findChild(page, "applyContact").visible)
        verify(form.markContact())
        verify(form.done.indexOf("10.3a") >= 0)
        form.side = Side.French
        form.brigade = "1-1HC-Cav" // its division's pre-set order is Non-Attack: nothing to mark
        compare(form.attackingCommand, "")
        verify(!form.markContact())
        verify(form.error.indexOf("10.3a") >= 0)
    }

    // 9.0b: marking losses on an Austrian brigade of an attacking corps from the French screen
    // says nothing of the Austrian orders; the Austrian player marks the contact himself.
    function test_9_0b_theContactPromptSaysNothingOfTheOtherSidesOrders() {
        const page = fireResult(true)
        const form = findChild(page, "applyLossesForm")
        page.game.viewer = Viewer.French
        form.side = Side.Austrian
        form.brigade = "39-1-6" // 6 Corps holds an implemented Attack order (5.1)
        compare(form.attackingCommand, "")
        verify(!findChild(page, "applyContact").visible)
        const revision = page.game.revision
        verify(!form.markContact())
        verify(form.error.indexOf("9.0b") >= 0, form.error)
        verify(form.error.indexOf("6-corps") < 0 && form.error.indexOf("6 Corps") < 0, form.error)
        compare(page.game.revision, revision)
        // The French player marks the hits on the Austrian chart from his screen: his mark to
        // take back, at once (no question: it is his own decision), the chart staying secret.
        form.casualties = 1 // the result rolled before the hand-over is gone with it
        form.stragglers = 1
        verify(form.apply(), form.error)
        compare(page.game.revision, revision + 1)
        verify(page.game.canUndo)
        compare(page.game.undoWarning, "")
        verify(page.game.undo())
        compare(page.game.revision, revision + 2)
        page.game.viewer = Viewer.Austrian
        compare(form.attackingCommand, "6-corps")
    }
}
