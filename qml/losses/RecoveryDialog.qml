import QtQuick
import QtQuick.Controls
import AideDeCamp

// Recovering stragglers (21.2) for one brigade: what the game knows is checked first (the
// phasing player's Straggler Recovery segment, 8.1; infantry with stragglers, 21.2d) and its
// refusal shown; the five conditions only the map shows (a, b, c, e, f), each confirmed by the
// players (the missing ones are named); the leader stacked with the unit; night from the
// game's clock (asked only in a game without one); then the Straggler Recovery Table read for
// its printed morale with the app's dice (seed shown) or the dice the player threw. The unit
// never gets back more stragglers than it has; the roll goes into the game's history.
Dialog {
    id: dialog
    required property OpenGame game
    property TableSet tableSet: null
    readonly property alias recovery: recovery

    objectName: "recoveryDialog"
    modal: true
    focus: true
    parent: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 900, 900)
    height: Math.min(parent ? parent.height - 20 : 700, body.implicitHeight + 40)
    x: parent ? (parent.width - width) / 2 : 0
    y: parent ? (parent.height - height) / 2 : 0
    padding: 16

    function openFor(side, brigade) {
        recovery.side = side
        recovery.brigade = brigade
        recovery.reset()
        diceField.clear()
        open()
    }
    onOpened: firstCondition.forceActiveFocus()

    StragglerRecovery {
        id: recovery
        objectName: "stragglerRecovery"
        game: dialog.game
        tableSet: dialog.tableSet
    }

    background: DialogFrame { }

    Flickable {
        id: flick
        anchors.fill: parent
        clip: true
        contentHeight: body.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { }
        KeepFocusVisible { flickable: flick }

        Column {
            id: body
            width: flick.width - 12
            spacing: 10

            SectionTitle {
                width: body.width
                text: qsTr("Recover stragglers — %1 (21.2)").arg(recovery.brigade)
            }
            Text {
                objectName: "recoveryUnit"
                width: body.width
                text: qsTr("Printed morale %1 · stragglers on the chart now: %2").arg(recovery.morale).arg(recovery.stragglers)
                color: Theme.text
                font.pixelSize: Theme.fontSize
                wrapMode: Text.WordWrap
            }
            MessageBox {
                objectName: "recoveryRefusal"
                width: body.width
                visible: recovery.refusal !== ""
                heading: qsTr("The game does not allow this recovery now:")
                text: recovery.refusal
            }
            Note { width: body.width; text: qsTr("Confirm each condition on the map (all five are needed; the game checks d itself):") }
            Repeater {
                id: conditionList
                model: recovery.conditions
                AppCheckBox {
                    id: conditionBox
                    required property var modelData
                    required property int index
                    objectName: "condition_" + modelData.key
                    width: body.width
                    text: modelData.text
                    checked: recovery.confirmed.indexOf(modelData.key) >= 0
                    onToggled: {
                        recovery.confirm(modelData.key, checked)
                        checked = Qt.binding(() => recovery.confirmed.indexOf(conditionBox.modelData.key) >= 0)
                    }
                    Component.onCompleted: if (index === 0) dialog.firstConditionItem = conditionBox
                }
            }
            Note {
                objectName: "missingConditions"
                width: body.width
                color: recovery.missing === "" ? Theme.muted : Theme.warning
                text: recovery.missing === "" ? qsTr("All five confirmed.")
                                              : qsTr("Not confirmed yet: %1").arg(recovery.missing)
            }
            Flow {
                width: body.width
                spacing: 8
                Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Leader stacked with it (rating):") }
                Repeater {
                    model: [["", qsTr("None")], ["0", "0"], ["1", "1"], ["2", "2"], ["3", "3"], ["4", "4"]]
                    AppButton {
                        required property var modelData
                        objectName: "leaderRating_" + (modelData[0] === "" ? "none" : modelData[0])
                        text: modelData[1]
                        highlighted: recovery.leaderRating === modelData[0]
                        onClicked: recovery.leaderRating = modelData[0]
                    }
                }
                // 28.0: a scenario game's clock says whether it is night; only a game without one asks.
                Note {
                    objectName: "recoveryNightFromClock"
                    visible: recovery.nightFromClock
                    height: Theme.target
                    verticalAlignment: Text.AlignVCenter
                    text: recovery.night ? qsTr("Night turn, from the game's clock: 2 hexes suffice and the table reads two rows up (28.0)")
                                         : qsTr("Day turn, from the game's clock (28.0)")
                }
                AppCheckBox {
                    id: nightBox
                    objectName: "recoveryNight"
                    visible: !recovery.nightFromClock
                    text: qsTr("At night")
                    checked: recovery.night
                    onToggled: {
                        recovery.night = checked
                        checked = Qt.binding(() => recovery.night)
                    }
                }
            }
            Flow {
                width: body.width
                spacing: 10
                AppButton {
                    objectName: "recoveryRollForMe"
                    primary: true
                    text: qsTr("Roll for me")
                    onClicked: recovery.rollForMe()
                }
                Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("or the dice you rolled:") }
                TextField {
                    id: diceField
                    objectName: "recoveryDice"
                    width: 110
                    implicitHeight: Theme.target
                    font.pixelSize: Theme.fontSize + 2
                    placeholderText: "11..66"
                    inputMethodHints: Qt.ImhDigitsOnly
                    onAccepted: recovery.rollWithDice(text)
                    FocusRing { target: diceField }
                }
                AppButton {
                    objectName: "recoveryUseMyDice"
                    text: qsTr("Use my dice   Enter")
                    onClicked: recovery.rollWithDice(diceField.text)
                }
            }
            MessageBox {
                objectName: "recoveryError"
                width: body.width
                visible: recovery.error !== ""
                heading: qsTr("Not recovered:")
                text: recovery.error
            }
            Rectangle {
                width: body.width
                height: resultColumn.implicitHeight + 20
                visible: recovery.recovered >= 0
                color: Theme.raised
                radius: Theme.radius
                border.color: Theme.accent
                Column {
                    id: resultColumn
                    x: 10
                    y: 10
                    width: parent.width - 20
                    spacing: 4
                    Text {
                        objectName: "recoveryResult"
                        width: parent.width
                        text: qsTr("%1 straggler(s) recovered and erased from the chart (the table gave %2)")
                              .arg(recovery.recovered).arg(recovery.result.summary)
                        color: Theme.text
                        font.pixelSize: Theme.fontSize + 2
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Note {
                        width: parent.width
                        text: (recovery.result.rolledBy === "app" ? qsTr("Rolled by the app (seed %1)").arg(recovery.result.seed)
                                                                  : qsTr("Rolled by the player"))
                              + " · " + recovery.result.fields.map(f => f.name + ": " + f.value).join(" · ") // qmllint disable type
                    }
                }
            }
            AppButton {
                objectName: "recoveryClose"
                text: qsTr("Close   Esc")
                onClicked: dialog.close()
            }
        }
    }
    property Item firstConditionItem: null
    readonly property Item firstCondition: firstConditionItem ? firstConditionItem : diceField
}
