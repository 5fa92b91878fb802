import QtQuick
import AideDeCamp

// Who is looking (9.0): the French player, the Austrian player, or both (an umpire, a
// solitaire game). The screens showing one side's secrets follow it; the same choice is
// shared by the Loss Charts and the Roster.
Flow {
    id: viewing
    property string viewer: "both"
    signal chosen(string viewer)
    spacing: 8
    Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Viewing (9.0):") }
    Repeater {
        model: [["french", qsTr("French")], ["austrian", qsTr("Austrian")], ["both", qsTr("Both (umpire or solitaire)")]]
        AppButton {
            required property var modelData
            objectName: "viewer_" + modelData[0]
            text: modelData[1]
            highlighted: viewing.viewer === modelData[0]
            onClicked: viewing.chosen(modelData[0])
        }
    }
}
