import QtQuick
import QtQuick.Controls
import AideDeCamp

// New game, step 4: the pre-game losses (AE 5.2, 5.3), split as evenly as possible over each
// division's brigades; the owning player may move the boxes left over to other brigades of
// the division. Applied, they are the game's first actions and count for victory (AE 5.0).
// Where the printed lines disagree with the printed total, the players settle it first.
Column {
    id: step
    required property OpenGame game
    spacing: 10

    PreGameLossForm { id: losses; objectName: "preGameLosses"; game: step.game; side: sides.side }

    SectionTitle { text: qsTr("Pre-game losses") }
    SideChoice { id: sides; width: parent.width; game: step.game }
    Note {
        width: parent.width
        visible: !losses.offered
        text: qsTr("This side has no pre-game losses in this scenario.")
    }
    Column {
        width: parent.width
        spacing: 8
        visible: losses.offered

        Note { width: parent.width; text: losses.rule }
        Note {
            objectName: "lossesTotals"
            width: parent.width
            color: Theme.text
            text: losses.appliedAt > 0
                  ? qsTr("Printed: %1 casualties · applied: %2, as placed below.").arg(losses.printedTotal).arg(losses.total)
                  : qsTr("Printed: %1 casualties · to apply: %2. Where boxes are left over, press a brigade to give it one more, or to take it back.")
                    .arg(losses.printedTotal).arg(losses.total)
        }
        MessageBox {
            objectName: "lossesAsked"
            width: parent.width
            kind: "warning"
            visible: losses.asked !== ""
            heading: qsTr("The players must settle this first:")
            text: losses.asked
        }
        AppButton {
            objectName: "confirmLines"
            visible: losses.asked !== ""
            text: qsTr("We agree: use the printed lines")
            onClicked: losses.confirmed = true
        }
        Row {
            // Or the players settle on one corrected line (the misprint, in their judgement).
            visible: losses.asked !== ""
            spacing: 8
            Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Or correct a line:") }
            ComboBox {
                id: lineBox
                objectName: "correctLineUnit"
                width: 260
                height: Theme.target
                model: losses.lines.map(l => l.unit + " (" + l.losses + ")") // qmllint disable type
            }
            TextField {
                id: lineFigure
                objectName: "correctLineFigure"
                width: 90
                height: Theme.target
                placeholderText: qsTr("boxes")
                inputMethodHints: Qt.ImhDigitsOnly
            }
            AppButton {
                objectName: "correctLine"
                text: qsTr("Use this figure")
                enabled: lineBox.currentIndex >= 0 && lineFigure.text !== ""
                onClicked: losses.correctLine(losses.lines[lineBox.currentIndex].unit, lineFigure.text)
            }
        }
        // 20.6a: a leftover box that would wreck a brigade waits for the owner's choice.
        Repeater {
            model: losses.placeAsked
            Column {
                required property var modelData
                width: step.width
                spacing: 6
                MessageBox {
                    objectName: "placeAsked_" + modelData.division
                    width: parent.width
                    kind: "warning"
                    heading: qsTr("The owning player places these boxes:")
                    text: modelData.text
                }
                AppButton {
                    objectName: "placeAsShown_" + modelData.division
                    text: qsTr("Place them as shown")
                    onClicked: losses.placeAsShown(modelData.division)
                }
            }
        }
        MessageBox {
            objectName: "lossesProblem"
            width: parent.width
            kind: "warning"
            visible: losses.problem !== ""
            heading: qsTr("Not yet a valid choice:")
            text: losses.problem
        }
        Repeater {
            model: losses.splits
            Column {
                id: split
                required property var modelData
                width: step.width
                spacing: 4
                Text {
                    width: parent.width
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.fontSize
                    font.bold: true
                    text: split.modelData.unit + ": " + split.modelData.losses
                          + (split.modelData.losses !== split.modelData.printed ? qsTr(" (printed %1)").arg(split.modelData.printed) : "")
                          + (split.modelData.remainder > 0
                             ? qsTr(" — %1 each, %2 left over (%3)").arg(split.modelData.each).arg(split.modelData.remainder)
                                   .arg(split.modelData.playerPlaced ? qsTr("placed by you")
                                        : split.modelData.mustPlace ? qsTr("yours to place: the default would wreck a brigade")
                                        : qsTr("default place, you may move them"))
                             : "")
                }
                Flow {
                    width: parent.width
                    spacing: 6
                    Repeater {
                        model: split.modelData.remainder > 0 ? split.modelData.shares : []
                        AppButton {
                            required property var modelData
                            objectName: "share_" + modelData.brigade
                            implicitHeight: 40
                            highlighted: modelData.extra
                            enabled: losses.appliedAt === 0
                            text: modelData.brigade + ": " + modelData.casualties + (modelData.extra ? " (+1)" : "")
                            onClicked: losses.toggleExtra(split.modelData.division, modelData.brigade)
                        }
                    }
                    // An even split: nothing to choose, shown as text.
                    Repeater {
                        model: split.modelData.remainder > 0 ? [] : split.modelData.shares
                        Rectangle {
                            required property var modelData
                            implicitWidth: shareText.implicitWidth + 24
                            implicitHeight: 40
                            radius: Theme.radius
                            color: "transparent"
                            border.color: Theme.border
                            Text {
                                id: shareText
                                anchors.centerIn: parent
                                text: modelData.brigade + ": " + modelData.casualties
                                color: Theme.text
                                font.pixelSize: Theme.fontSize
                            }
                        }
                    }
                }
            }
        }
        Note { width: parent.width; visible: losses.notes.length > 0; text: losses.notes.join(" ") } // qmllint disable type
        Row {
            spacing: 10
            AppButton {
                objectName: "applyLosses"
                primary: true
                visible: losses.appliedAt === 0
                enabled: losses.asked === "" && losses.problem === "" && losses.placeAsked.length === 0
                text: qsTr("Apply these losses to the game")
                onClicked: losses.apply()
            }
            AppButton {
                visible: losses.appliedAt === 0 && losses.problem !== ""
                text: qsTr("Back to the even split")
                onClicked: losses.resetChoices()
            }
            Note {
                objectName: "lossesApplied"
                anchors.verticalCenter: parent.verticalCenter
                visible: losses.appliedAt > 0
                color: Theme.text
                text: qsTr("Applied (action #%1). To place them differently, undo them first.").arg(losses.appliedAt)
            }
        }
    }
}
