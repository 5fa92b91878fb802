import QtQuick
import QtTest
import AideDeCamp
import TestSupport
import "ready.js" as Ready

// The resolver screen driven as a player would: pick a resolver, fill the form with mouse
// and keyboard, type real dice or let the app roll, and enter an unknown chart cell.
TestCase {
    id: testCase
    name: "ResolverScreen"
    when: windowShown
    // A TestCase is not shown by default; the screens under test are its children.
    visible: true
    width: 1280
    height: 720

    Component {
        id: pageComponent
        ResolverPage {
            width: testCase.width
            height: testCase.height
        }
    }
    Component {
        id: logComponent
        RollLogModel { }
    }
    Component { id: gameComponent; OpenGame { } }

    function createPage() {
        const log = createTemporaryObject(logComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase, { tableSet: Fixture.freshTables(), log: log })
        verify(page !== null)
        return page
    }

    function child(page, name) {
        const item = findChild(page, name)
        verify(item !== null, "no item " + name)
        return item
    }

    // By keyboard: into the list, then down until the resolver is the current one.
    function choose(page, resolver) {
        const list = child(page, "resolverList")
        tryVerify(() => list.itemAtIndex(0) !== null, 5000, "the resolver list is empty")
        ready(list.itemAtIndex(0))
        mouseClick(list.itemAtIndex(0))
        tryVerify(() => list.activeFocus, 2000, "no focus on the resolver list")
        for (let i = 0; i < list.count && page.form.resolverName !== resolver; ++i) keyClick(Qt.Key_Down)
        compare(page.form.resolverName, resolver)
    }

    function ready(item) { Ready.ready(testCase, item) }

    function typeText(item, text) {
        ready(item)
        mouseClick(item)
        tryVerify(() => item.activeFocus, 2000, "no focus on " + item.objectName)
        for (let i = 0; i < text.length; ++i) keyClick(text[i])
    }

    function typeDice(page, dice) {
        const field = child(page, "diceField_roll")
        typeText(field, dice)
        keyClick(Qt.Key_Return)
    }

    // Rule 20.4, first example: 4 fire points, column 4, roll 46: 1 casualty, 1 straggler.
    function test_rule_20_4_fire_example() {
        const page = createPage()
        choose(page, "fire")
        typeText(child(page, "input_points"), "4")
        compare(page.form.chances.available, true)
        typeDice(page, "46")
        tryCompare(child(page, "resultSummary"), "text", "1(1)")
        verify(child(page, "resultPanel").visible)
        verify(child(page, "rolledBy").text.indexOf("player") >= 0)
        compare(page.form.result.dice.length, 1)
        compare(page.form.result.dice[0].value, 46)
        compare(page.form.result.dice[0].faces, [4, 6])
        verify(page.form.result.steps.some(function(s) { return s.rule === "20.4" }))
        compare(page.log.count, 1)
        // The explanation opens with its rule numbers.
        verify(!child(page, "whySteps").visible)
        mouseClick(child(page, "whyButton"))
        verify(child(page, "whySteps").visible)
    }

    // Wagram 7.2 from the keyboard: the Game box set to Wagram 1809 lists Wagram's
    // resolvers only; Karl's Reaction Round fails on a 7 (2 to 6 succeed).
    function test_wagram_7_2_reaction_picked_from_the_wagram_rulebook() {
        const page = createPage()
        const picker = child(page, "rulebookPicker")
        compare(picker.currentText, "Aspern-Essling 1809")
        ready(picker)
        picker.forceActiveFocus()
        keyClick(Qt.Key_Down)
        tryCompare(picker, "currentText", "Wagram 1809")
        const list = child(page, "resolverList")
        compare(list.count, 12)
        choose(page, "wagram-reaction")
        mouseClick(child(page, "choice_side_austrian"))
        typeDice(page, "7")
        tryCompare(child(page, "resultSummary"), "text", "no reaction")
        verify(page.form.result.steps.some(function(s) { return s.rule === "Wagram 7.2" }))
        // Back to the series' charts: the NBS resolvers again, fire among them.
        picker.forceActiveFocus()
        keyClick(Qt.Key_Up)
        tryCompare(picker, "currentText", "Aspern-Essling 1809")
        choose(page, "fire")
    }

    // A game opened sets the Game box to the rule book of its game: an Aspern-Essling game
    // brings back the NBS resolvers after the player looked at Wagram's.
    function test_opening_a_game_sets_the_game_box_to_its_rules() {
        const game = createTemporaryObject(gameComponent, testCase)
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        const page = createTemporaryObject(pageComponent, testCase,
                                           { tableSet: Fixture.freshTables(), log: createTemporaryObject(logComponent, testCase), game: game })
        const picker = child(page, "rulebookPicker")
        picker.forceActiveFocus()
        keyClick(Qt.Key_Down)
        tryCompare(picker, "currentText", "Wagram 1809")
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Test"), game.error)
        compare(game.rulebook, "nbs")
        tryCompare(picker, "currentText", "Aspern-Essling 1809")
        verify(child(page, "resolverList").count > 12)
        game.closeGame()
    }

    // Rule 5.3: 17 is not an 11..66 roll. The engine's message is shown; the result stays.
    function test_rule_5_3_impossible_roll_changes_nothing() {
        const page = createPage()
        choose(page, "fire")
        typeText(child(page, "input_points"), "4")
        typeDice(page, "46")
        tryCompare(child(page, "resultSummary"), "text", "1(1)")
        const serial = page.form.result.serial
        for (const bad of ["17", "70", "0", "7"]) {
            typeDice(page, bad)
            const error = child(page, "rollError")
            verify(error.visible, "no message for " + bad)
            verify(page.form.rollError.indexOf(bad) >= 0, page.form.rollError)
            compare(error.text, page.form.rollError)
            compare(child(page, "resultSummary").text, "1(1)")
            compare(page.form.result.serial, serial)
            compare(page.log.count, 1)
            child(page, "diceField_roll").clear()
        }
    }

    // Rule 10.1f: a roll that lands on an Acceptance Table cell the app does not know asks
    // for it; the value entered is remembered and the same dice are read again.
    function test_rule_10_1f_unknown_acceptance_cell_is_asked_for() {
        const page = createPage()
        choose(page, "acceptance")
        for (const key of ["input_sender", "input_receiver"]) {
            const field = child(page, key)
            ready(field) // laid out: a click before lands where the field was not yet
            mouseClick(field)
            tryVerify(() => field.activeFocus, 2000, "no focus on " + key)
            keyClick(Qt.Key_Up); keyClick(Qt.Key_Up); keyClick(Qt.Key_Up) // not given -> 0 -> 1 -> 2
        }
        mouseClick(child(page, "choice_method_AO"))
        mouseClick(child(page, "choice_type_attack"))
        compare(page.form.chances.available, true, page.form.chances.problem)
        verify(page.form.chances.unknownProbability > 0)
        typeDice(page, "66")
        const request = child(page, "cellRequest")
        tryCompare(request, "visible", true)
        compare(child(page, "requestChart").text, "Acceptance Table")
        compare(child(page, "requestOutcome").text, "66")
        compare(page.form.request.lineKey, "1")
        verify(page.form.request.hint !== "")
        verify(!child(page, "resultPanel").visible)

        // A value the chart cannot hold is refused and nothing changes.
        const revision = page.tableSet.revision
        const field = child(page, "cellValueField")
        typeText(field, "XYZ")
        keyClick(Qt.Key_Return)
        verify(child(page, "requestError").visible)
        compare(page.tableSet.revision, revision)
        verify(request.visible)

        // "D5" read off the printed chart, remembered: resolved again with the same 66.
        field.clear()
        typeText(field, "D5")
        keyClick(Qt.Key_Return)
        tryCompare(request, "visible", false)
        compare(child(page, "resultSummary").text, page.form.result.summary)
        compare(page.form.result.dice[0].value, 66)
        compare(page.form.result.rolledBy, "player")
        verify(page.tableSet.revision > revision)
        compare(page.log.count, 1)
    }

    // A value used for one roll only is not kept: the next roll asks again.
    function test_rule_10_1f_value_for_this_roll_only() {
        const page = createPage()
        choose(page, "acceptance")
        page.form.inputs.fill(["sender=2", "receiver=2", "method=AO", "type=attack"])
        typeDice(page, "66")
        tryCompare(child(page, "cellRequest"), "visible", true)
        const revision = page.tableSet.revision
        mouseClick(child(page, "rememberBox"))
        verify(!child(page, "rememberBox").checked)
        typeText(child(page, "cellValueField"), "A")
        keyClick(Qt.Key_Return)
        tryCompare(child(page, "cellRequest"), "visible", false)
        verify(child(page, "resultPanel").visible)
        compare(page.tableSet.revision, revision)
        typeDice(page, "66")
        tryCompare(child(page, "cellRequest"), "visible", true)
    }

    // The app's dice: the result says so and shows the seed; the log keeps both.
    function test_rule_27_4_gun_loss_rolled_by_the_app() {
        const page = createPage()
        choose(page, "gun-loss")
        mouseClick(child(page, "rollForMe"))
        tryCompare(page.form.result, "valid", true)
        compare(page.form.result.rolledBy, "app")
        verify(page.form.result.seed !== "")
        verify(child(page, "rolledBy").text.indexOf(page.form.result.seed) >= 0)
        compare(page.log.count, 1)
    }

    // Rule 20.1: firing units are entered one per row; the engine totals their points.
    function test_rule_20_1_firers_are_listed_row_by_row() {
        const page = createPage()
        choose(page, "fire-points")
        typeText(child(page, "input_firer_0"), "line:A:1")
        mouseClick(child(page, "add_firer"))
        typeText(child(page, "input_firer_1"), "line:B:1")
        compare(page.form.chances.available, true, page.form.chances.problem)
        mouseClick(child(page, "rollForMe"))
        tryCompare(page.form.result, "valid", true)
        verify(page.form.result.steps.length >= 2)
        // A row the engine cannot read is named in its message.
        typeText(child(page, "input_firer_1"), "x")
        verify(!page.form.chances.available)
        verify(page.form.chances.problem.indexOf("line:B:1x") >= 0, page.form.chances.problem)
        verify(child(page, "chancesProblem").visible)
    }

    // Rule 20.3: the modifier list follows the choice of whose fire it is (24.0).
    function test_rule_20_3_modifiers_follow_whose_fire() {
        const page = createPage()
        choose(page, "fire")
        verify(findChild(page, "mod_mods_night") !== null)
        mouseClick(child(page, "choice_fires_cavalry"))
        tryVerify(function() { return findChild(page, "mod_mods_heavy-target") !== null })
        waitForRendering(page) // the new lines are laid out
        compare(findChild(page, "mod_mods_night"), null)
        const heavy = child(page, "mod_mods_heavy-target")
        const scroll = child(page, "formScroll")
        heavy.forceActiveFocus() // the form scrolls to it
        waitForRendering(page)
        mouseClick(heavy)
        verify(heavy.checked)
        keyClick(Qt.Key_Space)
        verify(!heavy.checked)
        // Back to regular fires: a line below the fold is reached by keyboard, and the
        // form scrolls to show it.
        mouseClick(child(page, "choice_fires_regular"))
        tryVerify(function() { return findChild(page, "mod_mods_redoubt") !== null })
        waitForRendering(page)
        const redoubt = child(page, "mod_mods_redoubt")
        const before = scroll.contentItem.contentY
        verify(redoubt.mapToItem(scroll, 0, 0).y + redoubt.height > scroll.height)
        redoubt.forceActiveFocus()
        verify(scroll.contentItem.contentY > before)
        keyClick(Qt.Key_Space)
        verify(redoubt.checked)
    }
}
