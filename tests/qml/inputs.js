.pragma library

// Counts a player's inputs, for the targets of "pick, don't type" (#9 §2). One input is one
// click, one key (Enter, Tab, Space, an arrow, a shortcut), or one text typed into the field
// that has the focus (typing a word is one input however long the word; moving to the field
// and leaving it are counted apart, as the keys or clicks they are).
//   const inputs = Inputs.counter(testCase)
//   inputs.click(item); inputs.key(Qt.Key_Tab); inputs.type("57"); compare(inputs.count <= 10, true)
function counter(test) {
    return {
        count: 0,
        log: [],
        note: function(what) { this.count += 1; this.log.push(what) },
        click: function(item) {
            test.verify(item !== null, "nothing to click")
            test.verify(item.visible && item.enabled, "not clickable: " + item.objectName)
            test.mouseClick(item)
            this.note("click " + item.objectName)
        },
        key: function(key, modifiers) {
            test.keyClick(key, modifiers || Qt.NoModifier)
            this.note("key " + key)
        },
        // Brings `item` into the view with the mouse wheel over `view` when it is not all
        // showing: one input, the one turn of the wheel a player gives to reach a line,
        // however many notches it takes the test's small steps.
        scrollTo: function(item, view) {
            let turned = false
            for (let notches = 0; notches < 40; ++notches) {
                const at = item.mapToItem(view, 0, 0)
                if (at.y >= 0 && at.y + item.height <= view.height) {
                    if (turned) this.note("scroll " + view.objectName + " to " + item.objectName)
                    return
                }
                test.mouseWheel(view, view.width / 2, view.height / 2, 0, at.y < 0 ? 120 : -120)
                test.waitForRendering(view)
                turned = true
            }
            test.fail("could not scroll to " + item.objectName)
        },
        type: function(text) {
            for (let i = 0; i < text.length; ++i) test.keyClick(text[i])
            this.note("type " + text)
        },
        // What was counted, for the failure message and the closing note.
        said: function() { return this.count + " inputs: " + this.log.join(", ") }
    }
}
