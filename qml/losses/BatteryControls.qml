import QtQuick
import QtQuick.Controls
import AideDeCamp

// 27.1 on an artillery row: detach a battery of up to 5 gun points under a name the players
// give it, or send a detached battery back to a unit (its own by default). The engine
// checks the gun points, the name and the type and class; a refusal changes nothing.
Row {
    id: controls
    required property var row
    required property ArmyLossChart chart
    readonly property bool detached: row.detachedFrom !== ""
    spacing: 6

    function targets() { return chart.batteries.filter(b => b !== row.id) } // qmllint disable type

    // A unit: name the battery and its gun points.
    Row {
        spacing: 6
        visible: !controls.detached
        TextField {
            id: nameField
            objectName: "batteryName_" + controls.row.id
            width: 120
            implicitHeight: Theme.target
            font.pixelSize: Theme.fontSize
            color: Theme.text
            placeholderText: qsTr("battery name")
            background: Rectangle {
                color: Theme.window
                border.color: nameField.activeFocus ? Theme.focus : Theme.border
                border.width: nameField.activeFocus ? 3 : 1
                radius: Theme.radius
            }
        }
        TextField {
            id: gunsField
            objectName: "batteryGuns_" + controls.row.id
            width: 56
            implicitHeight: Theme.target
            font.pixelSize: Theme.fontSize
            color: Theme.text
            placeholderText: qsTr("GP")
            inputMethodHints: Qt.ImhDigitsOnly
            onAccepted: detachButton.clicked()
            background: Rectangle {
                color: Theme.window
                border.color: gunsField.activeFocus ? Theme.focus : Theme.border
                border.width: gunsField.activeFocus ? 3 : 1
                radius: Theme.radius
            }
        }
        AppButton {
            id: detachButton
            objectName: "detach_" + controls.row.id
            text: qsTr("Detach (27.1)")
            enabled: !controls.row.eliminated
            onClicked: {
                if (controls.chart.detachBattery(controls.row.id, nameField.text, gunsField.text)) {
                    nameField.clear()
                    gunsField.clear()
                }
            }
        }
    }
    // A detached battery: where it rejoins.
    Row {
        spacing: 6
        visible: controls.detached
        ComboBox {
            id: toBox
            objectName: "reattachTo_" + controls.row.id
            width: 170
            implicitHeight: Theme.target
            font.pixelSize: Theme.fontSize
            model: controls.detached ? controls.targets() : []
            currentIndex: Math.max(0, model.indexOf(controls.row.detachedFrom))
        }
        AppButton {
            objectName: "reattach_" + controls.row.id
            text: qsTr("Rejoin")
            onClicked: controls.chart.reattachBattery(controls.row.id, toBox.currentText)
        }
    }
}
