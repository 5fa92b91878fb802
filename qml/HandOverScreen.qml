import QtQuick
import QtQuick.Controls
import AideDeCamp

// Hot-seat (9.0): when the screen passes from one side's player to the other, everything
// is covered until the next player says he is the one looking.
Popup {
    id: screen
    required property GameModel game
    property string to: ""      // the side the laptop goes to
    property string reason: ""  // why, e.g. a loose cannon's order
    signal confirmed(string side)

    readonly property string sideName: to === "french" ? qsTr("French") : to === "austrian" ? qsTr("Austrian") : qsTr("umpire")

    property string lastViewer: "both"
    Component.onCompleted: lastViewer = game.viewer

    // Hands over to `side` (french | austrian | both). From one side to anything else the
    // screen is covered until the next player confirms; from "both" (the umpire) no cover.
    function handOver(side, why) {
        reason = why || ""
        game.viewer = side
        if (!visible) confirmed(side)
    }

    // Every change of viewer comes through here, whichever page made it (the Loss Charts'
    // switch too): the cover opens before the other side's screens are drawn.
    Connections {
        target: screen.game
        function onViewerChanged() {
            const now = screen.game.viewer
            if (screen.lastViewer !== "both" && now !== screen.lastViewer) {
                screen.to = now
                screen.open()
                readyButton.forceActiveFocus()
            } else {
                screen.lastViewer = now
            }
        }
    }

    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 1280
    height: parent ? parent.height : 720
    modal: true
    closePolicy: Popup.NoAutoClose
    background: Rectangle { color: Theme.window }

    contentItem: Item {
        Column {
            anchors.centerIn: parent
            width: Math.min(parent.width - 80, 720)
            spacing: 20
            Text {
                objectName: "handOverTitle"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Pass the laptop to the %1 player").arg(screen.sideName)
                color: Theme.accent
                font.pixelSize: Theme.titleSize + 8
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Note {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: (screen.reason !== "" ? screen.reason + "\n\n" : "")
                      + qsTr("Nothing is shown until the %1 player is ready: each side's orders stay secret (9.0).").arg(screen.sideName)
            }
            AppButton {
                id: readyButton
                objectName: "handOverReady"
                anchors.horizontalCenter: parent.horizontalCenter
                primary: true
                text: qsTr("I am the %1 player: show my screens").arg(screen.sideName)
                onClicked: {
                    screen.lastViewer = screen.to
                    screen.close()
                    screen.reason = ""
                    screen.confirmed(screen.to)
                }
            }
        }
    }
}
