import QtQuick
import AideDeCamp
import "../common/finding.js" as Finding

// The order's receiver picked, not typed (10.0a, 10.5b, AE 2.3): the side's receivers as
// buttons grouped by kind. Typing in the field above narrows them, Enter takes the first
// left; one click takes any. A long group (divisions, brigades, batteries) shows its
// buttons once asked or once the field narrows it.
Column {
    id: picker
    required property var receivers // {id, label, kind}, from OrderForm
    property string chosen: ""
    property var expanded: ({}) // kind -> true once its whole group was asked for
    readonly property alias filterField: filter
    signal picked(string id)
    spacing: 6

    readonly property string needle: Finding.needle(filter.text)
    readonly property var groups: [
        { kind: "corps", title: qsTr("Corps") },
        { kind: "division", title: qsTr("Divisions (a goal)") },
        { kind: "brigade", title: qsTr("Cavalry brigades (a goal)") },
        { kind: "artillery", title: qsTr("Artillery (a goal)") },
        { kind: "aide", title: qsTr("Aides de camp") }
    ]
    function matching(kind) {
        return Finding.found(picker.receivers.filter(r => r.kind === kind), picker.needle, r => [r.label, r.id]) // qmllint disable type
    }
    function pickFirst() {
        for (const g of picker.groups) {
            const m = picker.matching(g.kind)
            if (m.length > 0) { picker.picked(m[0].id); return }
        }
    }

    AppTextField {
        id: filter
        objectName: "receiverFilter"
        width: parent.width
        placeholderText: qsTr("Type to find the receiver (e.g. 3 Corps or Mouton); Enter takes the first")
        Keys.onReturnPressed: picker.pickFirst()
        Keys.onEnterPressed: picker.pickFirst()
    }
    Repeater {
        model: picker.groups
        Flow {
            id: group
            required property var modelData
            readonly property var all: picker.matching(modelData.kind)
            readonly property bool open: picker.needle !== "" || all.length <= 8 || picker.expanded[modelData.kind] === true
            width: picker.width
            spacing: 8
            visible: all.length > 0
            Text {
                text: group.modelData.title
                height: Theme.target
                verticalAlignment: Text.AlignVCenter
                color: Theme.muted
                font.pixelSize: Theme.smallSize
            }
            Repeater {
                model: group.open ? group.all : group.all.filter(r => r.id === picker.chosen) // qmllint disable type
                AppButton {
                    required property var modelData
                    objectName: "receiver_" + modelData.id
                    highlighted: modelData.id === picker.chosen
                    text: (highlighted ? "\u25C9 " : "") + modelData.label
                    onClicked: picker.picked(modelData.id)
                }
            }
            AppButton {
                objectName: "receiverAll_" + group.modelData.kind
                visible: !group.open
                text: qsTr("All %1…").arg(group.all.length)
                onClicked: picker.expanded = Object.assign({}, picker.expanded, { [group.modelData.kind]: true })
            }
        }
    }
}
