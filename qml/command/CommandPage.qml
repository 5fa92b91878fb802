import QtQuick
import QtQuick.Controls
import AideDeCamp

// The command system (rule 10; AE 2.2-2.7, 3.3-3.6): the sequence of play's current step
// with Next step, the Order Log of each side the viewer may see (9.0), and the Command
// Phase panel with every roll and mark due. Writing orders, initiative orders and the
// loose cannon's hand-over open over it. Hot-seat: passing from one side to the other
// covers the screen until the next player confirms.
Item {
    id: page
    required property OpenGame game
    required property TableSet tableSet
    readonly property alias orderPanel: orderPanel
    readonly property alias roller: roller
    readonly property alias phase: phase
    readonly property alias playStep: playStep
    // The side whose turn it is, or the viewer's own side.
    readonly property string phasing: playStep.phasing !== "" ? playStep.phasing : "french"
    readonly property string ownSide: game.ownSide !== "" ? game.ownSide : phasing
    // The same as a Side, for the Order Logs.
    readonly property int ownArmy: ownSide === "austrian" ? Side.Austrian : Side.French
    property var looseCannon: null // {side, leader, leaderName} while its order is to be written

    function opponent(side) { return side === "french" ? "austrian" : "french" }
    function writeOrder() { orderPanel.start("write", page.ownSide, "") }
    function writeAttackOrder() { orderPanel.start("write", page.ownSide, "", "attack") } // 10.1a
    function toggleWhy() { phasePanel.toggleWhy() }
    // The first acceptance or delay reduction roll due, with `dice` ("" for the app's);
    // returns the refusal, "" when rolled (for --page command --roll).
    function rollFirstDue(dice) {
        const side = phase.shownSide
        if (phase.arrived.length > 0) roller.rollAcceptance(side, phase.arrived[0].number, dice)
        else if (phase.delayed.length > 0) roller.rollDelay(side, phase.delayed[0].number, dice)
        else return qsTr("no acceptance or delay reduction roll is due")
        return roller.error
    }

    CurrentStep { id: playStep; objectName: "playStep"; game: page.game }
    CommandPhase { id: phase; objectName: "commandPhase"; game: page.game; tableSet: page.tableSet; side: page.game.ownSide }
    CommandRoller {
        id: roller
        objectName: "commandRoller"
        game: page.game
        tableSet: page.tableSet
        // 10.2a: initiative gives the leader his own order at once; 10.2g: a loose cannon's
        // order is the opponent's to write, so the laptop changes hands.
        onDone: {
            const r = roller.initiative
            if (!r.result) return
            if (r.result === "initiative") {
                roller.clearInitiative()
                orderPanel.start("initiative", r.side, r.leader)
            } else if (r.result === "loose_cannon") {
                page.looseCannon = r
                roller.clearInitiative()
            }
        }
    }

    // The Write an Attack order button's key, while orders may be written (10.1).
    Shortcut {
        sequence: "Ctrl+Shift+A"
        enabled: page.visible && page.game.isOpen && phasePanel.visible && phasePanel.issuing && !orderPanel.opened
        onActivated: page.writeAttackOrder()
    }

    KeepFocusVisible { flickable: phaseFlick }
    KeepFocusVisible { flickable: logFlick }

    NoGameOpen { game: page.game; text: qsTr("Orders belong to a game: start one (Ctrl+N) or open one (Ctrl+G).") }

    Column {
        id: top
        visible: page.game.isOpen
        x: 12
        y: 8
        width: parent.width - 24
        spacing: 6
        Flow {
            width: parent.width
            spacing: 8
            AppButton {
                objectName: "nextStep"
                text: qsTr("Next step")
                enabled: !playStep.gameOver
                onClicked: playStep.next()
            }
            Item {
                width: stepRule.width
                height: Theme.target
                RuleTag { id: stepRule; anchors.verticalCenter: parent.verticalCenter; rule: playStep.rule }
            }
            AppButton {
                objectName: "commandUndo"
                text: qsTr("Undo")
                enabled: page.game.canUndo
                onClicked: page.game.undo()
            }
            AppButton {
                objectName: "commandRedo"
                text: qsTr("Redo")
                enabled: page.game.canRedo
                onClicked: page.game.redo()
            }
            Item { width: 16; height: 1 }
            ViewerSwitch { game: page.game; namePrefix: "commandViewer_" }
        }
        // Under the buttons: a long step name that wraps never moves Next step (8.1).
        Text {
            objectName: "stepText"
            width: parent.width
            text: playStep.text
            color: Theme.text
            font.pixelSize: Theme.fontSize
            font.bold: true
            wrapMode: Text.WordWrap
        }
        MessageBox {
            objectName: "stepError"
            width: parent.width
            visible: playStep.error !== ""
            heading: qsTr("Not yet:")
            text: playStep.error
        }
        // 10.2g: the owner tells the opponent, who writes the force's order for one turn.
        MessageBox {
            objectName: "looseCannonNotice"
            width: parent.width
            kind: "warning"
            visible: page.looseCannon !== null
            heading: page.looseCannon ? qsTr("%1 is a loose cannon (10.2g)").arg(page.looseCannon.leaderName) : ""
            text: page.looseCannon
                  ? qsTr("Tell the %1 player: he now writes an order for %2's force, for one turn, in any direction he chooses; it cancels the force's orders.")
                    .arg(SideName.of(page.opponent(page.looseCannon.side))).arg(page.looseCannon.leaderName)
                  : ""
        }
        AppButton {
            objectName: "looseCannonHandOver"
            visible: page.looseCannon !== null
            primary: true
            text: page.looseCannon ? qsTr("Hand over to the %1 player to write it").arg(SideName.of(page.opponent(page.looseCannon.side))) : ""
            onClicked: {
                const lc = page.looseCannon
                if (page.game.viewer !== Viewer.Both
                        && !page.game.handOverNamed(page.opponent(lc.side),
                                                    qsTr("%1 is a loose cannon: the %2 player writes his order for one turn (10.2g).")
                                                    .arg(lc.leaderName).arg(SideName.of(page.opponent(lc.side)))))
                    return // refused: the game's error says why
                if (!page.game.covered) orderPanel.start("loose-cannon", lc.side, lc.leader)
            }
        }
    }

    // The Order Logs the viewer may see.
    Flickable {
        id: logFlick
        objectName: "logFlick"
        visible: page.game.isOpen
        anchors.top: top.bottom
        anchors.topMargin: 8
        anchors.left: parent.left
        anchors.leftMargin: 12
        anchors.bottom: parent.bottom
        width: Math.min(740, parent.width * 0.58)
        clip: true
        contentHeight: logs.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { }
        Column {
            id: logs
            width: logFlick.width - 16
            spacing: 16
            OrderLogTable {
                width: parent.width
                game: page.game
                side: page.ownArmy
            }
            OrderLogTable {
                width: parent.width
                game: page.game
                side: page.ownArmy === Side.French ? Side.Austrian : Side.French
            }
        }
    }

    Flickable {
        id: phaseFlick
        objectName: "phaseFlick"
        visible: page.game.isOpen
        anchors.top: top.bottom
        anchors.topMargin: 8
        anchors.left: logFlick.right
        anchors.leftMargin: 12
        anchors.right: parent.right
        anchors.rightMargin: 12
        anchors.bottom: parent.bottom
        clip: true
        contentHeight: phasePanel.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: phaseFlick.contentHeight > phaseFlick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        CommandPhasePanel {
            id: phasePanel
            objectName: "commandPhasePanel"
            width: phaseFlick.width - 16
            game: page.game
            tableSet: page.tableSet
            phase: phase
            roller: roller
            visible: !phase.hidden
            onWriteOrder: page.writeOrder()
            onWriteAttackOrder: page.writeAttackOrder()
        }
    }

    OrderFormPanel {
        id: orderPanel
        game: page.game
        tableSet: page.tableSet
        onSent: {
            // The loose cannon's order is written: the laptop goes back to its owner.
            if (page.looseCannon !== null && orderPanel.mode === "loose-cannon") {
                const owner = page.looseCannon.side
                page.looseCannon = null
                if (page.game.viewer !== Viewer.Both)
                    page.game.handOverNamed(owner, qsTr("The loose cannon's order is written; it is public (10.2g)."))
            }
        }
    }

    // The window's hand-over cover (HandOverScreen) is lifted: the opponent writes the
    // loose cannon's order (10.2g).
    Connections {
        target: page.game
        function onUncovered() {
            if (page.looseCannon !== null && page.game.ownSide === page.opponent(page.looseCannon.side))
                orderPanel.start("loose-cannon", page.looseCannon.side, page.looseCannon.leader)
        }
    }
}
