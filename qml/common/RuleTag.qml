import QtQuick
import AideDeCamp

// A rule number, e.g. "20.4", in a small frame.
Rectangle {
    id: tag
    property string rule
    visible: rule !== ""
    implicitWidth: label.implicitWidth + 12
    implicitHeight: label.implicitHeight + 4
    radius: 4
    color: "transparent"
    border.color: Theme.border
    border.width: 1
    Text {
        id: label
        anchors.centerIn: parent
        text: tag.rule
        color: Theme.muted
        font.pixelSize: Theme.smallSize
    }
}
