import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// One input of a resolver (a row of ParamListModel), drawn for its type: a spin box for a
// whole number, a text field for a number that may be a fraction, buttons for a choice,
// a check box for a flag, a checklist for modifiers, and for repeated units a row each with
// pickers for its parts, the open game's units and buttons to add a row of each kind.
Column {
    id: field
    required property string key
    required property string label
    required property string type
    required property bool mandatory
    required property int min
    required property int max
    required property string rule
    required property string help
    required property var choices
    required property string value
    required property string effectiveValue
    required property var rows
    required property var modifiers
    required property var kinds
    property ParamListModel inputs
    property ResolverForm form: null // its open game offers its units for repeated inputs

    spacing: 6

    Item {
        width: field.width
        height: Math.max(title.implicitHeight, tag.height)
        visible: field.type !== "flag"
        Text {
            id: title
            width: parent.width - tag.width - 8
            text: field.label
            color: Theme.text
            font.pixelSize: Theme.fontSize
            font.bold: true
            wrapMode: Text.WordWrap
        }
        RuleTag {
            id: tag
            anchors.right: parent.right
            rule: field.rule
        }
    }

    Loader {
        width: field.width
        sourceComponent: {
            switch (field.type) {
            case "int": return intEditor
            case "number": return numberEditor
            case "choice": return choiceEditor
            case "flag": return flagEditor
            case "modifiers": return modifiersEditor
            case "repeated": return repeatedEditor
            }
            return null
        }
    }

    Note {
        width: field.width
        visible: field.help !== "" && field.type !== "repeated"
        text: field.help
    }

    Component {
        id: intEditor
        RowLayout {
            spacing: 10
            SpinBox {
                id: spin
                objectName: "input_" + field.key
                // One below the range stands for "not given".
                from: field.min - 1
                to: field.max
                value: field.value === "" ? from : parseInt(field.value)
                editable: true
                implicitHeight: Theme.target
                implicitWidth: 170
                font.pixelSize: Theme.fontSize
                validator: RegularExpressionValidator { regularExpression: /^(–|-?[0-9]{0,4})$/ }
                textFromValue: function(v) { return v === spin.from ? "–" : String(v) }
                valueFromText: function(text) {
                    const s = text.trim()
                    const n = parseInt(s)
                    return s === "" || s === "–" || isNaN(n) ? spin.from : n
                }
                onValueModified: field.inputs.setValue(field.key, value === from ? "" : String(value))
                FocusRing { target: spin }
            }
            Note {
                Layout.fillWidth: true
                text: spin.value === spin.from
                      ? (field.mandatory ? qsTr("not set yet: %1 to %2").arg(field.min).arg(field.max)
                                         : qsTr("not given (optional): %1 to %2").arg(field.min).arg(field.max))
                      : qsTr("%1 to %2").arg(field.min).arg(field.max)
            }
        }
    }

    Component {
        id: numberEditor
        RowLayout {
            spacing: 10
            TextField {
                id: numberField
                objectName: "input_" + field.key
                text: field.value
                implicitWidth: 170
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                placeholderText: qsTr("e.g. 9 1/2")
                onTextEdited: field.inputs.setValue(field.key, text)
                FocusRing { target: numberField }
            }
            Note {
                Layout.fillWidth: true
                text: qsTr("%1 to %2; halves as 9 1/2 or 9.5").arg(field.min).arg(field.max)
            }
        }
    }

    Component {
        id: choiceEditor
        Column {
            id: choiceColumn
            spacing: 4
            Flow {
                width: choiceColumn.width
                spacing: 8
                Repeater {
                    model: field.choices
                    AppButton {
                        required property var modelData
                        readonly property bool selected: field.effectiveValue === modelData.value
                        objectName: "choice_" + field.key + "_" + modelData.value
                        text: (selected ? "\u2713 " : "") + modelData.label
                        highlighted: selected
                        font.pixelSize: Theme.fontSize
                        // Pressing the chosen one again takes the choice back.
                        onClicked: field.inputs.setValue(field.key, selected ? "" : modelData.value)
                    }
                }
            }
            Note {
                width: choiceColumn.width
                visible: field.effectiveValue === ""
                text: field.mandatory ? qsTr("Not chosen yet.") : qsTr("Optional: none chosen.")
            }
        }
    }

    Component {
        id: flagEditor
        RowLayout {
            spacing: 8
            AppCheckBox {
                id: check
                objectName: "input_" + field.key
                Layout.fillWidth: true
                text: field.label
                checked: field.value === "1"
                onToggled: field.inputs.setValue(field.key, checked ? "1" : "")
                Keys.onReturnPressed: field.inputs.setValue(field.key, field.value === "1" ? "" : "1")
            }
            RuleTag { rule: field.rule }
        }
    }

    Component {
        id: modifiersEditor
        Column {
            spacing: 4
            Note {
                width: parent.width
                visible: field.modifiers && field.modifiers.problem !== ""
                text: field.modifiers ? field.modifiers.problem : ""
            }
            Note {
                width: parent.width
                visible: field.modifiers && field.modifiers.chartTitle !== ""
                text: field.modifiers ? qsTr("From the %1 — tick each that applies.").arg(field.modifiers.chartTitle) : ""
            }
            Repeater {
                model: field.modifiers
                ModifierRow {
                    width: parent.width
                    list: field.modifiers
                    fieldKey: field.key
                }
            }
        }
    }

    Component {
        id: repeatedEditor
        Column {
            id: rowsColumn
            spacing: 8
            GameUnitPicker {
                width: rowsColumn.width
                visible: field.form !== null && field.form.game !== null && field.form.game.isOpen && field.kinds.length > 0
                form: field.form
                key: field.key
            }
            Repeater {
                model: field.rows.length
                UnitRowEditor {
                    width: rowsColumn.width
                    inputs: field.inputs
                    key: field.key
                    text: field.rows[index]
                    kinds: field.kinds
                    placeholder: field.help
                }
            }
            // With a game open its units come first; a unit typed by kind is one click away.
            AppButton {
                id: otherKinds
                property bool opened: false
                objectName: "otherKinds_" + field.key
                visible: field.form !== null && field.form.game !== null && field.form.game.isOpen
                text: (opened ? "\u25BE " : "\u25B8 ") + qsTr("A unit not picked from the game")
                onClicked: opened = !opened
            }
            Flow {
                width: rowsColumn.width
                spacing: 6
                visible: !otherKinds.visible || otherKinds.opened
                Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Add:") }
                Repeater {
                    model: field.kinds
                    AppButton {
                        required property var modelData
                        objectName: "addKind_" + field.key + "_" + modelData.id
                        leftPadding: 10
                        rightPadding: 10
                        text: modelData.brief
                        onClicked: field.inputs.addKindRow(field.key, modelData.id)
                    }
                }
                AppButton {
                    objectName: "add_" + field.key
                    leftPadding: 10
                    rightPadding: 10
                    text: qsTr("A row to type")
                    onClicked: field.inputs.addRow(field.key)
                }
            }
            Note {
                width: rowsColumn.width
                text: qsTr("One unit per row: pick its kind, level and range, or type it as the label above says; %1").arg(field.help)
            }
        }
    }
}
