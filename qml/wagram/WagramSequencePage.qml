import QtQuick
import AideDeCamp

// Wagram 1809's sequence of play (5): the set-up, the Round of six phases played again until
// the Continuation Phase ends the turn, the Administrative Phase and Scenario 3's night. The
// game's state says where it stands, so there is no "next step" here: the steps under way
// are highlighted as the Orders Tables page moves the game on. Each step's resolvers open
// the Resolve page.
Item {
    id: page
    required property OpenGame game
    signal resolverWanted(string name)

    WagramSequence {
        id: sequence
        objectName: "wagramSequence"
        game: page.game
        onChanged: Qt.callLater(steps.revealCurrent) // qmllint disable type
    }

    NoGameOpen { game: page.game; text: qsTr("The sequence of play follows a game: start one (Ctrl+N) or open one (Ctrl+G).") }

    Column {
        id: top
        visible: sequence.active
        x: 12
        y: 8
        width: parent.width - 24
        spacing: 8
        SectionTitle {
            objectName: "wagramSequenceWhere"
            width: parent.width
            text: sequence.where
        }
        Note {
            width: parent.width
            text: qsTr("The highlighted steps are under way; the Orders Tables page (Ctrl+0) moves the game on.")
        }
        MessageBox {
            width: parent.width
            visible: sequence.error !== ""
            heading: qsTr("The sequence of play could not be read:")
            text: sequence.error
        }
    }

    SequenceList {
        id: steps
        visible: sequence.active
        anchors.top: top.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 8
        steps: sequence.steps
        currentIndex: sequence.currentIndex
        onResolverWanted: name => page.resolverWanted(name)
    }
}
