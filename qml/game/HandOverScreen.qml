import QtQuick
import QtQuick.Controls
import AideDeCamp

// Hot-seat (9.0): when the screen passes from one side's player to the other, everything
// is covered until the next player says he is the one looking.
Popup {
    id: screen
    required property OpenGame game
    // The side the laptop goes to, and why (e.g. a loose cannon's order): the game's.
    readonly property int to: game.viewer // a Viewer
    readonly property string reason: game.coverReason

    readonly property string sideName: SideName.ofViewer(to)

    // The game decides when the screen is covered (OpenGame::covered): when a two-player
    // game opens, and whenever the viewer passes from one side to the other.
    visible: game.covered
    onOpened: readyButton.forceActiveFocus()

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
                onClicked: screen.game.uncover()
            }
        }
    }
}
