import QtQuick
import AideDeCamp

// An order's status on the Order Log: in words, on a colour that tells the kind at a
// glance (on its way, awaiting a roll, in force, finished).
Rectangle {
    id: chip
    property string status   // transit | arrived | delayed | accepted | implemented | distorted | cancelled | stopped | lost | ended
    property string text
    readonly property color tone: {
        switch (status) {
        case "transit": return Theme.dark ? "#2d4a6b" : "#cfe0f5"
        case "arrived": return Theme.dark ? "#5a4a14" : "#f6e3a6"
        case "delayed": return Theme.dark ? "#6b3f14" : "#f6cfa6"
        case "accepted": return Theme.dark ? "#2f5a2f" : "#cdeccd"
        case "implemented": return Theme.dark ? "#1f6b3a" : "#a8e0b8"
        case "distorted": return Theme.dark ? "#5a2f6b" : "#e5cdf0"
        case "stopped":
        case "lost": return Theme.dark ? "#6b2626" : "#f3c9c6"
        default: return Theme.raised // cancelled, ended
        }
    }
    implicitWidth: label.implicitWidth + 16
    implicitHeight: label.implicitHeight + 8
    radius: 4
    color: tone
    border.color: Theme.border
    Text {
        id: label
        anchors.centerIn: parent
        text: chip.text
        color: Theme.text
        font.pixelSize: Theme.smallSize
        font.bold: chip.status === "arrived" || chip.status === "delayed"
        font.strikeout: chip.status === "cancelled" || chip.status === "lost" || chip.status === "stopped"
    }
}
