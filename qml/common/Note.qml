import QtQuick
import AideDeCamp

// Secondary text: notes, rules, hints. Still large enough to read at arm's length.
Text {
    color: Theme.muted
    font.pixelSize: Theme.smallSize
    wrapMode: Text.WordWrap
}
