import QtQuick
import QtQuick.Controls
import AideDeCamp

// One game on several laptops (docs/protocol.md). Host: this laptop keeps the open game and
// shows a join code for each seat (French, Austrian, umpire); every seat's action is checked
// and written here. Join: this laptop becomes one seat of a game another laptop hosts, and
// sees only what that seat may see (9.0), filtered by the host before it is sent.
Dialog {
    id: dialog
    required property OpenGame game
    property string mode: "join" // "host" or "join"

    objectName: "severalLaptopsDialog"
    modal: true
    focus: true
    parent: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 820, 820)
    height: Math.min(parent ? parent.height - 20 : 640, body.implicitHeight + 40)
    x: parent ? (parent.width - width) / 2 : 0
    y: parent ? (parent.height - height) / 2 : 0
    padding: 16
    background: DialogFrame { }

    function start(how, address) {
        mode = how
        game.dismissError()
        if (address !== undefined && address !== "") addressField.text = address
        open()
    }
    onOpened: {
        if (mode === "host") hostButton.forceActiveFocus()
        else if (addressField.text === "") addressField.forceActiveFocus()
        else codeField.forceActiveFocus()
    }

    function join() {
        if (game.joinGame(addressField.text, codeField.text)) codeField.text = ""
    }
    function seatTitle(seat) {
        return SideName.of(seat) || qsTr("Umpire")
    }

    component Choice: AppButton {
        property bool chosen: false
        property string label
        highlighted: chosen
        text: (chosen ? "\u25C9 " : "\u25CB ") + label
    }

    Column {
        id: body
        width: parent.width
        spacing: 12

        SectionTitle { width: body.width; text: qsTr("Several laptops") }
        Row {
            spacing: 8
            Choice {
                objectName: "mode_join"
                label: qsTr("Join a game")
                chosen: dialog.mode === "join"
                onClicked: dialog.mode = "join"
            }
            Choice {
                objectName: "mode_host"
                label: qsTr("Host this game")
                chosen: dialog.mode === "host"
                enabled: dialog.game.isOpen && dialog.game.seatState === ""
                onClicked: dialog.mode = "host"
            }
        }

        // Join: the host's address and this seat's code.
        Column {
            width: body.width
            spacing: 8
            visible: dialog.mode === "join"
            Note {
                width: parent.width
                wrapMode: Text.WordWrap
                text: qsTr("Ask the host for its address and for your seat's join code. The code "
                           + "decides which side you see: the host sends you nothing of the other "
                           + "side's staff (9.0).")
            }
            Note { text: qsTr("Host (address:port):") }
            AppTextField {
                id: addressField
                objectName: "joinAddress"
                width: parent.width
                placeholderText: "192.168.1.20:7755"
                onAccepted: codeField.forceActiveFocus()
            }
            Note { text: qsTr("Join code:") }
            AppTextField {
                id: codeField
                objectName: "joinCode"
                width: parent.width
                font.capitalization: Font.AllUppercase
                placeholderText: "ABCD-EFGH-JKLM"
                onAccepted: dialog.join()
            }
            Note {
                objectName: "seatStatus"
                width: parent.width
                wrapMode: Text.WordWrap
                visible: dialog.game.seatState !== ""
                color: dialog.game.seatState === "joined" ? Theme.text : Theme.warning
                text: dialog.game.seatState === "joined"
                      ? qsTr("Joined %1 as the %2 seat, encrypted; the host proved it holds your code.").arg(dialog.game.seatHost).arg(dialog.seatTitle(dialog.game.seat))
                      : dialog.game.seatState === "connecting" ? qsTr("Joining %1…").arg(dialog.game.seatHost)
                      : dialog.game.seatState === "gone" ? qsTr("The host at %1 is not answering: trying again…").arg(dialog.game.seatHost)
                      : qsTr("Not joined.")
            }
        }

        // Host: where seats join and each seat's code.
        Column {
            width: body.width
            spacing: 8
            visible: dialog.mode === "host"
            Note {
                width: parent.width
                wrapMode: Text.WordWrap
                text: dialog.game.hosting
                      ? qsTr("Seats join at the address below with their own code. Give each player "
                             + "only his side's code; the umpire's sees everything. Everything "
                             + "between the laptops is encrypted, and the codes never cross the network.")
                      : qsTr("The game stays on this laptop: every seat's action is checked and "
                             + "written here, as if made here. This machine only is for trying it "
                             + "out; the local network lets other laptops join.")
            }
            Row {
                spacing: 8
                visible: !dialog.game.hosting
                Note { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Port:") }
                AppTextField {
                    id: portField
                    objectName: "hostPort"
                    width: 140
                    text: "7755"
                    inputMethodHints: Qt.ImhDigitsOnly
                }
                AppCheckBox {
                    id: lanBox
                    objectName: "hostLan"
                    text: qsTr("On the local network")
                    checked: false // 127.0.0.1 only, until the host says otherwise
                }
            }
            Column {
                spacing: 6
                visible: dialog.game.hosting
                Row {
                    spacing: 16
                    Note { width: 120; anchors.verticalCenter: parent.verticalCenter; text: qsTr("Address:") }
                    Text {
                        objectName: "hostAddresses"
                        text: {
                            let out = ""
                            for (const a of dialog.game.hostAddresses) out += (out === "" ? "" : "   ") + a
                            return out
                        }
                        color: Theme.text
                        font.pixelSize: Theme.titleSize
                        font.bold: true
                    }
                }
                Repeater {
                    model: ["french", "austrian", "umpire"]
                    Item {
                        required property string modelData
                        implicitWidth: codeRow.implicitWidth
                        implicitHeight: codeRow.implicitHeight
                        Row {
                            id: codeRow
                            spacing: 16
                            Note {
                                width: 120
                                anchors.verticalCenter: parent.verticalCenter
                                text: dialog.seatTitle(modelData) + ":"
                            }
                            Text {
                                objectName: "code_" + modelData
                                text: dialog.game.joinCodes[modelData] || ""
                                color: Theme.text
                                font.family: "monospace"
                                font.pixelSize: Theme.titleSize
                                font.bold: true
                            }
                            Note {
                                anchors.verticalCenter: parent.verticalCenter
                                text: dialog.game.seatsJoined.indexOf(modelData) >= 0 ? qsTr("joined") : ""
                            }
                        }
                    }
                }
            }
        }

        // What the host refused and the connections it closed, the latest few (#33).
        Note {
            objectName: "hostLog"
            width: body.width
            wrapMode: Text.WordWrap
            visible: dialog.mode === "host" && dialog.game.hosting && dialog.game.hostLog.length > 0
            text: qsTr("Refused lately:\n%1").arg(dialog.game.hostLog.slice(-4).join("\n")) // qmllint disable type
        }

        Note {
            objectName: "severalLaptopsError"
            width: body.width
            wrapMode: Text.WordWrap
            visible: dialog.game.error !== ""
            color: Theme.warning
            text: dialog.game.error
        }

        Row {
            spacing: 8
            AppButton {
                objectName: "joinButton"
                visible: dialog.mode === "join"
                text: qsTr("Join")
                onClicked: dialog.join()
            }
            AppButton {
                id: hostButton
                objectName: "hostButton"
                visible: dialog.mode === "host"
                text: dialog.game.hosting ? qsTr("Stop hosting") : qsTr("Host")
                onClicked: dialog.game.hosting ? dialog.game.stopHosting()
                                               : dialog.game.hostGame(parseInt(portField.text), lanBox.checked)
            }
            AppButton { text: qsTr("Close"); onClicked: dialog.close() }
        }
    }
}
