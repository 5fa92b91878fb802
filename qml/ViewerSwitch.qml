import QtQuick
import AideDeCamp

// Who is looking (9.0): the French player, the Austrian player, or both (an umpire or a
// solitaire player; not offered in a two-player game). One choice, the game's, shared by
// every page; passing from one side to the other covers the screen (HandOverScreen).
Flow {
    id: viewing
    required property GameModel game
    property string namePrefix: "viewer_" // objectName of each button: prefix + side
    spacing: 8
    Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Viewing (9.0):") }
    Repeater {
        model: [["french", qsTr("French")], ["austrian", qsTr("Austrian")], ["both", qsTr("Both (umpire or solitaire)")]]
        AppButton {
            required property var modelData
            objectName: viewing.namePrefix + modelData[0]
            visible: modelData[0] !== "both" || viewing.game.mayViewBoth
            text: modelData[1]
            highlighted: viewing.game.viewer === modelData[0]
            onClicked: viewing.game.handOver(modelData[0], "")
        }
    }
}
