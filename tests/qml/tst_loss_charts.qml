import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// The Loss Charts screen: one click marks one casualty (20.6) or straggler (21.0), cavalry
// refuses stragglers (21.0a) with nothing changed, undo and redo, "undo to here", and fog
// of war (9.0): viewing one side, the other side's chart, totals and history are not shown.
TestCase {
    id: testCase
    name: "LossCharts"
    when: windowShown
    visible: true
    width: 1280
    height: 720

    Component { id: gameComponent; GameModel { } }
    Component { id: pageComponent; LossChartsPage { width: 1280; height: 720 } }

    function makePage() {
        const game = gameComponent.createObject(testCase)
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", {}, "Test"))
        return createTemporaryObject(pageComponent, testCase, { game: game })
    }
    function rowOf(model, id) {
        const rows = model.rows
        for (let i = 0; i < rows.length; ++i) if (rows[i].id === id) return rows[i]
        return null
    }

    function test_rule_20_6_one_click_one_mark_undo_redo() {
        const page = makePage()
        const chart = findChild(page, "lossChart")
        verify(chart.shown)
        compare(rowOf(chart, "57 Line-3-2").casualties, 0)
        const button = findChild(page, "casualty_57 Line-3-2")
        verify(button !== null)
        // By keyboard: the focused button is scrolled into view and Return presses it.
        button.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(rowOf(chart, "57 Line-3-2").casualties, 1)
        compare(rowOf(chart, "57 Line-3-2").boxes[0].mark, "X")
        const straggler = findChild(page, "straggler_57 Line-3-2")
        straggler.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1)
        compare(rowOf(chart, "57 Line-3-2").boxes[1].mark, "/")
        verify(chart.casualtyTrack === 1)
        page.undo()
        compare(rowOf(chart, "57 Line-3-2").stragglers, 0)
        page.redo()
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1)
        const history = findChild(page, "history")
        verify(history.entries.length >= 4)
        page.game.undoTo(1)
        compare(rowOf(chart, "57 Line-3-2").casualties, 1)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 0)
    }

    function test_rule_21_0a_cavalry_refuses_stragglers() {
        const page = makePage()
        const chart = findChild(page, "lossChart")
        verify(!rowOf(chart, "1-1HC-Cav").takesStragglers)
        verify(!chart.markStraggler("1-1HC-Cav"))
        verify(page.game.error.indexOf("21.0a") >= 0)
        verify(findChild(page, "lossError").visible)
        compare(rowOf(chart, "1-1HC-Cav").casualties, 0)
        verify(!page.game.canUndo)
    }

    function test_rule_9_0_viewing_one_side_hides_the_other() {
        const page = makePage()
        const chart = findChild(page, "lossChart")
        verify(chart.markCasualty("57 Line-3-2"))
        page.army = "austrian"
        const austrianId = chart.rows.filter(r => r.kind === "brigade")[0].id
        verify(chart.markCasualty(austrianId))
        const history = findChild(page, "history")
        compare(history.entries.length, 2)
        mouseClick(findChild(page, "viewer_french"))
        compare(page.viewer, "french")
        compare(page.shownSide, "french")
        verify(rowOf(chart, "57 Line-3-2") !== null)
        verify(rowOf(chart, austrianId) === null)
        verify(findChild(page, "frenchTrack").visible)
        verify(!findChild(page, "austrianTrack").visible)
        compare(history.entries.length, 1)
        verify(history.entries[0].summary.indexOf("57 Line-3-2") >= 0)
        mouseClick(findChild(page, "viewer_austrian"))
        verify(rowOf(chart, "57 Line-3-2") === null)
        verify(rowOf(chart, austrianId) !== null)
        verify(!findChild(page, "frenchTrack").visible)
        compare(history.entries.length, 1)
        verify(history.entries[0].summary.indexOf("57 Line-3-2") < 0)
    }

    function test_rule_20_6a_enter_the_unknown_wrecked_mark() {
        const page = makePage()
        const chart = findChild(page, "lossChart")
        verify(!rowOf(chart, "3-2-2").markKnown)
        verify(chart.markCasualty("3-2-2"))
        compare(rowOf(chart, "3-2-2").wrecked, "unknown")
        const field = findChild(page, "markField_3-2-2")
        verify(field !== null)
        field.forceActiveFocus()
        field.text = "many"
        keyClick(Qt.Key_Return)
        verify(page.game.error !== "")
        verify(!rowOf(chart, "3-2-2").markKnown)
        field.forceActiveFocus()
        field.text = "8"
        keyClick(Qt.Key_Return)
        compare(page.game.error, "")
        verify(rowOf(chart, "3-2-2").markKnown, JSON.stringify(rowOf(chart, "3-2-2")) + JSON.stringify(findChild(page, "history").entries))
        compare(rowOf(chart, "3-2-2").wrecked, "no")
        verify(rowOf(chart, "3-2-2").boxes[7].markAfter)
    }

    function test_rule_24_0a_cavalry_class_from_the_counter() {
        const page = makePage()
        const chart = findChild(page, "lossChart")
        compare(rowOf(chart, "1-1HC-Cav").cavalryClass, "")
        const heavy = findChild(page, "class_heavy_1-1HC-Cav")
        verify(heavy !== null)
        heavy.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(rowOf(chart, "1-1HC-Cav").cavalryClass, "heavy")
        verify(findChild(page, "class_light_57 Line-3-2") === null) // infantry has no class
        page.undo()
        compare(rowOf(chart, "1-1HC-Cav").cavalryClass, "")
    }
}
