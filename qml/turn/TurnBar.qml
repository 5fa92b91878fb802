import QtQuick
import AideDeCamp

// The turn bar, always in view while a game is open: the turn of the scenario's total, the
// date and time on the Turn Record Track (1.1d), day or night with what night changes
// (28.0), whose player turn and which step of the sequence of play (8.1), the reinforcements
// due this turn with their entry hexes (16.4; the other side's are not shown when viewing
// one side, 9.0), and AE 2.9a's bridge when that variant is played.
Rectangle {
    id: bar
    required property OpenGame game
    readonly property alias turnRecord: turnRecord
    readonly property alias bridgeInterruption: bridgeInterruption

    visible: game.isOpen && turnRecord.hasClock
    implicitHeight: visible ? content.implicitHeight + 12 : 0
    color: Theme.raised

    TurnRecord { id: turnRecord; objectName: "turnRecord"; game: bar.game }
    BridgeInterruption { id: bridgeInterruption; objectName: "bridgeInterruption"; game: bar.game }


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
                text: turnRecord.gameOver ? qsTr("Game over: the last turn (%1) has ended").arg(turnRecord.lastTurn)
                                         : qsTr("Turn %1 of %2").arg(turnRecord.turn).arg(turnRecord.lastTurn)
                color: Theme.accent
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
            Text {
                objectName: "clockText"
                visible: !turnRecord.gameOver
                text: turnRecord.dateText + ", " + turnRecord.timeText
                color: Theme.text
                font.pixelSize: Theme.fontSize
                font.bold: true
            }
            Text {
                objectName: "dayNight"
                visible: !turnRecord.gameOver
                text: turnRecord.night ? qsTr("☾ Night, %1 min (28.0)").arg(turnRecord.minutes)
                                      : qsTr("☀ Day, %1 min").arg(turnRecord.minutes)
                color: turnRecord.night ? Theme.warning : Theme.text
                font.pixelSize: Theme.fontSize
            }
        }
        // A line of its own, so that the bar keeps its height through the turn whatever the
        // step's name: the pages' Next step stays where the hand expects it (8.1).
        Text {
            objectName: "stepText"
            width: parent.width
            visible: !turnRecord.gameOver
            text: (turnRecord.phasing !== "" ? qsTr("%1 player turn · ").arg(SideName.of(turnRecord.phasing)) : "")
                  + turnRecord.phase + ": " + turnRecord.stepLabel + " (" + turnRecord.stepRule + ")"
            color: Theme.text
            font.pixelSize: Theme.fontSize
            wrapMode: Text.WordWrap
        }
        Note {
            objectName: "nightHint"
            width: parent.width
            visible: turnRecord.night
            color: Theme.warning
            text: qsTr("Night: %1").arg(turnRecord.nightHints.join(" · ")) // qmllint disable type
        }
        Note {
            width: parent.width
            visible: turnRecord.dayNote !== ""
            text: turnRecord.dayNote
        }
        Flow {
            width: parent.width
            spacing: 16
            Note {
                objectName: "arrivalsText"
                width: Math.min(implicitWidth, parent.width)
                // As tall as the bridge's button only when it stands beside it.
                height: bridgeRollButton.visible ? Math.max(implicitHeight, 34) : implicitHeight
                verticalAlignment: Text.AlignVCenter
                visible: !turnRecord.gameOver
                text: {
                    const parts = []
                    for (const a of turnRecord.arrivals)
                        parts.push(SideName.of(a.side) + " at " + a.where + ": " + a.units + (a.bridge !== "" ? " (" + a.bridge + ")" : ""))
                    let t = parts.length > 0 ? qsTr("Arriving this turn (16.4): %1").arg(parts.join(" · "))
                                             : qsTr("No reinforcements due this turn")
                    if (turnRecord.arrivalsHidden) t += qsTr(" (the other side's are not shown, 9.0)")
                    return t
                }
            }
            Note {
                objectName: "bridgeText"
                visible: bridgeInterruption.played
                height: 34
                verticalAlignment: Text.AlignVCenter
                color: Theme.text
                text: {
                    let t = qsTr("Bridge (AE 2.9a): ")
                    if (bridgeInterruption.secretShown && bridgeInterruption.stateText !== "") t += bridgeInterruption.stateText + " · "
                    else if (!bridgeInterruption.secretShown) t += qsTr("the French keep the result · ")
                    t += bridgeInterruption.rollDue ? qsTr("both players roll now")
                       : bridgeInterruption.secretShown ? qsTr("next roll on turn %1").arg(bridgeInterruption.nextRollTurn)
                       : qsTr("no roll due now")
                    return t
                }
            }
            AppButton {
                id: bridgeRollButton
                objectName: "bridgeRollButton"
                implicitHeight: 34
                visible: bridgeInterruption.played && bridgeInterruption.rollDue
                primary: true
                text: qsTr("Roll for the bridge…")
                onClicked: bridgePanel.open()
            }
            AppButton {
                objectName: "bridgeRollsButton"
                implicitHeight: 34
                visible: bridgeInterruption.played && !bridgeInterruption.rollDue && bridgeInterruption.rolls.length > 0
                text: qsTr("Bridge rolls…")
                onClicked: bridgePanel.open()
            }
        }
    }

    BridgePanel {
        id: bridgePanel
        objectName: "bridgePanel"
        game: bar.game
        bridge: bridgeInterruption
    }
}
