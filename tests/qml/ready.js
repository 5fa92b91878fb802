.pragma library

// Waits, in `test` (a TestCase), until `item` can be clicked as a player would: its window
// is active (keyboard focus goes to an active window only), it is shown, and it is laid
// out and drawn (a click before the layout settles lands on whatever was there before).
// Nothing is assumed of an earlier run or an earlier test.
function ready(test, item) {
    test.tryVerify(function() { return Qt.application.state === Qt.ApplicationActive }, 5000, "no window of the test is active")
    test.tryVerify(function() { return item.visible && item.width > 0 && item.height > 0 }, 5000, "not shown: " + item.objectName)
    test.waitForItemPolished(item)
    test.waitForRendering(item)
}
