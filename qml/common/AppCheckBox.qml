import QtQuick
import QtQuick.Controls
import AideDeCamp

// A check box with a large box and a tick mark (not colour alone), Enter toggles it too.
CheckBox {
    id: control
    implicitHeight: Math.max(Theme.target, implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontSize
    spacing: 12
    focusPolicy: Qt.StrongFocus

    indicator: Rectangle {
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        width: 28
        height: 28
        radius: 5
        color: control.checked ? Theme.accent : Theme.panel
        border.color: control.checked ? Theme.accent : Theme.muted
        border.width: 2
        opacity: control.enabled ? 1 : 0.4
        Text {
            anchors.centerIn: parent
            visible: control.checked
            text: "\u2713"
            color: Theme.accentText
            font.pixelSize: 22
            font.bold: true
        }
    }
    contentItem: Text {
        leftPadding: control.indicator.width + control.spacing
        text: control.text
        font: control.font
        color: Theme.text
        wrapMode: Text.WordWrap
        verticalAlignment: Text.AlignVCenter
    }

    FocusRing { target: control }
}
