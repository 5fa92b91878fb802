import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// Entering a cell the app does not know (or a row's place), read off the player's printed
// chart, into the overlay. A run of unknown outcomes ("11..26") can be filled at once, as
// printed charts give ranges.
Dialog {
    id: dialog
    required property ChartViewModel view
    property var cell: null // a copy of the ChartCell pressed

    objectName: "cellEntryDialog"
    modal: true
    focus: true
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 80 : 720, 720)
    anchors.centerIn: Overlay.overlay
    title: cell && cell.positionUnknown ? qsTr("Where is row %1 on your chart?").arg(cell.lineLabel)
                                        : qsTr("Enter from your printed chart")
    padding: 20

    function openFor(c) {
        cell = c
        valueField.clear()
        error.text = ""
        fromBox.currentIndex = 0
        toBox.currentIndex = 0
        open()
    }
    function save(value) {
        let message
        if (cell.positionUnknown) {
            message = view.recordPosition(cell.lineKey, value)
        } else {
            const first = Math.min(fromBox.currentIndex, toBox.currentIndex)
            const last = Math.max(fromBox.currentIndex, toBox.currentIndex)
            message = view.record(cell.lineKey, cell.outcomes.slice(first, last + 1), value)
        }
        error.text = message
        if (message === "") close()
    }

    onOpened: valueField.forceActiveFocus()

    background: Rectangle {
        color: Theme.panel
        border.color: Theme.accent
        border.width: 2
        radius: Theme.radius
    }
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
            visible: dialog.cell !== null && dialog.cell.hint !== "" && !dialog.cell.positionUnknown
            text: dialog.cell ? qsTr("Known so far: %1").arg(dialog.cell.hint) : ""
        }
        Note {
            Layout.fillWidth: true
            visible: dialog.cell !== null && dialog.cell.positionUnknown
            text: qsTr("Count whole rows from the chart's reference row: down is +, up is −.")
        }
        RowLayout {
            visible: dialog.cell !== null && !dialog.cell.positionUnknown
            spacing: 10
            Note { text: qsTr("Outcomes from") }
            ComboBox {
                id: fromBox
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                model: dialog.cell ? dialog.cell.outcomeLabels : []
                FocusRing { target: fromBox }
            }
            Note { text: qsTr("to") }
            ComboBox {
                id: toBox
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                model: dialog.cell ? dialog.cell.outcomeLabels : []
                FocusRing { target: toBox }
            }
        }
        Note {
            Layout.fillWidth: true
            visible: dialog.cell !== null && !dialog.cell.positionUnknown && dialog.cell.outcomes.length > 1
            text: qsTr("Every outcome from the first to the last chosen gets the same value; pick one outcome for a single cell.")
        }
        RowLayout {
            spacing: 10
            TextField {
                id: valueField
                objectName: "chartValueField"
                implicitWidth: 220
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize + 2
                placeholderText: dialog.cell && dialog.cell.positionUnknown ? qsTr("e.g. 2") : qsTr("as printed")
                onAccepted: dialog.save(text)
                FocusRing { target: valueField }
            }
            AppButton {
                primary: true
                text: qsTr("Save to my charts   Enter")
                onClicked: dialog.save(valueField.text)
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8
            visible: dialog.cell !== null && !dialog.cell.positionUnknown
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
            visible: dialog.cell !== null && !dialog.cell.positionUnknown
            text: dialog.view.formatHelp
        }
        MessageBox {
            id: error
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
