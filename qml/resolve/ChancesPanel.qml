import QtQuick
import AideDeCamp

// The chances of each result before rolling, as bars with the exact fraction, and the
// share that falls on chart cells not known yet, naming those cells.
Column {
    id: panel
    required property ChancesModel chances
    spacing: 8

    SectionTitle {
        width: panel.width
        text: qsTr("Chances before you roll")
    }

    Note {
        objectName: "chancesProblem"
        width: panel.width
        visible: !panel.chances.available
        text: panel.chances.problem === "" ? qsTr("Choose a resolver.")
                                           : qsTr("Not yet: %1").arg(panel.chances.problem)
    }

    Note {
        width: panel.width
        visible: panel.chances.available && !panel.chances.dependsOnDice
        text: qsTr("No dice are needed with these inputs: the result is certain.")
    }

    Repeater {
        model: panel.chances
        ChanceBar {
            required property string result
            required property string chance
            required property double probability
            width: panel.width
            label: result
            fraction: chance
            value: probability
            barColor: Theme.bar
        }
    }

    ChanceBar {
        objectName: "unknownChance"
        width: panel.width
        visible: panel.chances.available && panel.chances.unknownProbability > 0
        label: qsTr("? not known")
        fraction: panel.chances.unknownChance
        value: panel.chances.unknownProbability
        barColor: Theme.unknownBar
    }

    Note {
        width: panel.width
        visible: panel.chances.unknownCells.length > 0
        text: qsTr("These chart cells are not known yet; enter them from your printed chart when a roll lands on one (or on the Charts page):")
    }
    Repeater {
        model: panel.chances.unknownCells
        Text {
            required property var modelData
            x: 12
            width: panel.width - 12
            text: "• " + modelData.chartTitle + ", " + modelData.lineLabel + ": " + modelData.outcomes
            color: Theme.text
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
        }
    }
}
