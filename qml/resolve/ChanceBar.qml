import QtQuick
import AideDeCamp

// One result's chance: its name, a bar as long as its probability, and "7/36 (19%)".
Item {
    id: bar
    property string label
    property string fraction
    property double value
    property color barColor
    implicitHeight: 30

    Text {
        id: name
        width: 130
        anchors.verticalCenter: parent.verticalCenter
        text: bar.label
        color: Theme.text
        font.pixelSize: Theme.fontSize
        font.bold: true
        elide: Text.ElideRight
    }
    Rectangle {
        id: track
        anchors.left: name.right
        anchors.leftMargin: 10
        anchors.right: chance.left
        anchors.rightMargin: 10
        anchors.verticalCenter: parent.verticalCenter
        height: 22
        radius: 4
        color: Theme.raised
        border.color: Theme.border
        Rectangle {
            width: Math.max(2, track.width * bar.value)
            height: parent.height
            radius: 4
            color: bar.barColor
        }
    }
    Text {
        id: chance
        width: 130
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        text: bar.fraction + "  (" + Math.round(bar.value * 100) + "%)"
        color: Theme.text
        font.pixelSize: Theme.fontSize
        horizontalAlignment: Text.AlignRight
    }
}
