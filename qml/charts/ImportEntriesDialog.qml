import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// Importing a file of chart entries another player exported: what it adds, what stops it
// (nothing is taken then), and each cell where it disagrees with the player's charts, with
// both values and who entered them, to keep or take one by one. A printed cell always stays.
Dialog {
    id: dialog
    required property TableSet tableSet
    property url file
    property var review: null
    property var takes: ({}) // conflict key -> true: the file's value is taken
    readonly property bool blocked: review !== null && review.problems.length > 0
    signal imported(string summary)

    objectName: "importEntriesDialog"
    modal: true
    focus: true
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 80 : 900, 900)
    height: Math.min(Overlay.overlay ? Overlay.overlay.height - 60 : 640, 640)
    anchors.centerIn: Overlay.overlay
    padding: 20
    title: qsTr("Import chart entries")

    function openFor(url) {
        file = url
        takes = ({})
        error.text = ""
        review = tableSet.reviewImport(url)
        error.text = review.error
        open()
    }
    function who(by, at) {
        const when = at.replace("T", " ").replace("Z", " UTC")
        const both = by !== "" && at !== "" ? by + ", " + when : by + (at !== "" ? when : "")
        return both !== "" ? " (" + both + ")" : ""
    }
    function setTake(key, take) {
        const next = Object.assign({}, takes)
        if (take) next[key] = true
        else delete next[key]
        takes = next
    }
    function apply() {
        const result = Object.assign({}, tableSet.importEntries(file, Object.keys(takes)))
        if (!result.applied) {
            review = result
            error.text = result.error !== "" ? result.error
                       : qsTr("The file could not be imported as it stands; nothing was changed.")
            return
        }
        imported(qsTr("Imported: %1 new cells, %2 taken from the file, %3 of yours kept.")
                 .arg(result.added).arg(result.taken).arg(result.kept))
        close()
    }

    onOpened: importButton.enabled ? importButton.forceActiveFocus() : cancelButton.forceActiveFocus()

    background: DialogFrame { }
    header: SectionTitle {
        text: dialog.title
        padding: 20
        bottomPadding: 0
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Text {
            objectName: "importSummary"
            Layout.fillWidth: true
            text: dialog.review === null ? ""
                : qsTr("%1 cells your charts do not know yet, %2 already the same, %3 where the file disagrees.")
                  .arg(dialog.review.added).arg(dialog.review.same).arg(dialog.review.conflicts.length)
            color: Theme.text
            font.pixelSize: Theme.fontSize
            wrapMode: Text.WordWrap
        }
        MessageBox {
            id: error
            objectName: "importError"
            Layout.fillWidth: true
            visible: text !== "" || dialog.blocked
            heading: qsTr("Nothing can be imported")
            text: ""
        }
        Note {
            Layout.fillWidth: true
            visible: dialog.review !== null && dialog.review.conflicts.length > 0 && !dialog.blocked
            text: qsTr("Where the file disagrees, your value stays unless you tick “Take the file's”. A printed value always stays.")
        }
        ListView {
            id: list
            objectName: "importList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            activeFocusOnTab: false
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { }
            model: dialog.review === null ? [] : dialog.blocked ? dialog.review.problems : dialog.review.conflicts
            delegate: Rectangle {
                id: row
                required property var modelData
                required property int index
                readonly property bool problem: typeof modelData === "string"
                width: ListView.view.width - 12
                implicitHeight: rowLayout.implicitHeight + 12
                color: Theme.panel
                border.color: Theme.border
                radius: Theme.radius
                RowLayout {
                    id: rowLayout
                    x: 8; y: 6
                    width: parent.width - 16
                    spacing: 12
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.smallSize
                        text: row.problem ? row.modelData
                            : qsTr("%1 — %2, %3").arg(row.modelData.title).arg(row.modelData.label)
                              .arg(row.modelData.at === "position" ? qsTr("its place") : row.modelData.at) + "\n"
                              + (row.modelData.printed ? qsTr("printed: %1").arg(row.modelData.currentValue)
                                 : qsTr("yours: %1").arg(row.modelData.currentValue)
                                   + dialog.who(row.modelData.currentBy, row.modelData.currentAt))
                              + "   ·   " + qsTr("file: %1").arg(row.modelData.fileValue)
                              + dialog.who(row.modelData.fileBy, row.modelData.fileAt)
                    }
                    Note {
                        visible: !row.problem && row.modelData.printed
                        text: qsTr("printed value stays")
                    }
                    AppCheckBox {
                        objectName: "take_" + row.index
                        visible: !row.problem && !row.modelData.printed
                        text: qsTr("Take the file's")
                        checked: !row.problem && dialog.takes[row.modelData.key] === true
                        onToggled: dialog.setTake(row.modelData.key, checked)
                    }
                }
            }
        }
        RowLayout {
            spacing: 10
            Item { Layout.fillWidth: true }
            AppButton {
                id: importButton
                objectName: "importEntries"
                primary: true
                enabled: dialog.review !== null && !dialog.blocked && dialog.review.error === ""
                text: qsTr("Import   Enter")
                onClicked: dialog.apply()
            }
            AppButton {
                id: cancelButton
                text: qsTr("Cancel   Esc")
                onClicked: dialog.close()
            }
        }
    }
}
