import QtQuick
import QtQuick.Layouts
import AideDeCamp

// The battle at a glance, turn by turn: each side's casualty track (1.1f), wrecked
// divisions against AE 3.4's threshold, stragglers outstanding (21.0) and the VPs so far
// (AE 4.2, 4.3). Worked out from the game's actions in force, so an undo changes the plots.
// 9.0: viewing one side shows that side's lines only; the VPs only to Both. A Wagram 1809
// game plots its VP (12.3) and Round markers (11), on the Turn Record Track for both to see.
Item {
    id: page
    required property OpenGame game

    // One line of the legend: a stretch of the line as drawn, and what it is.
    component LegendKey: Row {
        id: key
        property color colour
        property var dashes: [] // as the plots draw the line (a solid one without)
        property string label
        spacing: 6
        onColourChanged: line.requestPaint()
        Canvas {
            id: line
            width: 36
            height: 16
            anchors.verticalCenter: parent.verticalCenter
            onPaint: {
                const ctx = getContext("2d")
                ctx.clearRect(0, 0, width, height)
                ctx.strokeStyle = key.colour
                ctx.lineWidth = 4
                ctx.setLineDash(key.dashes)
                ctx.beginPath()
                ctx.moveTo(0, height / 2)
                ctx.lineTo(width, height / 2)
                ctx.stroke()
            }
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: key.label
            color: Theme.text
            font.pixelSize: Theme.smallSize
        }
    }

    BattlePlots {
        id: plots
        objectName: "battlePlots"
        game: page.game
    }

    NoGameOpen {
        game: page.game
        text: qsTr("The battle's plots follow an open game turn by turn. Ctrl+N starts a new game, Ctrl+G opens one.")
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        visible: page.game.isOpen
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            SectionTitle { text: qsTr("The battle, turn by turn") }
            // The four plots' legend: the lines told apart by their dashes as well as colour.
            // Always all three: toggling an item of this row left it unplaced (Qt 6.4).
            LegendKey {
                colour: Theme.frenchLine
                label: SideName.of("french")
            }
            LegendKey {
                colour: Theme.austrianLine
                dashes: [3, 1.5, 1, 1.5]
                label: SideName.of("austrian")
            }
            LegendKey {
                opacity: plots.wagram ? 0 : 1 // kept in place (see above): Aspern-Essling's
                colour: Theme.error
                dashes: [3, 2]
                label: qsTr("Archduke's limit, %1 Austrian (AE 3.4)").arg(plots.wreckedThreshold)
            }
            Item { Layout.fillWidth: true }
        }
        Note {
            objectName: "battleNote"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: (plots.turnCount > 0
                   ? qsTr("Along the bottom, the game turns: each point is the end of a turn, the last one turn %1 so far. Undo changes the plots.").arg(plots.lastTurn) : "")
                  + (plots.wagram ? " " + qsTr("The VP and Round markers are on the Turn Record Track: both sides see them.")
                     : !plots.frenchShown || !plots.austrianShown
                     ? " " + qsTr("Viewing one side: the other side's losses are hidden (9.0).") : "")
        }

        // Wagram 1809's two plots.
        RowLayout {
            visible: plots.wagram
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8
            BattlePlot {
                objectName: "wagramVpPlot"
                Layout.fillWidth: true
                Layout.fillHeight: true
                plots: plots
                measure: BattlePlots.Vps
                title: qsTr("VP at the end of each turn (12.3)")
            }
            BattlePlot {
                objectName: "roundPlot"
                Layout.fillWidth: true
                Layout.fillHeight: true
                plots: plots
                measure: BattlePlots.RoundMarkers
                title: qsTr("Round marker at the end of each turn (11)")
            }
        }

        GridLayout {
            visible: !plots.wagram
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: 2
            columnSpacing: 8
            rowSpacing: 8
            BattlePlot {
                objectName: "casualtyPlot"
                Layout.fillWidth: true
                Layout.fillHeight: true
                plots: plots
                measure: BattlePlots.Casualties
                title: qsTr("Casualty track (1.1f)")
            }
            BattlePlot {
                objectName: "wreckedPlot"
                Layout.fillWidth: true
                Layout.fillHeight: true
                plots: plots
                measure: BattlePlots.WreckedDivisions
                title: qsTr("Wrecked divisions (20.6b)")
                threshold: plots.wreckedThreshold
            }
            BattlePlot {
                objectName: "stragglerPlot"
                Layout.fillWidth: true
                Layout.fillHeight: true
                plots: plots
                measure: BattlePlots.Stragglers
                title: qsTr("Stragglers not yet recovered (21.0)")
            }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                BattlePlot {
                    objectName: "vpPlot"
                    anchors.fill: parent
                    visible: plots.vpShown
                    plots: plots
                    measure: BattlePlots.Vps
                    valueFormat: "%.1f"
                    title: plots.vpPartial ? qsTr("VPs so far (AE 4.2, 4.3; terrain VPs not entered)")
                                           : qsTr("VPs (AE 4.1-4.3)")
                }
                Column {
                    anchors.centerIn: parent
                    width: parent.width - 48
                    visible: !plots.vpShown
                    spacing: 8
                    SectionTitle { text: qsTr("VPs") }
                    Note {
                        objectName: "vpHidden"
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: page.game.scenarioText === ""
                              ? qsTr("This game has no scenario, so no VPs.")
                              : qsTr("The VPs tell both armies' losses: they are plotted only when viewing Both (9.0).")
                    }
                }
            }
        }
    }
}
