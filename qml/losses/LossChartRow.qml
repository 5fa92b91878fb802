import QtQuick
import QtQuick.Controls
import AideDeCamp

// One line of a Loss Chart: a corps or division heading (a division's boxes fill as its
// brigades wreck), a brigade's boxes by fire level with its marks, or an artillery unit's
// gun points (with its detached batteries, 27.1). Low Ammo (AE 2.1) is marked on French
// infantry and artillery rows. A row not in the scenario, or not yet arrived, says so first
// (16.4). Every state is written in words as well as coloured.
Item {
    id: line
    required property var row
    required property ArmyLossChart chart
    readonly property bool isBrigade: row.kind === "brigade"
    signal recoverStragglers(string brigade) // 21.2: the page opens its dialog
    implicitWidth: content.x + content.implicitWidth + 8
    implicitHeight: content.implicitHeight + 6

    Rectangle {
        anchors.fill: parent
        visible: line.row.kind === "corps"
        color: Theme.header
        radius: Theme.radius
    }

    Row {
        id: content
        x: line.row.kind === "brigade" || line.row.kind === "artillery" ? 24 : (line.row.kind === "division" ? 10 : 4)
        y: 3
        spacing: 10

        Text {
            id: label
            width: line.row.kind === "corps" ? 400 : 140 - content.x
            anchors.verticalCenter: parent.verticalCenter
            text: line.row.kind === "corps" ? line.row.name + (line.row.inPlay === false ? "  \u00B7  " + line.row.presenceText : "")
                : line.row.kind === "division" ? line.row.name + (line.row.elite ? "  ★ " + qsTr("elite %1").arg(line.row.eliteValue) : "")
                : line.row.id
            color: Theme.text
            font.pixelSize: line.row.kind === "corps" ? Theme.titleSize - 4 : Theme.fontSize
            font.bold: line.row.kind !== "brigade"
            wrapMode: Text.WordWrap
        }

        Column {
            anchors.verticalCenter: parent.verticalCenter
            spacing: 2
            // Boxes: a brigade's grouped by fire level, or a division's (one per brigade).
            Row {
                id: boxRow
                visible: line.row.kind === "brigade" || line.row.kind === "division"
                spacing: 0
                Repeater {
                    model: line.row.boxes ? line.row.boxes : []
                    Row {
                        required property var modelData
                        spacing: 0
                        Item { width: modelData.first && line.isBrigade ? 6 : 0; height: 1 }
                        Column {
                            spacing: 0
                            Text {
                                visible: line.isBrigade
                                width: 26
                                height: 18
                                text: modelData.first ? modelData.level : ""
                                color: Theme.muted
                                font.pixelSize: 13
                            }
                            Rectangle {
                                width: 26
                                height: 26
                                color: line.isBrigade ? (modelData.mark === "X" ? Theme.errorBack : modelData.mark === "/" ? Theme.warningBack : Theme.cellKnown)
                                                      : (modelData.marked ? Theme.errorBack : Theme.cellKnown)
                                border.color: Theme.border
                                Text {
                                    anchors.centerIn: parent
                                    text: line.isBrigade ? modelData.mark : (modelData.marked ? "X" : "")
                                    color: line.isBrigade && modelData.mark === "/" ? Theme.warning : Theme.error
                                    font.pixelSize: 20
                                    font.bold: true
                                }
                            }
                        }
                        // The wrecked mark (20.6a, 20.6b), drawn between boxes.
                        Rectangle {
                            visible: modelData.markAfter
                            y: line.isBrigade ? 14 : -4
                            width: 4
                            height: 36
                            color: Theme.accent
                        }
                    }
                }
            }

            Text {
                objectName: "status_" + line.row.id
                visible: line.row.kind !== "corps"
                width: 400
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.smallSize
                font.bold: line.row.eliminated === true || line.row.wrecked === true || line.row.wrecked === "yes"
                color: line.row.eliminated === true ? Theme.error
                     : (line.row.wrecked === true || line.row.wrecked === "yes") ? Theme.warning
                     : line.row.wrecked === "unknown" ? Theme.warning : Theme.muted
                text: (line.row.inPlay === false ? line.row.presenceText + " · " : "") + rowStatus
                // Not in the scenario, or not yet arrived (16.4): said first, in words.
                readonly property string rowStatus: {
                    const r = line.row
                    const ammo = r.lowAmmo === true ? " · " + qsTr("LOW AMMO (AE 2.1)") : ""
                    if (r.kind === "artillery")
                        return (r.eliminated ? qsTr("Eliminated (27.2)") : qsTr("%1 gun points, %2 lost").arg(r.gunPoints).arg(r.lost))
                               + (r.detachedFrom !== "" ? " · " + qsTr("battery detached from %1 (27.1)").arg(r.detachedFrom) : "") + ammo
                    if (r.kind === "division")
                        return r.wrecked ? qsTr("Division wrecked (20.6b)") : qsTr("%1 of %2 brigades wrecked").arg(r.marks).arg(r.boxes.length)
                    if (r.eliminated) return qsTr("Eliminated") + ammo
                    const level = qsTr("Fire level %1").arg(r.fireLevel)
                    if (r.wrecked === "unknown") return level + " · " + qsTr("wrecked: unknown, enter the mark") + ammo
                    return level + (r.wrecked === "yes" ? " · " + qsTr("WRECKED") : "")
                           + (r.skirmisherBoxes > 0 ? " · " + qsTr("skirmishers out %1/%2").arg(r.skirmishersOut).arg(r.skirmisherBoxes) : "")
                           + ammo
                }
            }
        }

        Row {
            spacing: 6
            anchors.verticalCenter: parent.verticalCenter
            visible: line.row.kind === "brigade" || line.row.kind === "artillery"
            // 20.6a: a wrecked mark the transcription lacks, read off the printed chart.
            Row {
                spacing: 6
                visible: line.isBrigade && line.row.markKnown === false
                Note { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Mark after box") }
                TextField {
                    id: markField
                    objectName: "markField_" + line.row.id
                    width: 60
                    implicitHeight: Theme.target
                    font.pixelSize: Theme.fontSize
                    color: Theme.text
                    onAccepted: line.chart.setWreckedMark(line.row.id, text)
                    background: Rectangle {
                        color: Theme.window
                        border.color: markField.activeFocus ? Theme.focus : Theme.border
                        border.width: markField.activeFocus ? 3 : 1
                        radius: Theme.radius
                    }
                }
                AppButton {
                    objectName: "setMark_" + line.row.id
                    text: qsTr("Enter")
                    onClicked: line.chart.setWreckedMark(line.row.id, markField.text)
                }
            }
            // 24.0a: the class printed on a cavalry counter.
            Repeater {
                model: line.isBrigade && line.row.cavalry === true ? [["heavy", qsTr("Heavy")], ["light", qsTr("Light")]] : []
                AppButton {
                    required property var modelData
                    objectName: "class_" + modelData[0] + "_" + line.row.id
                    text: (line.row.cavalryClass === modelData[0] ? "\u25C9 " : "\u25CB ") + modelData[1]
                    highlighted: line.row.cavalryClass === modelData[0]
                    onClicked: line.chart.setCavalryClass(line.row.id, modelData[0])
                }
            }
            AppButton {
                objectName: "casualty_" + line.row.id
                visible: line.isBrigade
                text: "X +1"
                enabled: !line.row.eliminated
                onClicked: line.chart.markCasualty(line.row.id)
            }
            AppButton {
                objectName: "straggler_" + line.row.id
                visible: line.isBrigade && line.row.takesStragglers === true
                text: "/ +1"
                enabled: !line.row.eliminated
                onClicked: line.chart.markStraggler(line.row.id)
            }
            AppButton {
                objectName: "release_" + line.row.id
                visible: line.isBrigade && line.row.skirmisherBoxes > 0
                text: qsTr("Skirm. out")
                onClicked: line.chart.releaseSkirmisher(line.row.id)
            }
            AppButton {
                objectName: "recover_" + line.row.id
                visible: line.isBrigade && line.row.skirmishersOut > 0
                text: qsTr("Skirm. back")
                onClicked: line.chart.recoverSkirmisher(line.row.id)
            }
            AppButton {
                objectName: "gun_" + line.row.id
                visible: line.row.kind === "artillery"
                text: qsTr("Gun point lost")
                enabled: !line.row.eliminated
                onClicked: line.chart.loseGunPoint(line.row.id)
            }
            AppButton {
                objectName: "recoverStragglers_" + line.row.id
                visible: line.isBrigade && line.row.stragglers > 0
                text: qsTr("Recover stragglers…")
                onClicked: line.recoverStragglers(line.row.id)
            }
            AppButton {
                objectName: "lowAmmo_" + line.row.id
                visible: line.row.lowAmmoApplies === true && line.row.lowAmmo !== true
                text: qsTr("Low Ammo")
                onClicked: line.chart.markLowAmmo(line.row.id)
            }
            Loader {
                active: line.row.kind === "artillery"
                visible: active
                anchors.verticalCenter: parent.verticalCenter
                sourceComponent: BatteryControls { row: line.row; chart: line.chart }
            }
        }
    }
}
