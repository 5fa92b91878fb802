import QtQuick
import QtQuick.Controls
import AideDeCamp

// Victory (AE 4.0 to 4.4), live: every line with its rule, the terrain VPs the players
// enter from the map (AE 4.1), what is still asked for, each side's total rounded down, the
// scenario's table and AE 4.4's shift. It reveals both sides' losses (9.0): viewing one side,
// nothing is shown until both players agree to look.
Item {
    id: page
    required property OpenGame game


    VictoryLedger {
        id: victory
        objectName: "victory"
        game: page.game
    }

    component VpField: TextField {
        implicitWidth: 110
        implicitHeight: Theme.target
        font.pixelSize: Theme.fontSize
        color: Theme.text
        placeholderText: qsTr("asked for")
        inputMethodHints: Qt.ImhDigitsOnly
        background: Rectangle {
            color: Theme.window
            border.color: parent.activeFocus ? Theme.focus : Theme.border
            border.width: parent.activeFocus ? 3 : 1
            radius: Theme.radius
        }
    }

    KeepFocusVisible { flickable: flick }

    Column {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 760)
        visible: !page.game.isOpen || !victory.hasScenario || !victory.shown
        spacing: 12
        SectionTitle {
            width: parent.width
            text: !page.game.isOpen ? qsTr("No game open")
                : !victory.hasScenario ? qsTr("This game has no scenario, so no victory conditions")
                : qsTr("Hidden while viewing one side (9.0)")
        }
        Note {
            objectName: "victoryHidden"
            width: parent.width
            visible: page.game.isOpen && victory.hasScenario && !victory.shown
            text: qsTr("The victory count shows both armies' losses. It stays hidden until both players agree to look at it together (or switch Viewing to Both on the Loss charts page).")
        }
        AppButton {
            objectName: "agreeButton"
            visible: page.game.isOpen && victory.hasScenario && !victory.shown
            text: qsTr("Both players agree: show the count")
            onClicked: victory.bothAgreed = true // the model forgets it when the viewer changes (9.0)
        }
    }

    Flickable {
        id: flick
        visible: page.game.isOpen && victory.shown
        anchors.fill: parent
        anchors.margins: 12
        clip: true
        contentHeight: body.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }

        Column {
            id: body
            width: flick.width - 20
            spacing: 10

            Flow {
                width: parent.width
                spacing: 12
                Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; color: Theme.text; text: qsTr("Terrain VPs from the map (AE 4.1): French") }
                VpField {
                    objectName: "terrainFrench"
                    text: victory.terrainFrench
                    onTextEdited: victory.terrainFrench = text
                }
                Note { height: Theme.target; verticalAlignment: Text.AlignVCenter; color: Theme.text; text: qsTr("Austrian") }
                VpField {
                    objectName: "terrainAustrian"
                    text: victory.terrainAustrian
                    onTextEdited: victory.terrainAustrian = text
                }
                Note {
                    height: Theme.target
                    verticalAlignment: Text.AlignVCenter
                    color: Theme.text
                    visible: casualtyField.visible
                    text: qsTr("Casualty VPs on the chart's last row (AE 4.2)")
                }
                VpField {
                    id: casualtyField
                    objectName: "casualtyTopVp"
                    visible: victory.casualtyTopVp !== "" || victory.asked.some(a => a.key === "casualty_top_vp") // qmllint disable type
                    text: victory.casualtyTopVp
                    onTextEdited: victory.casualtyTopVp = text
                }
                AppButton {
                    visible: victory.bothAgreed
                    text: qsTr("Hide again")
                    onClicked: victory.bothAgreed = false
                }
            }
            MessageBox {
                width: parent.width
                visible: victory.inputError !== ""
                heading: qsTr("Not a number of VPs:")
                text: victory.inputError
            }

            // The outcome, or what is still asked for.
            Rectangle {
                width: parent.width
                implicitHeight: outcome.implicitHeight + 20
                radius: Theme.radius
                color: Theme.panel
                border.color: victory.complete ? Theme.accent : Theme.warning
                border.width: 2
                Column {
                    id: outcome
                    x: 10
                    y: 10
                    width: parent.width - 20
                    spacing: 6
                    Text {
                        objectName: "victoryLevel"
                        width: parent.width
                        visible: victory.complete
                        wrapMode: Text.WordWrap
                        text: victory.finalLevel
                        color: Theme.accent
                        font.pixelSize: Theme.titleSize
                        font.bold: true
                    }
                    Text {
                        objectName: "victoryTotals"
                        width: parent.width
                        visible: victory.complete
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.fontSize
                        text: qsTr("French %1 VPs → %2 · Austrian %3 VPs → %4 (rounded down, AE 4.0) · spread %5 (%6)")
                              .arg(victory.frenchVp).arg(victory.french).arg(victory.austrianVp).arg(victory.austrian)
                              .arg(victory.spread).arg(victory.printedRange)
                    }
                    Text {
                        objectName: "napoleonShift"
                        width: parent.width
                        visible: victory.complete && victory.napoleonLost
                        wrapMode: Text.WordWrap
                        color: Theme.warning
                        font.pixelSize: Theme.fontSize
                        text: qsTr("Napoleon is lost: one level towards the Austrians (AE 4.4), from %1").arg(victory.level)
                    }
                    SectionTitle {
                        visible: !victory.complete
                        text: qsTr("Asked for before the count can end")
                    }
                    Repeater {
                        model: victory.asked
                        Note {
                            required property var modelData
                            width: outcome.width
                            color: Theme.warning
                            text: "• " + modelData.what + "  (" + modelData.rule + ")"
                        }
                    }
                }
            }

            SectionTitle { text: qsTr("Line by line") }
            Repeater {
                model: victory.lines
                Rectangle {
                    required property var modelData
                    required property int index
                    objectName: "vpLine_" + index
                    width: body.width
                    implicitHeight: lineRow.implicitHeight + 8
                    color: index % 2 === 0 ? Theme.panel : "transparent"
                    Row {
                        id: lineRow
                        x: 8
                        y: 4
                        spacing: 12
                        Text { width: 90; text: SideName.of(modelData.side); color: Theme.text; font.pixelSize: Theme.fontSize }
                        Text { width: 70; text: modelData.vp; color: Theme.accent; font.pixelSize: Theme.fontSize; font.bold: true; horizontalAlignment: Text.AlignRight }
                        RuleTag { rule: modelData.rule }
                        Column {
                            width: body.width - 90 - 70 - 120 - 60
                            Text { width: parent.width; text: modelData.what; color: Theme.text; font.pixelSize: Theme.fontSize; wrapMode: Text.WordWrap }
                            Note { width: parent.width; text: modelData.detail }
                        }
                    }
                }
            }

            SectionTitle { text: qsTr("The scenario's victory table") }
            Repeater {
                model: victory.table
                Text {
                    required property var modelData
                    width: body.width
                    wrapMode: Text.WordWrap
                    text: (modelData.final ? "▶ " : modelData.reached ? "◇ " : "   ") + modelData.printed + ": " + modelData.level
                          + (modelData.reached && !modelData.final ? qsTr("  (before AE 4.4)") : "")
                    color: modelData.final ? Theme.accent : Theme.text
                    font.pixelSize: Theme.fontSize
                    font.bold: modelData.final
                }
            }
            SectionTitle { visible: victory.steps.length > 0; text: qsTr("The arithmetic") }
            Repeater {
                model: victory.steps
                Note { required property string modelData; width: body.width; text: modelData }
            }
        }
    }
}
