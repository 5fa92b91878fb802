import QtQuick
import AideDeCamp

// The turn bar, always in view while a game is open: the turn of the scenario's total, the
// date and time on the Turn Record Track (1.1d), day or night with what night changes
// (28.0), whose player turn and which step of the sequence of play (8.1), the reinforcements
// due this turn with their entry hexes (16.4; the other side's are not shown when viewing
// one side, 9.0), and AE 2.9a's bridge when that variant is played.
Rectangle {
    id: bar
    required property GameModel game
    readonly property alias turnModel: turnModel
    readonly property alias bridgeModel: bridgeModel

    visible: game.isOpen && turnModel.hasClock
    implicitHeight: visible ? content.implicitHeight + 12 : 0
    color: Theme.raised

    TurnModel { id: turnModel; objectName: "turnModel"; game: bar.game }
    BridgeModel { id: bridgeModel; objectName: "bridgeModel"; game: bar.game }


    Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }

    Column {
        id: content
        x: 12
        y: 6
        width: parent.width - 24
        spacing: 4

        Flow {
            width: parent.width
            spacing: 16
            Text {
                objectName: "turnText"
                text: turnModel.gameOver ? qsTr("Game over: the last turn (%1) has ended").arg(turnModel.lastTurn)
                                         : qsTr("Turn %1 of %2").arg(turnModel.turn).arg(turnModel.lastTurn)
                color: Theme.accent
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
            Text {
                objectName: "clockText"
                visible: !turnModel.gameOver
                text: turnModel.dateText + ", " + turnModel.timeText
                color: Theme.text
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
            Text {
                objectName: "dayNight"
                visible: !turnModel.gameOver
                text: turnModel.night ? qsTr("☾ Night, %1 min (28.0)").arg(turnModel.minutes)
                                      : qsTr("☀ Day, %1 min").arg(turnModel.minutes)
                color: turnModel.night ? Theme.warning : Theme.text
                font.pixelSize: Theme.fontSize
            }
            Text {
                objectName: "stepText"
                visible: !turnModel.gameOver
                text: (turnModel.phasing !== "" ? qsTr("%1 player turn · ").arg(SideName.of(turnModel.phasing)) : "")
                      + turnModel.phase + ": " + turnModel.stepLabel + " (" + turnModel.stepRule + ")"
                color: Theme.text
                font.pixelSize: Theme.fontSize
            }
        }
        Note {
            objectName: "nightHint"
            width: parent.width
            visible: turnModel.night
            color: Theme.warning
            text: qsTr("Night: %1").arg(turnModel.nightHints.join(" · ")) // qmllint disable type
        }
        Note {
            width: parent.width
            visible: turnModel.dayNote !== ""
            text: turnModel.dayNote
        }
        Flow {
            width: parent.width
            spacing: 16
            Note {
                objectName: "arrivalsText"
                width: Math.min(implicitWidth, parent.width)
                height: Math.max(implicitHeight, 34)
                verticalAlignment: Text.AlignVCenter
                visible: !turnModel.gameOver
                text: {
                    const parts = []
                    for (const a of turnModel.arrivals)
                        parts.push(SideName.of(a.side) + " at " + a.where + ": " + a.units + (a.bridge !== "" ? " (" + a.bridge + ")" : ""))
                    let t = parts.length > 0 ? qsTr("Arriving this turn (16.4): %1").arg(parts.join(" · "))
                                             : qsTr("No reinforcements due this turn")
                    if (turnModel.arrivalsHidden) t += qsTr(" (the other side's are not shown, 9.0)")
                    return t
                }
            }
            Note {
                objectName: "bridgeText"
                visible: bridgeModel.played
                height: 34
                verticalAlignment: Text.AlignVCenter
                color: Theme.text
                text: {
                    let t = qsTr("Bridge (AE 2.9a): ")
                    if (bridgeModel.secretShown && bridgeModel.stateText !== "") t += bridgeModel.stateText + " · "
                    else if (!bridgeModel.secretShown) t += qsTr("the French keep the result · ")
                    t += bridgeModel.rollDue ? qsTr("both players roll now")
                       : bridgeModel.secretShown ? qsTr("next roll on turn %1").arg(bridgeModel.nextRollTurn)
                       : qsTr("no roll due now")
                    return t
                }
            }
            AppButton {
                objectName: "bridgeRollButton"
                implicitHeight: 34
                visible: bridgeModel.played && bridgeModel.rollDue
                primary: true
                text: qsTr("Roll for the bridge…")
                onClicked: bridgePanel.open()
            }
            AppButton {
                objectName: "bridgeRollsButton"
                implicitHeight: 34
                visible: bridgeModel.played && !bridgeModel.rollDue && bridgeModel.rolls.length > 0
                text: qsTr("Bridge rolls…")
                onClicked: bridgePanel.open()
            }
        }
    }

    BridgePanel {
        id: bridgePanel
        objectName: "bridgePanel"
        game: bar.game
        bridge: bridgeModel
    }
}
