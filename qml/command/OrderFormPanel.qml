import QtQuick
import QtQuick.Controls
import AideDeCamp

// Writing an order (10.1): to whom, Attack or Non-Attack (10.1a), how it goes (AO, AW,
// IPO) and how far, the order itself; for Attack orders start, direction and limit
// (10.1c). Before sending: its cost and the Command Points left (10.1b), when it arrives
// (10.1e), its chances on the Acceptance Table (10.1f), and what would get it refused.
// The same panel writes an initiative order (10.2a) and a loose cannon's order (10.2g).
Popup {
    id: panel
    required property OpenGame game
    required property TableSet tableSet
    readonly property alias form: orderForm
    readonly property var d: orderForm.draft
    readonly property string mode: d.mode
    // The receiver is an aide de camp, who takes units of his own (AE 2.3).
    readonly property bool toAide: orderForm.receivers.some(r => r.id === panel.d.receiver && r.kind === "aide") // qmllint disable type
    signal sent()

    modal: true
    focus: true
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 40 : 1200, 1200)
    height: Overlay.overlay ? Overlay.overlay.height - 24 : 700
    anchors.centerIn: Overlay.overlay
    padding: 16
    closePolicy: Popup.CloseOnEscape

    // mode: write | initiative | loose-cannon; side: the force's army; sender: for
    // initiative and loose cannon, the leader who rolled; type: attack | non-attack, the
    // type the order starts with (a written order's default is Non-Attack).
    function start(mode, side, sender, type) {
        orderForm.clear()
        orderForm.draft = { mode: mode, side: side, sender: sender, receiver: "", mp: "",
                            type: type || (mode === "write" ? "non-attack" : "attack"), method: mode === "write" ? "AO" : "" }
        if (mode === "write" && sender === "") orderForm.draft = { sender: orderForm.armyCommander }
        open()
        panel.advance(false)
    }
    function set(key, value) { const m = {}; m[key] = value; orderForm.draft = m }
    // The first field shown that the order still lacks, in the form's order; null when none.
    // What is lacking is the model's to say: no arrival yet wants the MPs, no logged text
    // wants the order's words.
    function lacking() {
        const writing = panel.mode === "write", attack = panel.d.type === "attack"
        if (writing && panel.d.receiver === "") return receiverPicker.filterField
        if (writing && panel.toAide && unitList.ids.length === 0) return unitList.findField
        if (writing && panel.d.method !== "IPO" && orderForm.arrival === "") return mpField
        if (attack && (panel.d.direction || "") === "") return directionField
        if (attack && (panel.d.limit || "") === "") return limitField
        if (orderForm.loggedText === "") return textArea
        return null
    }
    // On to the next field the order lacks. With none left, Enter in the last field sends
    // when nothing blocks; otherwise the Send button takes the focus beside the blockers.
    function advance(last) {
        const next = panel.lacking()
        if (next !== null) next.forceActiveFocus(Qt.TabFocusReason)
        else if (last && orderForm.blockers.length === 0) panel.sendNow()
        else sendButton.forceActiveFocus(Qt.TabFocusReason)
    }
    function sendNow() { if (orderForm.send()) { panel.close(); panel.sent() } }

    OrderForm { id: orderForm; objectName: "orderForm"; game: panel.game; tableSet: panel.tableSet }

    background: DialogFrame { }

    component Choice: AppButton {
        property bool chosen: false
        property string label
        highlighted: chosen
        text: (chosen ? "\u25C9 " : "\u25CB ") + label
    }
    component Label: Text {
        color: Theme.text
        font.pixelSize: Theme.fontSize
        font.bold: true
        height: Theme.target
        verticalAlignment: Text.AlignVCenter
    }

    contentItem: Item {
        Flickable {
            id: flick
            anchors.left: parent.left
            anchors.top: parent.top
            width: parent.width * 0.62
            anchors.bottom: actions.top
            anchors.bottomMargin: 8
            clip: true
            contentHeight: body.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            KeepFocusVisible { flickable: flick }

            Column {
                id: body
                width: flick.width - 20
                spacing: 10

                SectionTitle {
                    width: parent.width
                    text: panel.mode === "initiative" ? qsTr("Initiative order (10.2a): accepted at once")
                        : panel.mode === "loose-cannon" ? qsTr("Loose cannon (10.2g): the opponent's order for one turn")
                        : qsTr("Write an order (10.1)")
                }
                Row {
                    spacing: 10
                    visible: panel.mode === "write"
                    Label { text: qsTr("Sender") }
                    ComboBox {
                        id: senderBox
                        objectName: "senderBox"
                        width: 300
                        implicitHeight: Theme.target
                        font.pixelSize: Theme.fontSize
                        model: orderForm.senders
                        textRole: "label"
                        valueRole: "id"
                        onActivated: panel.set("sender", currentValue)
                        Connections {
                            target: orderForm
                            function onComputed() { senderBox.currentIndex = senderBox.indexOfValue(orderForm.draft.sender) } // qmllint disable type
                        }
                    }
                }
                Note {
                    width: parent.width
                    text: panel.mode === "write"
                          ? qsTr("Orders are the army commander's: %1 for the %2 (10.1b); he spends the Command Points.").arg(orderForm.armyCommanderName)
                            .arg(panel.d.side === "french" ? qsTr("French") : qsTr("Austrians"))
                          : panel.mode === "initiative"
                            ? qsTr("%1 writes his own order; no Command Points, no acceptance roll. He still has to reach his HQ to implement it (10.0a).").arg(orderForm.senderName)
                            : qsTr("The opposing player writes this order for %1's force; it cancels the force's orders and lasts one turn. It may not send them against their own side (10.2g).").arg(orderForm.senderName)
                }

                Label { visible: panel.mode === "write"; text: qsTr("Receiver") }
                ReceiverPicker {
                    id: receiverPicker
                    width: parent.width
                    visible: panel.mode === "write"
                    receivers: orderForm.receivers
                    chosen: panel.d.receiver || ""
                    onPicked: (id) => { panel.set("receiver", id); panel.advance(false) }
                }
                Note {
                    width: parent.width
                    visible: panel.mode === "write"
                    text: qsTr("A corps receives a corps order; a division, cavalry brigade or artillery unit a divisional goal (10.5b); Mouton or Rapp up to four units of his own (AE 2.3).")
                }
                UnitChecklist {
                    id: unitList
                    width: parent.width
                    visible: panel.mode === "write" && panel.toAide
                    units: orderForm.units
                    chosen: panel.d.units || ""
                    onEdited: (units) => panel.set("units", units)
                }

                Flow { // choices wrap to a second line in a narrow window
                    width: parent.width
                    spacing: 10
                    Label { text: qsTr("Type") }
                    Choice { objectName: "typeAttack"; label: qsTr("Attack"); chosen: panel.d.type === "attack"; onClicked: panel.set("type", "attack") }
                    Choice { objectName: "typeNonAttack"; label: qsTr("Non-Attack"); chosen: panel.d.type === "non-attack"; onClicked: panel.set("type", "non-attack") }
                }
                Note {
                    width: parent.width
                    text: panel.d.type === "attack"
                          ? qsTr("Attack (10.1a): the order takes its units towards, into or around ground the enemy controls or covers, such as a gap, whether or not a fight is expected; only an Attack order allows offensive combat.")
                          : qsTr("Non-Attack (10.1a): any order that is not an Attack order; it allows no offensive combat. Some things need no order at all (10.1h).")
                }

                Flow { // choices wrap to a second line in a narrow window
                    width: parent.width
                    spacing: 10
                    visible: panel.mode === "write"
                    Label { text: qsTr("Method") }
                    Choice { objectName: "methodAO"; label: qsTr("AO aide, oral"); chosen: panel.d.method === "AO"; onClicked: panel.set("method", "AO") }
                    Choice { objectName: "methodAW"; label: qsTr("AW aide, written"); chosen: panel.d.method === "AW"; onClicked: panel.set("method", "AW") }
                    Choice { objectName: "methodIPO"; label: qsTr("IPO in person"); chosen: panel.d.method === "IPO"; onClicked: panel.set("method", "IPO") }
                }
                Flow { // choices wrap to a second line in a narrow window
                    width: parent.width
                    spacing: 10
                    visible: panel.mode === "write" && panel.d.method !== "IPO"
                    Label { text: qsTr("Delivery: leader MPs to the receiver's HQ") }
                    AppTextField {
                        id: mpField
                        objectName: "mpField"
                        width: 100
                        inputMethodHints: Qt.ImhDigitsOnly
                        text: panel.d.mp || ""
                        onTextEdited: panel.set("mp", text)
                        KeyNavigation.tab: attackFields.visible ? directionField : textArea
                        Keys.onReturnPressed: panel.advance(false)
                        Keys.onEnterPressed: panel.advance(false)
                    }
                }
                Note {
                    width: parent.width
                    visible: panel.mode === "write"
                    text: panel.d.method === "IPO" ? qsTr("In person: only when sender and receiver share a hex; received this turn (10.1e).")
                                                  : qsTr("By aide: the MPs a leader would spend to ride to the receiver's HQ, divided by 10 and rounded up, is the turns in transit (10.1e).")
                }

                // 10.1c: direction and limit, typed or picked again from this side's earlier orders.
                Column {
                    id: attackFields
                    width: parent.width
                    spacing: 8
                    visible: panel.d.type === "attack"
                    Note { width: parent.width; text: qsTr("An Attack order needs a direction or path and a limit; without them it is refused (10.1c). Without a start time or signal it begins once accepted and implemented.") }
                    AppTextField {
                        id: directionField
                        objectName: "directionField"
                        width: parent.width
                        placeholderText: qsTr("Direction or path")
                        text: panel.d.direction || ""
                        onTextEdited: panel.set("direction", text)
                        KeyNavigation.tab: limitField
                        Keys.onReturnPressed: panel.advance(false)
                        Keys.onEnterPressed: panel.advance(false)
                    }
                    PickChips {
                        width: parent.width
                        name: "directionChip"
                        title: qsTr("Earlier:")
                        choices: orderForm.earlierDirections
                        onPicked: (text) => { panel.set("direction", text); panel.advance(false) }
                    }
                    AppTextField {
                        id: limitField
                        objectName: "limitField"
                        width: parent.width
                        placeholderText: qsTr("Limit of the operation")
                        text: panel.d.limit || ""
                        onTextEdited: panel.set("limit", text)
                        KeyNavigation.tab: textArea
                        Keys.onReturnPressed: panel.advance(true)
                        Keys.onEnterPressed: panel.advance(true)
                    }
                    PickChips {
                        width: parent.width
                        name: "limitChip"
                        title: qsTr("Earlier:")
                        choices: orderForm.earlierLimits
                        onPicked: (text) => { panel.set("limit", text); panel.advance(false) }
                    }
                }

                Label { text: panel.d.type === "attack" ? qsTr("The order (may be left empty)") : qsTr("The order") }
                TextArea {
                    id: textArea
                    objectName: "orderText"
                    width: parent.width
                    height: Math.max(80, implicitHeight)
                    wrapMode: TextEdit.Wrap
                    font.pixelSize: Theme.fontSize
                    color: Theme.text
                    placeholderText: panel.d.type === "attack" ? qsTr("In your words, or leave it to the direction and limit")
                                                               : qsTr("As you would write it on the Order Log")
                    placeholderTextColor: Theme.muted
                    text: panel.d.text || ""
                    onTextChanged: if (text !== (panel.d.text || "")) panel.set("text", text)
                    // Tab leaves the text for the next field (whichever are shown), as in the other fields.
                    Keys.onTabPressed: (event) => { textArea.nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason); event.accepted = true }
                    Keys.onBacktabPressed: (event) => { textArea.nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason); event.accepted = true }
                    background: Rectangle {
                        color: Theme.window
                        border.color: textArea.activeFocus ? Theme.focus : Theme.border
                        border.width: textArea.activeFocus ? 3 : 1
                        radius: Theme.radius
                    }
                }
                AppTextField {
                    id: startField
                    objectName: "startField"
                    width: parent.width
                    visible: attackFields.visible
                    placeholderText: qsTr("Start time or signal (optional)")
                    text: panel.d.start || ""
                    onTextEdited: panel.set("start", text)
                    Keys.onReturnPressed: panel.advance(true)
                    Keys.onEnterPressed: panel.advance(true)
                }
                Note {
                    objectName: "loggedText"
                    width: parent.width
                    visible: panel.d.type === "attack" && (panel.d.text || "").trim() === "" && ((panel.d.direction || "") !== "" || (panel.d.limit || "") !== "") // qmllint disable type
                    text: qsTr("The Order Log will read: %1").arg(orderForm.loggedText)
                }
                MessageBox {
                    objectName: "onItsWay"
                    width: parent.width
                    kind: "warning"
                    visible: panel.mode === "initiative" && orderForm.onItsWay.length > 0
                    heading: qsTr("An order is on its way to him (10.2f):")
                    text: orderForm.onItsWay.join("\n") + "\n" + qsTr("Initiative cannot issue an order still in transit or delayed; only a different one. Confirm below that this one is different.") // qmllint disable type
                }
                AppCheckBox {
                    objectName: "differentBox"
                    visible: panel.mode === "initiative"
                    text: qsTr("A different order from one still on its way or delayed (10.2f)")
                    checked: panel.d.different === true
                    onToggled: panel.set("different", checked)
                }
                Column {
                    width: parent.width
                    spacing: 6
                    visible: orderForm.asksSolitaire
                    Label { text: qsTr("Solitaire (3.2b)") }
                    Note { width: parent.width; text: qsTr("Did you write this order because of, or to take advantage of, an order you wrote for the other side?") }
                    Row {
                        spacing: 10
                        Choice { objectName: "solitaireNo"; label: qsTr("No: send it"); chosen: panel.d.solitaire === "no"; onClicked: panel.set("solitaire", "no") }
                        Choice { objectName: "solitaireYes"; label: qsTr("Yes: do not send it"); chosen: panel.d.solitaire === "yes"; onClicked: panel.set("solitaire", "yes") }
                    }
                }
            }
        }

        // What the order costs, when it arrives, its chances, and what stands in its way.
        Flickable {
            id: summaryFlick
            anchors.left: flick.right
            anchors.leftMargin: 16
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.bottom: actions.top
            anchors.bottomMargin: 8
            clip: true
            contentHeight: summary.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: summaryFlick.contentHeight > summaryFlick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            Column {
                id: summary
                width: summaryFlick.width - 16
                spacing: 8
                Text {
                    objectName: "costText"
                    width: parent.width
                    visible: panel.mode === "write"
                    text: qsTr("Cost: %1 · Command Points left this turn: %2 of %3 (10.1b)")
                          .arg(orderForm.cost < 0 ? "?" : orderForm.cost).arg(orderForm.pointsLeft).arg(orderForm.allowance)
                    color: Theme.text
                    font.pixelSize: Theme.fontSize
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Text {
                    objectName: "arrivalText"
                    width: parent.width
                    text: qsTr("Arrives: %1").arg(orderForm.arrival === "" ? "?" : orderForm.arrival)
                    color: Theme.text
                    font.pixelSize: Theme.fontSize
                    wrapMode: Text.WordWrap
                }
                MessageBox {
                    objectName: "receiverOffMap"
                    width: parent.width
                    kind: "warning"
                    visible: orderForm.receiverOffMap !== ""
                    heading: qsTr("Not on the map yet:")
                    text: orderForm.receiverOffMap + qsTr(". The order may be sent all the same; it waits for them.")
                }
                MessageBox {
                    objectName: "blockers"
                    width: parent.width
                    kind: "warning"
                    visible: orderForm.blockers.length > 0
                    heading: qsTr("Before sending:")
                    text: orderForm.blockers.map(b => "• " + b).join("\n") // qmllint disable type
                }
                ChancesPanel {
                    width: parent.width
                    visible: panel.mode === "write"
                    chances: orderForm.chances
                }
            }
        }

        Column {
            id: actions
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            spacing: 8
            MessageBox {
                objectName: "formError"
                width: parent.width
                visible: orderForm.error !== ""
                heading: qsTr("Refused (nothing was written):")
                text: orderForm.error
            }
            Row {
                spacing: 12
                AppButton {
                    id: sendButton
                    objectName: "sendOrder"
                    primary: true
                    text: qsTr("Send the order")
                    onClicked: panel.sendNow()
                }
                AppButton {
                    objectName: "cancelOrder"
                    text: qsTr("Cancel")
                    onClicked: panel.close()
                }
            }
        }
    }
}
