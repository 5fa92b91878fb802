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

    function openWindow(w, h, play, kept) {
        const win = kept ? mainComponent.createObject(testCase, { tableSet: Fixture.freshTables(), width: w, height: h })
                         : createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: w, height: h })
        verify(win !== null)
        tryVerify(() => win.visible)
        const game = findGame(win)
        verify(game !== null, "no game model")
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("lannes-attack"), "5.3", { play: play || "umpire" }, "Layout"), game.error)
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
}
