import QtQuick
import AideDeCamp

// One side's Orders Table (Wagram 3): Order 1-3, Available, Activated, Reaction and
// Administrative Movement. A marker the viewer may not see comes from the engine as
// "a corps" and is drawn face down.
Rectangle {
    id: boxes
    required property var table // the engine's view of it (adc::wagram::OrdersTable::view)
    required property string title
    color: Theme.panel
    border.color: Theme.border
    radius: Theme.radius
    implicitHeight: column.implicitHeight + 20

    component Marker: Rectangle {
        required property var marker
        readonly property bool hidden: marker.corps === null
        implicitWidth: label.implicitWidth + 20
        implicitHeight: Theme.target - 8
        radius: 4
        color: marker.face_up ? Theme.selected : Theme.raised
        border.color: marker.face_up ? Theme.accent : Theme.border
        Text {
            id: label
            anchors.centerIn: parent
            text: parent.hidden ? "▮ " + qsTr("a corps") : parent.marker.name + (parent.marker.face_up ? "" : " " + qsTr("(face down)"))
            color: parent.hidden ? Theme.muted : Theme.text
            font.pixelSize: Theme.fontSize
        }
    }

    component Box: Row {
        id: box
        required property string label
        property var markers: []
        spacing: 8
        Text {
            width: 240
            height: Theme.target - 8
            verticalAlignment: Text.AlignVCenter
            text: box.label
            color: Theme.muted
            font.pixelSize: Theme.fontSize
        }
        Flow {
            width: boxes.width - 280
            spacing: 6
            Repeater {
                model: box.markers
                Marker { required property var modelData; marker: modelData }
            }
            Text {
                visible: box.markers.length === 0
                height: Theme.target - 8
                verticalAlignment: Text.AlignVCenter
                text: "—"
                color: Theme.muted
                font.pixelSize: Theme.fontSize
            }
        }
    }

    Column {
        id: column
        x: 10
        y: 10
        width: parent.width - 20
        spacing: 4
        SectionTitle { text: boxes.title + (boxes.table.placed ? "" : " — " + qsTr("not filled yet (12.5)")) }
        Repeater {
            model: 3
            Box {
                required property int index
                label: qsTr("Order %1").arg(index + 1)
                markers: boxes.table.orders[index] ? [boxes.table.orders[index]] : []
            }
        }
        Box { label: qsTr("Activated"); markers: boxes.table.activated }
        Box { label: qsTr("Available"); markers: boxes.table.available }
        Box {
            label: qsTr("Reaction (7.2)")
            markers: boxes.table.reaction ? [boxes.table.reaction] : []
        }
        Box { label: qsTr("Admin. Movement (12.1)"); markers: boxes.table.admin }
    }
}
