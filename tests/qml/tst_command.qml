import QtQuick
import QtTest
import AideDeCamp
import TestSupport
import "inputs.js" as Inputs

// The Command page, flow by flow, named after the rules: orders written with their cost
// and arrival (10.1b, 10.1c, 10.1e), the Order Log's example (10.2: column 3, 25 gives D5,
// then a 6 accepts it), typed dice checked, initiative and its 10.2c refusals, the loose
// cannon's hand-over (10.2g), Corps Attack Stoppage that cannot be skipped (10.3a), fog of
// war (9.0), the solitaire question (3.2b) and the sequence of play's Next step (8.1).
// Every roll in these tests lands on a chart cell the transcription gives.
TestCase {
    id: testCase
    name: "Command"
    when: windowShown
    visible: true
    width: 1280
    height: 720

    Component { id: gameComponent; OpenGame { } }
    Component { id: pageComponent; CommandPage { width: 1280; height: 720 } }

    Component { id: coverComponent; HandOverScreen { } }
    property var handOver: null // the window's hand-over cover (Main.qml has one)

    // A new game of scenario 5.3 (the French move first), or of `scenario`, held by an umpire
    // unless `variants` says who plays, the page over it.
    function makePage(variants, scenario) {
        const game = gameComponent.createObject(testCase)
        const tables = Fixture.freshTables()
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        game.tableSet = tables // as the window does: the referee reads the results off the same charts
        verify(game.newGame(game.suggestedPath("test"), scenario || "5.3", Object.assign({ play: "umpire" }, variants || {}), "Test"), game.error)
        // These flows start from an empty Order Log: the scenario's pre-set orders (10.1i) are taken back.
        while (game.canUndo) verify(game.undo(), game.error)
        handOver = createTemporaryObject(coverComponent, testCase, { game: game })
        return createTemporaryObject(pageComponent, testCase, { game: game, tableSet: tables })
    }
    function rate(page, side, leader, rating) {
        verify(page.game.perform("set-rating", side, { leader: leader, rating: rating }), page.game.error)
    }
    Component { id: currentStepComponent; CurrentStep { } }
    Component { id: turnRecordComponent; TurnRecord { } }
    // Steps the game on with Next step, as the players would, to `step` of `turn` in
    // `phasing`'s player turn: the clock is the engine's to work out (8.1), never set by hand.
    function stepTo(game, turn, step, phasing) {
        const current = createTemporaryObject(currentStepComponent, testCase, { game: game })
        const record = createTemporaryObject(turnRecordComponent, testCase, { game: game })
        for (let guard = 0; guard < 5000; ++guard) {
            if (record.turn === turn && current.stepId === step && current.phasing === phasing) return
            verify(current.next(), "turn " + record.turn + " " + current.stepId + ": " + current.error)
        }
        fail("never reached turn " + turn + ", " + step)
    }
    function at(page, turn, step, phasing) { stepTo(page.game, turn, step, phasing) }
    function logOf(page, side) { return findChild(page, "orderLog_" + side) }
    function orderOf(page, side, n) {
        const orders = logOf(page, side).orders
        for (let i = 0; i < orders.length; ++i) if (orders[i].number === n) return orders[i]
        return null
    }
    function click(page, name) {
        const b = findChild(page, name)
        verify(b !== null, "no " + name)
        verify(b.visible, name + " not shown")
        b.forceActiveFocus()
        keyClick(Qt.Key_Return)
    }
    // A piece of the order form; the form's buttons made by a Repeater are found from its
    // content, the visual tree, not from the popup.
    function formChild(page, name) { return findChild(page.orderPanel.contentItem, name) }
    // A key on a piece of the form, the keyboard's way to press it wherever it is scrolled.
    function press(page, name, key) {
        const item = formChild(page, name)
        verify(item !== null && item.visible, name + " not shown")
        item.forceActiveFocus(Qt.TabFocusReason)
        keyClick(key)
    }
    function typeDice(page, dice) { findChild(page, "diceField").text = dice }
    // Napoleon's order to Davout's 3 Corps as in 10.2's example: AW, Attack, 10 MPs.
    function writeExampleOrder(page) {
        page.writeOrder()
        const form = page.orderPanel.form
        form.draft = { receiver: "3-corps", type: "attack", method: "AW", mp: "10", text: "Attack the village",
                       direction: "along the road east", limit: "the village" }
        return form
    }

    function test_10_1b_orderCostPointsAndArrivalShownBeforeSending() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        const form = writeExampleOrder(page)
        tryVerify(() => page.orderPanel.opened)
        compare(form.draft.sender, "napoleon") // the army commander by default
        compare(form.cost, 10)
        compare(form.allowance, 10)
        compare(form.pointsLeft, 10)
        verify(form.arrival.indexOf("turn 2") >= 0, form.arrival)
        compare(form.blockers.length, 0, form.blockers.join("; "))
        verify(form.chances.available, form.chances.problem)
        click(page, "sendOrder")
        compare(logOf(page, "french").orders.length, 1)
        compare(orderOf(page, "french", 1).status, "transit")
        compare(orderOf(page, "french", 1).typeMethod, "Attack AW")
        verify(orderOf(page, "french", 1).arrival.indexOf("May") >= 0, orderOf(page, "french", 1).arrival)
        tryVerify(() => !page.orderPanel.opened)
    }

    function test_10_1b_orderRefusedWhenPointsShort() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        rate(page, "french", "massena", 3)
        at(page, 1, "order-issue", "french")
        verify(writeExampleOrder(page).send())
        const form = writeExampleOrder(page)
        form.draft = { receiver: "4-corps", type: "non-attack", method: "AO", mp: "5" }
        compare(form.pointsLeft, 0)
        verify(form.blockers.join(" ").indexOf("10.1b") >= 0, form.blockers.join("; "))
        click(page, "sendOrder")
        verify(form.error.indexOf("0 of 10 are left") >= 0, form.error)
        verify(findChild(page, "formError").visible)
        tryVerify(() => page.orderPanel.opened)
        compare(logOf(page, "french").orders.length, 1) // nothing written
    }

    function test_10_1c_attackOrderRefusedWithoutDirectionAndLimit() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        const form = writeExampleOrder(page)
        form.draft = { direction: "", limit: "" }
        verify(form.blockers.join(" ").indexOf("10.1c") >= 0, form.blockers.join("; "))
        verify(findChild(page, "blockers").visible)
        verify(!form.send())
        verify(form.error.indexOf("10.1c") >= 0, form.error)
        compare(logOf(page, "french").orders.length, 0)
    }

    function test_10_2_orderLogExampleD5ThenSix() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        verify(writeExampleOrder(page).send())
        page.orderPanel.close()
        at(page, 2, "new-order-acceptance", "french")
        compare(orderOf(page, "french", 1).status, "arrived")
        compare(page.phase.arrived.length, 1)
        verify(findChild(page, "unfinished").visible) // the roll cannot be skipped (10.1f)
        typeDice(page, "25")
        click(page, "accept_1")
        compare(page.roller.error, "")
        compare(orderOf(page, "french", 1).status, "delayed")
        compare(orderOf(page, "french", 1).statusText, "D5")
        compare(page.roller.result.rolledBy, "player")
        compare(page.roller.result.dice[0].value, 25)
        verify(page.roller.result.steps.length > 0)
        verify(findChild(page, "commandResult").visible)
        at(page, 3, "delay-reduction", "french")
        typeDice(page, "6")
        click(page, "delay_1")
        compare(page.roller.error, "")
        compare(orderOf(page, "french", 1).status, "accepted")
        click(page, "implement_1") // Davout touched his HQ (10.0a)
        compare(orderOf(page, "french", 1).status, "implemented")
        verify(orderOf(page, "french", 1).events.length >= 4)
        verify(!page.roller.result.valid) // an action since: the last roll is no longer shown
        click(page, "commandUndo") // one action, one undo
        compare(orderOf(page, "french", 1).status, "accepted")
        click(page, "commandRedo")
        compare(orderOf(page, "french", 1).status, "implemented")
        click(page, "history_french_1")
        verify(findChild(page, "status_french_1").text === "implemented")
    }

    // 9.0: Undo and Redo offer only what this viewer may take back; the other side's secret
    // action is never undone from this seat, nor told.
    function test_9_0_undoOnlyTheViewersOwnActions() {
        const page = makePage()
        verify(page.game.perform("mark", "french", { unit: "57 Line-3-2", casualties: 1, stragglers: 0 }), page.game.error)
        page.game.viewer = Viewer.Austrian
        verify(!findChild(page, "commandUndo").enabled)
        verify(!page.game.canUndo)
        verify(!page.game.undo())
        verify(page.game.error.indexOf("57 Line") < 0, page.game.error)
        page.game.viewer = Viewer.French
        verify(findChild(page, "commandUndo").enabled)
        click(page, "commandUndo")
        verify(findChild(page, "commandRedo").enabled)
        page.game.viewer = Viewer.Austrian
        verify(!findChild(page, "commandRedo").enabled)
    }

    function test_10_1f_typedDice17Refused() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        verify(writeExampleOrder(page).send())
        at(page, 2, "new-order-acceptance", "french")
        typeDice(page, "17")
        click(page, "accept_1")
        verify(page.roller.error.indexOf("11..66") >= 0, page.roller.error)
        verify(findChild(page, "rollError").visible)
        compare(orderOf(page, "french", 1).status, "arrived") // nothing changed
        typeDice(page, "")
        verify(page.roller.rollAcceptance("french", 1, "") || page.roller.error !== "")
        // The app's dice: the seed is shown when they land on a known cell.
        if (page.roller.error === "") {
            compare(page.roller.result.rolledBy, "app")
            verify(page.roller.result.seed !== "")
        }
    }

    // 9.0, 8.1: the Command page offers only what the shown side may do at this step.
    function test_9_0_onlyWhatThisStepAllowsIsOffered() {
        const page = makePage()
        at(page, 1, "order-issue", "french")
        const write = findChild(page, "writeOrderButton")
        const roll = findChild(page, "rollInitiative")
        verify(write.visible)
        verify(!roll.visible)
        at(page, 1, "initiative", "french")
        verify(!write.visible)
        verify(roll.visible)
        page.phase.side = "austrian" // the umpire looks at the side not phasing
        verify(!page.phase.acting)
        verify(!write.visible)
        verify(!roll.visible)
    }

    function test_10_2c_corpsRollBlocksDivision() {
        const page = makePage()
        rate(page, "french", "napoleon", 3)
        rate(page, "french", "massena", 2)
        rate(page, "french", "legrand", 1)
        at(page, 1, "initiative", "french")
        const box = findChild(page, "leaderBox")
        box.currentIndex = box.indexOfValue("massena")
        typeDice(page, "63")
        click(page, "rollInitiative")
        compare(page.roller.error, "")
        verify(page.roller.message.length > 0)
        const legrand = page.phase.leaders.filter(l => l.id === "legrand")[0]
        verify(legrand.blocked.indexOf("10.2c") >= 0, legrand.blocked)
        box.currentIndex = box.indexOfValue("legrand")
        verify(findChild(page, "initiativeBlocked").visible)
        const orders = logOf(page, "french").orders.length
        typeDice(page, "66")
        click(page, "rollInitiative")
        verify(page.roller.error.indexOf("10.2c") >= 0, page.roller.error)
        compare(logOf(page, "french").orders.length, orders)
    }

    function test_10_2a_initiativeOpensItsOrderAcceptedAtOnce() {
        const page = makePage()
        rate(page, "french", "napoleon", 3)
        rate(page, "french", "massena", 2)
        at(page, 1, "initiative", "french")
        verify(page.roller.rollInitiative("french", "massena", "64"), page.roller.error)
        tryVerify(() => page.orderPanel.opened)
        const form = page.orderPanel.form
        compare(form.draft.mode, "initiative")
        compare(form.draft.sender, "massena")
        form.draft = { text: "Take Essling", direction: "east", limit: "Essling" }
        click(page, "sendOrder")
        compare(form.error, "")
        const o = orderOf(page, "french", 1)
        compare(o.method, "initiative")
        compare(o.status, "accepted")
    }

    function test_10_2g_looseCannonHandsOver() {
        const page = makePage()
        rate(page, "french", "napoleon", 3)
        rate(page, "french", "massena", 2)
        page.game.viewer = Viewer.French
        at(page, 1, "initiative", "french")
        verify(page.roller.rollInitiative("french", "massena", "14"), page.roller.error)
        verify(findChild(page, "looseCannonNotice").visible)
        click(page, "looseCannonHandOver")
        verify(handOver.visible)
        verify(findChild(handOver, "handOverTitle").text.indexOf("Austrian") >= 0)
        verify(!page.orderPanel.opened) // nothing shown until the Austrian player confirms
        mouseClick(findChild(handOver, "handOverReady"))
        compare(page.game.viewer, Viewer.Austrian)
        tryVerify(() => page.orderPanel.opened)
        const form = page.orderPanel.form
        compare(form.draft.mode, "loose-cannon")
        form.draft = { text: "March on the bridge", direction: "south", limit: "the river" }
        click(page, "sendOrder")
        compare(form.error, "")
        verify(handOver.visible) // back to the French player
        verify(findChild(handOver, "handOverTitle").text.indexOf("French") >= 0)
        mouseClick(findChild(handOver, "handOverReady"))
        compare(page.game.viewer, Viewer.French)
        compare(orderOf(page, "french", 1).method, "loose-cannon")
        compare(orderOf(page, "french", 1).status, "implemented")
        // The loose cannon's order is public: the Austrian player sees it on the French log.
        click(page, "commandViewer_austrian")
        mouseClick(findChild(handOver, "handOverReady"))
        verify(logOf(page, "french").secret)
        compare(logOf(page, "french").orders.length, 1)
    }

    function test_10_3a_checkCannotBeSkipped() {
        const page = makePage()
        rate(page, "french", "napoleon", 3)
        rate(page, "french", "massena", 3)
        verify(page.game.perform("order-preset", "french", { receiver: "4-corps", type: "attack", text: "Hold Aspern",
                                                              direction: "north", limit: "Aspern" }), page.game.error)
        at(page, 1, "movement", "french")
        click(page, "contactFire_1") // fired on at two hexes or less
        compare(page.roller.error, "")
        at(page, 2, "attack-stoppage", "french")
        compare(page.phase.stoppage.length, 1)
        const inputs = findChild(page, "stoppageInputs_1").text
        verify(inputs.indexOf("divisions") >= 0 && inputs.indexOf("wrecked 0") >= 0 && inputs.indexOf("rating 3") >= 0, inputs)
        click(page, "nextStep")
        verify(page.playStep.error.indexOf("10.3a") >= 0, page.playStep.error)
        verify(findChild(page, "stepError").visible)
        compare(page.phase.step, "attack-stoppage") // not moved on
        typeDice(page, "9")
        click(page, "stoppage_1")
        compare(page.roller.error, "")
        compare(page.phase.stoppage.length, 0)
        compare(orderOf(page, "french", 1).status === "stopped", false)
        // 8.2: no contact on turn 2, so turn 3 owes no check, and the panel says why.
        at(page, 3, "attack-stoppage", "french")
        compare(page.phase.stoppage.length, 0)
        verify(findChild(page, "noStoppageCheck").visible)
        click(page, "nextStep")
        compare(page.playStep.error, "")
    }

    function test_10_3d_divisionsOffMapNotCounted() {
        const page = makePage()
        rate(page, "french", "napoleon", 3)
        rate(page, "french", "massena", 3)
        verify(page.game.perform("order-preset", "french", { receiver: "4-corps", type: "attack", text: "Hold Aspern",
                                                              direction: "north", limit: "Aspern" }))
        at(page, 1, "movement", "french")
        verify(page.roller.contact("french", "4-corps", "charge"))
        at(page, 2, "attack-stoppage", "french")
        const before = page.phase.stoppageInputs(1, [], false)[0]
        compare(before.key, "divisions")
        const after = page.phase.stoppageInputs(1, ["2-4"], false)[0]
        compare(Number(after.value), Number(before.value) - 1)
    }

    function test_10_3e_untranscribedCellNamedBeforeTheRoll() {
        const page = makePage()
        verify(page.game.perform("order-preset", "french", { receiver: "1-4", goal: true, type: "attack", text: "Take the granary",
                                                              direction: "east", limit: "the granary" }), page.game.error)
        verify(page.game.perform("leader-casualty", "french", { leader: "legrand" }), page.game.error) // 26.4b
        rate(page, "french", "repl-legrand", 1)
        at(page, 1, "movement", "french")
        verify(page.roller.contact("french", "1-4", "fire"), page.roller.error)
        at(page, 2, "attack-stoppage", "french")
        // A division on a goal whose commander is lost: 1 wrecked of 1, the cell not transcribed.
        const text = findChild(page, "stoppageInputs_1").text
        verify(text.indexOf("not transcribed") >= 0 && text.indexOf("adc tables set cas-column line=1 at=1 value=N") >= 0, text)
        verify(text.indexOf(", column 1 (") >= 0, text) // a grid's column, not a roll
        typeDice(page, "9")
        click(page, "stoppage_1")
        verify(page.roller.error.indexOf("cas-column") >= 0, page.roller.error)
        compare(page.phase.stoppage.length, 1) // nothing rolled or recorded
    }

    function test_10_0c_hqOverrunRetreatDueInTheFollowingTurn() {
        const page = makePage()
        at(page, 1, "movement", "french")
        const box = findChild(page, "corpsBox")
        box.currentIndex = box.indexOfValue("4-corps")
        click(page, "hqOverrun")
        compare(page.roller.error, "")
        compare(page.phase.retreats, []) // not this turn: the turn goes on
        verify(!findChild(page, "unfinished").visible)
        at(page, 2, "movement", "french")
        compare(page.phase.retreats, ["4-corps"])
        verify(findChild(page, "unfinished").visible)
    }

    function test_9_0_otherSidesOrdersHidden() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        page.game.viewer = Viewer.French
        at(page, 1, "order-issue", "french")
        verify(writeExampleOrder(page).send())
        compare(logOf(page, "french").orders.length, 1)
        verify(!logOf(page, "french").secret)
        click(page, "commandViewer_austrian")
        verify(handOver.visible) // everything covered until the Austrian player confirms
        mouseClick(findChild(handOver, "handOverReady"))
        compare(page.game.viewer, Viewer.Austrian)
        verify(logOf(page, "french").secret)
        compare(logOf(page, "french").orders.length, 0)
        compare(page.phase.shownSide, "austrian")
        compare(page.phase.arrived.length, 0)
        // Both (umpire or solitaire): both logs.
        click(page, "commandViewer_both")
        mouseClick(findChild(handOver, "handOverReady"))
        compare(logOf(page, "french").orders.length, 1)
    }

    function test_3_2b_solitaireAsks() {
        const page = makePage({ play: "solitaire" })
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        const form = writeExampleOrder(page)
        verify(form.asksSolitaire)
        verify(form.blockers.join(" ").indexOf("3.2b") >= 0)
        verify(!form.send())
        verify(form.error.indexOf("3.2b") >= 0, form.error)
        click(page, "solitaireYes")
        verify(!form.send())
        compare(logOf(page, "french").orders.length, 0)
        click(page, "solitaireNo")
        click(page, "sendOrder")
        compare(form.error, "")
        compare(logOf(page, "french").orders.length, 1)
    }

    function test_8_1_nextStepRecordsTheAdvance() {
        const page = makePage()
        compare(page.playStep.stepId, "order-issue")
        verify(findChild(page, "stepText").text.indexOf("Turn 1") >= 0)
        click(page, "nextStep")
        compare(page.playStep.error, "")
        compare(page.playStep.stepId, "attack-stoppage")
        compare(page.phase.step, "attack-stoppage") // the game state knows the step (the advance action)
        verify(page.game.canUndo)
    }

    function test_10_5b_goalEndedBackWithinRadius() {
        const page = makePage()
        verify(page.game.perform("order-preset", "french", { receiver: "1-4", type: "non-attack", goal: true,
                                                              text: "Hold the granary" }), page.game.error)
        at(page, 1, "order-issue", "french")
        verify(orderOf(page, "french", 1).inForce)
        verify(!findChild(page, "endAide_1").visible)
        click(page, "endGoal_1")
        compare(page.roller.error, "")
        compare(orderOf(page, "french", 1).status, "ended")
        verify(orderOf(page, "french", 1).events[orderOf(page, "french", 1).events.length - 1].rule.indexOf("10.5b") >= 0)
    }

    function test_AE_2_4_lannesChoosesOnceWhenSecondCorpsArrives() {
        const page = makePage({}, "5.4") // 2 Corps comes over at 11:00 pm on 21 May, turn 21
        at(page, 20, "order-issue", "french")
        verify(!page.phase.lannesToChoose)
        at(page, 21, "order-issue", "french")
        verify(page.phase.lannesToChoose)
        click(page, "lannesProvisional")
        compare(page.roller.error, "")
        verify(page.roller.message.indexOf("AE 2.4") >= 0, page.roller.message)
        verify(!page.phase.lannesToChoose)
        verify(!page.roller.lannes("second-corps")) // once only
        verify(page.roller.error.indexOf("AE 2.4") >= 0, page.roller.error)
    }

    function test_AE_2_4_lannesLeadsSecondCorpsIn5_3() {
        const page = makePage()
        at(page, 1, "initiative", "french")
        verify(!page.phase.lannesToChoose) // no Provisional Corps in 5.3: nothing to choose
        const lannes = page.phase.leaders.find(l => l.id === "lannes")
        verify(lannes !== undefined)
        compare(lannes.formation, "2-corps")
        verify(lannes.label.indexOf("2 Corps") >= 0, lannes.label)
        verify(lannes.label.indexOf("Provisional") < 0, lannes.label)
    }

    function test_10_1b_onlyTheArmyCommanderSendsOrders() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        const form = writeExampleOrder(page)
        const box = findChild(page.orderPanel, "senderBox")
        compare(box.currentValue, "napoleon")
        form.draft = { sender: "davout" }
        compare(box.currentValue, "davout")
        verify(!form.send())
        verify(form.error.indexOf("10.1b") >= 0, form.error)
        compare(logOf(page, "french").orders.length, 0)
    }

    function test_10_2f_orderOnItsWayAsksForADifferentOrder() {
        const page = makePage()
        rate(page, "french", "napoleon", 3)
        rate(page, "french", "massena", 2)
        at(page, 1, "order-issue", "french")
        page.writeOrder()
        page.orderPanel.form.draft = { receiver: "4-corps", type: "attack", method: "AO", mp: "25", text: "Attack Essling",
                                       direction: "east", limit: "Essling" }
        verify(page.orderPanel.form.send(), page.orderPanel.form.error)
        at(page, 1, "initiative", "french")
        verify(page.roller.rollInitiative("french", "massena", "64"), page.roller.error)
        tryVerify(() => page.orderPanel.opened)
        const form = page.orderPanel.form
        compare(form.onItsWay.length, 1)
        verify(findChild(page.orderPanel, "onItsWay").visible)
        form.draft = { text: "Take Aspern", direction: "north", limit: "Aspern" }
        verify(!form.send())
        verify(form.error.indexOf("10.2f") >= 0, form.error)
        mouseClick(findChild(page.orderPanel, "differentBox"))
        verify(form.draft.different)
        click(page, "sendOrder")
        compare(form.error, "")
        compare(orderOf(page, "french", 1).status, "transit") // still on its way
        compare(orderOf(page, "french", 2).method, "initiative")
    }

    // 10.1f: an acceptance cell the transcription lacks is named by its roll, with the results
    // the chart takes (A, D4, D5, D6, Dt), never "column 25" or "value=N".
    function test_10_1f_anUnknownAcceptanceCellNamesItsRollAndResults() {
        const page = makePage()
        rate(page, "french", "napoleon", 2)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        verify(writeExampleOrder(page).send())
        at(page, 2, "new-order-acceptance", "french")
        verify(!page.roller.rollAcceptance("french", 1, "25"))
        const text = page.roller.error
        verify(text.indexOf("Acceptance Number 4, roll 25") >= 0, text)
        verify(text.indexOf("at=25 value=RESULT (one of A, D4, D5, D6, Dt)") >= 0, text)
        verify(text.indexOf("column 25") < 0, text)
        // Asked in place, not on the Charts page: the value the player reads off his chart is
        // kept with his charts and the same roll is made again.
        verify(page.roller.request.active)
        compare(page.roller.request.outcome, "25")
        const asked = findChild(page, "commandCellRequest")
        verify(asked.visible)
        verify(!findChild(asked, "rememberBox").visible) // a game's roll reads the kept charts
        const revision = page.game.revision
        page.roller.supplyValue("Q")
        verify(page.roller.request.error !== "") // not one of the chart's results
        compare(page.game.revision, revision)
        page.roller.supplyValue("A") // as the player's printed chart shows it
        compare(page.roller.error, "")
        verify(!page.roller.request.active)
        compare(page.game.revision, revision + 1)
        compare(orderOf(page, "french", 1).status, "accepted")
    }

    // 16.4: an order written to a corps still to come is said to wait for it (its arrival
    // turn), not refused; a corps on the map says nothing.
    function test_16_4_anOrderToACorpsNotOnTheMapSaysWhenItComes() {
        const page = makePage({}, "5.1")
        page.writeOrder()
        const form = page.orderPanel.form
        form.draft = { mode: "write", side: "austrian", sender: "charles", receiver: "1-corps", type: "non-attack",
                       method: "AW", mp: 5, text: "March on Aspern" }
        verify(form.receiverOffMap.indexOf("arrives on turn 4 (16.4)") >= 0, form.receiverOffMap)
        form.draft = Object.assign({}, form.draft, { receiver: "6-corps" })
        compare(form.receiverOffMap, "")
    }

    function test_9_0_lastRollNotShownToTheOtherSide() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        page.game.viewer = Viewer.French
        at(page, 1, "order-issue", "french")
        verify(writeExampleOrder(page).send())
        at(page, 2, "new-order-acceptance", "french")
        verify(page.roller.rollAcceptance("french", 1, "25"))
        verify(page.roller.result.valid)
        click(page, "commandViewer_austrian")
        verify(!page.roller.result.valid)
        compare(page.roller.message, "")
        mouseClick(findChild(handOver, "handOverReady"))
        verify(!findChild(page, "commandResult").visible)
        page.writeOrder() // the form keeps nothing of the French order
        compare(page.orderPanel.form.draft.text, "")
        compare(page.orderPanel.form.draft.side, "austrian")
        compare(page.orderPanel.form.error, "")
    }

    function test_9_0_stepRefusalKeepsThePhasingSidesSecrets() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        page.game.viewer = Viewer.Austrian
        verify(page.game.perform("order-preset", "french", { receiver: "4-corps", type: "attack", text: "Hold Aspern",
                                                              direction: "north", limit: "Aspern" }))
        at(page, 1, "movement", "french")
        verify(page.game.perform("contact", "french", { command: "4-corps", kind: "fire" }))
        at(page, 2, "attack-stoppage", "french")
        compare(page.playStep.phasing, "french")
        verify(!page.playStep.next())
        verify(page.playStep.error.indexOf("French player has rolls") >= 0, page.playStep.error)
        verify(page.playStep.error.indexOf("4-corps") < 0)
        compare(page.game.error, "")
    }

    function test_keyboard_tabLeavesTheOrderText() {
        const page = makePage()
        at(page, 1, "order-issue", "french")
        page.writeOrder()
        tryVerify(() => page.orderPanel.opened)
        page.orderPanel.form.draft = { type: "attack" }
        const text = findChild(page.orderPanel, "orderText")
        text.forceActiveFocus()
        keyClick(Qt.Key_A)
        keyClick(Qt.Key_Tab)
        verify(!text.activeFocus)
        compare(page.orderPanel.form.draft.text, "a") // no tab typed into the order
        const start = findChild(page.orderPanel, "startField")
        verify(start.activeFocus)
        keyClick(Qt.Key_D)
        compare(page.orderPanel.form.draft.start, "d")
        keyClick(Qt.Key_Escape)
        tryVerify(() => !page.orderPanel.opened)
        page.writeOrder() // a fresh form: the fields typed into are empty again
        compare(text.text, "")
        compare(start.text, "")
    }

    function test_AE_2_3_aideTakesOneToFourUnits() {
        const page = makePage()
        rate(page, "french", "napoleon", 3)
        at(page, 1, "order-issue", "french")
        page.writeOrder()
        const form = page.orderPanel.form
        form.draft = { receiver: "mouton", type: "non-attack", method: "AO", text: "Hold the bridgehead",
                       units: "1-1-2, 2-1-2, 3-1-2, 1-2-2, 2-2-2" }
        verify(findChild(page.orderPanel, "unitsField").visible)
        verify(form.arrival.indexOf("this turn") >= 0, form.arrival) // received the turn it is sent
        verify(!form.send())
        verify(form.error.indexOf("AE 2.3") >= 0, form.error)
        form.draft = { units: "1-1-2, 2-1-2" }
        click(page, "sendOrder")
        compare(form.error, "")
        compare(orderOf(page, "french", 1).receiverKind, "aide")
        compare(orderOf(page, "french", 1).units, "1-1-2, 2-1-2")
        compare(orderOf(page, "french", 1).status, "arrived")
    }

    // #9 §2: an Attack order by aide, from the Command page to the Order Log, in at most
    // eight inputs: the type comes with the button, the receiver is one click, Enter walks
    // on through what the order lacks (MPs, direction, limit) and sends from the last; the
    // empty text is logged in the app's words from the direction and limit.
    function test_10_1c_attack_order_by_aide_in_eight_inputs() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        const inputs = Inputs.counter(testCase)
        inputs.click(findChild(page, "writeAttackOrderButton"))
        tryVerify(() => page.orderPanel.opened)
        compare(page.orderPanel.form.draft.type, "attack")
        compare(page.orderPanel.form.draft.method, "AO")
        verify(formChild(page, "receiverFilter").activeFocus)
        inputs.click(formChild(page, "receiver_3-corps"))
        verify(formChild(page, "mpField").activeFocus)
        inputs.type("10")
        inputs.key(Qt.Key_Return)
        verify(formChild(page, "directionField").activeFocus)
        inputs.type("along the road east")
        inputs.key(Qt.Key_Return)
        verify(formChild(page, "limitField").activeFocus)
        inputs.type("the village")
        const logged = formChild(page, "loggedText")
        verify(logged.visible)
        compare(logged.text, "The Order Log will read: Attack towards along the road east; limit: the village")
        inputs.key(Qt.Key_Return)
        compare(page.orderPanel.form.error, "")
        tryVerify(() => !page.orderPanel.opened)
        const order = orderOf(page, "french", 1)
        verify(order !== null, inputs.said())
        compare(order.receiver, "3-corps")
        compare(order.direction, "along the road east")
        compare(order.limit, "the village")
        compare(order.text, "Attack towards along the road east; limit: the village")
        verify(inputs.count <= 8, inputs.said())
    }

    // #36 §4, 10.1f: when its acceptance roll is due, the dice field has the focus and Enter
    // rolls: with the app's dice one input (Enter), with the player's two (the dice, Enter),
    // after the eight of the order (10.1c: its distance, direction and limit are typed).
    function test_10_1f_attack_order_by_aide_then_its_acceptance_roll_by_enter_data() {
        return [{ tag: "app's dice", dice: "", most: 9 }, { tag: "player's dice", dice: "25", most: 10 }]
    }
    function test_10_1f_attack_order_by_aide_then_its_acceptance_roll_by_enter(data) {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        const inputs = Inputs.counter(testCase)
        inputs.click(findChild(page, "writeAttackOrderButton"))
        tryVerify(() => page.orderPanel.opened)
        inputs.click(formChild(page, "receiver_3-corps"))
        inputs.type("10")
        inputs.key(Qt.Key_Return)
        inputs.type("along the road east")
        inputs.key(Qt.Key_Return)
        inputs.type("the village")
        inputs.key(Qt.Key_Return)
        tryVerify(() => !page.orderPanel.opened)
        compare(inputs.count, 8, inputs.said())
        // The order arrives next turn (10.1e); the steps to its acceptance are Next step's.
        // Acceptance Number 1 + 4 - 1 (AO) - 2 (Attack) = 2, a line the transcription lacks:
        // stand-ins for the club's printed chart where it is not transcribed (the Dt rolls
        // are), so that any roll lands on a known cell.
        for (let a = 1; a <= 6; ++a)
            for (let b = 1; b <= 6; ++b) {
                const refused = page.tableSet.record("acceptance", "2", "" + a + b, "D4")
                verify(refused === "" || refused.indexOf("already reads \"Dt\"") >= 0, refused)
            }
        at(page, 2, "new-order-acceptance", "french")
        compare(orderOf(page, "french", 1).status, "arrived")
        const dice = findChild(page, "diceField")
        tryVerify(() => dice.activeFocus, 1000, "the dice field does not have the focus")
        verify(findChild(page, "diceNote").text.indexOf("Enter: roll acceptance") >= 0, findChild(page, "diceNote").text)
        if (data.dice !== "") inputs.type(data.dice)
        inputs.key(Qt.Key_Return)
        compare(page.roller.error, "")
        verify(orderOf(page, "french", 1).status !== "arrived", "not rolled")
        compare(page.roller.result.rolledBy, data.dice === "" ? "app" : "player")
        // The stand-in D4, or a printed Dt cell of the line (10.1f: the order is distorted).
        const rolled = page.roller.result.values.result
        verify(rolled === "D4" || rolled === "Dt", "the roll's result is " + rolled)
        const printedDt = rolled === "Dt"
        compare(orderOf(page, "french", 1).statusText, printedDt ? "distorted" : "D4")
        verify(inputs.count <= data.most, inputs.said())
        console.log("#36 §4 Attack order by aide and its acceptance, " + data.tag + ": " + inputs.said())
    }

    // #9 §2: typing in the receiver's field narrows the buttons and Enter takes the first.
    function test_10_1a_receiverTypedAndPickedWithEnter() {
        const page = makePage()
        at(page, 1, "order-issue", "french")
        page.writeOrder()
        tryVerify(() => page.orderPanel.opened)
        const filter = formChild(page, "receiverFilter")
        verify(filter.activeFocus)
        keyClick(Qt.Key_4)
        keyClick(Qt.Key_Space)
        keyClick(Qt.Key_C)
        keyClick(Qt.Key_Return)
        compare(page.orderPanel.form.draft.receiver, "4-corps")
        verify(!filter.activeFocus) // on to what the order still lacks
    }

    // 10.1c, 9.0: an earlier order's direction and limit come back as chips; the other
    // side's do not.
    function test_10_1c_earlierDirectionsAndLimitsOfferedAsChips() {
        const page = makePage()
        rate(page, "french", "napoleon", 1)
        rate(page, "french", "davout", 4)
        at(page, 1, "order-issue", "french")
        verify(writeExampleOrder(page).send())
        page.orderPanel.close()
        rate(page, "austrian", "charles", 1)
        page.writeAttackOrder()
        const form = page.orderPanel.form
        compare(form.earlierDirections, ["along the road east"])
        compare(form.earlierLimits, ["the village"])
        press(page, "directionChip0", Qt.Key_Return)
        compare(form.draft.direction, "along the road east")
        verify(formChild(page, "receiverFilter").activeFocus) // the receiver is still lacking
        press(page, "limitChip0", Qt.Key_Return)
        compare(form.draft.limit, "the village")
        form.draft = { side: "austrian" } // no Austrian order yet: nothing to offer
        compare(form.earlierDirections, [])
        form.draft = { side: "french" }
        page.game.viewer = Viewer.Austrian // 9.0: the French Order Log is not the viewer's
        compare(form.earlierDirections, [])
        compare(form.earlierLimits, [])
        verify(formChild(page, "directionChip0") === null || !formChild(page, "directionChip0").visible)
    }

    // AE 2.3: the aide's units ticked in a list the find field narrows; typing ids still works.
    function test_AE_2_3_aidesUnitsTickedInTheChecklist() {
        const page = makePage()
        rate(page, "french", "napoleon", 3)
        at(page, 1, "order-issue", "french")
        page.writeOrder()
        tryVerify(() => page.orderPanel.opened)
        const form = page.orderPanel.form
        press(page, "receiver_mouton", Qt.Key_Return)
        compare(form.draft.receiver, "mouton")
        const find = formChild(page, "unitsFind")
        verify(find.activeFocus) // the order lacks his units first
        keyClick(Qt.Key_1)
        keyClick(Qt.Key_Minus)
        keyClick(Qt.Key_1)
        keyClick(Qt.Key_Minus)
        keyClick(Qt.Key_2)
        press(page, "unit_1-1-2", Qt.Key_Space)
        compare(form.draft.units, "1-1-2")
        find.text = "2-1-2"
        press(page, "unit_2-1-2", Qt.Key_Space)
        compare(form.draft.units, "1-1-2, 2-1-2")
        verify(formChild(page, "unit_1-1-2").checked) // a ticked unit stays listed
        press(page, "unit_1-1-2", Qt.Key_Space)
        compare(form.draft.units, "2-1-2")
        form.draft = { type: "non-attack", text: "Hold the bridgehead" }
        click(page, "sendOrder")
        compare(form.error, "")
        compare(orderOf(page, "french", 1).units, "2-1-2")
    }
}
