import QtQuick
import QtQuick.Controls
import AideDeCamp

// One cell of the chart table (see ChartGridModel): a header, or a value that is printed
// (plain), entered by the player (marked ✎) or not known yet (marked ?). A cell not known
// yet, or the player's own, is typed into in place: typing (or Enter) opens its editor,
// Enter or Tab keeps the value (`commit`), Esc leaves it. Space opens the full entry dialog
// (`openDialog`: a printed range at once, or clearing); so does pressing a row header
// whose place is not known, or one the player placed.
AbstractButton {
    id: cell
    required property var modelData
    property real columnWidth: 80
    property real headerWidth: 120
    property real rowHeight: 40
    property bool selected: false
    property bool editing: false
    property string editError: "" // why the value typed here was refused
    signal commit(string text)
    signal openDialog()

    readonly property string kind: modelData.kind
    readonly property string cellState: modelData.cellState
    readonly property bool header: kind !== "cell"
    readonly property bool enterable: cellState === "unknown" || cellState === "player"
                                      || modelData.positionUnknown || modelData.positionByPlayer
    // A value cell the player may type into (not a header, never a printed value).
    readonly property bool typable: kind === "cell" && (cellState === "unknown" || cellState === "player")
    // The height the text needs; the row makes every cell as tall as its tallest. Measured
    // apart from the label, whose own height follows the row's.
    readonly property real naturalHeight: Math.max(40, measure.implicitHeight + 8)

    objectName: "cell_" + modelData.row + "_" + modelData.column
    width: modelData.column === 0 ? headerWidth : columnWidth
    height: rowHeight
    focusPolicy: enterable ? Qt.StrongFocus : Qt.NoFocus

    function startEdit(typed) {
        editor.text = typed !== "" ? typed : cellState === "player" ? modelData.cellText : ""
        editing = true
        editor.forceActiveFocus()
        if (typed === "") editor.selectAll()
    }
    function stopEdit() {
        editing = false
        editError = ""
        cell.forceActiveFocus()
    }

    Keys.onPressed: function(event) {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (cell.typable) cell.startEdit("")
            else cell.openDialog()
            event.accepted = true
        } else if (event.key === Qt.Key_Space && cell.enterable) {
            cell.openDialog()
            event.accepted = true
        } else if (cell.typable && event.text.length === 1 && event.text > " "
                   && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier))) {
            cell.startEdit(event.text)
            event.accepted = true
        }
    }
    onClicked: typable ? startEdit("") : (enterable ? openDialog() : undefined)

    background: Rectangle {
        color: cell.header ? Theme.header
             : cell.cellState === "player" ? Theme.cellPlayer
             : cell.cellState === "unknown" ? Theme.cellUnknown
             : Theme.cellKnown
        border.color: cell.editError !== "" ? Theme.error
                    : cell.activeFocus || cell.selected || cell.editing ? Theme.focus : Theme.border
        border.width: cell.editError !== "" || cell.activeFocus || cell.selected || cell.editing ? 3 : 1
    }

    // The in-place editor, over the cell's text while typing.
    TextField {
        id: editor
        objectName: "cellEditor"
        visible: cell.editing
        anchors.fill: parent
        anchors.margins: 3
        font.pixelSize: Theme.fontSize
        horizontalAlignment: TextInput.AlignHCenter
        padding: 2
        color: Theme.text
        background: Rectangle { color: Theme.panel; border.color: cell.editError !== "" ? Theme.error : Theme.focus; border.width: 2 }
        onTextEdited: cell.editError = ""
        Keys.onReturnPressed: cell.commit(text)
        Keys.onEnterPressed: cell.commit(text)
        Keys.onTabPressed: cell.commit(text)
        Keys.onEscapePressed: cell.stopEdit()
        onActiveFocusChanged: if (!activeFocus && cell.editing && cell.editError === "") cell.editing = false
    }
    // Why the value typed was refused, right under the cell (over the rows below, never
    // clipped by the table): the player reads it where he typed.
    ToolTip {
        objectName: "cellEntryError"
        visible: cell.editing && cell.editError !== ""
        y: cell.height + 4
        x: 0
        width: Math.min(520, Math.max(260, refusal.implicitWidth + leftPadding + rightPadding))
        timeout: -1
        closePolicy: Popup.NoAutoClose
        padding: 10
        background: Rectangle { color: Theme.panel; border.color: Theme.error; border.width: 2; radius: Theme.radius }
        contentItem: Text {
            id: refusal
            text: qsTr("Not kept: %1").arg(cell.editError)
            color: Theme.text
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
        }
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
        visible: !cell.editing
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
