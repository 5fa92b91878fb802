import QtQuick
import QtQuick.Controls
import AideDeCamp
import "../common/finding.js" as Finding

// "Apply to a unit…" under a Fire Combat result, open when a game is: the side (the other
// army's when the firers were the game's units) and the brigade hit, found by typing, the topmost
// infantry of its stack when it cannot take stragglers (21.0a), and whether this was a
// cavalry charge resolution, where stragglers count as casualties (21.0b, 24.1j); then one
// click marks the result on that side's Loss Chart. Without an open game it says so.
Rectangle {
    id: panel
    required property LastResult result
    property OpenGame game: null
    // The army that fired, when the rows named the game's units: the unit hit is the other's.
    property string firingSide: ""
    // Open from the start when a game is open: the result is there to be marked.
    property bool expanded: game !== null && game.isOpen
    readonly property string needle: Finding.needle(brigadeFilter.text)
    readonly property var brigadesFound: Finding.found(form.brigades, needle, b => [b.label]) // qmllint disable type
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
            if (panel.firingSide === "french") form.side = Side.Austrian
            else if (panel.firingSide === "austrian") form.side = Side.French
            // Losses to mark in an open game: the next thing to say is who took them.
            if (panel.expanded && panel.game !== null && panel.game.isOpen && (form.casualties > 0 || form.stragglers > 0))
                brigadeFilter.forceActiveFocus()
        }
    }
    Component.onCompleted: {
        form.casualties = panel.result.values.casualties || 0 // qmllint disable type
        form.stragglers = panel.result.values.stragglers || 0
    }

    // The brigade hit, and its losses marked at once unless its stragglers need another
    // unit (21.0a): then that is asked first, and "Mark" marks.
    function markOn(id) {
        form.brigade = id
        brigadeFilter.text = ""
        if (form.needsStragglerUnit) stragglerBox.forceActiveFocus()
        else if (form.apply()) markButton.forceActiveFocus()
    }
    function takeFirstBrigade() {
        if (brigadesFound.length > 0) markOn(brigadesFound[0].id) // qmllint disable type
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
                    model: [[Side.French, SideName.of("french")], [Side.Austrian, SideName.of("austrian")]]
                    AppButton {
                        required property var modelData
                        objectName: "applySide_" + SideName.word(modelData[0])
                        text: modelData[1]
                        highlighted: form.side === modelData[0]
                        onClicked: form.side = modelData[0]
                    }
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
            AppTextField {
                id: brigadeFilter
                objectName: "applyBrigadeFilter"
                width: parent.width
                placeholderText: qsTr("Find the brigade hit: its id or commander")
                // Enter marks on the first brigade found, as its line says.
                Keys.onReturnPressed: panel.takeFirstBrigade()
                Keys.onEnterPressed: panel.takeFirstBrigade()
            }
            ListView {
                id: brigadeList
                objectName: "applyBrigades"
                width: parent.width
                // Only once something is typed, the first three found: the panel stays short.
                visible: panel.needle !== ""
                height: Math.min(Math.max(panel.brigadesFound.length, 1), 3) * (Theme.target + 6)
                clip: true
                model: panel.brigadesFound
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: brigadeList.contentHeight > brigadeList.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
                delegate: AppButton {
                    required property var modelData
                    required property int index
                    objectName: "applyBrigade_" + modelData.id
                    width: brigadeList.width - 14
                    highlighted: index === 0 // what Enter in the field does
                    text: qsTr("Mark on %1").arg(modelData.label)
                    onClicked: panel.markOn(modelData.id)
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
                    Connections {
                        target: form
                        function onChanged() { if (form.stragglerUnit === "") stragglerBox.currentIndex = -1 }
                    }
                    FocusRing { target: stragglerBox }
                }
            }
            AppButton {
                id: markButton
                objectName: "applyMark"
                primary: true
                visible: form.brigade !== ""
                enabled: form.blockedReason === ""
                text: qsTr("Mark %1 casualties, %2 stragglers on %3").arg(form.casualties).arg(form.stragglers).arg(form.brigade)
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
