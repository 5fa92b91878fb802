.pragma library

// Looks at what a player sees of a screen and lists what is cut off or drawn over: a
// control or a text that runs out of the window (or of a panel that does not scroll), a
// text that is elided or runs out of its own room (a button's label too), and two
// controls or texts that overlap. Content of a Flickable (ScrollView, ListView...) may lie outside its
// viewport, as long as the player can scroll to it.

function shown(item) {
    return item.visible && item.opacity > 0 && item.width > 0 && item.height > 0
}

function isText(item) {
    return item.hasOwnProperty("contentWidth") && item.hasOwnProperty("elide") && item.hasOwnProperty("truncated")
}

// A control a player uses (button, field, check box...): it has a background and is not a
// container of other items (Pane, Frame, ScrollView have content children).
function isControl(item) {
    return item.hasOwnProperty("background") && item.hasOwnProperty("hovered") && !item.hasOwnProperty("contentChildren")
}

// A scroll bar lies over the edge of what it scrolls, by design.
function isScrollBar(item) {
    return item.hasOwnProperty("orientation") && item.hasOwnProperty("position") && item.hasOwnProperty("size") &&
           item.hasOwnProperty("stepSize")
}

function isFlickable(item) {
    return item.hasOwnProperty("contentY") && item.hasOwnProperty("contentHeight") && item.hasOwnProperty("flicking")
}

function label(item) {
    const name = item.objectName ? item.objectName : String(item).split("(")[0]
    const text = item.text !== undefined && typeof item.text === "string" && item.text !== "" ? " \"" + item.text.slice(0, 40) + "\"" : ""
    return name + text
}

// Where the item is drawn; for a text aligned left and top, only as far as its words go.
function rectOf(item, root) {
    const p = item.mapToItem(root, 0, 0)
    const r = { x: p.x, y: p.y, w: item.width, h: item.height }
    if (isText(item) && item.horizontalAlignment === Qt.AlignLeft) r.w = Math.min(r.w, item.contentWidth)
    if (isText(item) && item.verticalAlignment === Qt.AlignTop) r.h = Math.min(r.h, item.contentHeight)
    return r
}

// The texts inside a control (its label): they must fit the control, not overlap others.
function collectLabels(item, root, bounds, view, out) {
    if (!shown(item)) return
    if (isText(item)) out.push({ item: item, rect: rectOf(item, root), bounds: bounds, seen: intersect(rectOf(item, root), view), label: true })
    const kids = item.children
    for (let i = 0; i < kids.length; ++i) collectLabels(kids[i], root, bounds, view, out)
}

function intersect(a, b) {
    const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y)
    const r = Math.min(a.x + a.w, b.x + b.w), bt = Math.min(a.y + a.h, b.y + b.h)
    return { x: x, y: y, w: Math.max(0, r - x), h: Math.max(0, bt - y) }
}

function inside(inner, outer, slack) {
    return inner.x >= outer.x - slack && inner.y >= outer.y - slack && inner.x + inner.w <= outer.x + outer.w + slack &&
           inner.y + inner.h <= outer.y + outer.h + slack
}

function isAncestor(a, b) {
    for (let p = b.parent; p; p = p.parent)
        if (p === a) return true
    return false
}

// Every shown text and control under `item`, with the area it must fit in (`bounds`: the
// window, a clipping panel, or a scrollable content area) and the part of it on screen.
function collect(item, root, bounds, view, out) {
    // A text or control the layout gave no room at all still draws over its neighbours.
    if (item.visible && item.opacity > 0 && (item.width <= 0 || item.height <= 0) && (isControl(item) || isText(item)) &&
        typeof item.text === "string" && item.text !== "") {
        out.push({ item: item, squeezed: true })
        return
    }
    if (!shown(item) || isScrollBar(item)) return
    if (isControl(item) || isText(item)) {
        const r = rectOf(item, root)
        out.push({ item: item, rect: r, bounds: bounds, seen: intersect(r, view) })
        if (isControl(item) && item.contentItem) collectLabels(item.contentItem, root, intersect(bounds, r), intersect(view, r), out)
        return
    }
    let childBounds = bounds, childView = view
    if (isFlickable(item)) {
        // What scrolls: its content area; what shows: its viewport.
        const c = item.contentItem
        const origin = c.mapToItem(root, 0, 0)
        childBounds = { x: origin.x, y: origin.y, w: Math.max(item.contentWidth, item.width), h: Math.max(item.contentHeight, item.height) }
        childView = intersect(view, rectOf(item, root))
    } else if (item.clip) {
        childBounds = intersect(bounds, rectOf(item, root))
        childView = intersect(view, childBounds)
    }
    const kids = item.children
    for (let i = 0; i < kids.length; ++i) collect(kids[i], root, childBounds, childView, out)
}

// The problems found under `start` (by default `root`, an item filling the window), each a
// line of text. A popup's item is given as `start`, with the window's root item as `root`.
function problems(root, start) {
    const whole = { x: 0, y: 0, w: root.width, h: root.height }
    const found = []
    const all = []
    collect(start || root, root, whole, whole, all)
    for (const e of all) {
        if (e.squeezed) {
            found.push("given no room: " + label(e.item))
            continue
        }
        if (e.seen.w <= 0 || e.seen.h <= 0) continue // scrolled out of sight
        if (!inside(e.rect, e.bounds, 1)) found.push("cut off: " + label(e.item))
        if (isText(e.item) && e.item.truncated) found.push("elided: " + label(e.item))
        else if (isText(e.item) && e.item.contentWidth > e.item.width + 1) // a word longer than its column too
            found.push("text wider than its room: " + label(e.item))
        else if (isText(e.item) && e.item.contentHeight > e.item.height + 2)
            found.push("text taller than its room: " + label(e.item))
    }
    for (let i = 0; i < all.length; ++i) {
        for (let j = i + 1; j < all.length; ++j) {
            const a = all[i], b = all[j]
            if (a.squeezed || b.squeezed) continue
            if (a.label || b.label) continue
            if (isAncestor(a.item, b.item) || isAncestor(b.item, a.item)) continue
            const o = intersect(a.seen, b.seen)
            if (o.w > 2 && o.h > 2) found.push("overlap: " + label(a.item) + " and " + label(b.item))
        }
    }
    return found
}
