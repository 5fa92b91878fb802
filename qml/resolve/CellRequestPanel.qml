import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// The roll landed on a chart cell the app does not know. Says exactly which one, takes the
// value read off the player's printed chart, optionally remembers it, and resolves again
// with the same dice: on the Resolve page (ResolverForm) and the Command page
// (CommandRoller), which connect `supplied` and `cancelled`.
Rectangle {
    id: panel
    required property ChartCellRequest request
    // How the dice were thrown, in words; and whether a value may serve this roll only (a
    // game's roll reads the players' charts, so there the value is always kept).
    property string diceText: qsTr("the same dice are used again")
    property bool mayUseOnce: true
    signal supplied(string value, bool remember)
    signal cancelled()
    implicitHeight: column.implicitHeight + 24
    color: Theme.warningBack
    radius: Theme.radius
    border.color: Theme.warning
    border.width: 2

    function submit(value) {
        panel.supplied(value, rememberBox.checked || !panel.mayUseOnce)
        if (panel.request.error === "") valueField.clear()
    }
    function focusEntry() {
        if (valueField.visible) valueField.forceActiveFocus()
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        SectionTitle {
            Layout.fillWidth: true
            text: qsTr("Your printed chart is needed")
            color: Theme.warning
        }
        Text {
            Layout.fillWidth: true
            text: panel.request.kind === "value"
                  ? qsTr("The app does not know this cell. Read it off your printed chart:")
                  : panel.request.kind === "position"
                    ? qsTr("The app does not know where this row sits on the chart:")
                    : qsTr("The app does not know which row sits at this place on the chart:")
            color: Theme.text
            font.pixelSize: Theme.fontSize
            wrapMode: Text.WordWrap
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 12
            rowSpacing: 4
            Note { text: qsTr("Chart") }
            Text {
                objectName: "requestChart"
                Layout.fillWidth: true
                text: panel.request.chartTitle
                color: Theme.text; font.pixelSize: Theme.fontSize; font.bold: true; wrapMode: Text.WordWrap
            }
            Note { text: qsTr("Line") }
            Text {
                objectName: "requestLine"
                Layout.fillWidth: true
                text: panel.request.lineLabel
                color: Theme.text; font.pixelSize: Theme.fontSize; font.bold: true; wrapMode: Text.WordWrap
            }
            Note { text: qsTr("Roll or column"); visible: panel.request.kind === "value" }
            Text {
                objectName: "requestOutcome"
                visible: panel.request.kind === "value"
                text: panel.request.outcome
                color: Theme.text; font.pixelSize: Theme.fontSize + 4; font.bold: true
            }
            Note { text: qsTr("Known so far"); visible: panel.request.hint !== "" }
            Text {
                Layout.fillWidth: true
                visible: panel.request.hint !== ""
                text: panel.request.hint
                color: Theme.text; font.pixelSize: Theme.smallSize; wrapMode: Text.WordWrap
            }
            Note { text: qsTr("Dice") }
            Text {
                Layout.fillWidth: true
                text: panel.diceText
                color: Theme.text; font.pixelSize: Theme.smallSize; wrapMode: Text.WrapAnywhere
            }
        }

        // The value as printed (or the row's place, a whole number).
        RowLayout {
            Layout.fillWidth: true
            visible: panel.request.kind !== "row"
            spacing: 10
            TextField {
                id: valueField
                objectName: "cellValueField"
                implicitWidth: 200
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize + 2
                placeholderText: panel.request.kind === "position" ? qsTr("row position, e.g. 2") : qsTr("as printed")
                onAccepted: panel.submit(text)
                FocusRing { target: valueField }
            }
            AppButton {
                objectName: "useValue"
                primary: true
                text: qsTr("Use this value   Enter")
                onClicked: panel.submit(valueField.text)
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8
            visible: panel.request.kind === "value" && panel.request.allowedValues.length > 0
                     && panel.request.allowedValues.length <= 12
            Repeater {
                model: panel.request.allowedValues
                AppButton {
                    required property string modelData
                    text: modelData
                    onClicked: panel.submit(modelData)
                }
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8
            visible: panel.request.kind === "row"
            Repeater {
                model: panel.request.rowChoices
                AppButton {
                    required property var modelData
                    text: qsTr("Row %1").arg(modelData.label)
                    onClicked: panel.submit(modelData.key)
                }
            }
        }
        Note {
            Layout.fillWidth: true
            visible: panel.request.formatHelp !== ""
            text: panel.request.formatHelp
        }
        AppCheckBox {
            id: rememberBox
            objectName: "rememberBox"
            Layout.fillWidth: true
            checked: true
            visible: panel.mayUseOnce
            text: qsTr("Remember it (kept with your charts for every later roll)")
        }
        MessageBox {
            objectName: "requestError"
            Layout.fillWidth: true
            visible: panel.request.error !== ""
            heading: qsTr("Not accepted")
            text: panel.request.error
        }
        AppButton {
            text: qsTr("Cancel this roll")
            onClicked: panel.cancelled()
        }
    }
}
