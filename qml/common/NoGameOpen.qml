import QtQuick
import AideDeCamp

// What a page of the game shows while no game is open: that, and how to start, open or join one.
Column {
    required property OpenGame game
    property alias text: note.text // what the page would hold, and the shortcuts to a game
    anchors.centerIn: parent
    visible: !game.isOpen
    spacing: 12
    SectionTitle { text: qsTr("No game open") }
    Note { id: note }
    // A player's laptop at a hosted game has no game of its own until it joins (docs/protocol.md).
    Note { text: qsTr("Or join a game hosted on another laptop (Ctrl+J).") }
}
