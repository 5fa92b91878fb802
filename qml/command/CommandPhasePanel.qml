import QtQuick
import QtQuick.Controls
import AideDeCamp

// What the Command Phase asks of one side now, each with its button: rolls with the
// app's dice (the seed is shown) or the player's own, typed in the dice field; the last
// roll's dice, who threw them and why (ResultPanel). Nothing here decides a rule: the
// models ask the engine, and a refusal is shown in its words.
Column {
    id: panel
    required property OpenGame game
    required property TableSet tableSet
    required property CommandPhase phase
    required property CommandRoller roller
    signal writeOrder()
    signal writeAttackOrder()
    spacing: 10

    readonly property string side: phase.shownSide
    readonly property string dice: diceField.text.trim()
    // 9.0, 8.1: only what the shown side may do at this step is offered; the engine
    // refuses the rest anyway.
    function now(step) { return panel.phase.acting && panel.phase.step === step }
    readonly property bool issuing: now("order-issue") // 10.1: orders are written now
    property var offMap: ({})      // order -> [division ids not yet on the map] (10.3d)
    property bool lowAmmoRule: false // AE 2.1 optional

    component Item_: Rectangle {
        default property alias content: inner.data
        width: panel.width
        implicitHeight: inner.implicitHeight + 16
        color: Theme.raised
        radius: Theme.radius
        Column { id: inner; x: 8; y: 8; width: parent.width - 16; spacing: 6 }
    }
    component Line: Text {
        width: parent ? parent.width : 100
        color: Theme.text
        font.pixelSize: Theme.fontSize
        wrapMode: Text.WordWrap
    }

    // Each roll of the phase, as its button and Enter make it, with the dice typed (or the app's).
    function acceptanceRoll(order) { panel.roller.rollAcceptance(panel.side, order.number, panel.dice) }
    function delayRoll(order) { panel.roller.rollDelay(panel.side, order.number, panel.dice) }
    function stoppageRoll(check) {
        panel.roller.rollStoppage(panel.side, check.order, panel.offMapOf(check.order), panel.lowAmmoRule, panel.dice)
    }
    function retreatRoll(corps) {
        // The reason the engine recorded when it fell due (10.0c or AE 3.4), sent back as it is.
        panel.roller.retreat(panel.side, corps, panel.phase.retreatReasons[corps].reason, panel.dice)
    }

    // The first roll due now, in the panel's order (acceptance, delay reduction, Corps Attack
    // Stoppage, emergency retreat): Enter in the dice field rolls it, and the field takes the
    // focus while one is due. Initiative is left to its button: the leader is the player's pick.
    readonly property var dueRoll: {
        panel.game.revision
        if (panel.now("new-order-acceptance") && phase.arrived.length > 0) {
            const o = phase.arrived[0]
            return { label: qsTr("roll acceptance for %1").arg(o.label), roll: () => panel.acceptanceRoll(o) }
        }
        if (panel.now("delay-reduction")) {
            const d = phase.delayed.find(o => o.reducible)
            if (d) return { label: qsTr("roll delay reduction for %1").arg(d.label), roll: () => panel.delayRoll(d) }
        }
        if (phase.stoppage.length > 0) {
            const c = phase.stoppage[0]
            return { label: qsTr("roll Corps Attack Stoppage for %1").arg(c.label), roll: () => panel.stoppageRoll(c) }
        }
        if (phase.retreats.length > 0) {
            const corps = phase.retreats[0]
            return { label: qsTr("roll the emergency retreat of %1").arg(corps), roll: () => panel.retreatRoll(corps) }
        }
        return null
    }
    function rollDue() { if (dueRoll) dueRoll.roll() }
    function focusDice() { diceField.forceActiveFocus(Qt.OtherFocusReason) }
    // At once, not later: a control the player (or a test) focuses next keeps the focus.
    onDueRollChanged: if (dueRoll && panel.visible) panel.focusDice()
    onVisibleChanged: if (dueRoll && panel.visible) panel.focusDice()

    function offMapOf(order) { return offMap[order] || [] }
    function toggleOffMap(order, division, on) {
        const m = Object.assign({}, offMap)
        const list = (m[order] || []).filter(d => d !== division)
        if (on) list.push(division)
        m[order] = list
        offMap = m
    }

    SectionTitle {
        width: panel.width
        text: qsTr("Command Phase — %1").arg(SideName.of(panel.side))
    }

    MessageBox {
        objectName: "unfinished"
        width: panel.width
        kind: "warning"
        visible: panel.phase.unfinished.length > 0
        heading: qsTr("Due before the next step (cannot be skipped):")
        text: panel.phase.unfinished.map(u => "• " + u).join("\n") // qmllint disable type
    }

    // The dice typed are for one roll of one player: gone once used, and at each hand-over.
    Connections {
        target: panel.roller
        function onDone() { if (panel.roller.error === "") diceField.clear() }
    }
    Connections {
        target: panel.game
        function onViewerChanged() { diceField.clear() }
    }

    // The dice for the next roll: empty for the app's, or the player's own.
    Row {
        spacing: 8
        Text { height: Theme.target; verticalAlignment: Text.AlignVCenter; text: qsTr("Your dice"); color: Theme.text; font.pixelSize: Theme.fontSize; font.bold: true }
        AppTextField {
            id: diceField
            objectName: "diceField"
            width: 90
            placeholderText: qsTr("app")
            Keys.onReturnPressed: event => panel.enterInDice(event)
            Keys.onEnterPressed: event => panel.enterInDice(event)
        }
    }
    function enterInDice(event) {
        if (!dueRoll || (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier))) {
            event.accepted = false
            return
        }
        rollDue()
    }
    Note {
        objectName: "diceNote"
        width: panel.width
        text: qsTr("Empty: the app rolls (seed shown). Or type yours: 11..66 as red then white, one die 1..6.")
              + (panel.dueRoll ? qsTr(" Enter: %1.").arg(panel.dueRoll.label) : "")
    }

    // A cell the transcription lacks: asked for here, kept with the player's charts, and the
    // same roll made again with the same dice.
    CellRequestPanel {
        objectName: "commandCellRequest"
        width: panel.width
        visible: panel.roller.request.active
        request: panel.roller.request
        mayUseOnce: false
        onSupplied: value => panel.roller.supplyValue(value)
        onCancelled: panel.roller.cancelRequest()
    }
    MessageBox {
        objectName: "rollError"
        width: panel.width
        visible: panel.roller.error !== "" && !panel.roller.request.active
        heading: qsTr("Refused (nothing changed):")
        text: panel.roller.error
    }
    Text {
        objectName: "rollMessage"
        width: panel.width
        visible: panel.roller.message !== "" && panel.roller.error === ""
        text: panel.roller.message
        color: Theme.accent
        font.pixelSize: Theme.fontSize
        font.bold: true
        wrapMode: Text.WordWrap
    }
    function toggleWhy() { resultPanel.whyOpen = !resultPanel.whyOpen }
    ResultPanel {
        id: resultPanel
        objectName: "commandResult"
        width: panel.width
        visible: panel.roller.result.valid
        result: panel.roller.result
    }
    Column {
        width: panel.width
        visible: panel.roller.stragglers.length > 0
        spacing: 2
        Note { text: qsTr("Straggler Table, brigade by brigade (10.4):") }
        Repeater {
            model: panel.roller.stragglers
            Text {
                required property var modelData
                text: qsTr("%1: rolled %2 (%3) → %4 straggler(s)").arg(modelData.brigade).arg(modelData.roll)
                      .arg(modelData.rolledBy === "app" ? qsTr("app") : qsTr("player")).arg(modelData.stragglers)
                color: Theme.text
                font.pixelSize: Theme.smallSize
            }
        }
    }

    Flow {
        width: panel.width
        spacing: 8
        visible: panel.issuing
        AppButton {
            objectName: "writeOrderButton"
            text: qsTr("Write order…  (10.1, Order Issue)")
            onClicked: panel.writeOrder()
        }
        AppButton {
            objectName: "writeAttackOrderButton"
            text: qsTr("Write an Attack order…  (Ctrl+Shift+A)")
            onClicked: panel.writeAttackOrder()
        }
    }

    // 10.1f: orders that have arrived are rolled for in New Order Acceptance.
    Repeater {
        model: panel.phase.arrived
        Item_ {
            required property var modelData
            Line { text: qsTr("%1 has arrived: roll on the Acceptance Table (10.1f).").arg(modelData.label) }
            AppButton {
                objectName: "accept_" + modelData.number
                visible: panel.now("new-order-acceptance")
                text: qsTr("Roll acceptance")
                onClicked: panel.acceptanceRoll(modelData)
            }
        }
    }
    Repeater {
        model: panel.phase.delayed
        Item_ {
            required property var modelData
            Line {
                text: modelData.reducible ? qsTr("%1 is delayed (%2): roll one die, %3 or more lifts it (10.1f).").arg(modelData.label).arg(modelData.delay).arg(modelData.delay.slice(1))
                                          : qsTr("%1 was delayed (%2) this turn: its first Delay Reduction roll comes next turn (10.1f).").arg(modelData.label).arg(modelData.delay)
            }
            AppButton {
                objectName: "delay_" + modelData.number
                visible: modelData.reducible && panel.now("delay-reduction")
                text: qsTr("Roll delay reduction")
                onClicked: panel.delayRoll(modelData)
            }
        }
    }
    Repeater {
        model: panel.phase.toImplement
        Item_ {
            required property var modelData
            Line { text: qsTr("%1 is accepted; it is implemented once the corps commander touches his HQ (10.0a).").arg(modelData.label) }
            AppButton {
                objectName: "implement_" + modelData.number
                text: qsTr("He touched his HQ: implement")
                onClicked: panel.roller.implement(panel.side, modelData.number)
            }
        }
    }

    // 8.2, 10.3a: no check owed this turn is said so, with why.
    Item_ {
        visible: panel.phase.step === "attack-stoppage" && panel.phase.stoppage.length === 0
        Line {
            objectName: "noStoppageCheck"
            text: qsTr("No Corps Attack Stoppage check this turn: only a command attacking under orders that was fired on at two hexes or less, or charged, in the previous turn checks (8.2, 10.3a).")
        }
    }

    // 10.3a: every Corps Attack Stoppage check due, with what it is rolled on.
    Repeater {
        model: panel.phase.stoppage
        Item_ {
            id: check
            required property var modelData
            readonly property var inputs: { panel.game.revision; return panel.phase.stoppageInputs(modelData.order, panel.offMapOf(modelData.order), panel.lowAmmoRule) }
            Line { text: qsTr("Corps Attack Stoppage: %1 (10.3a)").arg(check.modelData.label) }
            Note {
                objectName: "stoppageInputs_" + check.modelData.order
                width: parent.width
                text: check.inputs.map(i => i.key === "needs" ? qsTr("needs: %1").arg(i.value) : i.key.replace("_", " ") + " " + i.value).join(" · ")
            }
            Note { width: parent.width; visible: check.modelData.divisions.length > 0; text: qsTr("Divisions that have left the map do not count (10.3d; those not yet arrived, or on goals, are already left out):") }
            Flow {
                width: parent.width
                spacing: 4
                Repeater {
                    model: check.modelData.divisions
                    AppCheckBox {
                        required property var modelData
                        objectName: "offMap_" + check.modelData.order + "_" + modelData.id
                        text: qsTr("%1 off map").arg(modelData.name)
                        onToggled: panel.toggleOffMap(check.modelData.order, modelData.id, checked)
                    }
                }
            }
            AppCheckBox {
                objectName: "lowAmmoRule"
                visible: panel.side === "french"
                text: qsTr("Optional Low Ammo rule (AE 2.1)")
                checked: panel.lowAmmoRule
                onToggled: panel.lowAmmoRule = checked
            }
            AppButton {
                objectName: "stoppage_" + check.modelData.order
                text: qsTr("Roll Corps Attack Stoppage")
                onClicked: panel.stoppageRoll(check.modelData)
            }
        }
    }

    // AE 3.4: Charles' general retreat, said to the Austrian player only (the count is a secret, 9.0).
    Item_ {
        visible: panel.phase.archdukeShaken
        Line {
            objectName: "archdukeShaken"
            text: qsTr("AE 3.4: 7 or more Austrian divisions are wrecked. Charles has ordered every corps on the map to retreat its full movement allowance; all orders are cancelled and no Attack order may be written until fewer than 7 are wrecked.")
        }
    }

    // 10.4 / 10.0c / AE 3.4: emergency retreats due.
    Repeater {
        model: panel.phase.retreats
        Item_ {
            required property string modelData
            Line { text: qsTr("Emergency retreat of %1 (10.4, forced by %2): its orders accepted or delayed are lost; every infantry unit on the map rolls on the Straggler Table.").arg(modelData).arg(panel.phase.retreatReasons[modelData] ? panel.phase.retreatReasons[modelData].rule : "") }
            Note { width: parent.width; text: qsTr("Your own dice: type BRIGADE:DIE pairs in the dice field, e.g. 1-4-1:3, 1-4-2:5; empty for the app's.") }
            AppButton {
                objectName: "retreat_" + modelData
                text: qsTr("Roll the emergency retreat")
                onClicked: panel.retreatRoll(modelData)
            }
        }
    }

    // 10.2: initiative, one leader at a time; 10.2c refusals are shown before rolling.
    Item_ {
        visible: panel.now("initiative")
        Line { text: qsTr("Initiative (10.2): a corps or division leader rolls for his own order.") }
        Flow { // the button goes under the leader when the panel is narrow
            width: parent.width
            spacing: 8
            ComboBox {
                id: leaderBox
                objectName: "leaderBox"
                width: Math.min(300, parent.width)
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                model: panel.phase.leaders
                textRole: "label"
                valueRole: "id"
            }
            AppButton {
                objectName: "rollInitiative"
                text: qsTr("Roll initiative")
                enabled: leaderBox.currentIndex >= 0
                onClicked: panel.roller.rollInitiative(panel.side, leaderBox.currentValue, panel.dice)
            }
        }
        Note {
            objectName: "initiativeBlocked"
            width: parent.width
            readonly property var chosen: leaderBox.currentIndex >= 0 ? panel.phase.leaders[leaderBox.currentIndex] : null
            visible: chosen !== null && chosen !== undefined && chosen.blocked !== ""
            text: chosen ? qsTr("Not this turn: %1").arg(chosen.blocked) : ""
            color: Theme.warning
        }
        function choose(id) { leaderBox.currentIndex = leaderBox.indexOfValue(id) }
        objectName: "initiativeItem"
    }

    // Orders in force: contact for Attack orders (10.3a), goals ended (10.5b, AE 2.3).
    Repeater {
        model: panel.phase.inForce
        Item_ {
            id: force
            required property var modelData
            Line { text: qsTr("%1 in force.").arg(force.modelData.label) }
            Note {
                objectName: "offMap_" + force.modelData.number
                width: parent.width
                visible: force.modelData.offMap !== ""
                color: Theme.warning
                text: force.modelData.offMap + qsTr(": no unit of it can be fired on or charged yet.")
            }
            Flow {
                width: parent.width
                spacing: 6
                AppButton {
                    objectName: "contactFire_" + force.modelData.number
                    visible: force.modelData.attack
                    text: qsTr("Fired on at 2 hexes or less")
                    onClicked: panel.roller.contact(panel.side, force.modelData.command, "fire")
                }
                AppButton {
                    objectName: "contactCharge_" + force.modelData.number
                    visible: force.modelData.attack
                    text: qsTr("Charged by cavalry")
                    onClicked: panel.roller.contact(panel.side, force.modelData.command, "charge")
                }
                AppButton {
                    objectName: "endGoal_" + force.modelData.number
                    visible: force.modelData.goal && !force.modelData.aide
                    text: qsTr("End the goal (10.5b A)")
                    onClicked: panel.roller.endOrder(panel.side, force.modelData.number, "A")
                }
                AppButton {
                    objectName: "endAide_" + force.modelData.number
                    visible: force.modelData.aide
                    text: qsTr("Aide ends it in person (AE 2.3)")
                    onClicked: panel.roller.endOrder(panel.side, force.modelData.number, "in-person")
                }
            }
            Note { width: parent.width; visible: force.modelData.attack; text: qsTr("Mark contact the turn its units are first fired on by infantry or artillery from two hexes or less, or charged: checks start the next Command Phase (10.3a).") }
        }
    }

    // 10.0c: an HQ overrun means an emergency retreat next turn; 10.4: a corps under
    // threat of being surrounded or destroyed may retreat at once, the player's judgment.
    Item_ {
        Line { text: qsTr("A corps in trouble: its HQ overrun (10.0c), or under threat of being surrounded or destroyed (10.4).") }
        Flow {
            width: parent.width
            spacing: 8
            ComboBox {
                id: corpsBox
                objectName: "corpsBox"
                width: 260
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                model: panel.phase.corps
                textRole: "label"
                valueRole: "id"
            }
            AppButton {
                objectName: "hqOverrun"
                text: qsTr("Mark HQ overrun")
                enabled: corpsBox.currentIndex >= 0
                onClicked: panel.roller.hqOverrun(panel.side, corpsBox.currentValue)
            }
        }
        AppButton {
            objectName: "threatRetreat"
            text: qsTr("Emergency retreat under threat (10.4)")
            enabled: corpsBox.currentIndex >= 0
            onClicked: panel.roller.retreat(panel.side, corpsBox.currentValue, "threat", panel.dice)
        }
    }

    // AE 2.4: Lannes chooses once, when 2 Corps arrives (only where the Provisional Corps is in play).
    Item_ {
        visible: panel.phase.lannesToChoose
        Line { text: qsTr("Lannes' choice (AE 2.4): 2 Corps has arrived under Oudinot. Keep the Provisional Corps, or take 2 Corps once it is disbanded by order.") }
        Flow {
            width: parent.width
            spacing: 8
            AppButton { objectName: "lannesProvisional"; text: qsTr("Keep the Provisional Corps"); onClicked: panel.roller.lannes("provisional") }
            AppButton { objectName: "lannesSecond"; text: qsTr("Take 2 Corps"); onClicked: panel.roller.lannes("second-corps") }
        }
    }
}
