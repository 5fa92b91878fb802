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
        GameModel { }
    }
    Component {
        id: panelComponent
        GameFilePanel { }
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
        tryCompare(panel, "opened", false)
    }

    function test_game_file_not_a_game_refused() {
        const game = makeGame()
        const panel = createTemporaryObject(panelComponent, testCase, { game: game })
        const folder = Fixture.setFolder("letter.adc", "Dear Sir")
        const path = game.localPath(folder.toString()) + "/letter.adc"
        panel.startOpen()
        tryCompare(panel, "opened", true)
        child(panel, "openField").text = path
        keyClick(Qt.Key_Return)
        verify(game.error !== "")
        verify(!game.isOpen)
        compare(Fixture.fileText(path), "Dear Sir")
        verify(child(panel, "gameError").visible)
    }
}
