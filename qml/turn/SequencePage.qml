import QtQuick
import AideDeCamp

// The sequence of play (8.1) of the current turn as a checklist: the first player's turn,
// the second player's, then the Game Turn End Phase. The current step is highlighted;
// "Next step" (Ctrl+Return, on any page: Main.qml) records it done as `adc game step` does. Each step lists the
// resolvers that serve it: a button opens the Resolve page on that resolver.
Item {
    id: page
    required property OpenGame game
    signal resolverWanted(string name)

    function nextStep() { if (sequence.canAdvance) sequence.nextStep() }

    TurnChecklist {
        id: sequence
        objectName: "sequence"
        game: page.game
        onChanged: Qt.callLater(steps.revealCurrent) // qmllint disable type
    }
    TurnRecord { id: turn; game: page.game }

    NoGameOpen { game: page.game; text: qsTr("The sequence of play follows a game: start one (Ctrl+N) or open one (Ctrl+G).") }

    Column {
        id: top
        visible: page.game.isOpen
        x: 12
        y: 8
        width: parent.width - 24
        spacing: 8
        Flow {
            width: parent.width
            spacing: 12
            SectionTitle {
                height: Theme.target
                verticalAlignment: Text.AlignVCenter
                text: turn.hasClock ? (turn.gameOver ? qsTr("The game is over")
                                                     : qsTr("Turn %1 of %2 — %3, %4").arg(turn.turn).arg(turn.lastTurn).arg(turn.dateText).arg(turn.timeText))
                                    : qsTr("Turn %1 (8.1)").arg(turn.turn)
            }
            AppButton {
                objectName: "nextStepButton"
                primary: true
                enabled: sequence.canAdvance
                text: qsTr("Next step  (Ctrl+Return)")
                onClicked: page.nextStep()
            }
            AppButton {
                objectName: "sequenceUndo"
                text: qsTr("Undo")
                enabled: page.game.canUndo
                onClicked: page.game.undo()
            }
        }
        Note {
            objectName: "sequenceNote"
            width: parent.width
            visible: sequence.lastNote !== ""
            color: Theme.warning
            text: sequence.lastNote
        }
        MessageBox {
            objectName: "sequenceRefusal"
            width: parent.width
            // The game's error, or the step's refusal as this viewer may see it (9.0).
            visible: text !== ""
            heading: qsTr("Refused:")
            text: page.game.error !== "" ? page.game.error : sequence.refusal
        }
    }

    SequenceList {
        id: steps
        visible: page.game.isOpen
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
