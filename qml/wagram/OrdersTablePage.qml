import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// Wagram 1809's staff page: the turn and its Round (5, 6, 11), both Orders Tables as the
// viewer may see them (9.0: the other side's face-down markers only as "a corps"), the step
// due now with its controls, the options and the VP ledger (12.3, 4). Dice left blank are
// thrown by the app.
// The controls of the step due come first, above the tables, so that they stay in view.
Item {
    id: page
    required property OpenGame game
    readonly property alias orders: orders // for tests and scripts

    OrdersTable {
        id: orders
        objectName: "ordersTable"
        game: page.game
    }

    readonly property var v: orders.view
    // A game open and its view read: when a game opens under the page (a seat joining),
    // `active` turns true a moment before `v` is read again.
    readonly property bool ready: orders.active && v !== undefined && v.step !== undefined
    readonly property string step: page.ready ? v.step : ""
    readonly property string phaseSide: page.ready && v.phase_player ? v.phase_player : ""
    // What is due, as the engine works it out (7.2, 11, 14.3): the page decides no rule.
    readonly property string reactingSide: page.ready && v.due.reacting_side ? v.due.reacting_side : ""
    readonly property string nightDue: page.ready && v.due.night_reveal ? v.due.night_reveal : ""

    function dice(field) { const n = parseInt(field.text); return isNaN(n) ? 0 : n }
    // 9.0: whether the viewer may see `s`'s markers, as the engine's view for him says
    function sees(s) { return page.ready && page.v.sees[s] === true }
    function available(s) { return s === "french" ? orders.frenchAvailable : orders.austrianAvailable }
    // Every corps of `s` with a marker on its table, as the viewer sees them ({id, name}).
    function onTable(s) {
        const t = page.v.orders_tables[s]
        const all = t.orders.filter(m => m !== null).concat(t.activated, t.available, t.admin,
                                                             t.reaction ? [t.reaction] : [])
        return all.filter(m => m.corps !== null).map(m => ({ id: m.corps, name: m.name }))
    }
    component DiceField: AppTextField {
        implicitWidth: 150
        placeholderText: qsTr("blank: app rolls")
        inputMethodHints: Qt.ImhDigitsOnly
    }
    component ChoiceBox: ComboBox {
        implicitHeight: Theme.target
        implicitWidth: 170
        font.pixelSize: Theme.fontSize
    }
    // A corps from a list of {id, name}: shows the name, gives the id; "" for the "none" line.
    component CorpsBox: ChoiceBox {
        implicitWidth: 230
        textRole: "name"
        valueRole: "id"
    }
    readonly property var none: [{ id: "", name: "—" }]
    component Label: Text {
        height: Theme.target
        verticalAlignment: Text.AlignVCenter
        color: Theme.text
        font.pixelSize: Theme.fontSize
    }

    Column {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 760)
        visible: !page.ready
        spacing: 12
        SectionTitle { text: page.game.isOpen ? qsTr("This is not a Wagram 1809 game") : qsTr("No game open") }
        Note {
            width: parent.width
            text: qsTr("The Orders Tables are Wagram 1809's. Start one with Ctrl+N (choose Wagram 1809, then its scenario) or open one with Ctrl+G.")
        }
    }

    Flickable {
        id: flick
        visible: page.ready
        anchors.fill: parent
        anchors.margins: 12
        clip: true
        contentHeight: body.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }

        Column {
            id: body
            width: flick.width - 20
            spacing: 12

            // Where the game stands.
            Flow {
                width: parent.width
                spacing: 16
                Label {
                    objectName: "wagramTurn"
                    font.bold: true
                    text: page.ready ? qsTr("Turn %1 (%2 to %3)").arg(page.v.turn).arg(page.v.first_turn).arg(page.v.last_turn)
                          + (page.v.turn_label ? " · " + page.v.turn_label : "") : ""
                }
                Label {
                    objectName: "wagramStep"
                    text: page.ready ? page.v.step.replace(/-/g, " ") + " (" + page.v.step_rule + ")" : ""
                }
                Label {
                    text: page.phaseSide !== "" ? qsTr("Phase player: %1").arg(SideName.of(page.phaseSide)) : ""
                }
                Label {
                    objectName: "wagramMarkers"
                    text: page.ready ? qsTr("Round markers: French %1, Austrian %2 (11)").arg(page.v.round_markers.french).arg(page.v.round_markers.austrian) : ""
                }
                Label {
                    objectName: "wagramVp"
                    text: page.ready ? qsTr("VP: French %1, Austrian %2 — the French win with %3 more (4)").arg(page.v.vp.french).arg(page.v.vp.austrian).arg(page.v.french_wins_by) : ""
                }
            }

            Note {
                width: parent.width
                visible: page.ready && page.v.unfinished.length > 0
                color: Theme.warning
                text: page.ready ? qsTr("Now: ") + page.v.unfinished.join("; ") : ""
            }
            Note {
                objectName: "wagramError"
                width: parent.width
                visible: page.game.error !== ""
                color: Theme.error
                text: page.game.error
            }

            // 14.1: the counters on the map first, as the scenario sets them up (printed, so no
            // secret).
            Repeater {
                model: page.step === "placement" ? ["french", "austrian"] : []
                Note {
                    required property string modelData
                    width: body.width
                    text: qsTr("%1 set-up on the map (14.1): ").arg(SideName.of(modelData))
                          + orders.setupOf(modelData).join(" · ")
                }
            }
            // 12.5: each side fills its table in secret, shown only to its own player (9.0).
            Repeater {
                model: page.step === "placement" ? ["french", "austrian"] : []
                Flow {
                    id: placing
                    required property string modelData
                    readonly property var corps: orders.corpsOf(modelData)
                    width: body.width
                    spacing: 8
                    visible: page.sees(modelData) && !page.v.orders_tables[modelData].placed
                    Label { text: qsTr("%1 (12.5): Order 1, 2, 3; Administrative Movement").arg(SideName.of(placing.modelData)) }
                    CorpsBox { id: o1; objectName: "place_" + placing.modelData + "_1"; model: placing.corps; currentIndex: 0 }
                    CorpsBox { id: o2; objectName: "place_" + placing.modelData + "_2"; model: placing.corps; currentIndex: 1 }
                    CorpsBox { id: o3; objectName: "place_" + placing.modelData + "_3"; model: placing.corps; currentIndex: 2 }
                    CorpsBox { id: a1; model: page.none.concat(placing.corps) }
                    CorpsBox { id: a2; model: page.none.concat(placing.corps) }
                    AppButton {
                        objectName: "place_" + placing.modelData
                        primary: true
                        text: qsTr("Place face down")
                        onClicked: orders.place(placing.modelData, [o1.currentValue, o2.currentValue, o3.currentValue],
                                                [a1.currentValue, a2.currentValue].filter(c => c !== ""))
                    }
                }
            }

            // 7.2 and 6: a Reaction Round, then the initiative.
            Flow {
                width: parent.width
                spacing: 8
                visible: page.reactingSide !== "" && page.sees(page.reactingSide)
                         && !page.v.orders_tables[page.reactingSide].reaction
                Label { text: qsTr("%1 Reaction Round (7.2): corps").arg(SideName.of(page.reactingSide)) }
                CorpsBox { id: reactionCorps; model: page.available(page.reactingSide) }
                AppButton {
                    objectName: "reactionButton"
                    text: qsTr("Put it in the Reaction box")
                    onClicked: orders.reaction(page.reactingSide, reactionCorps.currentValue)
                }
            }
            Flow {
                width: parent.width
                spacing: 8
                visible: page.reactingSide !== ""
                         && !!page.v.orders_tables[page.reactingSide].reaction
                         && !page.v.orders_tables[page.reactingSide].reaction_left_over
                Label { text: qsTr("Reaction roll, 2d6 (7.2): Napoleon 2-7, Karl 2-6") }
                DiceField { id: reactionDice; objectName: "reactionDice" }
                AppButton {
                    objectName: "reactionRollButton"
                    primary: true
                    text: qsTr("Roll")
                    onClicked: orders.reactionRoll(page.reactingSide, page.dice(reactionDice))
                }
            }
            Flow {
                width: parent.width
                spacing: 8
                visible: page.step === "initiative"
                Label { text: qsTr("Initiative (6): French die") }
                DiceField { id: frenchDie; objectName: "frenchDie" }
                Label { text: qsTr("Austrian die") }
                DiceField { id: austrianDie; objectName: "austrianDie" }
                AppButton {
                    objectName: "initiativeButton"
                    primary: true
                    text: qsTr("Roll the initiative")
                    onClicked: orders.initiative(page.dice(frenchDie), page.dice(austrianDie))
                }
            }

            // 7.1: the Phase player's Orders Table.
            AppButton {
                objectName: "revealButton"
                visible: page.step === "orders"
                primary: true
                text: qsTr("%1: reveal Order 1 and shift the orders (7.1)").arg(SideName.of(page.phaseSide))
                onClicked: orders.reveal(page.phaseSide)
            }
            Flow {
                width: parent.width
                spacing: 8
                visible: page.step === "order-pick" && page.sees(page.phaseSide)
                Label { text: qsTr("%1: the new Order 3, face down (7.1)").arg(SideName.of(page.phaseSide)) }
                CorpsBox {
                    id: pickCorps
                    objectName: "pickCorps"
                    // 7.2: a Reaction corps left over must be the next Order 3
                    model: page.phaseSide !== "" && page.v.orders_tables[page.phaseSide].reaction_left_over
                           && page.v.orders_tables[page.phaseSide].reaction
                           ? [{ id: page.v.orders_tables[page.phaseSide].reaction.corps,
                                name: page.v.orders_tables[page.phaseSide].reaction.name }]
                           : page.available(page.phaseSide)
                }
                AppButton {
                    objectName: "pickButton"
                    primary: true
                    text: qsTr("Put it in Order 3")
                    onClicked: orders.pick(page.phaseSide, pickCorps.currentValue)
                }
            }
            Note {
                width: parent.width
                visible: page.step === "order-pick" && !page.sees(page.phaseSide)
                text: qsTr("The %1 player picks his new Order 3 in secret: hand him the laptop.").arg(SideName.of(page.phaseSide))
            }

            // 8-10 on the map, then 11.
            Flow {
                width: parent.width
                spacing: 8
                visible: page.step === "activation-movement-combat"
                Label { text: qsTr("The activated corps acts on the map (8-10). Then the Continuation Phase (11)") }
                DiceField {
                    id: continuationDice
                    objectName: "continuationDice"
                    // 11: a roll once the marker reaches box 7
                    visible: page.ready && page.v.due.continuation_roll
                    placeholderText: qsTr("2d6, blank: app rolls")
                }
                AppButton {
                    objectName: "continueButton"
                    primary: true
                    text: qsTr("End the Round")
                    onClicked: orders.continueRound(page.phaseSide, page.dice(continuationDice))
                }
            }

            // 14.3, Scenario 3's night: two corps each in secret, then revealed in turn.
            Repeater {
                model: page.step === "night" ? ["french", "austrian"] : []
                Flow {
                    id: nightChoice
                    required property string modelData
                    width: body.width
                    spacing: 8
                    visible: page.sees(modelData) && page.v.night[modelData].chosen.length === 0
                    Label { text: qsTr("%1: two corps for the night (14.3)").arg(SideName.of(nightChoice.modelData)) }
                    CorpsBox { id: n1; model: page.onTable(nightChoice.modelData) }
                    // the second from the others: two different corps (14.3)
                    CorpsBox { id: n2; model: page.onTable(nightChoice.modelData).filter(c => c.id !== n1.currentValue) }
                    AppButton {
                        objectName: "nightPick_" + nightChoice.modelData
                        primary: true
                        text: qsTr("Choose them face down")
                        onClicked: orders.nightPick(nightChoice.modelData, [n1.currentValue, n2.currentValue])
                    }
                }
            }
            Flow {
                width: parent.width
                spacing: 8
                visible: page.nightDue !== "" && page.sees(page.nightDue)
                Label { text: qsTr("%1 reveals and moves (14.3):").arg(SideName.of(page.nightDue)) }
                CorpsBox {
                    id: nightCorps
                    model: page.nightDue === "" ? [] : page.v.night[page.nightDue].chosen.filter(
                        c => !page.v.night[page.nightDue].revealed.some(r => r.corps === c.corps))
                        .map(c => ({ id: c.corps, name: c.name }))
                }
                AppButton {
                    objectName: "nightRevealButton"
                    primary: true
                    text: qsTr("Reveal")
                    onClicked: orders.nightReveal(page.nightDue, nightCorps.currentValue)
                }
            }
            AppButton {
                objectName: "nightEndButton"
                visible: page.step === "night"
                text: qsTr("End the night (12.4)")
                onClicked: orders.endTurn()
            }

            // 12: the Administrative Phase.
            Flow {
                width: parent.width
                spacing: 8
                visible: page.step === "administrative"
                Label { text: qsTr("Administrative Movement (12.1), the Austrian first:") }
                AppButton { objectName: "adminRevealAustrian"; text: qsTr("Austrian reveals"); onClicked: orders.adminReveal("austrian") }
                AppButton { objectName: "adminRevealFrench"; text: qsTr("French reveals"); onClicked: orders.adminReveal("french") }
            }
            Repeater {
                model: page.step === "administrative" ? ["austrian", "french"] : []
                Flow {
                    id: adminPicking
                    required property string modelData
                    width: body.width
                    spacing: 8
                    visible: page.sees(modelData)
                    Label { text: qsTr("%1: up to 2 corps for the next Administrative Movement").arg(SideName.of(adminPicking.modelData)) }
                    CorpsBox { id: p1; model: page.none.concat(page.available(adminPicking.modelData)) }
                    CorpsBox { id: p2; model: page.none.concat(page.available(adminPicking.modelData)) }
                    AppButton {
                        objectName: "adminPick_" + adminPicking.modelData
                        text: qsTr("Place face down")
                        onClicked: orders.adminPick(adminPicking.modelData, [p1.currentValue, p2.currentValue].filter(c => c !== ""))
                    }
                }
            }
            // 14.3: Johan's die, in the scenarios that have him, from his turn until he comes.
            Flow {
                width: parent.width
                spacing: 8
                visible: page.step === "administrative" && page.v.johan !== null
                         && page.v.turn >= page.v.johan.from_turn && !page.v.johan.arrived
                Label { text: qsTr("Johan's arrival (14.3), one die this Administrative Phase:") }
                DiceField { id: johanDie }
                AppButton {
                    objectName: "johanButton"
                    text: qsTr("Roll for Johan")
                    onClicked: orders.johan(page.dice(johanDie))
                }
            }
            AppButton {
                objectName: "endTurnButton"
                visible: page.step === "administrative"
                primary: true
                text: qsTr("End the turn (12.4)")
                onClicked: orders.endTurn()
            }

            RowLayout {
                width: parent.width
                spacing: 12
                OrdersTableBoxes {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    title: qsTr("French Orders Table")
                    table: page.ready ? page.v.orders_tables.french : ({ placed: false, orders: [null, null, null], activated: [], available: [], reaction: null, admin: [] })
                }
                OrdersTableBoxes {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    title: qsTr("Austrian Orders Table")
                    table: page.ready ? page.v.orders_tables.austrian : ({ placed: false, orders: [null, null, null], activated: [], available: [], reaction: null, admin: [] })
                }
            }

            // 12.3: the VP ledger.
            SectionTitle { text: qsTr("Victory Points (12.3)") }
            Flow {
                width: parent.width
                spacing: 8
                ChoiceBox { id: vpSide; model: [SideName.of("french"), SideName.of("austrian")] }
                SpinBox {
                    id: vpPoints
                    implicitHeight: Theme.target
                    from: -20; to: 20; value: 1
                    font.pixelSize: Theme.fontSize
                    editable: true
                }
                ChoiceBox {
                    id: vpReason
                    implicitWidth: 420
                    textRole: "text"
                    valueRole: "id"
                    model: [{ id: "objective", text: qsTr("an objective zone taken or lost") },
                            { id: "rout", text: qsTr("enemy units from Rout to Rout+1") },
                            { id: "eliminated", text: qsTr("enemy units with a reduced counter eliminated (2 each)") },
                            { id: "artillery", text: qsTr("enemy artillery eliminated (Guard 2)") },
                            { id: "guard", text: qsTr("the Guard engaged (French -2)") },
                            { id: "lobau", text: qsTr("Reynier left Lobau (Austrian +2, 14.1)") }]
                }
                AppButton {
                    objectName: "vpButton"
                    text: qsTr("Add to the ledger")
                    onClicked: orders.addVp(vpSide.currentIndex === 0 ? "french" : "austrian", vpPoints.value, vpReason.currentValue)
                }
            }
            Repeater {
                model: page.ready ? page.v.ledger : []
                Note {
                    required property var modelData
                    width: body.width
                    text: qsTr("Turn %1 · %2 %3 VP · %4 (%5)").arg(modelData.turn).arg(SideName.of(modelData.side))
                          .arg(modelData.points > 0 ? "+" + modelData.points : modelData.points).arg(modelData.reason).arg(modelData.rule)
                }
            }

            SectionTitle { text: qsTr("Options (the opponent gains their VP)") }
            Repeater {
                model: page.ready ? page.v.options : []
                Flow {
                    required property var modelData
                    width: body.width
                    spacing: 8
                    Label { text: SideName.of(modelData.side) + ": " + modelData.title + " (" + modelData.rule + ")" + (modelData.vp_to_opponent > 0 ? qsTr(", %1 VP to the other side").arg(modelData.vp_to_opponent) : "") }
                    AppButton {
                        text: modelData.taken ? qsTr("Taken") : qsTr("Take")
                        enabled: !modelData.taken && page.step !== "placement"
                        onClicked: orders.takeOption(modelData.id)
                    }
                }
            }
        }
    }
}
