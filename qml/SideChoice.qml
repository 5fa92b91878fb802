import QtQuick
import AideDeCamp

// Which army a step of the new-game panel shows: French or Austrian, only the sides the
// viewer may see (9.0).
Flow {
    id: choice
    property string viewer: "both"
    property string side: viewer === "austrian" ? "austrian" : "french"
    onViewerChanged: if (viewer !== "both") side = viewer
    spacing: 8
    Repeater {
        model: [["french", qsTr("French")], ["austrian", qsTr("Austrian")]]
        AppButton {
            required property var modelData
            objectName: "side_" + modelData[0]
            visible: choice.viewer === "both" || choice.viewer === modelData[0]
            text: modelData[1]
            highlighted: choice.side === modelData[0]
            onClicked: choice.side = modelData[0]
        }
    }
}
