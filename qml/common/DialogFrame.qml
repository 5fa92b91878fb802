import QtQuick
import AideDeCamp

// The frame of every dialog and panel that opens over a page (its `background`).
Rectangle {
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2
    radius: Theme.radius
}
