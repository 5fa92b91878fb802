import QtQuick
import QtTest
import QtQuick.Controls
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

    Component { id: gameComponent; OpenGame { } }
    Component { id: pageComponent; LossChartsPage { width: 1280; height: 720 } }

    function makePage() {
        const game = gameComponent.createObject(testCase)
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Test"))
        return createTemporaryObject(pageComponent, testCase, { game: game })
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

    function test_rule_20_6_one_click_one_mark_undo_redo() {
        const page = makePage()
        const presets = findChild(page, "history").entries.length // the scenario's pre-set orders (10.1i)
        const chart = findChild(page, "frenchChart")
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
        verify(history.entries.length >= presets + 4)
        page.game.undoTo(presets + 1) // the first mark stays, the later ones go

        compare(rowOf(chart, "57 Line-3-2").casualties, 1)
        compare(rowOf(chart, "57 Line-3-2").stragglers, 0)
    }

    function test_rule_21_0a_cavalry_refuses_stragglers() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        const revision = page.game.revision
        verify(!rowOf(chart, "1-1HC-Cav").takesStragglers)
        verify(!chart.markStraggler("1-1HC-Cav"))
        verify(page.game.error.indexOf("21.0a") >= 0)
        verify(findChild(page, "lossError").visible)
        compare(rowOf(chart, "1-1HC-Cav").casualties, 0)
        compare(page.game.revision, revision)
    }

    function test_rule_9_0_viewing_one_side_hides_the_other() {
        const page = makePage()
        const history = findChild(page, "history")
        // Each side's own pre-set orders (10.1i) are already in its history.
        mouseClick(findChild(page, "viewer_french"))
        const frenchBefore = history.entries.length
        mouseClick(findChild(page, "viewer_austrian"))
        const austrianBefore = history.entries.length
        mouseClick(findChild(page, "viewer_both"))
        const bothBefore = history.entries.length
        compare(bothBefore, frenchBefore + austrianBefore)
        const chart = findChild(page, "frenchChart")
        verify(chart.markCasualty("57 Line-3-2"))
        const austrianChart = findChild(page, "austrianChart")
        const austrianId = austrianChart.rows.filter(r => r.kind === "brigade")[0].id
        verify(austrianChart.markCasualty(austrianId))
        compare(history.entries.length, bothBefore + 2)
        mouseClick(findChild(page, "viewer_french"))
        compare(page.viewer, Viewer.French)
        verify(rowOf(chart, "57 Line-3-2") !== null)
        verify(!austrianChart.shown)
        compare(austrianChart.rows.length, 0)
        verify(!findChild(page, "austrianSection").visible)
        verify(findChild(page, "frenchTrack").visible)
        verify(!findChild(page, "austrianTrack").visible)
        compare(history.entries.length, frenchBefore + 1)
        verify(history.entries.some(e => e.summary.indexOf("57 Line-3-2") >= 0))
        mouseClick(findChild(page, "viewer_austrian"))
        verify(rowOf(chart, "57 Line-3-2") === null)
        verify(rowOf(austrianChart, austrianId) !== null)
        verify(!findChild(page, "frenchSection").visible)
        verify(!findChild(page, "frenchTrack").visible)
        compare(history.entries.length, austrianBefore + 1)
        verify(!history.entries.some(e => e.summary.indexOf("57 Line-3-2") >= 0))
    }

    function test_rule_20_6a_enter_the_unknown_wrecked_mark() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
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
        const chart = findChild(page, "frenchChart")
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

    // 27.1: a battery of up to 5 gun points detached under the players' name; the parent
    // keeps the rest; more than 5 is refused with nothing changed; it rejoins its unit.
    function test_27_1_detachBatteryFromScreen() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        compare(rowOf(chart, "2-corps-art").gunPoints, 5)
        const name = findChild(page, "batteryName_2-corps-art")
        const guns = findChild(page, "batteryGuns_2-corps-art")
        verify(name !== null && guns !== null)
        name.text = "Lannes battery"
        guns.text = "6"
        press(findChild(page, "detach_2-corps-art"))
        verify(page.game.error.indexOf("27.1") >= 0, page.game.error)
        compare(rowOf(chart, "2-corps-art").gunPoints, 5)
        compare(rowOf(chart, "Lannes battery"), null)
        guns.text = "2"
        findChild(page, "detach_2-corps-art").forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(page.game.error, "")
        compare(rowOf(chart, "2-corps-art").gunPoints, 3)
        const battery = rowOf(chart, "Lannes battery")
        verify(battery !== null)
        compare(battery.gunPoints, 2)
        compare(battery.detachedFrom, "2-corps-art")
        // Its row sits right under its unit and says where it came from.
        const rows = chart.rows
        const at = rows.findIndex(r => r.id === "2-corps-art")
        compare(rows[at + 1].id, "Lannes battery")
        verify(findChild(page, "status_Lannes battery").text.indexOf("detached from 2-corps-art") >= 0)
    }

    function test_27_1_reattachBatteryFromScreen() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        verify(chart.detachBattery("2-corps-art", "B1", "2"))
        compare(rowOf(chart, "2-corps-art").gunPoints, 3)
        const box = findChild(page, "reattachTo_B1")
        verify(box !== null)
        compare(box.currentText, "2-corps-art") // its own unit by default
        press(findChild(page, "reattach_B1"))
        compare(page.game.error, "")
        compare(rowOf(chart, "B1"), null)
        compare(rowOf(chart, "2-corps-art").gunPoints, 5)
        // A light battery cannot join heavy artillery (27.1): refused, nothing changed.
        verify(chart.detachBattery("IG-art", "G1", "1"))
        verify(!chart.reattachBattery("G1", "IG-art-3"))
        verify(page.game.error.indexOf("27.1") >= 0)
        verify(rowOf(chart, "G1") !== null)
    }

    // AE 2.1: Low Ammo on French infantry and artillery, shown on the row; never on
    // cavalry, never on the Austrian chart.
    function test_AE_2_1_lowAmmoFromScreen() {
        const page = makePage()
        const chart = findChild(page, "frenchChart")
        verify(findChild(page, "lowAmmo_57 Line-3-2").visible)
        verify(!findChild(page, "lowAmmo_1-1HC-Cav").visible)
        verify(findChild(page, "lowAmmo_2-corps-art").visible)
        const austrianChart = findChild(page, "austrianChart")
        const austrianId = austrianChart.rows.filter(r => r.kind === "brigade")[0].id
        verify(!findChild(page, "lowAmmo_" + austrianId).visible)
        verify(!austrianChart.markLowAmmo(austrianId))
        verify(page.game.error.indexOf("AE 2.1") >= 0)
        verify(!rowOf(austrianChart, austrianId).lowAmmo)
        press(findChild(page, "lowAmmo_57 Line-3-2"))
        verify(rowOf(chart, "57 Line-3-2").lowAmmo)
        verify(findChild(page, "status_57 Line-3-2").text.indexOf("LOW AMMO") >= 0)
        verify(!findChild(page, "lowAmmo_57 Line-3-2").visible)
        press(findChild(page, "lowAmmo_2-corps-art"))
        verify(rowOf(chart, "2-corps-art").lowAmmo)
        verify(!chart.markLowAmmo("1-1HC-Cav"))
        verify(!rowOf(chart, "1-1HC-Cav").lowAmmo)
    }

    // Viewing both (an umpire, a solitaire player), both armies are on the screen, each
    // under its own heading, the French first.
    function test_rule_9_0_both_shows_both_armies() {
        const page = makePage()
        const frenchSection = findChild(page, "frenchSection")
        const austrianSection = findChild(page, "austrianSection")
        verify(frenchSection.visible)
        verify(austrianSection.visible)
        verify(austrianSection.y > frenchSection.y + frenchSection.height - 1)
        verify(findChild(page, "frenchHeading").text.length > 0)
        verify(findChild(page, "austrianHeading").text !== findChild(page, "frenchHeading").text)
        const flick = findChild(page, "rowsFlick")
        page.showArmy(Side.Austrian)
        verify(flick.contentY > 0)
        page.showArmy(Side.French)
        compare(flick.contentY, 0)
    }

    // Narrower than its rows, the chart scrolls sideways (1280x720, and 1024 wide).
    Component { id: narrowPage; LossChartsPage { width: 1024; height: 720 } }
    function test_narrow_window_scrolls_sideways() {
        for (const w of [1280, 1024]) {
            const game = gameComponent.createObject(testCase)
            game.defaultFolder = Fixture.emptyFolder()
            game.tablesDir = Fixture.tablesDir()
            verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Test"))
            const page = createTemporaryObject(narrowPage, testCase, { game: game, width: w })
            const flick = findChild(page, "rowsFlick")
            waitForRendering(page)
            verify(flick.contentWidth > flick.width, w + ": " + flick.contentWidth + " <= " + flick.width)
            compare(findChild(page, "rowsHScroll").policy, ScrollBar.AlwaysOn)
            flick.contentX = flick.contentWidth - flick.width
            compare(flick.contentX, flick.contentWidth - flick.width)
            // The last button of a wide row can be reached by keyboard and is scrolled into view.
            const button = findChild(page, "detach_2-corps-art")
            button.forceActiveFocus()
            const at = button.mapToItem(flick, 0, 0)
            verify(at.x >= 0 && at.x + button.width <= flick.width + 1, w + ": " + at.x)
        }
    }
}
