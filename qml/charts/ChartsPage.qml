import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import AideDeCamp

// The chart viewer: every chart of the loaded set as printed, with where each value comes
// from, and the cells not known yet typed in place from the player's printed chart, one
// after the other in reading order. The player's entries are exported to one file for the
// rest of the club, and imported from theirs.
Item {
    id: page
    required property TableSet tableSet
    property string entryStatus: "" // what the last export or import did

    // The table's cell at a place, or null.
    function cellAt(row, column) {
        const r = gridRows.itemAt(row)
        return r ? r.cellAt(column) : null // qmllint disable type
    }
    // Keeps the value typed into `cell` (Enter or Tab), then opens the next cell not known
    // yet, row by row; a refused value stays in the editor with the reason.
    function commitCell(cell, text) {
        const m = cell.modelData
        const lineKey = m.lineKey, outcome = m.outcomes[0], replace = m.cellState === "player"
        if (text.trim() === "" && !replace) {
            cell.editError = qsTr("Type the value your printed chart shows, or Esc.")
            return
        }
        if (replace && text.trim() === m.cellText) { // unchanged: just move on
            Qt.callLater(page.editNext, lineKey, outcome)
            return
        }
        const message = view.record(lineKey, m.outcomes, text, replace)
        if (message !== "") {
            cell.editError = message
            return
        }
        // The table is laid out again after a value is kept: find the next cell in it.
        Qt.callLater(page.editNext, lineKey, outcome)
    }
    function editNext(lineKey, outcome) {
        // A JS copy of the {row, column} maps, whose fields qmllint cannot see.
        const next = Object.assign({}, view.grid.nextUnknown(lineKey, outcome))
        if (next.row < 0) {
            const here = Object.assign({}, view.grid.find(lineKey, outcome))
            const c = cellAt(here.row, here.column)
            if (c) c.forceActiveFocus()
            entryStatus = qsTr("Every cell of the %1 is known now.").arg(view.title)
            return
        }
        const c = cellAt(next.row, next.column)
        if (!c) return
        selection.cell = Object.assign({}, c.modelData)
        c.startEdit("")
    }
    // Opens the review of a file of entries (the Import… button's file dialog calls this).
    function importFrom(url) { importDialog.openFor(url) }
    function exportTo(url) {
        const message = tableSet.exportEntries(url, true) // the save dialog asked already
        entryStatus = message !== "" ? message
                    : qsTr("Your entries were written to %1.").arg(url.toString().replace("file://", ""))
    }

    function showChart(id) {
        const row = charts.indexOfId(id)
        if (row >= 0) {
            chartList.currentIndex = row
            chartList.positionViewAtIndex(row, ListView.Contain)
        }
        return row >= 0
    }
    function focusList() { chartList.forceActiveFocus() }

    ChartListModel {
        id: charts
        tableSet: page.tableSet
    }
    KeepFocusVisible { flickable: scroll.contentItem as Flickable }
    KeepFocusVisible { flickable: gridFlick }
    PrintedChart {
        id: view
        tableSet: page.tableSet
        chartId: charts.idAt(chartList.currentIndex)
    }
    Connections {
        target: view.grid
        function onGridChanged() { selection.clear() }
    }
    QtObject {
        id: selection
        property var cell: null
        function clear() { cell = null }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 290
            color: Theme.panel
            border.color: Theme.border
            // Over every chart: how much is known, how much of it the player entered.
            Text {
                id: overall
                objectName: "overallProgress"
                x: 12; y: 8
                width: parent.width - 24
                text: qsTr("All charts: %1 of %2 cells known, %3 entered by you")
                      .arg(charts.known).arg(charts.cells).arg(charts.player)
                color: Theme.text
                font.pixelSize: Theme.smallSize
                font.bold: true
                wrapMode: Text.WordWrap
            }
            ListView {
                id: chartList
                objectName: "chartList"
                anchors.fill: parent
                anchors.topMargin: overall.height + 16
                anchors.margins: 1
                clip: true
                model: charts
                activeFocusOnTab: true
                keyNavigationEnabled: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { }
                delegate: ItemDelegate {
                    id: entry
                    required property int index
                    required property string chartId
                    required property string title
                    required property string kind
                    required property string rule
                    required property int printed
                    required property int player
                    required property int unknown
                    readonly property bool current: ListView.isCurrentItem
                    objectName: "chart_" + chartId
                    width: ListView.view.width
                    focusPolicy: Qt.NoFocus
                    onClicked: {
                        chartList.currentIndex = index
                        chartList.forceActiveFocus()
                    }
                    background: Rectangle {
                        color: entry.current ? Theme.raised : "transparent"
                        Rectangle { visible: entry.current; width: 5; height: parent.height; color: Theme.accent }
                        Rectangle {
                            visible: entry.current && chartList.activeFocus
                            anchors.fill: parent
                            color: "transparent"
                            border.color: Theme.focus
                            border.width: 3
                        }
                    }
                    contentItem: Column {
                        leftPadding: 8
                        spacing: 2
                        Text {
                            width: entry.width - 24
                            text: entry.title
                            color: Theme.text
                            font.pixelSize: Theme.fontSize
                            font.bold: entry.current
                            wrapMode: Text.WordWrap // a long chart name takes a second line
                        }
                        Note {
                            width: entry.width - 24
                            text: {
                                const parts = [entry.kind + (entry.rule !== "" ? " · " + entry.rule : "")]
                                if (entry.unknown > 0)
                                    parts.push(qsTr("%1 of %2 known").arg(entry.printed + entry.player)
                                               .arg(entry.printed + entry.player + entry.unknown))
                                if (entry.player > 0) parts.push(qsTr("%1 by you").arg(entry.player))
                                return parts.join(" · ")
                            }
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }

        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            Column {
                id: chartColumn
                width: scroll.availableWidth - 32
                x: 16
                topPadding: 8
                bottomPadding: 16
                spacing: 10

                Text {
                    objectName: "chartTitle"
                    width: chartColumn.width
                    text: view.valid ? view.title + (view.rule !== "" ? "  " + view.rule : "") : qsTr("Choose a chart on the left")
                    color: Theme.text
                    font.pixelSize: Theme.titleSize
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Note {
                    width: chartColumn.width
                    visible: view.valid
                    text: qsTr("Source: %1").arg(view.source) + "   ·   " + qsTr("File: %1").arg(view.file)
                          + (view.dice !== "" ? "   ·   " + qsTr("Dice: %1").arg(view.dice) : "")
                }
                // This chart's progress, and sharing the player's entries with the club.
                Flow {
                    width: chartColumn.width
                    spacing: 10
                    Text {
                        objectName: "chartProgress"
                        visible: view.printedCells + view.playerCells + view.unknownCells > 0
                        height: Theme.target
                        verticalAlignment: Text.AlignVCenter
                        text: qsTr("%1: %2 of %3 cells known, %4 entered by you")
                              .arg(view.title).arg(view.printedCells + view.playerCells)
                              .arg(view.printedCells + view.playerCells + view.unknownCells).arg(view.playerCells)
                        color: view.unknownCells > 0 ? Theme.warning : Theme.text
                        font.pixelSize: Theme.fontSize
                        font.bold: true
                    }
                    AppButton {
                        objectName: "fillNext"
                        visible: view.unknownCells > 0 && gridRows.count > 0
                        text: qsTr("Type in the unknown cells")
                        onClicked: page.editNext("", "")
                    }
                    AppButton {
                        objectName: "exportEntries"
                        text: qsTr("Export my entries…")
                        onClicked: exportDialog.open()
                    }
                    AppButton {
                        objectName: "importEntriesButton"
                        text: qsTr("Import entries…")
                        onClicked: importFileDialog.open()
                    }
                }
                Note {
                    objectName: "entryStatus"
                    width: chartColumn.width
                    visible: page.entryStatus !== ""
                    text: page.entryStatus
                }
                Note {
                    width: chartColumn.width
                    visible: view.lineAxis !== "" || view.columnAxis !== ""
                    text: [view.kind === "dice" ? qsTr("Columns: %1").arg(view.lineAxis) : qsTr("Rows: %1").arg(view.lineAxis),
                           view.columnAxis !== "" ? qsTr("Columns: %1").arg(view.columnAxis) : ""]
                          .filter(function(s) { return s !== "" && !s.endsWith(": ") }).join("   ·   ") // qmllint disable type
                }

                // Entries of the player's overlay for this chart that were left out, by name.
                MessageBox {
                    objectName: "overlayProblems"
                    width: chartColumn.width
                    visible: view.overlayProblems.length > 0
                    kind: "warning"
                    heading: qsTr("Some of your entries for this chart are left out")
                    text: view.overlayProblems.join("\n") + "\n" // qmllint disable type
                          + qsTr("Enter the cell again (or clear it) to replace the faulty entry.")
                }

                // Legend: colour and a marker for each kind of cell.
                Flow {
                    width: chartColumn.width
                    visible: gridRows.count > 0
                    spacing: 18
                    Repeater {
                        model: [
                            { sample: "NE", back: Theme.cellKnown, fore: Theme.text, text: qsTr("printed value") },
                            { sample: "NE " + Theme.playerMark, back: Theme.cellPlayer, fore: Theme.text, text: qsTr("entered by you: type over it, or Space to clear it") },
                            { sample: "?", back: Theme.cellUnknown, fore: Theme.warning, text: qsTr("not known yet: type its value, Enter or Tab for the next (Space: a range)") }
                        ]
                        Row {
                            required property var modelData
                            spacing: 8
                            Rectangle {
                                width: 56; height: 32
                                color: modelData.back
                                border.color: Theme.border
                                Text {
                                    anchors.centerIn: parent
                                    text: modelData.sample
                                    color: modelData.fore
                                    font.pixelSize: Theme.fontSize
                                    font.bold: modelData.sample === "?"
                                }
                            }
                            Text {
                                anchors.verticalCenter: parent.verticalCenter
                                text: modelData.text
                                color: Theme.text
                                font.pixelSize: Theme.smallSize
                            }
                        }
                    }
                }

                // The chart's cells, as a table that scrolls sideways when wider than the page.
                Flickable {
                    id: gridFlick
                    width: chartColumn.width
                    height: cellsTable.height + (contentWidth > width ? 16 : 0)
                    visible: gridRows.count > 0
                    contentWidth: cellsTable.width
                    contentHeight: cellsTable.height
                    flickableDirection: Flickable.HorizontalFlick
                    boundsBehavior: Flickable.StopAtBounds
                    clip: true
                    ScrollBar.horizontal: ScrollBar { policy: gridFlick.contentWidth > gridFlick.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

                    // Dice charts print short values under short headings; grids have
                    // long headings, which get wider columns and scroll sideways if need be.
                    readonly property real headerWidth: view.kind === "dice" ? 80 : Math.min(260, Math.max(140, width * 0.2))
                    readonly property real columnWidth: view.grid.columns > 1
                        ? Math.max(view.kind === "dice" ? 48 : 84, Math.floor((width - headerWidth) / (view.grid.columns - 1))) : 80

                    Column {
                        id: cellsTable
                        Repeater {
                            id: gridRows
                            model: view.grid
                            Row {
                                id: tableRow
                                required property var cells
                                function cellAt(column) { return cellRepeater.itemAt(column) }
                                // As tall as the tallest cell of the row.
                                readonly property real rowHeight: {
                                    let h = 40
                                    for (let i = 0; i < children.length; ++i)
                                        if (children[i].naturalHeight !== undefined) h = Math.max(h, children[i].naturalHeight)
                                    return h
                                }
                                Repeater {
                                    id: cellRepeater
                                    model: tableRow.cells
                                    ChartCell {
                                        id: tableCell
                                        headerWidth: gridFlick.headerWidth
                                        columnWidth: gridFlick.columnWidth
                                        rowHeight: tableRow.rowHeight
                                        selected: selection.cell !== null && selection.cell.row === modelData.row
                                                  && selection.cell.column === modelData.column
                                        // A copy: the table is rebuilt when a value is recorded.
                                        onClicked: selection.cell = Object.assign({}, modelData)
                                        onActiveFocusChanged: if (activeFocus) selection.cell = Object.assign({}, modelData)
                                        onOpenDialog: {
                                            selection.cell = Object.assign({}, modelData)
                                            entryDialog.openFor(selection.cell)
                                        }
                                        onCommit: function(text) { page.commitCell(tableCell, text) }
                                    }
                                }
                            }
                        }
                    }
                }

                // The cell pressed last, with where its value comes from.
                Rectangle {
                    width: chartColumn.width
                    visible: selection.cell !== null && selection.cell.kind === "cell"
                    implicitHeight: detail.implicitHeight + 16
                    color: Theme.panel
                    border.color: Theme.border
                    radius: Theme.radius
                    Text {
                        id: detail
                        x: 8; y: 8
                        width: parent.width - 16
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.smallSize
                        text: {
                            const c = selection.cell
                            if (!c || c.kind !== "cell") return ""
                            const where = c.lineLabel + ", " + (c.outcomeLabels.length > 1
                                ? c.outcomeLabels[0] + ".." + c.outcomeLabels[c.outcomeLabels.length - 1] : c.outcomeLabels[0])
                            if (c.cellState === "unknown") return qsTr("%1: not known yet. %2").arg(where).arg(c.hint)
                            if (c.cellState !== "player") return qsTr("%1: %2 — source: %3").arg(where).arg(c.cellText).arg(c.source)
                            const by = c.enteredBy !== "" ? qsTr(" by %1").arg(c.enteredBy) : ""
                            const at = c.enteredAt !== "" ? qsTr(" on %1").arg(c.enteredAt.replace("T", " at ").replace("Z", " UTC")) : ""
                            return qsTr("%1: %2 — entered%3%4 from a printed chart").arg(where).arg(c.cellText).arg(by).arg(at)
                        }
                    }
                }

                // Modifier lists (and a chart's own die modifiers).
                SectionTitle {
                    visible: view.modifiers.length > 0
                    text: view.kind === "modifiers" ? qsTr("Modifiers") : qsTr("Modifiers printed with this chart")
                }
                Repeater {
                    model: view.modifiers
                    Row {
                        required property var modelData
                        width: chartColumn.width
                        spacing: 12
                        Text {
                            width: 110
                            text: modelData.valueText
                            color: Theme.accent
                            font.pixelSize: Theme.fontSize
                            font.bold: true
                            horizontalAlignment: Text.AlignRight
                            wrapMode: Text.WrapAnywhere
                        }
                        Column {
                            width: chartColumn.width - 122
                            spacing: 2
                            Text {
                                width: parent.width
                                text: modelData.label + (modelData.rule !== "" ? "  (" + modelData.rule + ")" : "")
                                color: Theme.text
                                font.pixelSize: Theme.fontSize
                                wrapMode: Text.WordWrap
                            }
                            Note {
                                width: parent.width
                                visible: text !== ""
                                text: (modelData.replaces !== "" ? qsTr("Used in place of “%1”. ").arg(modelData.replaces) : "") + modelData.note
                            }
                        }
                    }
                }

                SectionTitle {
                    visible: view.parameters.length > 0
                    text: qsTr("Values of the rule")
                }
                Repeater {
                    model: view.parameters
                    Row {
                        required property var modelData
                        spacing: 12
                        Note { text: modelData.name }
                        Text {
                            text: modelData.value
                            color: Theme.text
                            font.pixelSize: Theme.fontSize
                            font.bold: true
                        }
                    }
                }

                SectionTitle {
                    visible: view.readings.length > 0
                    text: qsTr("How the chart is read")
                }
                Repeater {
                    model: view.readings
                    Text {
                        required property string modelData
                        width: chartColumn.width
                        text: "• " + modelData
                        color: Theme.text
                        font.pixelSize: Theme.smallSize
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }

    CellEntryDialog {
        id: entryDialog
        view: view
    }
    ImportEntriesDialog {
        id: importDialog
        tableSet: page.tableSet
        onImported: function(summary) { page.entryStatus = summary }
    }
    FileDialog {
        id: exportDialog
        title: qsTr("Export your chart entries")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Chart entries (*.json)")]
        onAccepted: page.exportTo(selectedFile)
    }
    FileDialog {
        id: importFileDialog
        title: qsTr("Import chart entries")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Chart entries (*.json)")]
        onAccepted: page.importFrom(selectedFile)
    }
}
