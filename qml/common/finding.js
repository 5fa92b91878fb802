.pragma library

// What a find field matches, for every list narrowed by typing (the game's units, the unit
// hit, an order's receiver, an aide's units): the words typed, trimmed and in any case,
// found inside one of an item's texts.
function needle(typed) {
    return typed.trim().toLowerCase()
}

function matches(needle, texts) {
    return texts.some(t => t.toLowerCase().indexOf(needle) >= 0)
}

// The items the needle finds; all of them while nothing is typed.
function found(items, needle, textsOf) {
    return needle === "" ? items : items.filter(i => matches(needle, textsOf(i)))
}
