import QtQuick

// Scrolls `flickable` so that the item with keyboard focus, when it lies inside, is seen:
// tabbing through a long form never leaves the focus below the fold.
Item {
    id: keeper
    required property Flickable flickable

    function reveal(item) {
        const content = flickable.contentItem
        let p = item
        while (p && p !== content) p = p.parent
        if (!p) return
        const top = item.mapToItem(content, 0, 0).y
        const bottom = top + item.height
        if (top < flickable.contentY)
            flickable.contentY = Math.max(0, top - 12)
        else if (bottom > flickable.contentY + flickable.height)
            flickable.contentY = Math.max(0, Math.min(flickable.contentHeight - flickable.height,
                                                      bottom - flickable.height + 12))
    }

    Connections {
        target: keeper.Window.window
        function onActiveFocusItemChanged() {
            if (keeper.Window.window) keeper.reveal(keeper.Window.window.activeFocusItem)
        }
    }
}
