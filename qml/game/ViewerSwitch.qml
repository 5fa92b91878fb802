import QtQuick
import AideDeCamp

// Who is looking (9.0): the French player, the Austrian player, or both (an umpire or a
// solitaire player; not offered in a two-player game). One choice, the game's, shared by
// every page; passing from one side to the other covers the screen (HandOverScreen).
Flow {
    id: viewing
    required property OpenGame game
    property string namePrefix: "viewer_" // objectName of each button: prefix + french | austrian | both
    spacing: 8
    Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Viewing (9.0):") }
    Repeater {
        model: [{ viewer: Viewer.French, name: "french", text: qsTr("French") },
                { viewer: Viewer.Austrian, name: "austrian", text: qsTr("Austrian") },
                { viewer: Viewer.Both, name: "both", text: qsTr("Both (umpire or solitaire)") }]
        AppButton {
            required property var modelData
            objectName: viewing.namePrefix + modelData.name
            visible: modelData.viewer !== Viewer.Both || viewing.game.mayViewBoth
            text: modelData.text
            highlighted: viewing.game.viewer === modelData.viewer
            onClicked: viewing.game.viewer = modelData.viewer
        }
    }
}
