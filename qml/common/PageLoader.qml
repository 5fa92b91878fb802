import QtQuick

// A page of the main window, built the first time it is shown or asked for (page()) and
// kept from then on: the window's first frame waits only for the page it shows.
Loader {
    property bool shown: false
    property bool kept: false
    active: shown || kept
    onLoaded: kept = true

    // The page, built now if it was not yet.
    function page() {
        kept = true
        return item
    }
}
