import QtQuick
import AideDeCamp

// One printed line of a modifier list: "−3  Night (28.0d)" and its note. Lines whose value
// depends on the situation are shown for reference: they have inputs of their own.
AppCheckBox {
    id: row
    required property int index
    required property string modId
    required property string label
    required property string valueText
    required property string rule
    required property string note
    required property bool tickable
    required property bool ticked
    required property string replaces
    property ModifierListModel list
    property string fieldKey

    objectName: "mod_" + fieldKey + "_" + modId
    enabled: tickable
    checked: ticked
    indicator.visible: tickable
    indicator.y: topPadding + 6
    onToggled: list.setChecked(index, checked)
    Keys.onReturnPressed: list.setChecked(index, !ticked)

    contentItem: Column {
        spacing: 2
        leftPadding: row.indicator.width + row.spacing
        Row {
            spacing: 10
            Text {
                width: 64
                text: row.valueText
                color: row.tickable ? Theme.accent : Theme.muted
                font.pixelSize: Theme.fontSize
                font.bold: true
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.WrapAnywhere
            }
            Text {
                width: row.availableWidth - row.indicator.width - row.spacing - 74
                text: row.label + (row.rule !== "" ? "  (" + row.rule + ")" : "")
                color: Theme.text
                font.pixelSize: Theme.fontSize
                wrapMode: Text.WordWrap
            }
        }
        Note {
            leftPadding: 74
            width: row.availableWidth - row.indicator.width - row.spacing
            visible: text !== ""
            text: {
                const parts = []
                if (!row.tickable) parts.push(qsTr("Not ticked here: it has its own input on this form."))
                if (row.replaces !== "") parts.push(qsTr("Used in place of “%1”.").arg(row.replaces))
                if (row.note !== "") parts.push(row.note)
                return parts.join(" ")
            }
        }
    }
}
