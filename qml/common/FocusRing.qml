import QtQuick
import AideDeCamp

// Drawn around the control it fills while that control has keyboard focus.
Rectangle {
    required property Item target
    anchors.fill: parent
    anchors.margins: -3
    radius: Theme.radius + 2
    color: "transparent"
    border.color: Theme.focus
    border.width: 3
    visible: target.activeFocus
}
