import QtQuick
import QtQuick.Controls
import AideDeCamp

// The leaders of the open game, army by army: each leader's rank and command, his rating
// entered from the counter (26.0; unknown until entered), lost, in play, still to arrive or
// not in the scenario (16.4; those not in play listed last), and who leads his command now (26.4), "Leader casualty…", and each corps' commander with the "original
// corps commander lost" flag (10.3a). The viewing switch (9.0) is the Loss Charts' one:
// viewing one side, the other side's roster is not shown at all.
Item {
    id: page
    required property OpenGame game
    readonly property int viewer: game.viewer // a Viewer, shared by every page (OpenGame, 9.0)
    onViewerChanged: casualtyDialog.close() // the other side's leaders are not to be seen (9.0)

    LeaderRoster { id: french; objectName: "frenchRoster"; game: page.game; side: Side.French }
    LeaderRoster { id: austrian; objectName: "austrianRoster"; game: page.game; side: Side.Austrian }

    KeepFocusVisible { flickable: flick }

    NoGameOpen { game: page.game; text: qsTr("The roster belongs to a game: start one (Ctrl+N) or open one (Ctrl+G).") }

    Column {
        id: top
        visible: page.game.isOpen
        x: 12
        y: 8
        width: parent.width - 24
        spacing: 8
        ViewerSwitch {
            width: parent.width
            game: page.game
        }
        MessageBox {
            objectName: "rosterError"
            width: parent.width
            visible: page.game.error !== ""
            heading: qsTr("Refused:")
            text: page.game.error
        }
    }

    Rectangle {
        visible: page.game.isOpen
        anchors.top: top.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 8
        color: Theme.panel
        border.color: Theme.border
        radius: Theme.radius

        Flickable {
            id: flick
            objectName: "rosterFlick"
            anchors.fill: parent
            anchors.margins: 8
            clip: true
            contentWidth: Math.max(width, sides.implicitWidth + 16)
            contentHeight: sides.implicitHeight + 16
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }
            ScrollBar.horizontal: ScrollBar { policy: flick.contentWidth > flick.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

            Column {
                id: sides
                spacing: 20
                Repeater {
                    model: [french, austrian]
                    Column {
                        id: section
                        required property var modelData
                        objectName: SideName.word(modelData.side) + "RosterSection"
                        visible: modelData.shown
                        spacing: 6
                        SectionTitle { text: qsTr("%1 — leaders").arg(section.modelData.title) }
                        // The army and each corps: who commands it now, and 10.3a.
                        Flow {
                            width: Math.max(600, flick.width - 24)
                            spacing: 8
                            Repeater {
                                model: section.modelData.commands
                                Rectangle {
                                    required property var modelData
                                    width: commandText.implicitWidth + 20
                                    height: commandText.implicitHeight + 12
                                    radius: Theme.radius
                                    color: modelData.originalCommanderLost ? Theme.warningBack : Theme.header
                                    border.color: modelData.originalCommanderLost ? Theme.warning : Theme.border
                                    Text {
                                        id: commandText
                                        objectName: "command_" + modelData.id
                                        anchors.centerIn: parent
                                        text: modelData.name + ": " + modelData.commander
                                              + (modelData.inPlay ? "" : " · " + modelData.status)
                                              + (modelData.originalCommanderLost ? " · " + qsTr("ORIGINAL COMMANDER LOST (10.3a)") : "")
                                        color: Theme.text
                                        font.pixelSize: Theme.smallSize
                                        font.bold: modelData.originalCommanderLost
                                    }
                                }
                            }
                        }
                        Repeater {
                            model: section.modelData.leaders
                            LeaderRow {
                                required property var modelData
                                width: Math.max(implicitWidth, flick.width - 16)
                                leader: modelData
                                roster: section.modelData
                                onCasualtyRequested: who => {
                                    casualtyDialog.roster = section.modelData
                                    casualtyDialog.openFor(who, modelData.name)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    LeaderCasualtyDialog { id: casualtyDialog; roster: french }
}
