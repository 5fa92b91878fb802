import QtQuick

// Scrolls `flickable` so that the item with keyboard focus, when it lies inside, is seen:
// tabbing through a long form or a wide chart never leaves the focus out of sight. A control
// given the focus by the mouse is where the player sees it: scrolling then would move it from
// under the pointer between press and release, and the click would miss.
Item {
    id: keeper
    required property Flickable flickable

    function reveal(item) {
        const content = flickable.contentItem
        let p = item
        while (p && p !== content) p = p.parent
        if (!p) return
        const at = item.mapToItem(content, 0, 0)
        if (at.y < flickable.contentY)
            flickable.contentY = Math.max(0, at.y - 12)
        else if (at.y + item.height > flickable.contentY + flickable.height)
            flickable.contentY = Math.max(0, Math.min(flickable.contentHeight - flickable.height,
                                                      at.y + item.height - flickable.height + 12))
        if (at.x < flickable.contentX)
            flickable.contentX = Math.max(0, at.x - 12)
        else if (at.x + item.width > flickable.contentX + flickable.width)
            flickable.contentX = Math.max(0, Math.min(flickable.contentWidth - flickable.width,
                                                      at.x + item.width - flickable.width + 12))
    }

    Connections {
        target: keeper.Window.window
        function onActiveFocusItemChanged() {
            const item = keeper.Window.window ? keeper.Window.window.activeFocusItem : null
            // A control's focusReason (QtQuick.Controls); a plain item has none.
            if (item && item.focusReason !== Qt.MouseFocusReason) keeper.reveal(item) // qmllint disable
        }
    }
}
