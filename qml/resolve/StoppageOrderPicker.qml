import QtQuick
import AideDeCamp

// Corps Attack Stoppage with a game open (10.3a): one button per Attack order in force, of
// the sides the viewer sees (9.0); a click fills the check's inputs as the Command Phase
// counts them (divisions on the map, wrecked, the original commander, the rating, 10.3d).
Column {
    id: picker
    required property ResolverForm form
    property var orders: form.gameAttackOrders()
    property string problem: ""
    spacing: 6

    Connections {
        target: picker.form
        function onGameUnitsChanged() { picker.orders = picker.form.gameAttackOrders() }
        function onResolverChanged() { picker.orders = picker.form.gameAttackOrders(); picker.problem = "" }
    }

    Text {
        width: picker.width
        text: qsTr("From the game: the command attacking under")
        color: Theme.text
        font.pixelSize: Theme.fontSize
        font.bold: true
    }
    Flow {
        width: picker.width
        spacing: 6
        Repeater {
            model: picker.orders
            AppButton {
                required property var modelData
                objectName: "stoppageOrder_" + modelData.side + "_" + modelData.order
                text: modelData.label
                onClicked: picker.problem = picker.form.fillFromOrder(modelData.side, modelData.order)
            }
        }
    }
    Note {
        width: picker.width
        visible: picker.orders.length === 0
        text: qsTr("No Attack order in force in the game for the side shown.")
    }
    Note {
        objectName: "stoppageOrderProblem"
        width: picker.width
        visible: picker.problem !== ""
        color: Theme.warning
        text: picker.problem
    }
}
