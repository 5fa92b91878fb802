import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import AideDeCamp

// Which charts are loaded: the shipped set, an alternative set from a folder (a house rule,
// another printing) and the values the player entered. A faulty alternative set is refused
// with its file, place and reason; the current set stays.
Popup {
    id: panel
    required property TableSet tableSet

    modal: true
    focus: true
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 80 : 800, 820)
    anchors.centerIn: Overlay.overlay
    padding: 20

    function chooseFolder() { folderDialog.open() }

    background: DialogFrame { }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        SectionTitle { text: qsTr("Table set") }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 14
            rowSpacing: 6
            Note { text: qsTr("Shipped charts") }
            Text {
                Layout.fillWidth: true
                text: panel.tableSet.tablesDir
                color: Theme.text; font.pixelSize: Theme.fontSize; wrapMode: Text.WrapAnywhere
            }
            Note { text: qsTr("Alternative set") }
            Text {
                objectName: "alternativeDir"
                Layout.fillWidth: true
                text: panel.tableSet.alternativeDir === "" ? qsTr("none") : panel.tableSet.alternativeDir
                color: Theme.text; font.pixelSize: Theme.fontSize; wrapMode: Text.WrapAnywhere
            }
            Note { text: qsTr("Your entries") }
            Text {
                Layout.fillWidth: true
                text: panel.tableSet.overlayDir
                color: Theme.text; font.pixelSize: Theme.fontSize; wrapMode: Text.WrapAnywhere
            }
        }
        Note {
            Layout.fillWidth: true
            text: qsTr("An alternative set is a folder of chart files; each replaces the shipped chart with the same id. The values you entered from your printed charts are applied on top.")
        }
        TableSetError {
            Layout.fillWidth: true
            tableSet: panel.tableSet
        }
        RowLayout {
            spacing: 10
            AppButton {
                objectName: "loadAlternative"
                primary: true
                text: qsTr("Load a set from a folder…   Ctrl+O")
                onClicked: folderDialog.open()
            }
            AppButton {
                enabled: panel.tableSet.alternativeDir !== ""
                text: qsTr("Back to the shipped set")
                onClicked: panel.tableSet.load("")
            }
            Item { Layout.fillWidth: true }
            AppButton {
                text: qsTr("Close   Esc")
                onClicked: panel.close()
            }
        }
    }

    FolderDialog {
        id: folderDialog
        title: qsTr("Folder of an alternative table set")
        onAccepted: panel.tableSet.loadFolder(selectedFolder)
    }
}
