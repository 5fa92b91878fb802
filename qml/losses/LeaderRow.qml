import QtQuick
import AideDeCamp

// One leader on the roster: name, rank and command, the rating read off his counter (one
// button per value, 0 to 4; "unknown" until entered), whether he is in play or lost and who
// leads his command now, and "Leader casualty…" (26.4).
Item {
    id: line
    required property var leader
    required property LeaderRoster roster
    signal casualtyRequested(string leaderId)
    implicitWidth: content.implicitWidth + 16
    implicitHeight: content.implicitHeight + 8

    Rectangle {
        anchors.fill: parent
        color: line.leader.lost ? Theme.errorBack : "transparent"
        radius: Theme.radius
    }

    Row {
        id: content
        x: 8
        y: 4
        spacing: 12
        Column {
            width: 260
            anchors.verticalCenter: parent.verticalCenter
            Text {
                width: parent.width
                text: line.leader.name
                color: Theme.text
                font.pixelSize: Theme.fontSize
                font.bold: true
                font.strikeout: line.leader.lost
                wrapMode: Text.WordWrap
            }
            Note {
                width: parent.width
                text: line.leader.rank + (line.leader.command !== "" ? " · " + line.leader.command : "")
            }
        }
        Text {
            objectName: "rating_" + line.leader.id
            width: 110
            anchors.verticalCenter: parent.verticalCenter
            text: line.leader.rating < 0 ? qsTr("rating unknown") : qsTr("rating %1").arg(line.leader.rating)
            color: line.leader.rating < 0 ? Theme.warning : Theme.text
            font.pixelSize: Theme.smallSize
            font.bold: line.leader.rating >= 0
            wrapMode: Text.WordWrap
        }
        Row {
            spacing: 4
            anchors.verticalCenter: parent.verticalCenter
            Repeater {
                model: 5
                AppButton {
                    required property int index
                    objectName: "rate_" + index + "_" + line.leader.id
                    width: 44
                    leftPadding: 0
                    rightPadding: 0
                    text: index
                    highlighted: line.leader.rating === index
                    onClicked: line.roster.setRating(line.leader.id, String(index))
                }
            }
        }
        Text {
            objectName: "leaderStatus_" + line.leader.id
            width: 300
            anchors.verticalCenter: parent.verticalCenter
            text: line.leader.status
            color: line.leader.lost ? Theme.error : line.leader.inPlay ? Theme.muted : Theme.warning
            font.pixelSize: Theme.smallSize
            font.bold: line.leader.lost
            wrapMode: Text.WordWrap
        }
        AppButton {
            objectName: "casualty_" + line.leader.id
            anchors.verticalCenter: parent.verticalCenter
            visible: line.leader.canBeLost // in play and not lost yet
            text: qsTr("Leader casualty…")
            onClicked: line.casualtyRequested(line.leader.id)
        }
    }
}
