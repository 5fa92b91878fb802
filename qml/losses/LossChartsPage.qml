import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// The Loss Charts of the open game: each army's chart, brigade by brigade under its corps
// and division, each row's boxes by fire level with X (casualty) and / (straggler) marks
// and the wrecked mark; one click or key press per mark; batteries detached and rejoined
// (27.1), Low Ammo (AE 2.1), stragglers recovered (21.2). Undo, redo and the history beside
// it. Viewing both, the French chart comes first, then the Austrian one, each under its own
// heading. Fog of war (9.0): viewing one side, the other side's chart, totals and history
// are not shown at all. Wider than the window, the charts scroll sideways.
Item {
    id: page
    required property OpenGame game
    property TableSet tableSet: null // the charts the Straggler Recovery Table is read from
    readonly property int viewer: game.viewer  // a Viewer, shared by every page (OpenGame, 9.0)
    property Item frenchSectionItem: null
    property Item austrianSectionItem: null

    function undo() { if (game.canUndo) game.undo() }
    function redo() { if (game.canRedo) game.redo() }
    // Scrolls to one army's chart.
    function showArmy(side) {
        const heading = side === Side.French ? frenchSectionItem : austrianSectionItem
        if (!heading) return
        rowsFlick.contentY = Math.max(0, Math.min(heading.y, rowsFlick.contentHeight - rowsFlick.height))
    }
    // Only for a chart the viewer may see (9.0): the dialog shows the brigade's stragglers.
    function recoverStragglers(side, brigade) {
        if (game.sees(side)) recoveryDialog.openFor(side, brigade)
    }
    onViewerChanged: recoveryDialog.close()

    ArmyLossChart { id: french; objectName: "frenchChart"; game: page.game; side: Side.French }
    ArmyLossChart { id: austrian; objectName: "austrianChart"; game: page.game; side: Side.Austrian }
    GameHistory { id: history; objectName: "history"; game: page.game }
    RecoveryDialog { id: recoveryDialog; game: page.game; tableSet: page.tableSet }

    KeepFocusVisible { flickable: rowsFlick }

    NoGameOpen { game: page.game; text: qsTr("The loss charts belong to a game: start one (Ctrl+N) or open one (Ctrl+G).") }

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
            ViewerSwitch { game: page.game }
            Item { width: 16; height: 1 }
            Repeater {
                model: page.viewer === Viewer.Both ? [[Side.French, qsTr("Go to French")], [Side.Austrian, qsTr("Go to Austrian")]] : []
                AppButton {
                    required property var modelData
                    objectName: "army_" + SideName.word(modelData[0])
                    text: modelData[1]
                    onClicked: page.showArmy(modelData[0])
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
            contentWidth: Math.max(width, rowsColumn.implicitWidth + 16)
            contentHeight: rowsColumn.implicitHeight + 16
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }
            // Shown whenever the rows are wider than the window, so that players see there is more.
            ScrollBar.horizontal: ScrollBar {
                objectName: "rowsHScroll"
                policy: rowsFlick.contentWidth > rowsFlick.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            Column {
                id: rowsColumn
                spacing: 16
                Repeater {
                    model: [french, austrian]
                    Column {
                        id: section
                        required property var modelData
                        required property int index
                        objectName: SideName.word(modelData.side) + "Section"
                        visible: modelData.shown
                        spacing: 4
                        Component.onCompleted: if (index === 0) page.frenchSectionItem = section; else page.austrianSectionItem = section
                        SectionTitle { objectName: SideName.word(section.modelData.side) + "Heading"; text: section.modelData.title }
                        Repeater {
                            model: section.modelData.rows
                            LossChartRow {
                                required property var modelData
                                width: Math.max(implicitWidth, rowsFlick.width - 16)
                                row: modelData
                                chart: section.modelData
                                onRecoverStragglers: brigade => page.recoverStragglers(section.modelData.side, brigade)
                            }
                        }
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

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 10
            spacing: 8
            SectionTitle { text: qsTr("History") }
            Note {
                Layout.fillWidth: true
                visible: history.entries.length === 0
                text: qsTr("Nothing done yet.")
            }
            // Only the rows in sight are built: a long battle's history holds thousands.
            ListView {
                id: historyList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 8
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { }
                model: history.entries
                delegate: Column {
                    required property var modelData
                    width: historyList.width - 12
                    spacing: 2
                    Text {
                        width: parent.width
                        text: "#" + modelData.number + "  " + modelData.summary
                        color: modelData.inForce ? Theme.text : Theme.muted
                        font.pixelSize: Theme.smallSize
                        font.strikeout: modelData.takenBack
                        wrapMode: Text.WordWrap
                    }
                    AppButton {
                        objectName: "undoTo_" + modelData.seq
                        visible: modelData.canUndoTo // 9.0: only what this viewer may take back
                        text: qsTr("Undo to here")
                        onClicked: page.game.undoTo(modelData.seq)
                    }
                }
            }
        }
    }
}
