import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import AideDeCamp

// Print and export (issue 9 §3): what (the open game's records, as the engine lists them:
// Aspern-Essling's Order Logs, Loss Charts and victory count, Wagram 1809's Orders Tables and
// VP ledger, either game's roll log and history), whose, PDF or CSV, A4 or US Letter, then
// where to save it or which printer. Only the sides the viewer may see are offered; the
// engine refuses the rest all the same (9.0) and its message is shown. A file that exists is
// replaced only once the player says so.
Dialog {
    id: dialog
    required property OpenGame game
    readonly property alias exporter: exporter
    property string mode: "export" // "export" or "print"
    property string what: "order-log"
    property string side: "french"
    property string format: "pdf"
    property string page: "a4"
    property bool confirmReplace: false // the chosen file exists: asked once more

    objectName: "exportDialog"
    modal: true
    focus: true
    parent: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 860, 860)
    height: Math.min(parent ? parent.height - 20 : 680, body.implicitHeight + fixed.implicitHeight + 50)
    x: parent ? (parent.width - width) / 2 : 0
    y: parent ? (parent.height - height) / 2 : 0
    padding: 16

    readonly property int viewer: game ? game.viewer : -1 // no game: no side
    function allowedSide(s) {
        if (viewer === Viewer.Both) return true
        return (s === "french" && viewer === Viewer.French) || (s === "austrian" && viewer === Viewer.Austrian)
    }
    function ownSide() { return viewer === Viewer.Austrian ? "austrian" : viewer === Viewer.French ? "french" : "both" }
    function offered(choice) { return !choice.umpireOnly || viewer === Viewer.Both }
    function choiceOf(key) {
        for (const c of exporter.choices) if (c.key === key) return c
        return null
    }
    readonly property var choice: choiceOf(what)
    readonly property bool bySide: choice !== null && choice.bySide
    // The side sent: none for a record shown as the viewer sees it.
    readonly property string sideArg: bySide ? side : ""

    function start(how) {
        mode = how
        exporter.dismiss()
        side = ownSide()
        // The open game's first record when the last choice is not its own, or not offered.
        if (choice === null || !offered(choice)) {
            const first = exporter.choices.find(c => offered(c))
            what = first ? first.key : ""
        }
        if (mode === "print") exporter.refreshPrinters()
        printerName = exporter.printers.length > 0 ? exporter.printers[0] : ""
        suggest()
        confirmReplace = false
        open()
    }
    function suggest() { pathField.text = exporter.suggestedPath(what, sideArg, format) }
    onWhatChanged: if (opened) suggest()
    onSideChanged: if (opened) suggest()
    onFormatChanged: if (opened) suggest()
    onOpened: firstChoice.forceActiveFocus()

    property string printerName: ""

    function go() {
        if (mode === "print") {
            if (exporter.sendToPrinter(printerName, what, sideArg, page)) close()
            return
        }
        const replace = confirmReplace
        if (!replace && exporter.exists(pathField.text)) { confirmReplace = true; return }
        if (exporter.save(pathField.text, what, sideArg, format, page, replace)) {
            confirmReplace = false
        }
    }

    GameExport {
        id: exporter
        objectName: "gameExport"
        game: dialog.game
    }

    background: DialogFrame { }

    component Choice: AppButton {
        property bool chosen: false
        property string label
        highlighted: chosen
        text: (chosen ? "\u25C9 " : "\u25CB ") + label
    }

    Column {
        anchors.fill: parent
        spacing: 10
        Flickable {
            id: flick
            width: parent.width
            height: parent.height - fixed.height - 10
            clip: true
            contentHeight: body.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { }
            KeepFocusVisible { flickable: flick }

            Column {
                id: body
                width: flick.width - 12
                spacing: 10

                SectionTitle {
                    width: body.width
                    text: dialog.mode === "print" ? qsTr("Print") : qsTr("Export")
                }
                Note { width: body.width; text: qsTr("What:") }
                Flow {
                    width: body.width
                    spacing: 8
                    Repeater {
                        model: exporter.choices
                        Choice {
                            id: whatChoice
                            required property var modelData
                            required property int index
                            objectName: "what_" + modelData.key
                            label: modelData.text
                            chosen: dialog.what === modelData.key
                            // 9.0: a record of both sides' secrets (the victory count) is for an
                            // umpire or a solitaire player.
                            visible: dialog.offered(modelData)
                            onClicked: dialog.what = modelData.key
                            Component.onCompleted: if (index === 0) dialog.firstChoiceItem = whatChoice
                        }
                    }
                }
                Note { width: body.width; visible: dialog.bySide; text: qsTr("Whose (only what you may see, 9.0):") }
                Note {
                    width: body.width
                    visible: !dialog.bySide && dialog.viewer !== Viewer.Both
                    text: qsTr("As you see it: the other side's secrets are left out (9.0).")
                }
                Flow {
                    width: body.width
                    visible: dialog.bySide
                    spacing: 8
                    Repeater {
                        model: [{ key: "french", text: SideName.of("french") },
                                { key: "austrian", text: SideName.of("austrian") },
                                { key: "both", text: qsTr("Both sides") }]
                        Choice {
                            required property var modelData
                            objectName: "side_" + modelData.key
                            label: modelData.text
                            chosen: dialog.side === modelData.key
                            visible: dialog.allowedSide(modelData.key)
                            onClicked: dialog.side = modelData.key
                        }
                    }
                }
                Note { width: body.width; visible: dialog.mode === "export"; text: qsTr("Format:") }
                Flow {
                    width: body.width
                    visible: dialog.mode === "export"
                    spacing: 8
                    Choice { objectName: "format_pdf"; label: qsTr("PDF"); chosen: dialog.format === "pdf"; onClicked: dialog.format = "pdf" }
                    Choice { objectName: "format_csv"; label: qsTr("CSV (spreadsheet)"); chosen: dialog.format === "csv"; onClicked: dialog.format = "csv" }
                }
                Note { width: body.width; visible: dialog.mode === "print" || dialog.format === "pdf"; text: qsTr("Paper:") }
                Flow {
                    width: body.width
                    visible: dialog.mode === "print" || dialog.format === "pdf"
                    spacing: 8
                    Choice { objectName: "page_a4"; label: qsTr("A4"); chosen: dialog.page === "a4"; onClicked: dialog.page = "a4" }
                    Choice { objectName: "page_letter"; label: qsTr("US Letter"); chosen: dialog.page === "letter"; onClicked: dialog.page = "letter" }
                }
                Note { width: body.width; visible: dialog.mode === "export"; text: qsTr("Save as:") }
                Row {
                    width: body.width
                    visible: dialog.mode === "export"
                    spacing: 8
                    AppTextField {
                        id: pathField
                        objectName: "exportPath"
                        width: parent.width - browse.width - 8
                        onTextChanged: dialog.confirmReplace = false
                    }
                    AppButton {
                        id: browse
                        text: qsTr("Choose…")
                        onClicked: fileDialog.open()
                    }
                }
                Note { width: body.width; visible: dialog.mode === "print"; text: qsTr("Printer:") }
                Flow {
                    width: body.width
                    visible: dialog.mode === "print"
                    spacing: 8
                    Repeater {
                        model: exporter.printers
                        Choice {
                            required property string modelData
                            label: modelData
                            chosen: dialog.printerName === modelData
                            onClicked: dialog.printerName = modelData
                        }
                    }
                    Note {
                        visible: exporter.printers.length === 0
                        text: qsTr("No printer is set up on this computer: export a PDF and print that.")
                    }
                }
            }
        }

        // Always in view, whatever the height of the window: what happened and the buttons.
        Column {
            id: fixed
            width: parent.width
            spacing: 10
            MessageBox {
                objectName: "exportReplace"
                width: fixed.width
                visible: dialog.confirmReplace
                kind: "warning"
                heading: qsTr("This file exists.")
                text: qsTr("Press “Replace it” to write over it, or choose another name.")
            }
            MessageBox {
                objectName: "exportError"
                width: fixed.width
                visible: exporter.error !== ""
                heading: qsTr("Refused; nothing was written:")
                text: exporter.error
            }
            Note {
                objectName: "exportDone"
                width: fixed.width
                visible: exporter.done !== ""
                color: Theme.text
                text: exporter.done
            }
            Row {
                spacing: 10
                AppButton {
                    objectName: "exportGo"
                    primary: true
                    enabled: dialog.mode === "export" ? pathField.text !== "" : exporter.printers.length > 0
                    text: dialog.mode === "print" ? qsTr("Print")
                          : dialog.confirmReplace ? qsTr("Replace it") : qsTr("Save")
                    onClicked: dialog.go()
                }
                AppButton {
                    objectName: "exportClose"
                    text: qsTr("Close")
                    onClicked: dialog.close()
                }
            }
        }
    }

    property Item firstChoiceItem: null
    readonly property Item firstChoice: firstChoiceItem ? firstChoiceItem : pathField

    FileDialog {
        id: fileDialog
        title: qsTr("Export to")
        fileMode: FileDialog.SaveFile
        nameFilters: dialog.format === "pdf" ? [qsTr("PDF (*.pdf)")] : [qsTr("CSV (*.csv)")]
        onAccepted: pathField.text = dialog.game.localPath(selectedFile.toString()) // qmllint disable type
    }
}
