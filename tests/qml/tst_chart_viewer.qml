import QtQuick
import QtTest
import AideDeCamp
import TestSupport
import "ready.js" as Ready

// The chart viewer: charts shown as printed, cells marked by where their value comes from,
// and an unknown cell entered from the player's printed chart.
TestCase {
    id: testCase
    name: "ChartViewer"
    when: windowShown
    // A TestCase is not shown by default; the screens under test are its children.
    visible: true
    width: 1280
    height: 720

    Component {
        id: pageComponent
        ChartsPage {
            width: testCase.width
            height: testCase.height
        }
    }

    function createPage(chart) {
        const page = createTemporaryObject(pageComponent, testCase, { tableSet: Fixture.freshTables() })
        verify(page !== null)
        verify(page.showChart(chart))
        waitForRendering(page) // the table is laid out
        return page
    }

    function child(page, name) {
        const item = findChild(page, name)
        verify(item !== null, "no item " + name)
        return item
    }

    // Rule 20.4: the Fire Combat Table as printed, with runs of outcomes collapsed; the
    // worked example's cell (column 4, roll 46) is a printed value with its source.
    function test_rule_20_4_fire_combat_table_as_printed() {
        const page = createPage("fire-combat")
        compare(child(page, "chartTitle").text.indexOf("Fire Combat Table"), 0)
        const corner = child(page, "cell_0_0")
        compare(corner.modelData.cellText, "11..66")
        // Find the row of roll 46 and the column of 4 fire points.
        let found = null
        for (let r = 1; r < 40 && !found; ++r) {
            const header = findChild(page, "cell_" + r + "_0")
            if (header && header.modelData.cellText === "46") {
                for (let c = 1; c < 20; ++c) {
                    const cell = findChild(page, "cell_" + r + "_" + c)
                    if (cell && cell.modelData.lineKey === "4") found = cell
                }
            }
        }
        verify(found !== null)
        compare(found.modelData.cellText, "1(1)")
        compare(found.cellState, "known")
        mouseClick(found)
        verify(!child(page, "chartValueField").visible)
    }

    // Rule 10.1f: an unknown Acceptance Table cell is entered and then shown as the
    // player's, marked as such; a malformed value is refused and nothing changes.
    function test_rule_10_1f_unknown_cell_entered_from_the_chart() {
        const page = createPage("acceptance")
        let unknown = null
        for (let r = 1; r < 40 && !unknown; ++r)
            for (let c = 1; c < 20 && !unknown; ++c) {
                const cell = findChild(page, "cell_" + r + "_" + c)
                if (cell && cell.cellState === "unknown") unknown = cell
            }
        verify(unknown !== null)
        compare(unknown.modelData.cellText, "?")
        const lineKey = unknown.modelData.lineKey
        const outcome = unknown.modelData.outcomes[0]
        const revision = page.tableSet.revision
        Ready.ready(testCase, unknown)
        mouseClick(unknown)
        tryCompare(child(page, "cellEntryDialog"), "opened", true)
        const field = child(page, "chartValueField")
        tryCompare(field, "activeFocus", true)
        for (const k of "nonsense") keyClick(k)
        keyClick(Qt.Key_Return)
        compare(page.tableSet.revision, revision)
        verify(field.visible)
        field.clear()
        keyClick("D"); keyClick("6")
        keyClick(Qt.Key_Return)
        tryCompare(field, "visible", false)
        verify(page.tableSet.revision > revision)
        // The cell now reads D6, marked as entered by the player.
        let entered = null
        for (let r = 1; r < 40 && !entered; ++r)
            for (let c = 1; c < 20 && !entered; ++c) {
                const cell = findChild(page, "cell_" + r + "_" + c)
                if (cell && cell.modelData.lineKey === lineKey && cell.modelData.outcomes.indexOf(outcome) >= 0)
                    entered = cell
            }
        verify(entered !== null)
        compare(entered.cellState, "player")
        compare(entered.modelData.cellText, "D6")
        verify(entered.contentItem.text.indexOf(Theme.playerMark) > 0)
    }

    function findCell(page, lineKey, outcome) {
        for (let r = 1; r < 40; ++r)
            for (let c = 1; c < 20; ++c) {
                const cell = findChild(page, "cell_" + r + "_" + c)
                if (cell && cell.modelData.lineKey === lineKey && cell.modelData.outcomes.indexOf(outcome) >= 0)
                    return cell
            }
        return null
    }

    // Issue 14 §3: the player's own entry is corrected and then cleared where it is shown;
    // a printed cell offers neither.
    function test_issue14_player_entry_corrected_and_cleared() {
        const page = createPage("fire-combat")
        verify(page.tableSet.record("fire-combat", "5", "34", "MC") === "")
        waitForRendering(page)
        let entered = findCell(page, "5", "34")
        compare(entered.cellState, "player")
        mouseClick(entered)
        const dialog = child(page, "cellEntryDialog")
        tryCompare(dialog, "opened", true)
        verify(child(page, "yourEntry").visible)
        const field = child(page, "chartValueField")
        compare(field.text, "MC")
        tryCompare(field, "activeFocus", true)
        field.selectAll()
        for (const k of "MC+1") keyClick(k)
        keyClick(Qt.Key_Return)
        compare(child(page, "entryError").text, "")
        tryCompare(dialog, "opened", false)
        compare(findCell(page, "5", "34").modelData.cellText, "MC+1")
        mouseClick(findCell(page, "5", "34"))
        tryCompare(dialog, "opened", true)
        waitForRendering(dialog.contentItem) // laid out: the button is where it is drawn
        mouseClick(child(page, "clearEntry"))
        tryCompare(dialog, "opened", false)
        compare(findCell(page, "5", "34").cellState, "unknown")
        // A printed cell opens nothing.
        waitForRendering(page) // the table is laid out again
        const printed = findCell(page, "4", "46")
        compare(printed.cellState, "known")
        mouseClick(printed)
        verify(!dialog.opened)
    }
}
