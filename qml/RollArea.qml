import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// Rolling: the app's dice ("Roll for me", Ctrl+R) or the dice the player threw, typed in
// (Enter). The engine refuses impossible dice; its message is shown and nothing changes.
Rectangle {
    id: area
    required property ResolverForm form
    readonly property alias rollButton: rollButton
    implicitHeight: column.implicitHeight + 24
    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border

    function focusDice() {
        if (diceFields.count > 0) diceFields.itemAt(0).field.forceActiveFocus()
    }

    function useMyDice() {
        const dice = {}
        for (let i = 0; i < diceFields.count; ++i) {
            const item = diceFields.itemAt(i)
            dice[item.key] = item.field.text
        }
        area.form.rollWithDice(dice)
        if (area.form.rollError === "")
            for (let j = 0; j < diceFields.count; ++j) diceFields.itemAt(j).field.clear()
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 12
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            AppButton {
                id: rollButton
                objectName: "rollForMe"
                primary: true
                enabled: area.form.resolverName !== ""
                text: area.form.usesDice ? qsTr("Roll for me   Ctrl+R") : qsTr("Work it out   Ctrl+R")
                font.pixelSize: Theme.fontSize + 3
                font.bold: true
                implicitHeight: 60
                onClicked: area.form.rollForMe()
            }
            Note {
                Layout.fillWidth: true
                text: area.form.usesDice ? qsTr("The app throws the dice and shows its seed, so the throw can be checked.")
                                         : qsTr("This resolver needs no dice.")
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            visible: area.form.usesDice
            spacing: 6
            Text {
                text: qsTr("Or type the dice you rolled:")
                color: Theme.text
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
            Row {
                spacing: 12
                Repeater {
                    id: diceFields
                    model: area.form.rollInputs
                    Column {
                        required property var modelData
                        readonly property string key: modelData.key
                        readonly property alias field: diceField
                        spacing: 2
                        TextField {
                            id: diceField
                            objectName: "diceField_" + modelData.key
                            width: 130
                            height: Theme.target
                            font.pixelSize: Theme.fontSize + 2
                            placeholderText: modelData.dice
                            inputMethodHints: Qt.ImhDigitsOnly
                            onAccepted: area.useMyDice()
                            FocusRing { target: diceField }
                        }
                        Note {
                            width: 200
                            text: modelData.label
                        }
                    }
                }
                AppButton {
                    objectName: "useMyDice"
                    text: qsTr("Use my dice   Enter")
                    onClicked: area.useMyDice()
                }
            }
        }

        MessageBox {
            objectName: "rollError"
            Layout.fillWidth: true
            visible: area.form.rollError !== ""
            heading: qsTr("Not rolled")
            text: area.form.rollError
        }
    }
}
