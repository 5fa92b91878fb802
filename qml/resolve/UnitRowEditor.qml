import QtQuick
import QtQuick.Controls
import AideDeCamp

// One row of a repeated unit input: the row as text (typed KIND:LEVEL:RANGE still works),
// and under it, while a part is missing or "Parts" is open, buttons for its level, its range
// and its flags, from the engine's lists for its kind (ParamListModel.kinds). A level named
// @ID comes from the game's loss chart.
Rectangle {
    id: editor
    required property ParamListModel inputs
    required property string key
    required property int index
    required property string text
    required property var kinds
    required property string placeholder
    readonly property var parts: { editor.text; return inputs.rowParts(key, index) }
    readonly property var kind: kinds.find(k => k.id === parts.kind) || null // qmllint disable type
    readonly property bool fromGame: (parts.level || "").startsWith("@") // qmllint disable type
    // Every part picked: the row folds to its one line; "Parts" opens it again.
    readonly property bool complete: kind !== null && parts.level !== "" && (kind.rangeLabel === "" || parts.range !== "") // qmllint disable type
    property bool opened: false
    readonly property bool showParts: kind !== null && (opened || !complete)

    implicitHeight: body.implicitHeight + 16
    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border

    component Part: AppButton {
        property bool chosen: false
        highlighted: chosen
        leftPadding: 10
        rightPadding: 10
        text: (chosen ? "\u2713 " : "") + label
        property string label
    }

    Column {
        id: body
        x: 8
        y: 8
        width: editor.width - 16
        spacing: 6
        Item {
            width: body.width
            height: Theme.target
            TextField {
                id: rowField
                objectName: "input_" + editor.key + "_" + editor.index
                width: parent.width - removeButton.width - partsButton.width - 16
                height: Theme.target
                font.pixelSize: Theme.fontSize
                font.family: "DejaVu Sans Mono"
                text: editor.text
                placeholderText: editor.placeholder
                onTextEdited: editor.inputs.setRow(editor.key, editor.index, text)
                FocusRing { target: rowField }
            }
            AppButton {
                id: partsButton
                objectName: "parts_" + editor.key + "_" + editor.index
                anchors.right: removeButton.left
                anchors.rightMargin: 8
                enabled: editor.kind !== null && editor.complete
                leftPadding: 10
                rightPadding: 10
                text: (editor.showParts ? "\u25BE " : "\u25B8 ") + qsTr("Parts")
                onClicked: editor.opened = !editor.opened
            }
            AppButton {
                id: removeButton
                objectName: "remove_" + editor.key + "_" + editor.index
                anchors.right: parent.right
                text: qsTr("Remove")
                onClicked: editor.inputs.removeRow(editor.key, editor.index)
            }
        }
        Text {
            width: body.width
            visible: editor.showParts
            text: editor.kind ? editor.kind.label + (editor.fromGame ? "  ·  " + qsTr("%1 from its Loss Chart (6.5)").arg(editor.parts.level.substring(1)) : "")
                                + "  (" + editor.kind.rule + ")" : "" // qmllint disable type
            color: Theme.text
            font.pixelSize: Theme.fontSize
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Flow {
            width: body.width
            spacing: 4
            visible: editor.showParts && !editor.fromGame
            Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: editor.kind ? editor.kind.levelLabel + ":" : "" } // qmllint disable type
            Repeater {
                model: editor.kind ? editor.kind.levels : [] // qmllint disable type
                Part {
                    required property var modelData
                    objectName: "level_" + editor.key + "_" + editor.index + "_" + modelData.value
                    label: modelData.label
                    chosen: editor.parts.level === modelData.value // qmllint disable type
                    onClicked: editor.inputs.setRowPart(editor.key, editor.index, "level", modelData.value)
                }
            }
        }
        Flow {
            width: body.width
            spacing: 4
            visible: editor.showParts && editor.kind.rangeLabel !== "" // qmllint disable type
            Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: editor.kind ? editor.kind.rangeLabel + ":" : "" } // qmllint disable type
            Repeater {
                model: editor.kind ? editor.kind.ranges : [] // qmllint disable type
                Part {
                    required property var modelData
                    objectName: "range_" + editor.key + "_" + editor.index + "_" + modelData.value
                    label: modelData.label
                    chosen: editor.parts.range === modelData.value // qmllint disable type
                    onClicked: editor.inputs.setRowPart(editor.key, editor.index, "range", modelData.value)
                }
            }
        }
        Flow {
            width: body.width
            spacing: 4
            visible: editor.showParts && editor.kind.flags.length > 0 // qmllint disable type
            Repeater {
                model: editor.kind ? editor.kind.flags : [] // qmllint disable type
                Part {
                    required property var modelData
                    objectName: "flag_" + editor.key + "_" + editor.index + "_" + modelData.value
                    label: modelData.label
                    chosen: (editor.parts.flags || []).indexOf(modelData.value) >= 0 // qmllint disable type
                    onClicked: editor.inputs.toggleRowFlag(editor.key, editor.index, modelData.value)
                }
            }
        }
    }
}
