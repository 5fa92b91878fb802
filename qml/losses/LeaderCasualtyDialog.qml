import QtQuick
import QtQuick.Controls
import AideDeCamp

// A leader lost (26.4). A division commander's place goes to the division's generic
// replacement (26.4b); an army or corps commander's to the subordinate the players name
// (26.4a; AE 2.6, AE 3.5), and when that subordinate leaves a corps of his own, one of his
// division commanders takes it. The engine has the last word: a refusal shows its reason
// and nothing changes.
Dialog {
    id: dialog
    required property LeaderRoster roster
    property string leader
    property string leaderName
    readonly property bool needsReplacement: leader !== "" && roster.needsReplacement(leader)
    property var replacements: []
    property var corpsReplacements: []

    objectName: "leaderCasualtyDialog"
    modal: true
    focus: true
    parent: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 760, 760)
    x: parent ? (parent.width - width) / 2 : 0
    y: parent ? Math.max(10, (parent.height - height) / 2) : 0
    padding: 18

    function openFor(id, name) {
        leader = id
        leaderName = name
        replacements = roster.replacementsFor(id)
        replacementBox.currentIndex = replacements.length > 0 ? 0 : -1
        updateCorps()
        refusal.text = ""
        open()
    }
    function updateCorps() {
        const r = replacementBox.currentIndex >= 0 && replacements.length > 0 ? replacements[replacementBox.currentIndex].id : ""
        corpsReplacements = r === "" ? [] : roster.corpsReplacementsFor(r)
        corpsBox.currentIndex = corpsReplacements.length > 0 ? 0 : -1
    }
    function confirm() {
        const r = needsReplacement && replacementBox.currentIndex >= 0 ? replacements[replacementBox.currentIndex].id : ""
        const c = needsReplacement && corpsReplacements.length > 0 && corpsBox.currentIndex >= 0 ? corpsReplacements[corpsBox.currentIndex].id : ""
        if (roster.leaderCasualty(leader, r, c)) close()
        else refusal.text = roster.game.error
    }
    onOpened: confirmButton.forceActiveFocus()

    background: DialogFrame { }

    Column {
        width: dialog.availableWidth
        spacing: 12
        SectionTitle { width: parent.width; text: qsTr("Leader casualty — %1 (26.4)").arg(dialog.leaderName) }
        Note {
            width: parent.width
            text: dialog.needsReplacement
                  ? qsTr("He leads an army or a corps: name the leader who takes over (26.4a; the Aspern-Essling rules AE 2.6 and AE 3.5 say who may).")
                  : qsTr("A division commander's place goes to the division's generic replacement, the back of his counter (26.4b); a leader with no command just leaves play.")
        }
        Row {
            spacing: 10
            visible: dialog.needsReplacement
            Note { anchors.verticalCenter: parent.verticalCenter; width: 200; text: qsTr("Replaced by") }
            ComboBox {
                id: replacementBox
                objectName: "replacementBox"
                width: 380
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                model: dialog.replacements
                textRole: "name"
                onActivated: dialog.updateCorps()
                FocusRing { target: replacementBox }
            }
        }
        Row {
            spacing: 10
            visible: dialog.needsReplacement && dialog.corpsReplacements.length > 0
            Note { anchors.verticalCenter: parent.verticalCenter; width: 200; text: qsTr("His corps goes to") }
            ComboBox {
                id: corpsBox
                objectName: "corpsReplacementBox"
                width: 380
                implicitHeight: Theme.target
                font.pixelSize: Theme.fontSize
                model: dialog.corpsReplacements
                textRole: "name"
                FocusRing { target: corpsBox }
            }
        }
        MessageBox {
            id: refusal
            objectName: "casualtyRefusal"
            width: parent.width
            visible: text !== ""
            heading: qsTr("Refused:")
        }
        Row {
            spacing: 10
            AppButton {
                id: confirmButton
                objectName: "confirmCasualty"
                primary: true
                text: qsTr("Remove %1").arg(dialog.leaderName)
                onClicked: dialog.confirm()
            }
            AppButton {
                text: qsTr("Cancel   Esc")
                onClicked: dialog.close()
            }
        }
    }
}
