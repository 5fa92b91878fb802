import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// Every result of this session, newest first, with its dice and who threw them.
Item {
    id: page
    required property RollLogModel log

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        SectionTitle {
            text: page.log.count === 1 ? qsTr("Session log — 1 result") : qsTr("Session log — %1 results").arg(page.log.count)
        }
        Note {
            Layout.fillWidth: true
            text: qsTr("Every roll of this session, newest first. An app roll can be replayed from its seed (adc resolve … seed=N).")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Repeater {
                model: [[qsTr("Time"), 100], [qsTr("Resolver"), 230], [qsTr("Result"), 200], [qsTr("Dice"), 200], [qsTr("Rolled by"), 300]]
                Text {
                    required property var modelData
                    Layout.preferredWidth: modelData[1]
                    text: modelData[0]
                    color: Theme.muted
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                }
            }
        }
        ListView {
            id: list
            objectName: "rollLog"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: page.log
            activeFocusOnTab: true
            ScrollBar.vertical: ScrollBar { }
            delegate: Rectangle {
                required property int index
                required property string time
                required property string resolver
                required property string summary
                required property string dice
                required property string rolledBy
                required property string seed
                width: ListView.view.width
                height: 44
                color: index % 2 ? Theme.panel : "transparent"
                RowLayout {
                    anchors.fill: parent
                    spacing: 12
                    Text { Layout.preferredWidth: 100; text: time; color: Theme.muted; font.pixelSize: Theme.fontSize }
                    Text { Layout.preferredWidth: 230; text: resolver; color: Theme.text; font.pixelSize: Theme.fontSize; elide: Text.ElideRight }
                    Text { Layout.preferredWidth: 200; text: summary; color: Theme.text; font.pixelSize: Theme.fontSize; font.bold: true; elide: Text.ElideRight }
                    Text { Layout.preferredWidth: 200; text: dice === "" ? qsTr("no dice") : dice; color: Theme.text; font.pixelSize: Theme.fontSize; elide: Text.ElideRight }
                    Text {
                        Layout.fillWidth: true
                        text: rolledBy === "app" ? qsTr("app, seed %1").arg(seed) : rolledBy === "player" ? qsTr("player") : "—"
                        color: Theme.text
                        font.pixelSize: Theme.fontSize
                        elide: Text.ElideRight
                    }
                }
            }
            Note {
                anchors.centerIn: parent
                visible: list.count === 0
                text: qsTr("No rolls yet.")
            }
        }
    }
}
