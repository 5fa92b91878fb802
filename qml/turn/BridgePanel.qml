import QtQuick
import QtQuick.Controls
import AideDeCamp

// AE 2.9a Variable Interruption: the two rolls of two dice, typed from the players' dice or
// thrown by the app, and the rolls so far. Viewing Austrian, the French roll and the bridge's
// state are not shown (the variant's design note lets the French keep them, 9.0).
Popup {
    id: panel
    required property OpenGame game
    required property BridgeInterruption bridge
    modal: true
    focus: true
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 80 : 760, 760)
    anchors.centerIn: Overlay.overlay
    padding: 20
    background: DialogFrame { }

    onOpened: frenchDice.forceActiveFocus()
    onClosed: game.dismissError()

    component DiceField: TextField {
        implicitWidth: 90
        implicitHeight: Theme.target
        font.pixelSize: Theme.fontSize
        color: Theme.text
        inputMethodHints: Qt.ImhDigitsOnly
        background: Rectangle {
            color: Theme.window
            border.color: parent.activeFocus ? Theme.focus : Theme.border
            border.width: parent.activeFocus ? 3 : 1
            radius: Theme.radius
        }
    }

    contentItem: Column {
        spacing: 12
        SectionTitle { text: qsTr("The bridge at Kaiser-Ebersdorf (AE 2.9a)") }
        Note {
            width: parent.width
            text: qsTr("Each player rolls two dice. A higher French roll keeps the bridge up for the difference in turns; a higher Austrian roll brings it down for the difference (no French reinforcements); equal rolls: up this turn, roll again next turn.")
        }
        MessageBox {
            width: parent.width
            visible: panel.game.error !== ""
            heading: qsTr("Refused:")
            text: panel.game.error
        }
        Row {
            spacing: 10
            visible: panel.bridge.rollDue
            Note { anchors.verticalCenter: parent.verticalCenter; text: qsTr("French (2–12)") }
            DiceField { id: frenchDice; objectName: "frenchDice"; echoMode: panel.bridge.secretShown ? TextInput.Normal : TextInput.Password }
            Note { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Austrian (2–12)") }
            DiceField { id: austrianDice; objectName: "austrianDice"; onAccepted: typedButton.clicked() }
            AppButton {
                id: typedButton
                objectName: "bridgeTyped"
                text: qsTr("Use these dice")
                onClicked: if (panel.bridge.rollTyped(frenchDice.text, austrianDice.text)) { frenchDice.text = ""; austrianDice.text = "" }
            }
            AppButton {
                objectName: "bridgeForMe"
                text: qsTr("Roll for me")
                onClicked: panel.bridge.rollForMe()
            }
        }
        Note {
            width: parent.width
            visible: !panel.bridge.rollDue
            text: panel.bridge.secretShown ? qsTr("The next roll is due on turn %1.").arg(panel.bridge.nextRollTurn)
                                           : qsTr("No roll is due now; the French player says when one is.")
        }
        Repeater {
            model: panel.bridge.rolls
            Text {
                required property var modelData
                width: panel.availableWidth
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: Theme.smallSize
                text: modelData.french !== undefined
                      ? qsTr("Turn %1: French %2, Austrian %3 (%4) — %5").arg(modelData.turn).arg(modelData.french)
                            .arg(modelData.austrian).arg(modelData.rolledBy).arg(modelData.text)
                      : qsTr("Turn %1: Austrian %2 (%3); the French roll and what it did are the French player's (AE 2.9a).")
                            .arg(modelData.turn).arg(modelData.austrian).arg(modelData.rolledBy)
            }
        }
        AppButton { text: qsTr("Close"); onClicked: panel.close() }
    }
}
