import QtQuick
import QtQuick.Controls
import AideDeCamp

// A sequence of play as a list of steps under their headings: the current step highlighted,
// those done ticked, those the game skips marked so, each with its rule, whose step it is and the resolvers that serve it
// (a button asks for that resolver). Both games' sequence pages show their steps here; the
// steps are TurnChecklist's shape.
Rectangle {
    id: box
    property var steps: []
    property int currentIndex: -1
    signal resolverWanted(string name)

    color: Theme.panel
    border.color: Theme.border
    radius: Theme.radius

    // Scrolls the list so that the current step is in view, a little below the top.
    function revealCurrent() {
        const item = findStep(list, "step_" + currentIndex)
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
    onVisibleChanged: if (visible) Qt.callLater(revealCurrent) // qmllint disable type
    onStepsChanged: Qt.callLater(revealCurrent) // qmllint disable type
    KeepFocusVisible { flickable: flick }

    Flickable {
        id: flick
        objectName: "sequenceFlick"
        anchors.fill: parent
        anchors.margins: 8
        clip: true
        contentHeight: list.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }

        onHeightChanged: Qt.callLater(box.revealCurrent) // qmllint disable type

        Column {
            id: list
            width: flick.width - 16
            spacing: 4
            // Laid out after the model changed: reveal the current step once placed.
            onImplicitHeightChanged: Qt.callLater(box.revealCurrent) // qmllint disable type
            Repeater {
                model: box.steps
                Column {
                    id: stepItem
                    required property var modelData
                    required property int index
                    readonly property bool current: modelData.state === "current"
                    width: list.width
                    spacing: 4
                    SectionTitle {
                        visible: stepItem.index === 0 || box.steps[stepItem.index - 1].heading !== stepItem.modelData.heading
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
                                text: (stepItem.modelData.state === "done" ? "✓ " : stepItem.current ? "▶ "
                                       : stepItem.modelData.state === "skipped" ? "– " : "   ")
                                      + stepItem.modelData.phase + ": " + stepItem.modelData.label
                                      + (stepItem.modelData.state === "skipped" ? " " + qsTr("(not in the game's first Round, 6)") : "")
                                color: stepItem.modelData.state === "done" || stepItem.modelData.state === "skipped" ? Theme.muted : Theme.text
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
                                    onClicked: box.resolverWanted(modelData.name)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
