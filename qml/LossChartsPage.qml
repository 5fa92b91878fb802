import QtQuick
import QtQuick.Controls
import AideDeCamp

// The Loss Charts of the open game: the chart of one army, brigade by brigade under its
// corps and division, each row's boxes by fire level with X (casualty) and / (straggler)
// marks and the wrecked mark; one click or key press per mark. Undo, redo and the history
// beside it. Fog of war (9.0): viewing one side, the other side's chart, totals and history
// are not shown at all.
Item {
    id: page
    required property GameModel game
    readonly property string viewer: game.viewer  // french | austrian | both, shared by every page (GameModel)
    property string army: "french"  // the chart shown when viewing both
    readonly property string shownSide: viewer === "both" ? army : viewer

    function undo() { if (game.canUndo) game.undo() }
    function redo() { if (game.canRedo) game.redo() }

    LossChartModel { id: shownChart; objectName: "lossChart"; game: page.game; side: page.shownSide; viewer: page.viewer }
    LossChartModel { id: french; game: page.game; side: "french"; viewer: page.viewer }
    LossChartModel { id: austrian; game: page.game; side: "austrian"; viewer: page.viewer }
    HistoryModel { id: history; objectName: "history"; game: page.game; viewer: page.viewer }

    KeepFocusVisible { flickable: rowsFlick }

    Column {
        anchors.centerIn: parent
        visible: !page.game.isOpen
        spacing: 12
        SectionTitle { text: qsTr("No game open") }
        Note { text: qsTr("The loss charts belong to a game: start one (Ctrl+N) or open one (Ctrl+G).") }
    }

    Column {
        id: top
        visible: page.game.isOpen
        x: 12
        y: 8
        width: parent.width - 24
        spacing: 8

        Flow {
            width: parent.width
            spacing: 8
            Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Viewing (9.0):") }
            Repeater {
                model: [["french", qsTr("French")], ["austrian", qsTr("Austrian")], ["both", qsTr("Both (umpire or solitaire)")]]
                AppButton {
                    required property var modelData
                    objectName: "viewer_" + modelData[0]
                    text: modelData[1]
                    highlighted: page.viewer === modelData[0]
                    onClicked: page.game.viewer = modelData[0]
                }
            }
            Item { width: 16; height: 1 }
            Repeater {
                model: page.viewer === "both" ? [["french", qsTr("French chart")], ["austrian", qsTr("Austrian chart")]] : []
                AppButton {
                    required property var modelData
                    objectName: "army_" + modelData[0]
                    text: modelData[1]
                    highlighted: page.army === modelData[0]
                    onClicked: page.army = modelData[0]
                }
            }
            Item { width: 16; height: 1 }
            AppButton {
                objectName: "undoButton"
                text: qsTr("Undo")
                enabled: page.game.canUndo
                onClicked: page.undo()
            }
            AppButton {
                objectName: "redoButton"
                text: qsTr("Redo")
                enabled: page.game.canRedo
                onClicked: page.redo()
            }
        }
        // The casualty track of each army shown (1.1f), always in view.
        Flow {
            width: parent.width
            spacing: 24
            Text {
                objectName: "frenchTrack"
                visible: french.shown
                text: qsTr("French casualty track: %1 · guns lost: %2 · wrecked divisions: %3")
                      .arg(french.casualtyTrack).arg(french.gunPointsEliminated)
                      .arg(french.wreckedDivisions < 0 ? qsTr("unknown, enter the mark") : french.wreckedDivisions)
                color: Theme.text; font.pixelSize: Theme.fontSize; font.bold: true
            }
            Text {
                objectName: "austrianTrack"
                visible: austrian.shown
                text: qsTr("Austrian casualty track: %1 · guns lost: %2 · wrecked divisions: %3")
                      .arg(austrian.casualtyTrack).arg(austrian.gunPointsEliminated)
                      .arg(austrian.wreckedDivisions < 0 ? qsTr("unknown, enter the mark") : austrian.wreckedDivisions)
                color: Theme.text; font.pixelSize: Theme.fontSize; font.bold: true
            }
        }
        MessageBox {
            objectName: "lossError"
            width: parent.width
            visible: page.game.error !== ""
            heading: qsTr("Refused:")
            text: page.game.error
        }
    }

    Rectangle {
        id: chartArea
        visible: page.game.isOpen
        anchors.top: top.bottom
        anchors.topMargin: 8
        anchors.left: parent.left
        anchors.right: historyPanel.left
        anchors.bottom: parent.bottom
        anchors.margins: 8
        color: Theme.panel
        border.color: Theme.border
        radius: Theme.radius

        Flickable {
            id: rowsFlick
            objectName: "rowsFlick"
            anchors.fill: parent
            anchors.margins: 8
            clip: true
            contentWidth: width
            contentHeight: rowsColumn.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }

            Column {
                id: rowsColumn
                width: rowsFlick.width - 16
                spacing: 4
                SectionTitle { text: shownChart.title; visible: shownChart.shown }
                Repeater {
                    model: shownChart.rows
                    LossChartRow {
                        required property var modelData
                        width: rowsColumn.width
                        row: modelData
                        chart: shownChart
                    }
                }
            }
        }
    }

    Rectangle {
        id: historyPanel
        visible: page.game.isOpen
        objectName: "historyPanel"
        anchors.top: top.bottom
        anchors.topMargin: 8
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 8
        width: 320
        color: Theme.panel
        border.color: Theme.border
        radius: Theme.radius

        Flickable {
            id: historyFlick
            anchors.fill: parent
            anchors.margins: 10
            clip: true
            contentHeight: historyColumn.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { }
            Column {
                id: historyColumn
                width: historyFlick.width - 12
                spacing: 8
                SectionTitle { text: qsTr("History") }
                Note {
                    width: parent.width
                    visible: history.entries.length === 0
                    text: qsTr("Nothing done yet.")
                }
                Repeater {
                    model: history.entries
                    Column {
                        required property var modelData
                        width: historyColumn.width
                        spacing: 2
                        Text {
                            width: parent.width
                            text: "#" + modelData.seq + "  " + modelData.summary
                            color: modelData.inForce ? Theme.text : Theme.muted
                            font.pixelSize: Theme.smallSize
                            font.strikeout: !modelData.inForce && modelData.kind !== "undo" && modelData.kind !== "redo"
                            wrapMode: Text.WordWrap
                        }
                        AppButton {
                            objectName: "undoTo_" + modelData.seq
                            visible: modelData.inForce
                            text: qsTr("Undo to here")
                            onClicked: page.game.undoTo(modelData.seq)
                        }
                    }
                }
            }
        }
    }
}
