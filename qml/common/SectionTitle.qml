import QtQuick
import AideDeCamp

Text {
    color: Theme.text
    font.pixelSize: Theme.titleSize - 4
    font.bold: true
    wrapMode: Text.WordWrap
}
