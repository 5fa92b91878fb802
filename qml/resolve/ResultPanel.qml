import QtQuick
import AideDeCamp

// The last result: the summary in large type, the dice with their faces and who threw
// them, the result's fields, and "Why?": every step of the explanation with its rule.
Rectangle {
    id: panel
    required property LastResult result
    property bool whyOpen: false
    implicitHeight: column.height + 24
    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.accent
    border.width: 2

    Column {
        id: column
        x: 12
        y: 12
        width: panel.width - 24
        spacing: 10

        Note {
            width: column.width
            text: qsTr("Result — %1").arg(panel.result.resolverTitle)
        }
        Text {
            objectName: "resultSummary"
            width: column.width
            text: panel.result.summary
            color: Theme.text
            font.pixelSize: Theme.resultSize
            font.bold: true
            wrapMode: Text.WordWrap
        }

        // The dice: faces (red die then white die for 11..66), the value read, who threw them.
        Flow {
            width: column.width
            spacing: 16
            Repeater {
                model: panel.result.dice
                Row {
                    id: throwRow
                    required property var modelData
                    spacing: 8
                    Repeater {
                        model: throwRow.modelData.faces
                        DieFace {
                            required property int index
                            required property int modelData
                            face: modelData
                            red: throwRow.modelData.kind === "11..66" && index === 0
                        }
                    }
                    Rectangle {
                        // A throw typed in as a total has no faces to draw.
                        visible: throwRow.modelData.faces.length === 0
                        width: 56
                        height: 56
                        radius: 9
                        color: Theme.whiteDie
                        border.color: Theme.border
                        border.width: 2
                        Text {
                            anchors.centerIn: parent
                            text: throwRow.modelData.value
                            color: Theme.whitePip
                            font.pixelSize: 24
                            font.bold: true
                        }
                    }
                    Column {
                        anchors.verticalCenter: parent.verticalCenter
                        Text {
                            text: throwRow.modelData.value
                            color: Theme.text
                            font.pixelSize: Theme.titleSize
                            font.bold: true
                        }
                        Note {
                            text: throwRow.modelData.kind + " · " + throwRow.modelData.name
                        }
                    }
                }
            }
            Text {
                objectName: "rolledBy"
                height: 56
                verticalAlignment: Text.AlignVCenter
                text: panel.result.rolledBy === "app" ? qsTr("Rolled by the app (seed %1)").arg(panel.result.seed)
                    : panel.result.rolledBy === "player" ? qsTr("Rolled by the player")
                    : qsTr("No dice were needed")
                color: Theme.text
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
        }

        // Everything the result records, as the engine names it.
        Flow {
            objectName: "resultFields"
            width: column.width
            spacing: 6
            Repeater {
                model: panel.result.fields
                Rectangle {
                    required property var modelData
                    width: fieldText.implicitWidth + 16
                    height: fieldText.implicitHeight + 8
                    radius: 4
                    color: Theme.raised
                    Text {
                        id: fieldText
                        anchors.centerIn: parent
                        text: modelData.name + ": " + modelData.value
                        color: Theme.text
                        font.pixelSize: Theme.smallSize
                    }
                }
            }
        }

        AppButton {
            objectName: "whyButton"
            text: (panel.whyOpen ? "\u25BE " : "\u25B8 ") + qsTr("Why?   Ctrl+E")
            onClicked: panel.whyOpen = !panel.whyOpen
        }

        Column {
            objectName: "whySteps"
            width: column.width
            visible: panel.whyOpen
            spacing: 6
            Note { text: qsTr("How it was worked out:") }
            Repeater {
                model: panel.result.steps
                Item {
                    id: step
                    required property int index
                    required property var modelData
                    width: column.width
                    height: Math.max(stepText.implicitHeight, tag.height)
                    Text {
                        width: 28
                        text: (step.index + 1) + "."
                        color: Theme.muted
                        font.pixelSize: Theme.fontSize
                    }
                    Text {
                        id: stepText
                        x: 32
                        width: step.width - 32 - tag.width - 10
                        text: step.modelData.text
                        color: Theme.text
                        font.pixelSize: Theme.fontSize
                        wrapMode: Text.WordWrap
                    }
                    RuleTag {
                        id: tag
                        anchors.right: parent.right
                        rule: step.modelData.rule
                    }
                }
            }
        }
    }
}
