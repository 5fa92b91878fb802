import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// Recovering stragglers from the Loss Charts (21.2): the six conditions a-f must all be
// confirmed (the missing ones are named and no dice are thrown), the Straggler Recovery
// Table is read for the brigade's printed morale with the app's dice (seed shown) or the
// player's (checked), and a unit never gets back more stragglers than it has.
TestCase {
    id: testCase
    name: "StragglerRecovery"
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
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Test"))
        return createTemporaryObject(pageComponent, testCase, { game: game, tableSet: Fixture.freshTables() })
    }
    // A button of the page, pressed from the keyboard: focused (and so scrolled into view), Return.
    function press(item) {
        verify(item !== null)
        item.forceActiveFocus()
        keyClick(Qt.Key_Return)
    }
    function rowOf(model, id) {
        const rows = model.rows
        for (let i = 0; i < rows.length; ++i) if (rows[i].id === id) return rows[i]
        return null
    }
    // Opens the dialog from the brigade's row, as a player does.
    function openDialog(page, brigade) {
        const button = findChild(page, "recoverStragglers_" + brigade)
        verify(button !== null && button.visible)
        press(button)
        const dialog = findChild(page, "recoveryDialog")
        tryVerify(() => dialog.opened)
        return dialog
    }
    function confirmAll(dialog, except) {
        for (const key of ["enemy_distance", "morale_state", "command_radius", "has_stragglers", "no_mp_spent", "not_fired"]) {
            if (key === except) continue
            const box = findChild(dialog.contentItem, "condition_" + key)
            verify(box !== null, key)
            mouseClick(box)
            verify(box.checked, key)
        }
    }

    function test_21_2_recoveryNeedsAllSixConditions() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        verify(chart.markStraggler("57 Line-3-2"))
        verify(chart.markStraggler("57 Line-3-2"))
        const dialog = openDialog(page, "57 Line-3-2")
        compare(dialog.recovery.morale, "A") // the printed morale of the row
        compare(dialog.recovery.stragglers, 2)
        confirmAll(dialog, "command_radius")
        verify(findChild(dialog.contentItem, "missingConditions").text.indexOf("c") >= 0)
        const history = findChild(page, "history")
        const before = history.entries.length
        const dice = findChild(dialog.contentItem, "recoveryDice")
        dice.text = "65"
        mouseClick(findChild(dialog.contentItem, "recoveryUseMyDice"))
        verify(dialog.recovery.error.indexOf("command radius") >= 0, dialog.recovery.error)
        verify(findChild(dialog.contentItem, "recoveryError").visible)
        compare(dialog.recovery.recovered, -1)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 2)
        compare(history.entries.length, before) // nothing done, no dice recorded
        // The sixth confirmed: row A with a leader rated 1 (no shift), roll 44 gives 1.
        mouseClick(findChild(dialog.contentItem, "condition_command_radius"))
        compare(dialog.recovery.missing, "")
        mouseClick(findChild(dialog.contentItem, "leaderRating_1"))
        dice.text = "44"
        mouseClick(findChild(dialog.contentItem, "recoveryUseMyDice"))
        compare(dialog.recovery.error, "")
        compare(dialog.recovery.recovered, 1)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1)
        compare(dialog.recovery.result.rolledBy, "player")
        compare(history.entries.length, before + 1)
        verify(history.entries[0].summary.indexOf("21.2") >= 0)
    }

    function test_21_2_neverMoreThanTheUnitHas() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        verify(chart.markStraggler("57 Line-3-2"))
        const dialog = openDialog(page, "57 Line-3-2")
        confirmAll(dialog, "")
        mouseClick(findChild(dialog.contentItem, "leaderRating_1"))
        verify(dialog.recovery.rollWithDice("65")) // row A, 65: the table gives 2
        compare(dialog.recovery.result.values.recovered, 2)
        compare(dialog.recovery.recovered, 1) // it had only one
        compare(rowOf(chart, "57 Line-3-2").stragglers, 0)
    }

    function test_21_2_appDiceShowTheirSeed_playerDiceChecked() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        verify(chart.markStraggler("57 Line-3-2"))
        const dialog = openDialog(page, "57 Line-3-2")
        confirmAll(dialog, "")
        verify(!dialog.recovery.rollWithDice("17")) // not a throw of two dice
        verify(dialog.recovery.error !== "")
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1)
        mouseClick(findChild(dialog.contentItem, "recoveryRollForMe"))
        compare(dialog.recovery.error, "")
        compare(dialog.recovery.result.rolledBy, "app")
        verify(dialog.recovery.result.seed !== "")
        verify(findChild(dialog.contentItem, "recoveryResult").visible)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1 - dialog.recovery.recovered)
        page.undo() // one action, undone as one
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1)
    }

    // 9.0: the dialog shows a brigade's stragglers, so it never opens on the other side's
    // chart, and it closes when the viewer changes.
    function test_9_0_recoveryOnlyForTheSideViewed() {
        const page = makePage()
        verify(findChild(page, "frenchChart").markStraggler("57 Line-3-2"))
        const dialog = findChild(page, "recoveryDialog")
        page.game.viewer = "austrian"
        page.recoverStragglers("french", "57 Line-3-2")
        wait(50)
        verify(!dialog.opened && !dialog.visible)
        page.game.viewer = "french"
        page.recoverStragglers("french", "57 Line-3-2")
        tryVerify(() => dialog.opened)
        page.game.viewer = "austrian"
        tryVerify(() => !dialog.visible)
    }
}
