import QtQuick
import AideDeCamp

// New game, step 2: the values on the counters (not in the rules' text): each leader's
// rating, 0 to 4, and each cavalry brigade's class, heavy or light (24.0a). What was entered
// last time is offered; skipping leaves a value unknown, asked for when a chart needs it.
Column {
    id: step
    required property OpenGame game
    property alias memoryFile: values.memoryFile
    spacing: 10

    CounterValues { id: values; objectName: "counterValues"; game: step.game; side: sides.side }

    SectionTitle { text: qsTr("Leader ratings and cavalry classes, from the counters") }
    Note {
        width: parent.width
        text: qsTr("Read them off your counters. Each is one action of the game (undoable). You may skip any: it stays unknown and the app asks for it when a chart needs it.")
    }
    SideChoice { id: sides; width: parent.width; game: step.game }
    Row {
        spacing: 10
        visible: values.rememberedCount > 0
        AppButton {
            objectName: "enterRemembered"
            text: qsTr("Enter the values from the last game (%1)").arg(values.rememberedCount)
            onClicked: values.enterRemembered()
        }
        Note { anchors.verticalCenter: parent.verticalCenter; text: qsTr("still entered by you: check them against your counters") }
    }
    Note { text: qsTr("%1 still unknown").arg(values.unknownCount) }

    Repeater {
        model: values.leaders
        Flow {
            id: leaderRow
            required property var modelData
            width: step.width
            spacing: 6
            Text {
                width: 260
                height: 40
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                text: modelData.name + " (" + modelData.rank + ")"
                color: Theme.text
                font.pixelSize: Theme.fontSize
            }
            Repeater {
                model: 5
                AppButton {
                    required property int index
                    objectName: "rate_" + leaderRow.modelData.id + "_" + index
                    implicitHeight: 40
                    implicitWidth: 48
                    text: index
                    highlighted: leaderRow.modelData.rating === index
                    onClicked: values.setRating(leaderRow.modelData.id, index)
                }
            }
            Note {
                height: 40
                verticalAlignment: Text.AlignVCenter
                text: modelData.rating < 0 ? (modelData.remembered >= 0 ? qsTr("unknown · last game: %1").arg(modelData.remembered) : qsTr("unknown"))
                                           : qsTr("entered")
            }
        }
    }
    SectionTitle { visible: values.cavalry.length > 0; text: qsTr("Cavalry brigades (24.0a)") }
    Repeater {
        model: values.cavalry
        Flow {
            id: cavalryRow
            required property var modelData
            width: step.width
            spacing: 6
            Text {
                width: 260
                height: 40
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                text: modelData.id + (modelData.name !== "" ? " (" + modelData.name + ")" : "")
                color: Theme.text
                font.pixelSize: Theme.fontSize
            }
            Repeater {
                model: [["heavy", qsTr("Heavy")], ["light", qsTr("Light")]]
                AppButton {
                    required property var modelData
                    objectName: "class_" + cavalryRow.modelData.id + "_" + modelData[0]
                    implicitHeight: 40
                    text: modelData[1]
                    highlighted: cavalryRow.modelData.cls === modelData[0]
                    onClicked: values.setCavalryClass(cavalryRow.modelData.id, modelData[0])
                }
            }
            Note {
                height: 40
                verticalAlignment: Text.AlignVCenter
                text: modelData.cls === "" ? (modelData.remembered !== "" ? qsTr("unknown · last game: %1").arg(modelData.remembered) : qsTr("unknown"))
                                           : qsTr("entered")
            }
        }
    }
}
