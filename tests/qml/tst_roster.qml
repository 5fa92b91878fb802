import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// The Roster screen: ratings entered from the counters (0 to 4, unknown until then), leader
// casualties with the replacement the rules call for (26.4), the "original corps commander
// lost" flag (10.3a), and fog of war (9.0): viewing one side hides the other side's roster.
TestCase {
    id: testCase
    name: "Roster"
    when: windowShown
    visible: true
    width: 1280
    height: 720

    Component { id: gameComponent; OpenGame { } }
    Component { id: pageComponent; RosterPage { width: 1280; height: 720 } }

    function makePage() {
        const game = gameComponent.createObject(testCase)
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Test"))
        return createTemporaryObject(pageComponent, testCase, { game: game })
    }
    // A button of the page, pressed from the keyboard: focused (and so scrolled into view), Return.
    function press(item) {
        verify(item !== null)
        item.forceActiveFocus()
        keyClick(Qt.Key_Return)
    }
    function leaderOf(roster, id) {
        return roster.leaders.find(l => l.id === id) || null
    }
    function commandOf(roster, id) {
        return roster.commands.find(c => c.id === id) || null
    }
    function openCasualty(page, id) {
        press(findChild(page, "casualty_" + id))
        const dialog = findChild(page, "leaderCasualtyDialog")
        tryVerify(() => dialog.opened)
        return dialog
    }

    function test_26_0_ratingEnteredFromTheCounter() {
        const page = makePage()
        const roster = findChild(page, "frenchRoster")
        compare(leaderOf(roster, "massena").rating, -1)
        verify(findChild(page, "rating_massena").text.indexOf("unknown") >= 0)
        const three = findChild(page, "rate_3_massena")
        three.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(leaderOf(roster, "massena").rating, 3)
        verify(findChild(page, "rate_3_massena").highlighted)
        verify(!roster.setRating("massena", "5")) // ratings run 0 to 4
        verify(page.game.error.indexOf("0 to 4") >= 0)
        compare(leaderOf(roster, "massena").rating, 3)
        page.game.undo()
        compare(leaderOf(roster, "massena").rating, -1)
    }

    // 26.4a: a corps commander's place goes to one of his division commanders, named by the
    // players; his division gets the generic replacement (26.4b); 10.3a is flagged.
    function test_26_4_corpsCommanderReplacedByNamedSubordinate() {
        const page = makePage()
        const roster = findChild(page, "frenchRoster")
        verify(!commandOf(roster, "4-corps").originalCommanderLost)
        const dialog = openCasualty(page, "massena")
        verify(dialog.needsReplacement)
        const names = dialog.replacements.map(r => r.id)
        verify(names.indexOf("legrand") >= 0, JSON.stringify(names))
        verify(names.indexOf("davout") < 0) // not one of his
        const box = findChild(dialog.contentItem, "replacementBox")
        box.currentIndex = names.indexOf("legrand")
        mouseClick(findChild(dialog.contentItem, "confirmCasualty"))
        tryVerify(() => !dialog.opened)
        verify(leaderOf(roster, "massena").lost)
        verify(!leaderOf(roster, "legrand").lost)
        verify(leaderOf(roster, "legrand").commandsNow.indexOf("4 Corps") >= 0, leaderOf(roster, "legrand").commandsNow)
        verify(commandOf(roster, "4-corps").commander.indexOf("LeGrand") >= 0)
        verify(commandOf(roster, "4-corps").originalCommanderLost)
        verify(findChild(page, "command_4-corps").text.indexOf("10.3a") >= 0)
        verify(leaderOf(roster, "massena").status.indexOf("LeGrand") >= 0)
    }

    // 26.4a: the army commander's replacement, a corps commander, leaves his corps to one of
    // his division commanders; refused without a name, with nothing changed.
    function test_26_4_armyCommanderReplacementLeavesHisCorps() {
        const page = makePage()
        const roster = findChild(page, "frenchRoster")
        const revision = page.game.revision
        verify(!roster.leaderCasualty("napoleon", "", ""))
        verify(page.game.error.indexOf("26.4a") >= 0)
        verify(!leaderOf(roster, "napoleon").lost)
        compare(page.game.revision, revision)
        const dialog = openCasualty(page, "napoleon")
        const box = findChild(dialog.contentItem, "replacementBox")
        box.currentIndex = dialog.replacements.findIndex(r => r.id === "massena")
        box.activated(box.currentIndex)
        const corps = dialog.corpsReplacements.map(r => r.id)
        verify(corps.indexOf("molitor") >= 0, JSON.stringify(corps))
        findChild(dialog.contentItem, "corpsReplacementBox").currentIndex = corps.indexOf("molitor")
        mouseClick(findChild(dialog.contentItem, "confirmCasualty"))
        tryVerify(() => !dialog.opened)
        verify(leaderOf(roster, "napoleon").lost)
        verify(commandOf(roster, "army").commander.indexOf("Massena") >= 0)
        verify(commandOf(roster, "4-corps").commander.indexOf("Molitor") >= 0)
        verify(commandOf(roster, "4-corps").originalCommanderLost) // Massena moved up (10.3a)
    }

    // 26.4b: a division commander is replaced by his division's generic replacement; no name asked.
    function test_26_4b_divisionCommanderGetsTheGenericReplacement() {
        const page = makePage()
        const roster = findChild(page, "frenchRoster")
        const dialog = openCasualty(page, "legrand")
        verify(!dialog.needsReplacement)
        verify(!findChild(dialog.contentItem, "replacementBox").parent.visible)
        mouseClick(findChild(dialog.contentItem, "confirmCasualty"))
        tryVerify(() => !dialog.opened)
        verify(leaderOf(roster, "legrand").lost)
        verify(leaderOf(roster, "legrand").status.indexOf("generic") >= 0, leaderOf(roster, "legrand").status)
        verify(!findChild(page, "casualty_legrand").visible)
        verify(!commandOf(roster, "4-corps").originalCommanderLost)
    }

    function test_9_0_viewingOneSideHidesTheOtherRoster() {
        const page = makePage()
        const french = findChild(page, "frenchRoster")
        const austrian = findChild(page, "austrianRoster")
        verify(french.leaders.length > 0)
        verify(austrian.leaders.length > 0)
        mouseClick(findChild(page, "viewer_french"))
        compare(austrian.leaders.length, 0)
        compare(austrian.commands.length, 0)
        verify(!findChild(page, "austrianRosterSection").visible)
        verify(findChild(page, "frenchRosterSection").visible)
        mouseClick(findChild(page, "viewer_austrian"))
        compare(french.leaders.length, 0)
        verify(austrian.leaders.length > 0)
    }
}
