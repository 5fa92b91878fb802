import QtQuick
import AideDeCamp

// Who is looking (9.0): the French player, the Austrian player, or both (an umpire or a
// solitaire player; not offered in a two-player game). One choice, the game's, shared by
// every page; passing from one side to the other covers the screen (HandOverScreen). A seat
// of a game hosted on another laptop sees with its seat's eyes only: no other is offered.
Flow {
    id: viewing
    required property OpenGame game
    property string namePrefix: "viewer_" // objectName of each button: prefix + french | austrian | both
    spacing: 8
    readonly property bool seat: viewing.game.seatState !== ""
    Note {
        height: Theme.target
        verticalAlignment: Text.AlignVCenter
        text: viewing.seat ? qsTr("This laptop's seat (9.0):") : qsTr("Viewing (9.0):")
    }
    Repeater {
        model: [{ viewer: Viewer.French, name: "french", text: SideName.of("french") },
                { viewer: Viewer.Austrian, name: "austrian", text: SideName.of("austrian") },
                { viewer: Viewer.Both, name: "both", text: qsTr("Both (umpire or solitaire)") }]
        AppButton {
            required property var modelData
            objectName: viewing.namePrefix + modelData.name
            visible: viewing.seat ? viewing.game.viewer === modelData.viewer
                                  : modelData.viewer !== Viewer.Both || viewing.game.mayViewBoth
            text: modelData.text
            highlighted: viewing.game.viewer === modelData.viewer
            onClicked: viewing.game.viewer = modelData.viewer
        }
    }
}
