import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// Recovering stragglers from the Loss Charts (21.2): the game refuses what it knows to be
// wrong (8.1's segment and phasing player) before anything is asked; the five conditions the
// map decides must all be confirmed (the missing ones are named and no dice are thrown);
// night comes from the game's clock; the Straggler Recovery Table is read for the brigade's
// printed morale with the app's dice (seed shown) or the player's (checked), and a unit
// never gets back more stragglers than it has.
TestCase {
    id: testCase
    name: "StragglerRecovery"
    when: windowShown
    visible: true
    width: 1280
    height: 720

    Component { id: currentStepComponent; CurrentStep { } }
    Component { id: turnRecordComponent; TurnRecord { } }
    // Steps the game on with Next step, as the players would, to `step` of `turn` in
    // `phasing`'s player turn: the clock is the engine's to work out (8.1), never set by hand.
    function stepTo(game, turn, step, phasing) {
        const current = createTemporaryObject(currentStepComponent, testCase, { game: game })
        const record = createTemporaryObject(turnRecordComponent, testCase, { game: game })
        for (let guard = 0; guard < 5000; ++guard) {
            if (record.turn === turn && current.stepId === step && current.phasing === phasing) return
            verify(current.next(), "turn " + record.turn + " " + current.stepId + ": " + current.error)
        }
        fail("never reached turn " + turn + ", " + step)
    }
    Component { id: gameComponent; OpenGame { } }
    Component { id: pageComponent; LossChartsPage { width: 1280; height: 720 } }

    // Scenario 5.1, or `scenario` (5.4 goes on through the night of 21 May, 28.0).
    function makePage(scenario) {
        const game = gameComponent.createObject(testCase)
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        verify(game.newGame(game.suggestedPath("first-day"), scenario || "5.1", { play: "umpire" }, "Test"))
        return createTemporaryObject(pageComponent, testCase, { game: game, tableSet: Fixture.freshTables() })
    }
    // Where `adc game step` would have taken the game: the French Straggler Recovery segment (8.1).
    // By night: the first night turn's (28.0), stepped on to through the day.
    function toRecovery(page, night) {
        const current = createTemporaryObject(currentStepComponent, testCase, { game: page.game })
        const record = createTemporaryObject(turnRecordComponent, testCase, { game: page.game })
        for (let guard = 0; guard < 5000; ++guard) {
            if (current.stepId === "straggler-recovery" && current.phasing === "french" && record.night === (night === true))
                return
            verify(current.next(), "turn " + record.turn + " " + current.stepId + ": " + current.error)
        }
        fail("never reached the French Straggler Recovery segment")
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
        for (const key of ["enemy_distance", "morale_state", "command_radius", "no_mp_spent", "not_fired"]) {
            if (key === except) continue
            const box = findChild(dialog.contentItem, "condition_" + key)
            verify(box !== null, key)
            mouseClick(box)
            verify(box.checked, key)
        }
    }

    function test_21_2_recoveryNeedsAllFiveMapConditions() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        verify(chart.markStraggler("57 Line-3-2"))
        verify(chart.markStraggler("57 Line-3-2"))
        toRecovery(page)
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
        toRecovery(page)
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
        toRecovery(page)
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

    // 8.1: the game says no before anything is asked or rolled, with the rule.
    function test_8_1_recoveryRefusedOutsideThePhasingPlayersSegment() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        verify(chart.markStraggler("57 Line-3-2"))
        const dialog = openDialog(page, "57 Line-3-2") // 5.1 opens with the Austrian player's Order Issue
        verify(dialog.recovery.refusal.indexOf("8.1") >= 0, dialog.recovery.refusal)
        verify(findChild(dialog.contentItem, "recoveryRefusal").visible)
        confirmAll(dialog, "")
        const history = findChild(page, "history")
        const before = history.entries.length
        verify(!dialog.recovery.rollWithDice("66"))
        verify(dialog.recovery.error.indexOf("8.1") >= 0, dialog.recovery.error)
        compare(history.entries.length, before)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 1)
        dialog.close()
        toRecovery(page)
        const again = openDialog(page, "57 Line-3-2")
        compare(again.recovery.refusal, "")
        verify(!findChild(again.contentItem, "recoveryRefusal").visible)
    }

    // 21.2 at night (28.0): the clock says so; 2 hexes suffice and the table reads two rows up.
    function test_21_2_nightFromTheGamesClock() {
        const page = makePage("5.4")
        const chart = findChild(page, "frenchChart")
        verify(chart.markStraggler("57 Line-3-2"))
        toRecovery(page, true)
        const dialog = openDialog(page, "57 Line-3-2")
        verify(dialog.recovery.nightFromClock)
        verify(dialog.recovery.night)
        verify(!findChild(dialog.contentItem, "recoveryNight").visible) // not the players' to say in a game with a clock
        verify(findChild(dialog.contentItem, "recoveryNightFromClock").visible)
        verify(dialog.recovery.conditions[0].text.indexOf("2 hexes") >= 0)
        // Ticked from the keyboard, the list stays put and keeps the focus.
        const first = findChild(dialog.contentItem, "condition_enemy_distance")
        first.forceActiveFocus()
        keyClick(Qt.Key_Space)
        verify(first.checked)
        verify(first.activeFocus)
        confirmAll(dialog, "enemy_distance")
        mouseClick(findChild(dialog.contentItem, "leaderRating_1"))
        verify(dialog.recovery.rollWithDice("31"), dialog.recovery.error) // A two rows up: 23..52 recovers 1 (by day, 31 none)
        compare(dialog.recovery.recovered, 1)
    }

    // 9.0: the dialog shows a brigade's stragglers, so it never opens on the other side's
    // chart, and it closes when the viewer changes.
    function test_9_0_recoveryOnlyForTheSideViewed() {
        const page = makePage()
        verify(findChild(page, "frenchChart").markStraggler("57 Line-3-2"))
        const dialog = findChild(page, "recoveryDialog")
        page.game.viewer = Viewer.Austrian
        page.recoverStragglers(Side.French, "57 Line-3-2")
        wait(50)
        verify(!dialog.opened && !dialog.visible)
        page.game.viewer = Viewer.French
        page.recoverStragglers(Side.French, "57 Line-3-2")
        tryVerify(() => dialog.opened)
        page.game.viewer = Viewer.Austrian
        tryVerify(() => !dialog.visible)
    }
}
