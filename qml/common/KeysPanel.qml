import QtQuick
import QtQuick.Controls
import AideDeCamp

// Every key of the app, in two columns that read at arm's length (F1; the footer names the
// few a player uses every turn). Esc or F1 again closes it.
Popup {
    id: panel
    modal: true
    focus: true
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 80 : 760, 760)
    height: Math.min(Overlay.overlay ? Overlay.overlay.height - 60 : 640, keysColumn.implicitHeight + 2 * padding)
    anchors.centerIn: Overlay.overlay
    padding: 20
    background: DialogFrame { }

    // [key, what it does]
    readonly property var keys: [
        ["Tab, Shift+Tab", qsTr("move between fields and buttons")],
        ["Enter", qsTr("press the focused button; on a dice field, use the dice")],
        ["Ctrl+R", qsTr("roll for me (Resolve page)")],
        ["Ctrl+D", qsTr("type your dice (Resolve page)")],
        ["Ctrl+E", qsTr("why: the result's explanation")],
        ["Ctrl+L", qsTr("the list of the page (resolvers, charts)")],
        ["Ctrl+1 … Ctrl+9", qsTr("the pages, in the tabs' order")],
        ["Ctrl+0", qsTr("Wagram 1809's Orders Tables")],
        ["Ctrl+Return", qsTr("next step of the sequence of play (8.1), on any page")],
        ["Ctrl+Z, Ctrl+Shift+Z", qsTr("undo, redo")],
        ["Ctrl+Shift+A", qsTr("write an Attack order (Command page)")],
        ["Ctrl+N, Ctrl+G", qsTr("new game, open game")],
        ["Ctrl+Shift+E, Ctrl+P", qsTr("export, print")],
        ["Ctrl+J", qsTr("several laptops: host or join")],
        ["Ctrl+O", qsTr("table set")],
        ["Ctrl+T", qsTr("light or dark theme")],
        ["F1", qsTr("this list")]
    ]

    onOpened: closeButton.forceActiveFocus()

    contentItem: Flickable {
        // The window's shortcuts are held back while this modal panel is open: F1 here
        // closes it, as Esc does.
        Keys.onPressed: event => {
            if (event.key === Qt.Key_F1) {
                event.accepted = true
                panel.close()
            }
        }
        clip: true
        contentHeight: keysColumn.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { }
        Column {
            id: keysColumn
            width: parent.width
            spacing: 8
            SectionTitle { text: qsTr("Keys") }
            Grid {
                objectName: "keysGrid"
                columns: 2
                columnSpacing: 24
                rowSpacing: 6
                Repeater {
                    model: panel.keys.length * 2
                    Text {
                        required property int index
                        readonly property var row: panel.keys[Math.floor(index / 2)]
                        width: index % 2 === 0 ? 230 : keysColumn.width - 230 - 24
                        wrapMode: Text.WordWrap
                        text: row[index % 2]
                        color: index % 2 === 0 ? Theme.accent : Theme.text
                        font.pixelSize: Theme.fontSize
                        font.bold: index % 2 === 0
                    }
                }
            }
            AppButton {
                id: closeButton
                objectName: "keysClose"
                text: qsTr("Close")
                onClicked: panel.close()
            }
        }
    }
}
