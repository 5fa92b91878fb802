import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// The chart viewer: every chart of the loaded set as printed, with where each value comes
// from, and the cells not known yet ready to be entered from the player's printed chart.
Item {
    id: page
    required property TableSet tableSet

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
            ListView {
                id: chartList
                objectName: "chartList"
                anchors.fill: parent
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
                                if (entry.unknown > 0) parts.push(qsTr("%1 unknown").arg(entry.unknown))
                                if (entry.player > 0) parts.push(qsTr("%1 entered by you").arg(entry.player))
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
                            { sample: "NE " + Theme.playerMark, back: Theme.cellPlayer, fore: Theme.text, text: qsTr("entered by you: press it to correct or clear it") },
                            { sample: "?", back: Theme.cellUnknown, fore: Theme.warning, text: qsTr("not known yet: press it to enter it") }
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
                                // As tall as the tallest cell of the row.
                                readonly property real rowHeight: {
                                    let h = 40
                                    for (let i = 0; i < children.length; ++i)
                                        if (children[i].naturalHeight !== undefined) h = Math.max(h, children[i].naturalHeight)
                                    return h
                                }
                                Repeater {
                                    model: tableRow.cells
                                    ChartCell {
                                        headerWidth: gridFlick.headerWidth
                                        columnWidth: gridFlick.columnWidth
                                        rowHeight: tableRow.rowHeight
                                        selected: selection.cell !== null && selection.cell.row === modelData.row
                                                  && selection.cell.column === modelData.column
                                        onClicked: {
                                            // A copy: the table is rebuilt when a value is recorded.
                                            selection.cell = Object.assign({}, modelData)
                                            if (enterable) entryDialog.openFor(selection.cell)
                                        }
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
                            return qsTr("%1: %2 — %3").arg(where).arg(c.cellText)
                                .arg(c.cellState === "player" ? qsTr("entered by you") : qsTr("source: %1").arg(c.source))
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
}
