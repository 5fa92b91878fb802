import QtQuick
import QtQuick.Controls
import AideDeCamp

// A button with a big target that Enter and Return also press, and a clear focus ring.
// `primary`: the main action of its area; `highlighted`: the chosen one of a choice.
// Return with Ctrl, Alt or Meta is a shortcut's (Ctrl+Return: next step), never a press of
// whichever button has the focus.
Button {
    id: control
    property bool primary: false
    implicitHeight: Math.max(Theme.target, implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontSize
    leftPadding: 16
    rightPadding: 16
    focusPolicy: Qt.StrongFocus
    Keys.onReturnPressed: event => control.pressByKey(event)
    Keys.onEnterPressed: event => control.pressByKey(event)
    function pressByKey(event) {
        if (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)) {
            event.accepted = false
            return
        }
        clicked()
    }

    background: Rectangle {
        radius: Theme.radius
        opacity: control.enabled ? 1 : 0.45
        color: control.primary ? (control.down ? Qt.darker(Theme.accent, 1.2) : Theme.accent)
             : control.highlighted ? Theme.selected
             : control.down ? Theme.border : Theme.raised
        border.color: control.primary || control.highlighted ? Theme.accent : Theme.border
        border.width: control.highlighted ? 2 : 1
    }
    contentItem: Text {
        text: control.text
        font: control.font
        opacity: control.enabled ? 1 : 0.6
        color: control.primary ? Theme.accentText : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    FocusRing { target: control }
}
