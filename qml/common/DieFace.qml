import QtQuick
import AideDeCamp

// One die showing `face` (1 to 6) as pips.
Rectangle {
    id: die
    property int face: 1
    property bool red: false
    property int size: 56
    width: size
    height: size
    radius: size / 6
    color: red ? Theme.redDie : Theme.whiteDie
    border.color: Theme.border
    border.width: 2

    // Pip places on a 3x3 grid (column, row) for each face.
    readonly property var pips: [
        [],
        [[1, 1]],
        [[0, 0], [2, 2]],
        [[0, 0], [1, 1], [2, 2]],
        [[0, 0], [2, 0], [0, 2], [2, 2]],
        [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
        [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]]
    ]

    Repeater {
        model: die.face >= 1 && die.face <= 6 ? die.pips[die.face] : []
        Rectangle {
            required property var modelData
            width: die.size / 5.5
            height: width
            radius: width / 2
            color: die.red ? Theme.redPip : Theme.whitePip
            x: die.size / 4 * (modelData[0] + 1) - width / 2
            y: die.size / 4 * (modelData[1] + 1) - height / 2
        }
    }
}
