import QtQuick
import AideDeCamp

// Words written before, offered again: one click puts one back in its field (the
// directions and limits of this side's earlier orders, from OrderForm).
Flow {
    id: chips
    required property var choices // strings
    property string name // the chips' objectName prefix
    property string title
    signal picked(string text)
    spacing: 8
    visible: choices.length > 0

    Text {
        text: chips.title
        height: Theme.target
        verticalAlignment: Text.AlignVCenter
        color: Theme.muted
        font.pixelSize: Theme.smallSize
    }
    Repeater {
        model: chips.choices
        AppButton {
            required property string modelData
            required property int index
            objectName: chips.name + index
            width: Math.min(implicitWidth, chips.width)
            text: modelData
            onClicked: chips.picked(modelData)
        }
    }
}
