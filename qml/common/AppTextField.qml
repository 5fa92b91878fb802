import QtQuick
import QtQuick.Controls
import AideDeCamp

// A text field with a large target and a clear focus frame.
TextField {
    id: field
    implicitHeight: Theme.target
    font.pixelSize: Theme.fontSize
    color: Theme.text
    placeholderTextColor: Theme.muted
    selectByMouse: true
    background: Rectangle {
        color: Theme.window
        border.color: field.activeFocus ? Theme.focus : Theme.border
        border.width: field.activeFocus ? 3 : 1
        radius: Theme.radius
    }
}
