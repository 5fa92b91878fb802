import QtQuick
import QtQuick.Controls
import AideDeCamp

// Rolling: the app's dice ("Roll for me", Ctrl+R) or the dice the player threw, typed in
// (Enter). The engine refuses impossible dice; its message is shown and nothing changes.
Rectangle {
    id: area
    required property ResolverForm form
    implicitHeight: column.height + 24
    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border

    function focusDice() {
        if (diceFields.count > 0) diceFields.itemAt(0).field.forceActiveFocus() // qmllint disable type
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

    // 9.0 at one laptop: the dice the last player typed are not the next one's.
    Connections {
        target: area.form.game
        function onViewerChanged() {
            for (let i = 0; i < diceFields.count; ++i) diceFields.itemAt(i).field.clear()
        }
    }

    Column {
        id: column
        x: 12
        y: 12
        width: area.width - 24
        spacing: 10

        // 9.0: whose secret a roll recorded in the game is, when neither the firers named nor
        // the viewer say it.
        Column {
            width: column.width
            visible: area.form.rollSideAsked !== ""
            spacing: 6
            Text {
                objectName: "rollSideAsked"
                width: parent.width
                wrapMode: Text.WordWrap
                text: area.form.rollSideAsked
                color: Theme.text
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
            Row {
                spacing: 8
                Repeater {
                    model: [["french", SideName.of("french")], ["austrian", SideName.of("austrian")]]
                    AppButton {
                        required property var modelData
                        objectName: "rollSide_" + modelData[0]
                        text: modelData[1]
                        highlighted: area.form.rollSide === modelData[0]
                        onClicked: area.form.rollSide = modelData[0]
                    }
                }
            }
        }

        // The note sits beside the button where there is room for it, under it otherwise.
        Flow {
            width: column.width
            spacing: 12
            AppButton {
                id: rollButton
                objectName: "rollForMe"
                primary: true
                enabled: area.form.resolverName !== ""
                text: area.form.usesDice ? qsTr("Roll for me   Ctrl+R") : qsTr("Work it out   Ctrl+R")
                font.pixelSize: Theme.fontSize + 3
                font.bold: true
                height: 60
                onClicked: area.form.rollForMe()
            }
            Note {
                id: rollNote
                readonly property real beside: column.width - rollButton.width - 12
                width: beside >= 220 ? beside : column.width
                height: beside >= 220 ? Math.max(rollButton.height, implicitHeight) : implicitHeight
                verticalAlignment: Text.AlignVCenter
                text: area.form.usesDice ? qsTr("The app throws the dice and shows its seed, so the throw can be checked.")
                                         : qsTr("This resolver needs no dice.")
            }
        }

        Text {
            visible: area.form.usesDice
            width: column.width
            wrapMode: Text.WordWrap
            text: qsTr("Or type the dice you rolled:")
            color: Theme.text
            font.pixelSize: Theme.fontSize
            font.bold: true
        }
        Flow {
            width: column.width
            visible: area.form.usesDice
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
                        // Needed to tell the rolls apart when there are several.
                        visible: area.form.rollInputs.length > 1
                        width: 150
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

        MessageBox {
            objectName: "rollError"
            width: column.width
            visible: area.form.rollError !== ""
            heading: qsTr("Not rolled")
            text: area.form.rollError
        }
        Note {
            objectName: "rollRecorded"
            width: column.width
            visible: area.form.recorded !== "" && area.form.rollError === ""
            text: area.form.recorded
        }
    }
}
