import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// 9.0: what one side may not see never reaches a page. Each side marks losses on its own
// Loss Chart (secret); then, with the game's viewer on each side in turn, every page of the
// main window is shown and every text on it is read: none may carry the other side's marks.
// The viewer is the game's alone (GameModel::viewer): no page or model holds its own.
TestCase {
    id: testCase
    name: "Secrecy"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component { id: mainComponent; Main { } }

    // What each side's own marks leave in words (history summaries, loss chart rows).
    readonly property var secrets: ({
        french: ["on 57 Line-3-2", "57 Line-3-2 now"],
        austrian: ["on Adler-1-6", "Adler-1-6 now"]
    })

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

    function test_9_0_noPageShowsTheOtherSidesSecrets() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1280, height: 900 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Secrets"), game.error)
        verify(game.perform("mark", "french", { unit: "57 Line-3-2", casualties: 2, stragglers: 1 }), game.error)
        verify(game.perform("mark", "austrian", { unit: "Adler-1-6", casualties: 2, stragglers: 0 }), game.error)
        const tabs = findChild(win.contentItem.parent, "pageTabs")
        for (const viewer of ["french", "austrian"]) {
            game.viewer = viewer
            if (game.covered) game.uncover()
            const other = viewer === "french" ? "austrian" : "french"
            let ownSeen = false
            for (let p = 0; p < win.pages.length; ++p) {
                tabs.currentIndex = p
                waitForRendering(win.contentItem)
                const all = texts(win.contentItem.parent, []).join("\n")
                for (const s of secrets[other])
                    verify(all.indexOf(s) < 0, win.pages[p] + " shows the " + other + " secret \"" + s + "\" to the " + viewer + " viewer")
                if (all.indexOf(secrets[viewer][0]) >= 0 || all.indexOf(secrets[viewer][1]) >= 0) ownSeen = true
            }
            verify(ownSeen, "the walk found none of the " + viewer + " side's own marks: it reads no page")
        }
    }

    // No page or model sets a viewer of its own: each follows the game's.
    function test_9_0_everyViewFollowsTheGamesViewer() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1280, height: 900 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Viewers"), game.error)
        const tabs = findChild(win.contentItem.parent, "pageTabs")
        const names = ["frenchChart", "austrianChart", "history", "frenchRoster", "austrianRoster", "victory", "turnModel", "bridgeModel"]
        const seen = {}
        for (let p = 0; p < win.pages.length; ++p) {
            tabs.currentIndex = p
            waitForRendering(win.contentItem)
            for (const viewer of ["french", "austrian", "both"]) {
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
}
