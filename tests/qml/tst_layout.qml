import QtQuick
import QtTest
import AideDeCamp
import TestSupport
import "layoutaudit.js" as Audit

// Every page of the main window at the smallest size the app supports (1024x700) and at
// 1280x720: no control or text cut off, elided or drawn over another (layoutaudit.js).
// The window holds an umpire's game of scenario 5.3 so that every page has something on it.
TestCase {
    id: testCase
    name: "Layout"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component { id: mainComponent; Main { } }

    // One window per size for the pages (opening the app's window is slow), closed at the end.
    property var windows: ({})
    function windowAt(w, h) {
        const key = w + "x" + h
        if (!windows[key]) windows[key] = openWindow(w, h, "umpire", true)
        return windows[key]
    }
    function cleanupTestCase() {
        for (const key in windows) windows[key].destroy()
    }

    function openWindow(w, h, play, kept, title) {
        const win = kept ? mainComponent.createObject(testCase, { tableSet: Fixture.freshTables(), width: w, height: h })
                         : createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: w, height: h })
        verify(win !== null)
        tryVerify(() => win.visible)
        const game = findGame(win)
        verify(game !== null, "no game model")
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("lannes-attack"), "5.3", { play: play || "umpire" }, title || "Layout"), game.error)
        return win
    }
    function findGame(win) { return win.game }
    function root(win) { return win.contentItem.parent }
    function showPage(win, name) {
        const tabs = findChild(root(win), "pageTabs")
        tabs.currentIndex = win.pages.indexOf(name)
        waitForRendering(win.contentItem)
        wait(50) // layouts settle after the page becomes visible
    }
    function audit(win, start) {
        const found = Audit.problems(root(win), start)
        compare(found.length, 0, found.join("\n"))
    }

    function test_layout_everyPage_data() {
        const rows = []
        for (const size of [[1024, 700], [1280, 720]])
            for (const page of ["resolver", "charts", "log", "losses", "command", "roster", "sequence", "victory", "battle"])
                rows.push({ tag: page + "@" + size[0] + "x" + size[1], page: page, w: size[0], h: size[1] })
        return rows
    }
    function test_layout_everyPage(data) {
        const win = windowAt(data.w, data.h)
        showPage(win, data.page)
        audit(win)
    }

    // The order form over the Command page, at the smallest size.
    function test_layout_orderFormAt1024x700() {
        const win = openWindow(1024, 700)
        showPage(win, "command")
        const page = findChild(root(win), "commandPage")
        verify(page !== null)
        page.writeOrder()
        tryVerify(() => page.orderPanel.opened)
        waitForRendering(win.contentItem)
        audit(win, page.orderPanel.contentItem.parent)
    }

    // 9.0: a two-player game opens on the phasing side, behind the hand-over screen.
    function test_9_0_twoPlayerGameOpensCovered() {
        const win = openWindow(1024, 700, "hot-seat")
        const game = findGame(win)
        compare(game.viewer, Viewer.French) // 5.3: the French move first
        verify(game.covered)
        const cover = win.handOver
        verify(cover !== null, "no hand-over screen")
        tryVerify(() => cover.visible)
        verify(findChild(cover, "handOverTitle").text.indexOf("French") >= 0)
        audit(win, cover.contentItem.parent)
        mouseClick(findChild(cover, "handOverReady"))
        verify(!game.covered)
        tryVerify(() => !cover.visible)
    }

    // The game bar at the smallest size: a long game name is never drawn under its buttons.
    function test_layout_gameBarNeverCoversTheGameName() {
        const win = openWindow(1024, 700, "umpire", false, "Aspern-Essling, the whole battle from the first day")
        for (const page of ["resolver", "command"]) {
            showPage(win, page)
            const name = findChild(root(win), "gameName")
            verify(name.width > 100, "the game's name has " + name.width + " px")
            audit(win)
        }
    }

    // 8.1: Next step stays where the hand expects it through a whole turn, whatever the step's
    // name (the turn bar does not wrap on "Movement, Close Combats and Cavalry Charges").
    function test_8_1_nextStepStaysPutThroughTheTurn_data() {
        return [{ tag: "1024x700", w: 1024, h: 700 }, { tag: "1280x720", w: 1280, h: 720 }]
    }
    function test_8_1_nextStepStaysPutThroughTheTurn(data) {
        const win = openWindow(data.w, data.h)
        const game = findGame(win)
        const clock = findChild(root(win), "turnBar").turnRecord
        for (const name of ["command", "sequence"]) {
            showPage(win, name)
            const next = findChild(root(win), name === "command" ? "nextStep" : "nextStepButton")
            verify(next !== null)
            const y = next.mapToItem(root(win), 0, 0).y
            const turn = clock.turn
            let steps = 0
            while (clock.turn === turn && steps < 40) {
                const revision = game.revision
                win.page("sequence").nextStep()
                verify(game.revision > revision, "refused at step " + steps + ": " + game.error)
                waitForRendering(win.contentItem)
                compare(next.mapToItem(root(win), 0, 0).y, y, name + ", step " + steps + ": Next step moved")
                ++steps
            }
            verify(steps > 10, "only " + steps + " steps in the turn")
        }
    }

    // The Command page's panel seen from top to bottom at both sizes: nothing cut while it
    // is scrolled through (the contact buttons of an Attack order in force, 10.3a).
    function test_10_3a_commandPanelScrolledThrough_data() {
        return [{ tag: "1024x700", w: 1024, h: 700 }, { tag: "1280x720", w: 1280, h: 720 }]
    }
    function test_10_3a_commandPanelScrolledThrough(data) {
        const win = openWindow(data.w, data.h, "umpire")
        showPage(win, "command")
        verify(findChild(root(win), "contactFire_1") !== null, "no Attack order in force")
        for (const flickName of ["phaseFlick", "logFlick"]) {
            const flick = findChild(root(win), flickName)
            verify(flick !== null)
            for (let y = 0; ; y += flick.height / 2) {
                flick.contentY = Math.min(y, Math.max(0, flick.contentHeight - flick.height))
                waitForRendering(win.contentItem)
                audit(win)
                if (flick.contentY + flick.height >= flick.contentHeight) break
            }
            flick.contentY = 0
        }
    }

    // A click on a control half out of sight presses it where it is: the panel scrolls to
    // follow the focus for the keyboard (Tab), never under the mouse.
    function test_layout_aClickNeverScrollsThePanelUnderTheMouse() {
        const win = openWindow(1024, 700, "umpire")
        win.requestActivate()
        showPage(win, "command")
        const flick = findChild(root(win), "phaseFlick")
        const box = findChild(root(win), "corpsBox")
        verify(box !== null)
        // The corps box's lower half below the panel's bottom edge.
        flick.contentY = box.mapToItem(flick.contentItem, 0, 0).y + box.height / 2 - flick.height
        waitForRendering(win.contentItem)
        const scrolled = flick.contentY
        verify(scrolled > 0)
        verify(box.mapToItem(flick, 0, 0).y + box.height > flick.height, "the box is not half out of sight")
        mouseClick(box, box.width / 2, 4)
        verify(box.activeFocus)
        compare(flick.contentY, scrolled)
        tryVerify(() => box.popup.opened) // the click landed on the box
        box.popup.close()
        // Tab onto it: the panel follows.
        flick.contentY = scrolled
        box.focus = false
        box.forceActiveFocus(Qt.TabFocusReason)
        tryVerify(() => box.mapToItem(flick, 0, 0).y + box.height <= flick.height)
    }

    // F1 lists every key; the footer keeps one line for the keys of every turn.
    function test_layout_f1ListsEveryKey() {
        const win = openWindow(1024, 700)
        win.requestActivate()
        tryVerify(() => win.active)
        findChild(root(win), "pageTabs").forceActiveFocus()
        tryVerify(() => win.activeFocusItem !== null)
        const line = findChild(root(win), "keysLine")
        verify(line.lineCount === 1, line.lineCount + " lines")
        keyClick(Qt.Key_F1)
        const panel = win.keysPanel
        tryVerify(() => panel.opened)
        waitForRendering(win.contentItem)
        verify(findChild(panel.contentItem, "keysGrid").children.length >= 2 * 17)
        audit(win, panel.contentItem.parent)
        keyClick(Qt.Key_F1)
        tryVerify(() => !panel.opened)
    }
}
