import QtQuick
import QtTest
import AideDeCamp
import TestSupport
import "inputs.js" as Inputs

// Pick, don't type (#9 §2): the inputs a player needs for whole tasks, counted with
// inputs.js on a 1920x1080 window (a table laptop's screen): a fire combat of three of the
// game's units marked on the unit hit, and a Corps Attack Stoppage check. (The Attack order
// by aide is counted in tst_command.qml.)
TestCase {
    id: testCase
    name: "InputCounts"
    when: windowShown
    visible: true
    width: 1920
    height: 1080

    Component { id: gameComponent; OpenGame { } }
    Component { id: logComponent; RollLogModel { } }
    Component { id: pageComponent; ResolverPage { width: 1920; height: 1080 } }
    Component { id: chartComponent; ArmyLossChart { } }

    function newGame(scenario) {
        const game = gameComponent.createObject(testCase)
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        verify(game.newGame(game.suggestedPath("count"), scenario, { play: "umpire" }, "Test"))
        return game
    }
    function rowOf(model, id) {
        return model.rows.find(r => r.id === id) || null
    }

    // #9 §2: three of the game's units fire with two modifiers and the result is marked on
    // the unit hit, counted from Fire Combat just chosen in the resolver list with a game
    // open: the units' division typed, a click per unit, a tick per modifier and a scroll to
    // the second, the roll, the unit hit typed and Enter. Before the pickers: 17, the levels looked up apart.
    function test_20_0_three_firers_two_modifiers_marked_in_ten_inputs() {
        const game = newGame("5.1")
        const tables = Fixture.freshTables()
        // Stand-ins for a club's completed Fire Combat Table (§1), column 8 only: whatever
        // the app rolls lands on a known cell. Not the printed values.
        for (let a = 1; a <= 6; ++a)
            for (let b = 1; b <= 6; ++b)
                compare(tables.record("fire-combat", "8", "" + a + b, "1(1)"), "")
        const log = createTemporaryObject(logComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase, { tableSet: tables, log: log, game: game })
        verify(page.chooseResolver("fire"))
        tryCompare(page.form, "resolverName", "fire")
        const formScroll = findChild(page, "formScroll")
        const filter = findChild(page, "unitFilter_firer")
        waitForRendering(filter)

        // As a player chooses it: the resolver list keeps the focus, and typing there finds units.
        findChild(page, "resolverList").forceActiveFocus()
        const inputs = Inputs.counter(testCase)
        inputs.type("-4-4") // Boudet's division: its three brigades
        compare(filter.text, "-4-4")
        for (const id of ["3 Lt-4-4", "56 Line-4-4", "93 Line-4-4"]) {
            let add = null
            tryVerify(() => (add = findChild(page, "gameUnit_french_" + id + "_line")) !== null, 2000, id)
            waitForRendering(add)
            inputs.click(add)
        }
        compare(findChild(page, "input_firer_2").text, "line:@french/93 Line-4-4:1") // its range: 20.2c
        compare(page.form.firingSide, "french")
        for (const mod of ["up-slope", "target-limbered-flank-routed-dg"]) {
            const tick = findChild(page, "mod_mods_" + mod)
            inputs.scrollTo(tick, formScroll)
            inputs.click(tick)
            verify(tick.checked, mod)
        }
        inputs.click(findChild(page, "rollForMe"))
        tryVerify(() => page.form.result.valid, 3000, page.form.rollError)
        compare(page.form.result.values.column, "8") // 3 x 2 points, +2 columns
        verify(page.form.result.steps.some(s => s.text.indexOf("56 Line-4-4: fire level") >= 0)) // qmllint disable type
        // The unit hit is the other army's, and the panel is ready for its name.
        const form = findChild(page, "applyLossesForm")
        compare(form.side, Side.Austrian)
        tryVerify(() => findChild(page, "applyBrigadeFilter").activeFocus)
        inputs.type("39-1-6")
        inputs.key(Qt.Key_Return)
        compare(form.error, "")
        verify(inputs.count <= 10, inputs.said())
        console.log("#9 §2 fire combat: " + inputs.said())
        const austrian = createTemporaryObject(chartComponent, testCase, { game: game, side: Side.Austrian })
        compare(rowOf(austrian, "39-1-6").casualties, 1)
        compare(rowOf(austrian, "39-1-6").stragglers, 1)
    }

    // #9 §2, 10.3a: a Corps Attack Stoppage check on the Resolve page with a game open,
    // counted from the check just chosen in the resolver list: the command attacking under
    // orders picked (its divisions, wrecked ones, commander and rating come from the game),
    // and the roll. Before: divisions, wrecked and rating each a click and a number, and the
    // roll, 7. (On the Command page, at its step, the check is the one click of its button.)
    function test_10_3a_stoppage_check_in_three_inputs() {
        const game = newGame("5.1") // 6 Corps attacks under the pre-set "Capture Aspern."
        verify(game.perform("set-rating", "austrian", { leader: "hiller", rating: 2 }), game.error)
        const log = createTemporaryObject(logComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase, { tableSet: Fixture.freshTables(), log: log, game: game })
        verify(page.chooseResolver("cas"))
        tryCompare(page.form, "resolverName", "cas")
        const orders = page.form.gameAttackOrders()
        const sixth = orders.find(o => o.side === "austrian" && o.label.indexOf("6 Corps") >= 0) // qmllint disable type
        verify(sixth !== undefined, JSON.stringify(orders))

        const inputs = Inputs.counter(testCase)
        const button = findChild(page, "stoppageOrder_austrian_" + sixth.order)
        waitForRendering(button)
        inputs.click(button)
        compare(findChild(page, "stoppageOrderProblem").visible, false, findChild(page, "stoppageOrderProblem").text)
        compare(page.form.chances.available, true, page.form.chances.problem)
        compare(findChild(page, "input_rating").value, 2) // Hiller's, from the roster
        verify(findChild(page, "input_divisions").value >= 1)
        compare(findChild(page, "input_wrecked").value, 0)
        inputs.click(findChild(page, "rollForMe"))
        tryVerify(() => page.form.result.valid || page.form.request.active, 3000, page.form.rollError)
        verify(inputs.count <= 3, inputs.said())
        console.log("#9 §2 stoppage check: " + inputs.said())
    }
}
