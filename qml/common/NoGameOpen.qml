import QtQuick
import AideDeCamp

// What a page of the game shows while no game is open: that, and how to start or open one.
Column {
    required property OpenGame game
    property alias text: note.text // what the page would hold, and the shortcuts to a game
    anchors.centerIn: parent
    visible: !game.isOpen
    spacing: 12
    SectionTitle { text: qsTr("No game open") }
    Note { id: note }
}
