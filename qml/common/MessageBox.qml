import QtQuick
import QtQuick.Layouts
import AideDeCamp

// A message in a coloured box with a word that says what it is ("Refused:", "Needed:").
Rectangle {
    id: box
    property string kind: "error" // "error" or "warning"
    property string heading
    property string text
    implicitHeight: column.implicitHeight + 20
    radius: Theme.radius
    color: kind === "error" ? Theme.errorBack : Theme.warningBack
    border.color: kind === "error" ? Theme.error : Theme.warning
    border.width: 2

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 10
        spacing: 4
        Text {
            Layout.fillWidth: true
            visible: box.heading !== ""
            text: box.heading
            font.bold: true
            font.pixelSize: Theme.fontSize
            color: box.kind === "error" ? Theme.error : Theme.warning
            wrapMode: Text.WordWrap
        }
        Text {
            Layout.fillWidth: true
            text: box.text
            font.pixelSize: Theme.fontSize
            color: Theme.text
            wrapMode: Text.WordWrap
        }
    }
}
