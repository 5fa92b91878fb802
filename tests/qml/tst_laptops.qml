import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// One game on several laptops, on the screens: one window hosts a game of 5.1 from its
// Laptops dialog; a second window joins it as the French seat with the code the first one
// shows, sees with the French player's eyes only (9.0), and acts through the host.
TestCase {
    id: testCase
    name: "Laptops"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component { id: mainComponent; Main { } }

    function item(win, name) {
        const found = findChild(win.contentItem.parent, name)
        verify(found, name)
        return found
    }

    function test_9_0_a_seat_joins_with_the_hosts_code_and_sees_only_its_side() {
        const host = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1400, height: 900 })
        tryVerify(() => host.visible)
        host.game.defaultFolder = Fixture.emptyFolder()
        verify(host.game.newGame(host.game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Club"), host.game.error)
        verify(host.game.perform("set-rating", "austrian", { leader: "charles", rating: 3 }), host.game.error)

        mouseClick(item(host, "severalLaptopsButton"))
        const dialog = item(host, "severalLaptopsDialog")
        tryVerify(() => dialog.opened)
        mouseClick(item(host, "mode_host"))
        const port = item(host, "hostPort")
        port.text = "0" // any free port: the dialog then shows which
        mouseClick(item(host, "hostButton"))
        tryVerify(() => host.game.hosting, 3000, host.game.error)
        const address = host.game.hostAddresses[0]
        verify(item(host, "hostAddresses").text.indexOf(address) >= 0)
        const frenchCode = item(host, "code_french").text
        compare(frenchCode, host.game.joinCodes.french)
        verify(frenchCode.length >= 14)
        dialog.close()

        const seat = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1400, height: 900 })
        tryVerify(() => seat.visible)
        mouseClick(item(seat, "severalLaptopsButton"))
        const joinDialog = item(seat, "severalLaptopsDialog")
        tryVerify(() => joinDialog.opened)
        item(seat, "joinAddress").text = address
        item(seat, "joinCode").text = frenchCode.toLowerCase() // typed as it comes
        mouseClick(item(seat, "joinButton"))
        tryCompare(seat.game, "seatState", "joined", 5000)
        tryVerify(() => seat.game.isOpen, 5000)
        compare(seat.game.viewer, Viewer.French)
        verify(!seat.game.mayViewBoth)
        verify(item(seat, "severalLaptopsButton").text.indexOf("joined") >= 0)
        tryVerify(() => item(host, "severalLaptopsButton").text.indexOf("1 joined") >= 0, 3000)

        // The French seat acts; the host records it; the Austrian rating never reached it.
        const before = host.game.revision
        verify(seat.game.perform("set-rating", "french", { leader: "napoleon", rating: 4 }), seat.game.error)
        tryCompare(host.game, "revision", before + 1, 3000) // the host's window follows its file
        verify(!seat.game.perform("set-rating", "austrian", { leader: "charles", rating: 1 }))
        verify(seat.game.error.indexOf("its own side") >= 0, seat.game.error)
        joinDialog.close()
    }
}
