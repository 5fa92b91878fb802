import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// 9.0: what one side may not see never reaches a page. Each side marks losses on its own
// Loss Chart (secret, 9.0a); the Austrians write an order and roll its acceptance (secret,
// 9.0b). Then, with the game's viewer on each side in turn, every page of the main window is
// shown and every text on it is read: none may carry the other side's secrets; the umpire's
// walk finds the order and its roll, so the words looked for are ones a page does show.
// The viewer is the game's alone (OpenGame::viewer): no page or model holds its own.
TestCase {
    id: testCase
    name: "Secrecy"
    when: windowShown
    visible: true
    width: 200
    height: 100

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
    Component { id: mainComponent; Main { } }
    Component { id: formComponent; OrderForm { } }
    Component { id: rollerComponent; CommandRoller { } }
    Component { id: exportComponent; ExportDialog { } }
    Component { id: openGameComponent; OpenGame { } }

    // What each side's own marks leave in words (history summaries, loss chart rows).
    readonly property var secrets: ({
        french: ["on 57 Line-3-2", "57 Line-3-2 now"],
        austrian: ["on Adler-1-6", "Adler-1-6 now"].concat(austrianOrder) // qmllint disable type
    })
    // The Austrian order's words and its acceptance roll (9.0b), as the umpire's pages show them.
    readonly property var austrianOrder: ["SECRET-AUSTRIAN-ORDER-TEXT", "SECRET-AUSTRIAN-DIRECTION",
                                          "SECRET-AUSTRIAN-LIMIT", "(rolled 11)"]

    function texts(item, out) {
        if (!item || !item.visible) return out
        if (typeof item.text === "string" && item.text !== "") out.push(item.text)
        if (typeof item.title === "string" && item.title !== "") out.push(item.title)
        const kids = item.children
        let inKids = false
        if (kids)
            for (let i = 0; i < kids.length; ++i) {
                if (kids[i] === item.contentItem) inKids = true
                texts(kids[i], out)
            }
        if (item.contentItem && !inKids) texts(item.contentItem, out)
        return out
    }

    // Charles's in-person order to 6 Corps (5.1: the Austrians' sixth line), then its acceptance
    // roll of 11: distorted (10.1f). Both the other side's secrets (9.0b).
    function writeAustrianOrder(win) {
        const game = win.game
        for (const [leader, rating] of [["charles", 3], ["hiller", 2], ["hohenzollern", 2], ["bellegarde", 3], ["kottulinsky", 1]])
            verify(game.perform("set-rating", "austrian", { leader: leader, rating: rating }), game.error)
        const form = createTemporaryObject(formComponent, testCase, { game: game, tableSet: win.tableSet })
        form.draft = { mode: "write", side: "austrian", sender: "charles", receiver: "6-corps", type: "attack", method: "IPO",
                       text: austrianOrder[0], direction: austrianOrder[1], limit: austrianOrder[2] }
        verify(form.send(), form.error + form.blockers.join("; "))
        stepTo(game, 1, "new-order-acceptance", "austrian")
        const roller = createTemporaryObject(rollerComponent, testCase, { game: game, tableSet: win.tableSet })
        verify(roller.rollAcceptance("austrian", 6, "11"), roller.error)
        roller.clear() // the roller's own copy of the last roll is not a page's
    }

    // Every text of the window's current page, each Austrian order's history opened.
    function pageText(win) {
        const history = findChild(win.contentItem.parent, "history_austrian_6")
        if (history && history.visible && history.text === "\u25B8") mouseClick(history)
        waitForRendering(win.contentItem)
        return texts(win.contentItem.parent, []).join("\n")
    }

    function test_9_0_noPageShowsTheOtherSidesSecrets() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1280, height: 900 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Secrets"), game.error)
        writeAustrianOrder(win) // stepped on to its acceptance: the marks after, the history's latest
        verify(game.perform("mark", "french", { unit: "57 Line-3-2", casualties: 2, stragglers: 1 }), game.error)
        verify(game.perform("mark", "austrian", { unit: "Adler-1-6", casualties: 2, stragglers: 0 }), game.error)
        const tabs = findChild(win.contentItem.parent, "pageTabs")
        // The umpire sees them all: the words looked for below are ones a page shows.
        game.viewer = Viewer.Both
        const seen = {}
        for (let p = 0; p < win.pages.length; ++p) {
            tabs.currentIndex = p
            waitForRendering(win.contentItem)
            const all = pageText(win)
            for (const s of austrianOrder) if (all.indexOf(s) >= 0) seen[s] = true
        }
        for (const s of austrianOrder) verify(seen[s], "the umpire's walk found no \"" + s + "\"")
        for (const viewer of ["french", "austrian"]) {
            game.viewer = viewer === "french" ? Viewer.French : Viewer.Austrian
            if (game.covered) game.uncover()
            const other = viewer === "french" ? "austrian" : "french"
            let ownSeen = false
            for (let p = 0; p < win.pages.length; ++p) {
                tabs.currentIndex = p
                waitForRendering(win.contentItem)
                const all = pageText(win)
                for (const s of secrets[other])
                    verify(all.indexOf(s) < 0, win.pages[p] + " shows the " + other + " secret \"" + s + "\" to the " + viewer + " viewer")
                if (all.indexOf(secrets[viewer][0]) >= 0 || all.indexOf(secrets[viewer][1]) >= 0) ownSeen = true
            }
            verify(ownSeen, "the walk found none of the " + viewer + " side's own marks: it reads no page")
        }
    }

    // 9.0 at one laptop: the hand-over leaves nothing of the last player: not his last result,
    // not his session log, not the dice he typed on the Command page or the Resolve page.
    function test_9_0_theHandOverLeavesNothingOfTheLastPlayer() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1280, height: 900 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "hot-seat" }, "Hand-over"), game.error)
        compare(game.viewer, Viewer.Austrian)
        game.uncover()
        const resolver = win.page("resolver")
        verify(resolver.chooseResolver("initiative"))
        resolver.form.inputs.setValue("rating", "2")
        resolver.form.rollWithDice({ roll: "11" })
        compare(resolver.form.rollError, "")
        verify(resolver.form.result.valid)
        compare(resolver.form.log.count, 1)
        resolver.form.inputs.setValue("rating", "3") // typed, not yet rolled
        const typed = findChild(resolver, "diceField_roll")
        typed.text = "42"
        const tabs = findChild(win.contentItem.parent, "pageTabs")
        tabs.currentIndex = win.pages.indexOf("command")
        const commandDice = findChild(win.page("command"), "diceField")
        tryVerify(() => commandDice !== null)
        commandDice.text = "44"
        game.viewer = Viewer.French // the laptop passes
        verify(game.covered)
        verify(!resolver.form.result.valid)
        compare(resolver.form.log.count, 0)
        compare(typed.text, "")
        compare(commandDice.text, "")
    }

    // No page or model sets a viewer of its own: each follows the game's.
    function test_9_0_everyViewFollowsTheGamesViewer() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1280, height: 900 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Viewers"), game.error)
        const tabs = findChild(win.contentItem.parent, "pageTabs")
        const names = ["frenchChart", "austrianChart", "history", "frenchRoster", "austrianRoster", "victory", "turnRecord", "bridgeInterruption", "battlePlots"]
        const seen = {}
        for (let p = 0; p < win.pages.length; ++p) {
            tabs.currentIndex = p
            waitForRendering(win.contentItem)
            for (const viewer of [Viewer.French, Viewer.Austrian, Viewer.Both]) {
                game.viewer = viewer
                for (const name of names) {
                    const m = findChild(win, name) || findChild(win.contentItem.parent, name)
                    if (m === null) continue
                    compare(m.viewer, viewer, name)
                    seen[name] = true
                }
            }
        }
        verify(Object.keys(seen).length >= 4, "views found: " + Object.keys(seen).join(", "))
    }

    // Print and export: the dialog offers a side only its own records (no Austrian, no "both",
    // no victory count for the French player); what it saves is the viewer's own Order Log;
    // the engine refuses the rest all the same (9.0).
    function test_9_0_theExportDialogOffersOnlyTheViewersOwnRecords() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1280, height: 900 })
        tryVerify(() => win.visible)
        const game = win.game
        const folder = Fixture.emptyFolder()
        game.defaultFolder = folder
        verify(game.newGame(game.suggestedPath("lannes-attack"), "5.3", { play: "hot-seat" }, "Export"), game.error)
        game.viewer = Viewer.French
        if (game.covered) game.uncover()
        const button = findChild(win.contentItem.parent, "exportButton")
        verify(button && button.enabled)
        mouseClick(button)
        const dialog = findChild(win.contentItem.parent, "exportDialog") || findChild(win, "exportDialog")
        verify(dialog)
        tryVerify(() => dialog.opened)
        compare(dialog.side, "french")
        verify(findChild(dialog.contentItem, "side_french").visible)
        verify(!findChild(dialog.contentItem, "side_austrian").visible)
        verify(!findChild(dialog.contentItem, "side_both").visible)
        verify(!findChild(dialog.contentItem, "what_victory").visible)
        mouseClick(findChild(dialog.contentItem, "format_csv"))
        const path = findChild(dialog.contentItem, "exportPath")
        path.text = folder + "/french-orders.csv"
        const go = findChild(dialog.contentItem, "exportGo")
        mouseClick(go)
        compare(dialog.exporter.error, "")
        verify(dialog.exporter.done !== "")
        verify(Fixture.fileText(folder + "/french-orders.csv").indexOf("Capture Aspern.") >= 0)
        // The Austrian log, asked for all the same, is refused by the engine and not written.
        verify(!dialog.exporter.save(folder + "/austrian.csv", "order-log", "austrian", "csv", "", false))
        verify(dialog.exporter.error.indexOf("9.0") >= 0, dialog.exporter.error)
        compare(Fixture.fileText(folder + "/austrian.csv"), "")
        // Saving again to the same file asks first.
        mouseClick(go)
        verify(dialog.confirmReplace)
        mouseClick(findChild(dialog.contentItem, "exportClose"))
        tryVerify(() => !dialog.opened)
    }

    // The export dialog by keyboard alone: Tab to a choice, Return to choose, Return to save.
    function test_9_0_theExportDialogByKeyboard() {
        const game = createTemporaryObject(openGameComponent, testCase, { tablesDir: Fixture.tablesDir() })
        const folder = Fixture.emptyFolder()
        game.defaultFolder = folder
        verify(game.newGame(game.suggestedPath("lannes-attack"), "5.3", { play: "umpire" }, "Keys"), game.error)
        const dialog = createTemporaryObject(exportComponent, testCase, { game: game })
        dialog.start("export")
        tryVerify(() => dialog.opened)
        compare(dialog.side, "both") // the umpire
        verify(findChild(dialog.contentItem, "what_victory").visible)
        const losses = findChild(dialog.contentItem, "what_losses")
        losses.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(dialog.what, "losses")
        const csv = findChild(dialog.contentItem, "format_csv")
        csv.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(dialog.format, "csv")
        verify(findChild(dialog.contentItem, "exportPath").text.endsWith("-both-losses.csv"))
        const go = findChild(dialog.contentItem, "exportGo")
        go.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(dialog.exporter.error, "")
        verify(Fixture.fileText(findChild(dialog.contentItem, "exportPath").text).indexOf("Casualty track (1.1f)") >= 0)
    }
}
