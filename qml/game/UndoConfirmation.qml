import QtQuick
import QtQuick.Controls
import AideDeCamp

// An undo that would take back the other player's decision (OpenGame::undoWarning) is
// never one key: the window says what it would undo and waits for "Undo it" or "Keep it".
Popup {
    id: confirm
    required property OpenGame game
    visible: game.undoAsked
    onOpened: keepButton.forceActiveFocus() // Enter keeps: the safe answer
    onClosed: game.keepUndone()

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 640, 720)
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    background: DialogFrame { }

    contentItem: Column {
        spacing: 16
        padding: 16
        SectionTitle { text: qsTr("Undo the other player's action?") }
        Note {
            objectName: "undoWarningText"
            width: confirm.width - 64
            wrapMode: Text.WordWrap
            text: confirm.game.undoWarning
        }
        Row {
            spacing: 12
            AppButton {
                id: keepButton
                objectName: "keepUndone"
                primary: true
                text: qsTr("Keep it")
                onClicked: confirm.game.keepUndone()
            }
            AppButton {
                objectName: "confirmUndo"
                text: qsTr("Undo it")
                onClicked: confirm.game.undo(true)
            }
        }
    }
}
