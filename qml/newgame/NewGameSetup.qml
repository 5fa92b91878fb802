import QtQuick
import AideDeCamp

// New game, step 3: each side's set-up to place on the map (where each counter starts, the
// printed line and the counters it names), then its reinforcements with their turn, time
// and entry hex (16.4): the same lists as `adc scenario setup`.
Column {
    id: step
    required property OpenGame game
    spacing: 10

    SetupList { id: setup; objectName: "setupList"; game: step.game; side: sides.side }

    SectionTitle { text: qsTr("Set up the counters") }
    SideChoice { id: sides; width: parent.width; game: step.game }
    MessageBox { width: parent.width; visible: setup.error !== ""; heading: qsTr("Cannot set up:"); text: setup.error }

    Repeater {
        model: setup.rows
        Rectangle {
            required property var modelData
            required property int index
            objectName: "setupRow_" + index
            width: step.width
            implicitHeight: rowText.implicitHeight + 10
            color: index % 2 === 0 ? Theme.window : "transparent"
            radius: Theme.radius
            Row {
                id: rowText
                x: 8
                y: 5
                spacing: 12
                Text {
                    width: 230
                    wrapMode: Text.WordWrap
                    text: modelData.kind === "reinforcement"
                          ? qsTr("Turn %1, %2 — enter at %3").arg(modelData.turn).arg(modelData.at).arg(modelData.where)
                          : modelData.where
                    color: modelData.kind === "reinforcement" ? Theme.accent : Theme.text
                    font.pixelSize: Theme.fontSize
                    font.bold: true
                }
                Column {
                    width: step.width - 230 - 28
                    Text {
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: modelData.printed + (modelData.bridge ? qsTr("  (only while the bridge is up, AE 2.9a)") : "")
                        color: Theme.text
                        font.pixelSize: Theme.fontSize
                    }
                    Note { width: parent.width; text: modelData.units }
                    Note { width: parent.width; visible: modelData.notes !== ""; text: modelData.notes }
                }
            }
        }
    }
    Note { width: parent.width; visible: setup.offMap !== ""; text: qsTr("Off the map: %1").arg(setup.offMap) }
    Repeater {
        model: setup.notes
        Note { required property string modelData; width: step.width; text: modelData }
    }
}
