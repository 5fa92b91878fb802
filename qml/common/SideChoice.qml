import QtQuick
import AideDeCamp

// Which army a step of the new-game panel shows: French or Austrian, only the sides the
// viewer may see (9.0).
Flow {
    id: choice
    required property OpenGame game // its viewer, 9.0
    readonly property int viewer: game.viewer
    property string side: game.ownSide !== "" ? game.ownSide : "french" // as the models name it
    onViewerChanged: if (game.ownSide !== "") side = game.ownSide
    spacing: 8
    Repeater {
        model: [{ side: "french", viewer: Viewer.French, text: qsTr("French") },
                { side: "austrian", viewer: Viewer.Austrian, text: qsTr("Austrian") }]
        AppButton {
            required property var modelData
            objectName: "side_" + modelData.side
            visible: choice.viewer === Viewer.Both || choice.viewer === modelData.viewer
            text: modelData.text
            highlighted: choice.side === modelData.side
            onClicked: choice.side = modelData.side
        }
    }
}
