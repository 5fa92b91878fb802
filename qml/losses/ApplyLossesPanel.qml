import QtQuick
import QtQuick.Controls
import AideDeCamp

// "Apply to a unit…" under a Fire Combat result: the side and the brigade hit, the topmost
// infantry of its stack when it cannot take stragglers (21.0a), and whether this was a
// cavalry charge resolution, where stragglers count as casualties (21.0b, 24.1j); then one
// click marks the result on that side's Loss Chart. Without an open game it says so.
Rectangle {
    id: panel
    required property LastResult result
    property OpenGame game: null
    property bool expanded: false
    readonly property alias form: form
    implicitHeight: column.implicitHeight + 24
    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border

    ApplyLossesForm {
        id: form
        objectName: "applyLossesForm"
        game: panel.game
    }
    // A new result: its numbers, and nothing said yet.
    Connections {
        target: panel.result
        function onResolutionChanged() {
            form.casualties = panel.result.values.casualties || 0 // qmllint disable type
            form.stragglers = panel.result.values.stragglers || 0
            form.startOver()
        }
    }
    Component.onCompleted: {
        form.casualties = panel.result.values.casualties || 0 // qmllint disable type
        form.stragglers = panel.result.values.stragglers || 0
    }

    Column {
        id: column
        x: 12
        y: 12
        width: panel.width - 24
        spacing: 10

        AppButton {
            objectName: "applyToUnit"
            text: (panel.expanded ? "\u25BE " : "\u25B8 ") + qsTr("Apply to a unit…")
            onClicked: panel.expanded = !panel.expanded
        }
        Note {
            objectName: "applyBlocked"
            width: column.width
            visible: form.blockedReason !== "" && (panel.expanded || !panel.game || !panel.game.isOpen)
            color: Theme.warning
            text: form.blockedReason
        }
        Column {
            width: column.width
            spacing: 10
            visible: panel.expanded && panel.game !== null && panel.game.isOpen
            Flow {
                width: parent.width
                spacing: 8
                Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Unit hit:") }
                Repeater {
                    model: [[Side.French, qsTr("French")], [Side.Austrian, qsTr("Austrian")]]
                    AppButton {
                        required property var modelData
                        objectName: "applySide_" + SideName.word(modelData[0])
                        text: modelData[1]
                        highlighted: form.side === modelData[0]
                        onClicked: form.side = modelData[0]
                    }
                }
                ComboBox {
                    id: brigadeBox
                    objectName: "applyBrigade"
                    width: 320
                    implicitHeight: Theme.target
                    font.pixelSize: Theme.fontSize
                    model: form.brigades
                    textRole: "label"
                    displayText: currentIndex < 0 ? qsTr("Choose the brigade") : currentText
                    currentIndex: -1
                    onActivated: index => form.brigade = form.brigades[index].id
                    Connections {
                        target: form
                        function onChanged() {
                            if (form.brigade === "") brigadeBox.currentIndex = -1
                            if (form.stragglerUnit === "") stragglerBox.currentIndex = -1
                        }
                    }
                    FocusRing { target: brigadeBox }
                }
            }
            Flow {
                width: parent.width
                spacing: 8
                visible: form.needsStragglerUnit
                Note {
                    height: Theme.target
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("Stragglers to the topmost infantry in the stack (21.0a):")
                }
                ComboBox {
                    id: stragglerBox
                    objectName: "applyStragglerUnit"
                    width: 320
                    implicitHeight: Theme.target
                    font.pixelSize: Theme.fontSize
                    model: form.stragglerUnits
                    textRole: "label"
                    displayText: currentIndex < 0 ? qsTr("Choose the infantry") : currentText
                    currentIndex: -1
                    onActivated: index => form.stragglerUnit = form.stragglerUnits[index].id
                    FocusRing { target: stragglerBox }
                }
            }
            AppCheckBox {
                id: chargeBox
                objectName: "applyCharge"
                width: parent.width
                visible: form.stragglers > 0
                text: qsTr("A cavalry charge resolution: the stragglers are marked as casualties (21.0b, 24.1j)")
                checked: form.charge
                onToggled: {
                    form.charge = checked
                    checked = Qt.binding(() => form.charge)
                }
            }
            AppButton {
                objectName: "applyMark"
                primary: true
                enabled: form.blockedReason === ""
                text: qsTr("Mark %1 casualties, %2 stragglers").arg(form.casualties).arg(form.stragglers)
                onClicked: form.apply()
            }
            AppButton {
                objectName: "applyContact"
                visible: form.attackingCommand !== ""
                text: form.charge ? qsTr("%1 was charged while attacking: it will check for stoppage (10.3a)").arg(form.attackingCommand)
                                  : qsTr("%1 was fired on at 2 hexes or less while attacking: it will check for stoppage (10.3a)").arg(form.attackingCommand)
                onClicked: form.markContact()
            }
            MessageBox {
                objectName: "applyError"
                width: parent.width
                visible: form.error !== ""
                heading: qsTr("Refused:")
                text: form.error
            }
            Text {
                objectName: "applyDone"
                width: parent.width
                visible: form.done !== ""
                text: form.done
                color: Theme.text
                font.pixelSize: Theme.fontSize
                font.bold: true
                wrapMode: Text.WordWrap
            }
        }
    }
}
