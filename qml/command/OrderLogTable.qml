import QtQuick
import AideDeCamp

// One army's Order Log as printed in Part Two: number, arrival, receiver, sender, type and
// method, status; each line opens to show what happened to the order, turn by turn, with
// the rule. Viewing the other side (9.0) only its public loose-cannon orders are listed.
Column {
    id: table
    required property OpenGame game
    property int side: Side.French
    spacing: 4

    // The number (two digits and more), the status chip and the history button keep their
    // width; arrival, receiver, sender and type share what is left, down to 60% of their
    // room (their words wrap). In a narrow window (1024 px) the sender, nearly always the
    // army commander, moves from its column to the order's history.
    readonly property bool showSender: width >= 680
    readonly property real flex: Math.max(0.6, Math.min(1, (width - 44 - 126 - 44 - (showSender ? 6 : 5) * 6)
                                                           / (128 + 124 + (showSender ? 96 : 0) + 118)))
    readonly property var widths: [44, 128 * flex, 124 * flex, showSender ? 96 * flex : 0, 118 * flex, 126]
    readonly property var headings: [qsTr("No."), qsTr("Arrives"), qsTr("Receiver"), qsTr("Sender"), qsTr("Type & method"), qsTr("Status")]
    property var expanded: ({})

    OrderLog { id: log; objectName: "orderLog_" + SideName.word(table.side); game: table.game; side: table.side }

    SectionTitle {
        width: table.width
        text: log.title
    }
    Note {
        width: table.width
        visible: log.secret
        text: qsTr("Hidden (9.0): only orders both players know of (loose cannons, 10.2g) are shown.")
    }
    Note {
        width: table.width
        visible: log.orders.length === 0
        text: qsTr("No orders yet.")
    }
    Row {
        visible: log.orders.length > 0
        spacing: 6
        Repeater {
            model: table.headings
            Text {
                required property int index
                required property string modelData
                visible: table.widths[index] > 0
                width: table.widths[index]
                text: modelData
                color: Theme.muted
                font.pixelSize: Theme.smallSize
                font.bold: true
                wrapMode: Text.WordWrap
            }
        }
    }
    Repeater {
        model: log.orders
        Column {
            id: line
            required property var modelData
            required property int index
            // The other side's public lines (a loose cannon, 10.2g) come without their number (9.0).
            readonly property bool numbered: modelData.number !== undefined && modelData.number !== null
            readonly property string key: numbered ? String(modelData.number) : "public" + index
            readonly property bool open: table.expanded[key] === true
            width: table.width
            spacing: 2
            Rectangle {
                width: parent.width
                height: cells.height + 8
                color: Theme.panel
                radius: 4
                border.color: Theme.border
                Row {
                    id: cells
                    x: 0
                    y: 4
                    spacing: 6
                    Text { width: table.widths[0]; text: " " + (line.numbered ? line.modelData.number : "\u2014"); color: Theme.text; font.pixelSize: Theme.fontSize; font.bold: true }
                    Text { width: table.widths[1]; text: line.modelData.arrival; color: Theme.text; font.pixelSize: Theme.smallSize; wrapMode: Text.WordWrap }
                    Text { width: table.widths[2]; text: line.modelData.receiverName; color: Theme.text; font.pixelSize: Theme.smallSize; wrapMode: Text.WordWrap }
                    Text { visible: table.showSender; width: table.widths[3]; text: line.modelData.senderName; color: Theme.text; font.pixelSize: Theme.smallSize; wrapMode: Text.WordWrap }
                    Text { width: table.widths[4]; text: line.modelData.typeMethod; color: Theme.text; font.pixelSize: Theme.smallSize; wrapMode: Text.WordWrap }
                    Item {
                        width: table.widths[5]
                        height: chip.height
                        OrderStatusChip {
                            id: chip
                            objectName: "status_" + SideName.word(table.side) + "_" + line.key
                            status: line.modelData.status
                            text: line.modelData.statusText
                        }
                    }
                    AppButton {
                        objectName: "history_" + SideName.word(table.side) + "_" + line.key
                        text: line.open ? "\u25BE" : "\u25B8"
                        Accessible.name: line.numbered ? qsTr("History of order %1").arg(line.modelData.number) : qsTr("History of the loose cannon's order")
                        implicitWidth: 44
                        implicitHeight: 36
                        leftPadding: 4
                        rightPadding: 4
                        onClicked: {
                            const e = Object.assign({}, table.expanded)
                            e[line.key] = !line.open
                            table.expanded = e
                        }
                    }
                }
            }
            Column {
                visible: line.open
                x: 24
                width: parent.width - 24
                spacing: 4
                Note {
                    width: parent.width
                    text: (table.showSender ? "" : qsTr("From %1. ").arg(line.modelData.senderName))
                          + qsTr("Order: %1").arg(line.modelData.text)
                          + (line.modelData.start !== "" ? qsTr(" · start: %1").arg(line.modelData.start) : "")
                          + (line.modelData.direction !== "" ? qsTr(" · direction: %1").arg(line.modelData.direction) : "")
                          + (line.modelData.limit !== "" ? qsTr(" · limit: %1").arg(line.modelData.limit) : "")
                          + (line.modelData.units !== "" ? qsTr(" · units: %1").arg(line.modelData.units) : "")
                }
                Repeater {
                    model: line.modelData.events
                    Item {
                        id: event
                        required property var modelData
                        width: parent.width
                        height: Math.max(what.implicitHeight, tag.height)
                        Text {
                            id: what
                            width: event.width - tag.width - 12
                            text: qsTr("Turn %1 (%2): %3").arg(event.modelData.turn).arg(event.modelData.time).arg(event.modelData.what)
                            color: Theme.text
                            font.pixelSize: Theme.smallSize
                            wrapMode: Text.WordWrap
                        }
                        RuleTag { id: tag; anchors.right: parent.right; rule: event.modelData.rule }
                    }
                }
            }
        }
    }
}
