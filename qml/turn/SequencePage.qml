import QtQuick
import QtQuick.Controls
import AideDeCamp

// The sequence of play (8.1) of the current turn as a checklist: the first player's turn,
// the second player's, then the Game Turn End Phase. The current step is highlighted;
// "Next step" (Ctrl+Return) records it done as `adc game step` does. Each step lists the
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
        onChanged: Qt.callLater(page.revealCurrent) // qmllint disable type
    }
    onVisibleChanged: if (visible) Qt.callLater(revealCurrent) // qmllint disable type
    Component.onCompleted: Qt.callLater(revealCurrent) // qmllint disable type

    // Scrolls the checklist so that the current step is in view, a little below the top.
    function revealCurrent() {
        const item = findStep(list, "step_" + sequence.currentIndex)
        if (!item || flick.height <= 0) return
        const y = item.mapToItem(list, 0, 0).y
        if (y < flick.contentY || y + item.height > flick.contentY + flick.height)
            flick.contentY = Math.max(0, Math.min(flick.contentHeight - flick.height, y - 60))
    }
    function findStep(parent, name) {
        for (let i = 0; i < parent.children.length; ++i) {
            const c = parent.children[i]
            if (c.objectName === name) return c
            const inner = findStep(c, name)
            if (inner) return inner
        }
        return null
    }
    TurnRecord { id: turn; game: page.game }

    Shortcut { sequence: "Ctrl+Return"; enabled: page.visible; onActivated: page.nextStep() }
    KeepFocusVisible { flickable: flick }

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

    Rectangle {
        visible: page.game.isOpen
        anchors.top: top.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 8
        color: Theme.panel
        border.color: Theme.border
        radius: Theme.radius

        Flickable {
            id: flick
            objectName: "sequenceFlick"
            anchors.fill: parent
            anchors.margins: 8
            clip: true
            contentHeight: list.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }

            onHeightChanged: Qt.callLater(page.revealCurrent) // qmllint disable type

            Column {
                id: list
                width: flick.width - 16
                spacing: 4
                // Laid out after the model changed: reveal the current step once placed.
                onImplicitHeightChanged: Qt.callLater(page.revealCurrent) // qmllint disable type
                Repeater {
                    model: sequence.steps
                    Column {
                        id: stepItem
                        required property var modelData
                        required property int index
                        readonly property bool current: modelData.state === "current"
                        width: list.width
                        spacing: 4
                        SectionTitle {
                            visible: stepItem.index === 0 || sequence.steps[stepItem.index - 1].heading !== stepItem.modelData.heading
                            topPadding: stepItem.index === 0 ? 0 : 10
                            text: stepItem.modelData.heading
                        }
                        Rectangle {
                            objectName: "step_" + stepItem.index
                            width: parent.width
                            implicitHeight: stepRow.implicitHeight + 12
                            radius: Theme.radius
                            color: stepItem.current ? Theme.selected : "transparent"
                            border.color: stepItem.current ? Theme.accent : Theme.border
                            border.width: stepItem.current ? 2 : 1
                            Flow {
                                id: stepRow
                                x: 8
                                y: 6
                                width: parent.width - 16
                                spacing: 10
                                Text {
                                    height: 36
                                    verticalAlignment: Text.AlignVCenter
                                    text: (stepItem.modelData.state === "done" ? "✓ " : stepItem.current ? "▶ " : "   ")
                                          + stepItem.modelData.phase + ": " + stepItem.modelData.label
                                    color: stepItem.modelData.state === "done" ? Theme.muted : Theme.text
                                    font.pixelSize: Theme.fontSize
                                    font.bold: stepItem.current
                                }
                                RuleTag { rule: stepItem.modelData.rule }
                                Note {
                                    height: 36
                                    verticalAlignment: Text.AlignVCenter
                                    visible: stepItem.modelData.who !== "both"
                                    text: stepItem.modelData.side !== ""
                                          ? (stepItem.modelData.who === "non-phasing" ? qsTr("non-phasing: %1") : qsTr("phasing: %1")).arg(SideName.of(stepItem.modelData.side))
                                          : stepItem.modelData.who
                                }
                                Repeater {
                                    model: stepItem.modelData.tools
                                    AppButton {
                                        required property var modelData
                                        objectName: "tool_" + stepItem.index + "_" + modelData.name
                                        implicitHeight: 36
                                        text: modelData.title
                                        onClicked: page.resolverWanted(modelData.name)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
