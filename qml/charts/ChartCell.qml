import QtQuick
import QtQuick.Controls
import AideDeCamp

// One cell of the chart table (see ChartGridModel): a header, or a value that is printed
// (plain), entered by the player (marked ✎) or not known yet (marked ?). Unknown cells and
// rows whose place is not known can be pressed to enter them; the player's own entries (and
// rows they placed) to correct or clear them.
AbstractButton {
    id: cell
    required property var modelData
    property real columnWidth: 80
    property real headerWidth: 120
    property real rowHeight: 40
    property bool selected: false

    readonly property string kind: modelData.kind
    readonly property string cellState: modelData.cellState
    readonly property bool header: kind !== "cell"
    readonly property bool enterable: cellState === "unknown" || cellState === "player"
                                      || modelData.positionUnknown || modelData.positionByPlayer
    // The height the text needs; the row makes every cell as tall as its tallest. Measured
    // apart from the label, whose own height follows the row's.
    readonly property real naturalHeight: Math.max(40, measure.implicitHeight + 8)

    objectName: "cell_" + modelData.row + "_" + modelData.column
    width: modelData.column === 0 ? headerWidth : columnWidth
    height: rowHeight
    focusPolicy: enterable ? Qt.StrongFocus : Qt.NoFocus
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()

    background: Rectangle {
        color: cell.header ? Theme.header
             : cell.cellState === "player" ? Theme.cellPlayer
             : cell.cellState === "unknown" ? Theme.cellUnknown
             : Theme.cellKnown
        border.color: cell.activeFocus || cell.selected ? Theme.focus : Theme.border
        border.width: cell.activeFocus || cell.selected ? 3 : 1
    }
    Text {
        id: measure
        visible: false
        width: cell.width
        text: label.text
        font: label.font
        leftPadding: label.leftPadding
        rightPadding: label.rightPadding
        wrapMode: label.wrapMode
    }

    contentItem: Text {
        id: label
        text: cell.kind === "cell" && cell.cellState === "player" ? cell.modelData.cellText + " " + Theme.playerMark
            : cell.modelData.positionUnknown ? cell.modelData.cellText + "\n" + qsTr("(place ?)")
            : cell.modelData.positionByPlayer ? cell.modelData.cellText + " " + Theme.playerMark
            : cell.modelData.cellText
        color: cell.cellState === "unknown" ? Theme.warning : Theme.text
        font.pixelSize: cell.header || cell.columnWidth < 60 ? Theme.smallSize : Theme.fontSize
        font.bold: cell.header || cell.cellState === "unknown"
        font.italic: cell.cellState === "player"
        horizontalAlignment: cell.modelData.column === 0 ? Text.AlignLeft : Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        leftPadding: 4
        rightPadding: 4
        wrapMode: Text.WrapAtWordBoundaryOrAnywhere
    }
}
