import QtQuick
import AideDeCamp

// Which army a step of the new-game panel shows: French or Austrian, only the sides the
// viewer may see (9.0).
Flow {
    id: choice
    required property OpenGame game // its viewer, 9.0
    readonly property int viewer: game.viewer
    property int side: viewer === Viewer.Austrian ? Side.Austrian : Side.French // a Side, as the models take it
    onViewerChanged: if (viewer !== Viewer.Both) side = viewer === Viewer.Austrian ? Side.Austrian : Side.French
    spacing: 8
    Repeater {
        model: [{ side: Side.French, viewer: Viewer.French, text: SideName.of("french") },
                { side: Side.Austrian, viewer: Viewer.Austrian, text: SideName.of("austrian") }]
        AppButton {
            required property var modelData
            objectName: "side_" + SideName.word(modelData.side)
            visible: choice.viewer === Viewer.Both || choice.viewer === modelData.viewer
            text: modelData.text
            highlighted: choice.side === modelData.side
            onClicked: choice.side = modelData.side
        }
    }
}
