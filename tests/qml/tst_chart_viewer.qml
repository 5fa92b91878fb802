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

    // Rule 10.1f: an unknown Acceptance Table cell is typed in place and then shown as the
    // player's, marked as such; a malformed value is refused, kept in the editor with the
    // reason, and nothing changes.
    function test_rule_10_1f_unknown_cell_entered_from_the_chart() {
        const page = createPage("acceptance")
        let unknown = null
        // One far down the table: its refusal is shown by it, not under the table.
        for (let r = 40; r > 0 && !unknown; --r)
            for (let c = 1; c < 20 && !unknown; ++c) {
                const cell = findChild(page, "cell_" + r + "_" + c)
                if (cell && cell.cellState === "unknown") unknown = cell
            }
        verify(unknown !== null)
        compare(unknown.modelData.cellText, "?")
        compare(unknown.modelData.outcomes.length, 1) // an unknown outcome stands alone
        const lineKey = unknown.modelData.lineKey
        const outcome = unknown.modelData.outcomes[0]
        const revision = page.tableSet.revision
        Ready.ready(testCase, unknown)
        unknown.forceActiveFocus(Qt.TabFocusReason) // tabbed to: the page scrolls to it
        tryVerify(() => { const y = unknown.mapToItem(page, 0, 0).y; return y >= 0 && y + unknown.height <= page.height })
        mouseClick(unknown)
        const field = findChild(unknown, "cellEditor")
        tryCompare(field, "activeFocus", true)
        for (const k of "nonsense") keyClick(k)
        keyClick(Qt.Key_Return)
        compare(page.tableSet.revision, revision)
        verify(field.visible)
        verify(unknown.editError !== "")
        const refusal = findChild(unknown, "cellEntryError")
        verify(refusal !== null, "no refusal by the cell")
        tryVerify(() => refusal.opened)
        verify(refusal.contentItem.text.indexOf(unknown.editError) >= 0, refusal.contentItem.text)
        const cellAt = unknown.mapToItem(page, 0, 0)
        const refusalAt = refusal.contentItem.mapToItem(page, 0, 0)
        // Under the cell, or over it when the cell is at the window's foot.
        const gap = refusalAt.y > cellAt.y ? refusalAt.y - (cellAt.y + unknown.height)
                                           : cellAt.y - (refusalAt.y + refusal.contentItem.height)
        verify(gap >= -1 && gap < 40, "the refusal is " + (refusalAt.y - cellAt.y) + " px from the cell")
        field.clear()
        keyClick("D"); keyClick("6")
        keyClick(Qt.Key_Return)
        tryVerify(function() { return page.tableSet.revision > revision })
        // The cell now reads D6, marked as entered by the player.
        const entered = findCell(page, lineKey, outcome)
        verify(entered !== null)
        compare(entered.cellState, "player")
        compare(entered.modelData.cellText, "D6")
        verify(entered.modelData.enteredAt !== "")
        verify(entered.contentItem.text.indexOf(Theme.playerMark) > 0)
    }

    // Issue 9 §1: a chart completed in one sitting from the keyboard: each value typed,
    // Enter or Tab, and the next unknown cell in reading order (row by row) is open.
    function test_issue9_unknown_cells_typed_one_after_the_other_in_reading_order() {
        const page = createPage("light-artillery-fire-points")
        const progress = child(page, "chartProgress")
        verify(progress.text.indexOf("entered by you") > 0)
        const fill = child(page, "fillNext")
        verify(fill.visible)
        mouseClick(fill)
        let typed = 0
        let last = null
        for (let i = 0; i < 40; ++i) {
            const editor = findEditing(page)
            if (editor === null) break
            if (last !== null) {
                // Reading order: a later row, or the same row further right.
                verify(editor.modelData.row > last.row
                       || (editor.modelData.row === last.row && editor.modelData.column > last.column))
            }
            last = { row: editor.modelData.row, column: editor.modelData.column }
            keyClick("1") // a stand-in for what the printed chart gives
            keyClick(typed % 2 === 0 ? Qt.Key_Return : Qt.Key_Tab)
            ++typed
            wait(0)
        }
        compare(typed, 14)
        verify(child(page, "entryStatus").text.indexOf("Every cell") === 0)
        verify(progress.text.indexOf("14 entered by you") > 0)
    }

    function findEditing(page) {
        for (let r = 1; r < 40; ++r)
            for (let c = 1; c < 20; ++c) {
                const cell = findChild(page, "cell_" + r + "_" + c)
                if (cell && cell.editing) return cell
            }
        return null
    }

    // Issue 9 §1: entries exported by one player and imported by another; where the file
    // disagrees with the second player's own entry, theirs stays unless they take the file's.
    function test_issue9_entries_exported_and_imported_with_a_choice_per_cell() {
        const club = Fixture.freshTables()
        verify(club.record("cas-column", "2", "4", "3") === "")
        verify(club.record("cas-column", "2", "5", "3") === "")
        const file = "file://" + Fixture.emptyFolder() + "/club-charts.json"
        compare(club.exportEntries(file), "")
        verify(club.exportEntries(file) !== "") // never over a file that is there

        const page = createPage("cas-column")
        verify(page.tableSet.record("cas-column", "2", "4", "2") === "")
        page.importFrom(file)
        const dialog = child(page, "importEntriesDialog")
        tryCompare(dialog, "opened", true)
        compare(dialog.review.added, 1)
        compare(dialog.review.conflicts.length, 1)
        compare(dialog.review.conflicts[0].currentValue, "2")
        compare(dialog.review.conflicts[0].fileValue, "3")
        waitForRendering(dialog.contentItem)
        const take = findChild(dialog.contentItem, "take_0")
        verify(take !== null && take.visible)
        mouseClick(take)
        mouseClick(child(page, "importEntries"))
        tryCompare(dialog, "opened", false)
        verify(child(page, "entryStatus").text.indexOf("1 taken") > 0)
        waitForRendering(page)
        compare(findGridCell(page, "2", "4").modelData.cellText, "3")
        compare(findGridCell(page, "2", "5").modelData.cellText, "3")
    }

    function findGridCell(page, lineKey, column) {
        for (let r = 1; r < 40; ++r)
            for (let c = 1; c < 20; ++c) {
                const cell = findChild(page, "cell_" + r + "_" + c)
                if (cell && cell.modelData.lineKey === lineKey && cell.modelData.outcomes[0] === column)
                    return cell
            }
        return null
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
        entered.forceActiveFocus()
        keyClick(Qt.Key_Space) // the full entry dialog
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
        findCell(page, "5", "34").forceActiveFocus()
        keyClick(Qt.Key_Space)
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
        verify(!findChild(printed, "cellEditor").visible)
    }
}
