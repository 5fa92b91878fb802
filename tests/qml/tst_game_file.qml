import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// The game file panel: a new game never overwrites a file (the refusal is shown with its
// message and the file is left as it was), a new game stores its scenario and variants,
// and a file that is not a game is refused.
TestCase {
    id: testCase
    name: "GameFile"
    when: windowShown
    visible: true
    width: 1280
    height: 720

    Component {
        id: gameComponent
        OpenGame { }
    }
    Component {
        id: panelComponent
        GameFilePanel { }
    }
    Component {
        id: mainComponent
        Main { }
    }

    function makeGame() {
        const game = gameComponent.createObject(testCase) // outlives the panels of each test
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        compare(game.error, "")
        return game
    }

    function child(root, name) {
        const found = findChild(root.contentItem, name)
        verify(found !== null, name)
        return found
    }

    function test_game_file_existing_file_never_overwritten() {
        const game = makeGame()
        const panel = createTemporaryObject(panelComponent, testCase, { game: game })
        const taken = game.defaultFolder + "/taken.adc"
        const folder = Fixture.setFolder("taken.adc", "my notes")
        const takenPath = game.localPath(folder.toString()) + "/taken.adc"
        panel.startNew()
        tryCompare(panel, "opened", true)
        child(panel, "pathField").text = takenPath
        mouseClick(child(panel, "createButton"))
        verify(game.error !== "")
        verify(game.error.indexOf(takenPath) >= 0, game.error + " / " + takenPath)
        verify(child(panel, "gameError").visible)
        compare(Fixture.fileText(takenPath), "my notes")
        verify(!game.isOpen)
        verify(panel.opened)
        verify(taken !== takenPath)
    }

    function test_game_file_new_game_with_variants() {
        const game = makeGame()
        const panel = createTemporaryObject(panelComponent, testCase, { game: game })
        panel.startNew()
        tryCompare(panel, "opened", true)
        mouseClick(child(panel, "scenario_aspern-essling"))
        compare(panel.scenarioId, "aspern-essling")
        verify(child(panel, "davout").visible)
        mouseClick(child(panel, "davout"))
        mouseClick(child(panel, "bridge_none"))
        child(panel, "titleField").text = "Club night"
        verify(child(panel, "pathField").text.indexOf(game.defaultFolder) === 0)
        mouseClick(child(panel, "createButton"))
        compare(game.error, "")
        verify(game.isOpen)
        compare(game.name, "Club night")
        verify(game.scenarioText.indexOf("5.4") >= 0)
        verify(game.scenarioText.indexOf("2.9b") >= 0)
        verify(game.scenarioText.indexOf("bridge: none") >= 0, game.scenarioText)
        // The new game goes on through its steps, each of which may be skipped.
        compare(panel.step, "counters")
        verify(panel.opened)
        mouseClick(child(panel, "stepNext"))
        compare(panel.step, "setup")
        mouseClick(child(panel, "stepNext"))
        compare(panel.step, "losses")
        mouseClick(child(panel, "stepFinish"))
        tryCompare(panel, "opened", false)
    }

    // New game, the steps after creation: counters from the last game (26.0), the set-up
    // list (16.4), then the pre-game losses applied as the game's first actions (AE 5.2).
    function test_5_2_wizard_setup_and_pre_game_losses() {
        const game = makeGame()
        const panel = createTemporaryObject(panelComponent, testCase, { game: game, counterMemoryFile: Fixture.emptyFolder() + "/counters.json" })
        panel.startNew()
        tryCompare(panel, "opened", true)
        mouseClick(child(panel, "scenario_second-day"))
        panel.play = "umpire" // both sides' steps on one screen (9.0)
        mouseClick(child(panel, "createButton"))
        compare(game.error, "")
        compare(panel.step, "counters")
        const counters = findChild(panel.contentItem, "counterValues")
        verify(counters !== null)
        const leader = counters.leaders[0].id
        const three = findChild(panel.contentItem, "rate_" + leader + "_3")
        verify(three !== null)
        three.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(counters.leaders[0].rating, 3)
        mouseClick(child(panel, "stepNext"))
        const setup = findChild(panel.contentItem, "setupList")
        verify(setup !== null)
        verify(setup.rows.length > 0)
        verify(findChild(panel.contentItem, "setupRow_0") !== null)
        mouseClick(child(panel, "stepNext"))
        const losses = findChild(panel.contentItem, "preGameLosses")
        verify(losses !== null)
        compare(losses.total, 27)
        mouseClick(child(panel, "applyLosses"))
        compare(game.error, "")
        verify(losses.appliedAt > 0)
        verify(child(panel, "lossesApplied").visible)
        mouseClick(child(panel, "side_austrian"))
        compare(losses.side, Side.Austrian)
        compare(losses.total, 38)
        verify(losses.appliedAt === 0)
    }

    // 9.0: in a two-player game the new game's steps show only the viewer's own army.
    function test_9_0_wizardStepsShowOnlyTheViewersSide() {
        const game = makeGame()
        const panel = createTemporaryObject(panelComponent, testCase, { game: game, counterMemoryFile: Fixture.emptyFolder() + "/counters.json" })
        panel.startNew()
        tryCompare(panel, "opened", true)
        mouseClick(child(panel, "scenario_lannes-attack"))
        mouseClick(child(panel, "createButton"))
        compare(game.error, "")
        verify(game.viewer === Viewer.French || game.viewer === Viewer.Austrian, game.viewer)
        const own = game.viewer === Viewer.French ? "french" : "austrian"
        const other = game.viewer === Viewer.French ? "austrian" : "french"
        for (const step of ["counters", "setup", "losses"]) {
            panel.step = step
            verify(child(panel, "side_" + own).visible, step)
            verify(!child(panel, "side_" + other).visible, step + " offers the " + other + " army")
        }
    }

    // 5.3: the Austrian lines add to 46 against a printed 45; the players confirm first.
    function test_5_3_wizard_asks_to_confirm_the_austrian_lines() {
        const game = makeGame()
        const panel = createTemporaryObject(panelComponent, testCase, { game: game, counterMemoryFile: Fixture.emptyFolder() + "/counters.json" })
        panel.startNew()
        tryCompare(panel, "opened", true)
        mouseClick(child(panel, "scenario_lannes-attack"))
        panel.play = "umpire" // both sides' steps on one screen (9.0)
        mouseClick(child(panel, "createButton"))
        compare(game.error, "")
        panel.step = "losses"
        mouseClick(child(panel, "side_austrian"))
        const losses = findChild(panel.contentItem, "preGameLosses")
        verify(child(panel, "lossesAsked").visible)
        verify(losses.asked.indexOf("46") >= 0, losses.asked)
        verify(!child(panel, "applyLosses").enabled)
        waitForRendering(panel.contentItem) // the step has just been laid out
        mouseClick(child(panel, "confirmLines"))
        compare(losses.total, 46)
        // 8 over 1-6 leaves two boxes; by default the second would wreck 39-1-6 (20.6a):
        // the Austrian player places them.
        verify(!child(panel, "applyLosses").enabled)
        verify(child(panel, "placeAsked_1-6").visible)
        const place = child(panel, "placeAsShown_1-6")
        place.forceActiveFocus() // scrolled into view, then pressed from the keyboard
        keyClick(Qt.Key_Return)
        compare(losses.placeAsked.length, 0)
        verify(child(panel, "applyLosses").enabled)
    }

    // AE 5.3: once applied, each tab shows what the game holds (the owner's placement, the
    // corrected line), also after the other tab and after leaving the step.
    function test_AE_5_3_eachTabShowsWhatWasApplied() {
        const game = makeGame()
        const panel = createTemporaryObject(panelComponent, testCase, { game: game, counterMemoryFile: Fixture.emptyFolder() + "/counters.json" })
        panel.startNew()
        tryCompare(panel, "opened", true)
        mouseClick(child(panel, "scenario_lannes-attack"))
        panel.play = "umpire" // both sides' steps on one screen (9.0)
        mouseClick(child(panel, "createButton"))
        compare(game.error, "")
        panel.step = "losses"
        let losses = findChild(panel.contentItem, "preGameLosses")
        // French: 4-4's leftover box goes to 56 Line-4-4 instead of 3 Lt-4-4.
        losses.toggleExtra("4-4", "3 Lt-4-4")
        losses.toggleExtra("4-4", "56 Line-4-4")
        compare(losses.problem, "")
        verify(losses.apply(), game.error)
        // Austrian: one line corrected, 45 applied.
        mouseClick(child(panel, "side_austrian"))
        verify(losses.correctLine("1-6", "7"))
        compare(losses.total, 45)
        verify(losses.apply(), game.error)
        const shareOf = (division, brigade) => {
            for (const sp of losses.splits)
                if (sp.division === division)
                    for (const sh of sp.shares) if (sh.brigade === brigade) return sh
            return null
        }
        mouseClick(child(panel, "side_french"))
        verify(losses.appliedAt > 0)
        compare(shareOf("4-4", "56 Line-4-4").casualties, 5)
        compare(shareOf("4-4", "3 Lt-4-4").casualties, 4)
        verify(child(panel, "lossesTotals").text.indexOf("applied: 34") >= 0, child(panel, "lossesTotals").text)
        mouseClick(child(panel, "side_austrian"))
        compare(losses.asked, "")
        compare(losses.total, 45)
        verify(!child(panel, "lossesAsked").visible)
        verify(child(panel, "lossesTotals").text.indexOf("applied: 45") >= 0, child(panel, "lossesTotals").text)
        // Leaving the step and coming back builds the panel anew: still what was applied.
        panel.step = "setup"
        tryVerify(() => findChild(panel.contentItem, "preGameLosses") === null)
        panel.step = "losses"
        tryVerify(() => findChild(panel.contentItem, "preGameLosses") !== null)
        losses = findChild(panel.contentItem, "preGameLosses")
        mouseClick(child(panel, "side_austrian"))
        compare(losses.total, 45)
        compare(losses.asked, "")
        mouseClick(child(panel, "side_french"))
        compare(shareOf("4-4", "56 Line-4-4").casualties, 5)
    }

    function test_game_file_not_a_game_refused() {
        const game = makeGame()
        const panel = createTemporaryObject(panelComponent, testCase, { game: game })
        const folder = Fixture.setFolder("letter.adc", "Dear Sir")
        const path = game.localPath(folder.toString()) + "/letter.adc" // qmllint disable type
        panel.startOpen("")
        tryCompare(panel, "opened", true)
        child(panel, "openField").text = path
        keyClick(Qt.Key_Return)
        verify(game.error !== "")
        verify(!game.isOpen)
        compare(Fixture.fileText(path), "Dear Sir")
        verify(child(panel, "gameError").visible)
    }

    // ---- The recent games (this test's own settings folder, see tests/qml/CMakeLists.txt)

    function mainWindow(reopen) {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), startReopen: reopen })
        verify(win !== null)
        tryVerify(() => win.visible)
        return win
    }

    // 9.0: the last game, a two-player one, opens again behind the hand-over screen.
    function test_9_0_lastGameReopensBehindTheHandOverScreen() {
        const first = mainWindow(false)
        first.game.defaultFolder = Fixture.emptyFolder()
        const path = first.game.suggestedPath("first-day")
        verify(first.game.newGame(path, "5.1", { play: "two-players" }, "Reopened"), first.game.error)
        compare(first.recent.lastGame, first.game.path)
        const again = mainWindow(true)
        verify(again.game.isOpen, again.recent.note)
        compare(again.game.name, "Reopened")
        verify(again.game.covered) // as opening the file does
        const scripted = mainWindow(false) // --no-reopen, and every test
        verify(!scripted.game.isOpen)
        // The panel offers it: a big button, reached with Tab (AppButton: Enter presses it).
        scripted.recent.reload()
        const panel = scripted.filePanel
        verify(scripted.recent.count >= 1)
        panel.startOpen("")
        tryCompare(panel, "opened", true)
        const button = findChild(panel.contentItem, "recent_0")
        verify(button !== null)
        compare(button.focusPolicy, Qt.StrongFocus)
        button.clicked() // keys go to the test's own window, not this one
        tryVerify(() => scripted.game.isOpen)
        compare(scripted.game.name, "Reopened")
        verify(!panel.opened)
    }

    // A damaged last game: the app starts without a game, says why, and leaves the file.
    function test_game_file_damagedLastGameNotReopenedAndLeftAsItIs() {
        const folder = Fixture.setFolder("damaged.adc", "not a game")
        const win = mainWindow(false)
        const path = win.game.localPath(folder.toString()) + "/damaged.adc" // qmllint disable type
        win.recent.add(path, "Damaged", "")
        const again = mainWindow(true)
        verify(!again.game.isOpen)
        verify(again.recent.note.indexOf("damaged.adc") >= 0, again.recent.note)
        compare(again.game.error, "")
        compare(Fixture.fileText(path), "not a game")
        compare(again.recent.lastGame.indexOf("damaged.adc") >= 0, true) // kept in the list
    }

    // A game file given at start (--game) that is refused: the app starts without a game and
    // shows the refusal with the file's path in the Open panel, the file left as it was.
    function test_game_file_refusedStartGameIsShownInTheOpenPanel() {
        const folder = Fixture.setFolder("refused.adc", "not a game either")
        const probe = mainWindow(false)
        const path = probe.game.localPath(folder.toString()) + "/refused.adc" // qmllint disable type
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), startGame: path })
        tryVerify(() => win.visible)
        verify(!win.game.isOpen)
        tryCompare(win.filePanel, "opened", true)
        verify(child(win.filePanel, "gameError").visible)
        verify(win.game.error.indexOf("refused.adc") >= 0, win.game.error)
        compare(child(win.filePanel, "openField").text, path)
        compare(Fixture.fileText(path), "not a game either")
    }
}
