import QtQuick
import AideDeCamp
import "../common/finding.js" as Finding

// An aide's units (AE 2.3), one to four: ticked in a list the find field narrows, or typed
// as ids with commas between them. `chosen` is the draft's comma-separated ids.
Column {
    id: list
    required property var units // {id, label}, from OrderForm
    property string chosen: ""
    signal edited(string units)
    spacing: 6

    readonly property var ids: chosen.split(",").map(s => s.trim()).filter(s => s !== "")
    readonly property string needle: Finding.needle(find.text)
    readonly property alias findField: find
    function toggle(id, on) {
        const rest = list.ids.filter(x => x !== id)
        if (on) rest.push(id)
        list.edited(rest.join(", "))
    }

    AppTextField {
        objectName: "unitsField"
        width: parent.width
        placeholderText: qsTr("The aide's units, one to four, ids with commas between (e.g. 1-1-2, 2-1-2)")
        text: list.chosen
        onTextEdited: list.edited(text)
    }
    AppTextField {
        id: find
        objectName: "unitsFind"
        width: parent.width
        placeholderText: qsTr("Find a unit to tick: part of its id or name (e.g. 1-2)")
    }
    Flow {
        width: parent.width
        spacing: 4
        Repeater {
            // The ticked units, then those the find field names.
            model: list.units.filter(u => list.ids.indexOf(u.id) >= 0 // qmllint disable type
                                     || (list.needle !== "" && Finding.matches(list.needle, [u.label]))) // qmllint disable type
            AppCheckBox {
                required property var modelData
                objectName: "unit_" + modelData.id
                width: Math.min(implicitWidth, list.width)
                text: modelData.label
                checked: list.ids.indexOf(modelData.id) >= 0
                onToggled: list.toggle(modelData.id, checked)
            }
        }
    }
}
