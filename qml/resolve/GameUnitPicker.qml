import QtQuick
import QtQuick.Controls
import AideDeCamp
import "../common/finding.js" as Finding

// The open game's units for a fire or close combat input (ResolverForm.gameUnits: the sides
// the viewer sees, 9.0; once one is picked, its army only). Type to narrow the list by name,
// division or level; a button per way the unit can be written adds it as a row, its level
// read off its loss chart (6.5). Enter adds the first unit found, written the first way.
// Four lines show at once; the list scrolls.
Column {
    id: picker
    required property ResolverForm form
    required property string key
    property var units: form.gameUnits(key)
    readonly property string needle: Finding.needle(filter.text)
    readonly property var found: Finding.found(units, needle, u => [u.label + " " + u.level + " " + u.side]) // qmllint disable type
    readonly property int rowHeight: Theme.target + 10

    spacing: 6

    Connections {
        target: picker.form
        function onGameUnitsChanged() { picker.units = picker.form.gameUnits(picker.key) }
        function onResolverChanged() { picker.units = picker.form.gameUnits(picker.key) }
    }

    Text {
        width: picker.width
        text: picker.form.firingSide === ""
              ? qsTr("Units of the game")
              : qsTr("Units of the game: %1 only, one army fires").arg(SideName.of(picker.form.firingSide))
        color: Theme.text
        font.pixelSize: Theme.fontSize
        wrapMode: Text.WordWrap
    }
    AppTextField {
        id: filter
        objectName: "unitFilter_" + picker.key
        width: picker.width
        placeholderText: qsTr("Find a unit: name, division, level")
        Keys.onReturnPressed: picker.addFirst()
        Keys.onEnterPressed: picker.addFirst()
    }
    ListView {
        id: list
        objectName: "gameUnits_" + picker.key
        width: picker.width
        height: Math.min(Math.max(contentHeight, picker.rowHeight), 4 * picker.rowHeight)
        clip: true
        model: picker.found
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        // The name and its buttons on one line when they fit, the buttons below when not.
        delegate: Item {
            id: unitRow
            required property var modelData
            width: list.width - 14
            height: line.implicitHeight + 8
            Flow {
                id: line
                y: 4
                width: parent.width
                spacing: 4
                Text {
                    width: Math.min(implicitWidth + 12, line.width)
                    height: Math.max(implicitHeight, Theme.target)
                    verticalAlignment: Text.AlignVCenter
                    text: unitRow.modelData.label + "  ·  " + unitRow.modelData.level
                          + (unitRow.modelData.lowAmmo ? "  ·  " + qsTr("Low Ammo") : "")
                    color: Theme.text
                    font.pixelSize: Theme.fontSize
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    model: unitRow.modelData.kinds
                    AppButton {
                        required property var modelData
                        objectName: "gameUnit_" + unitRow.modelData.side + "_" + unitRow.modelData.id + "_" + modelData.id
                        leftPadding: 8
                        rightPadding: 8
                        text: modelData.brief
                        onClicked: picker.form.addGameUnit(picker.key, unitRow.modelData.side, unitRow.modelData.id, modelData.id)
                    }
                }
            }
        }
    }
    Note {
        width: picker.width
        visible: picker.found.length === 0
        text: picker.units.length === 0 ? qsTr("No unit of the game can be shown here.")
                                        : qsTr("No unit matches “%1”.").arg(filter.text)
    }

    function addFirst() {
        if (found.length > 0) form.addGameUnit(key, found[0].side, found[0].id, found[0].kinds[0].id) // qmllint disable type
    }
}
