import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// Entering a cell the app does not know (or a row's place), read off the player's printed
// chart, into the overlay. A run of unknown outcomes ("11..26") can be filled at once, as
// printed charts give ranges (all of it or nothing). The player's own entries (and the rows
// they placed) can be corrected or cleared here too; a printed cell never.
Dialog {
    id: dialog
    required property PrintedChart view
    property var cell: null // a copy of the ChartCell pressed
    // What the dialog does: enter a cell, correct one the player entered, place a row, or
    // move / clear a row the player placed.
    readonly property bool placing: cell !== null && (cell.positionUnknown || cell.positionByPlayer === true)
    readonly property bool correcting: cell !== null && (cell.cellState === "player" || cell.positionByPlayer === true)

    objectName: "cellEntryDialog"
    modal: true
    focus: true
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 80 : 720, 720)
    anchors.centerIn: Overlay.overlay
    title: !cell ? ""
         : cell.positionByPlayer ? qsTr("Move row %1 on your chart, or clear its place").arg(cell.lineLabel)
         : cell.positionUnknown ? qsTr("Where is row %1 on your chart?").arg(cell.lineLabel)
         : correcting ? qsTr("Correct your entry")
         : qsTr("Enter from your printed chart")
    padding: 20

    function openFor(c) {
        cell = c
        valueField.text = c.cellState === "player" ? c.cellText : ""
        error.text = ""
        fromBox.currentIndex = 0
        toBox.currentIndex = c.cellState === "player" ? c.runOutcomes.length - 1 : 0
        open()
    }
    function chosen() {
        const first = Math.min(fromBox.currentIndex, toBox.currentIndex)
        const last = Math.max(fromBox.currentIndex, toBox.currentIndex)
        return cell.runOutcomes.slice(first, last + 1)
    }
    function finish(message) {
        error.text = message
        if (message === "") close()
    }
    function save(value) {
        finish(placing ? view.recordPosition(cell.lineKey, value, correcting)
                       : view.record(cell.lineKey, chosen(), value, correcting))
    }
    function clearEntry() {
        finish(placing ? view.clearPosition(cell.lineKey) : view.clear(cell.lineKey, chosen()))
    }

    onOpened: valueField.forceActiveFocus()

    background: DialogFrame { }
    header: SectionTitle {
        text: dialog.title
        padding: 20
        bottomPadding: 0
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Text {
            Layout.fillWidth: true
            text: dialog.cell ? qsTr("%1 — %2").arg(dialog.view.title).arg(dialog.cell.lineLabel) : ""
            color: Theme.text
            font.pixelSize: Theme.fontSize
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Note {
            Layout.fillWidth: true
            visible: dialog.cell !== null && dialog.cell.hint !== "" && !dialog.placing
            text: dialog.cell ? qsTr("Known so far: %1").arg(dialog.cell.hint) : ""
        }
        Note {
            objectName: "yourEntry"
            Layout.fillWidth: true
            visible: dialog.correcting && !dialog.placing
            text: dialog.cell ? qsTr("You entered “%1” here. Type the value your chart shows to replace it, or clear it: the cell is then asked for again when a roll lands on it.").arg(dialog.cell.cellText) : ""
        }
        Note {
            Layout.fillWidth: true
            visible: dialog.placing
            text: qsTr("Count whole rows from the chart's reference row: down is +, up is −.")
        }
        RowLayout {
            visible: dialog.cell !== null && !dialog.placing
            spacing: 10
            Note { text: qsTr("Outcomes from") }
            ComboBox {
                id: fromBox
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                model: dialog.cell ? dialog.cell.runLabels : []
                FocusRing { target: fromBox }
            }
            Note { text: qsTr("to") }
            ComboBox {
                id: toBox
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                model: dialog.cell ? dialog.cell.runLabels : []
                FocusRing { target: toBox }
            }
        }
        Note {
            Layout.fillWidth: true
            visible: dialog.cell !== null && !dialog.placing && dialog.cell.runOutcomes.length > 1
            text: qsTr("Every outcome from the first to the last chosen gets the same value (or is cleared); pick one outcome for a single cell.")
        }
        RowLayout {
            spacing: 10
            TextField {
                id: valueField
                objectName: "chartValueField"
                implicitWidth: 220
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize + 2
                placeholderText: dialog.placing ? qsTr("e.g. 2") : qsTr("as printed")
                onAccepted: dialog.save(text)
                FocusRing { target: valueField }
            }
            AppButton {
                objectName: "saveEntry"
                primary: true
                text: dialog.correcting ? qsTr("Replace my entry   Enter") : qsTr("Save to my charts   Enter")
                onClicked: dialog.save(valueField.text)
            }
            AppButton {
                objectName: "clearEntry"
                visible: dialog.correcting
                text: dialog.placing ? qsTr("Clear its place") : qsTr("Clear my entry")
                onClicked: dialog.clearEntry()
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8
            visible: dialog.cell !== null && !dialog.placing
                     && dialog.view.allowedValues.length > 0 && dialog.view.allowedValues.length <= 12
            Repeater {
                model: dialog.view.allowedValues
                AppButton {
                    required property string modelData
                    text: modelData
                    onClicked: dialog.save(modelData)
                }
            }
        }
        Note {
            Layout.fillWidth: true
            visible: dialog.cell !== null && !dialog.placing
            text: dialog.view.formatHelp
        }
        MessageBox {
            id: error
            objectName: "entryError"
            Layout.fillWidth: true
            visible: text !== ""
            heading: qsTr("Not saved")
        }
        AppButton {
            Layout.alignment: Qt.AlignRight
            text: qsTr("Cancel   Esc")
            onClicked: dialog.close()
        }
    }
}
