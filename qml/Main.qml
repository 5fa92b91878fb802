import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// The main window: the resolver screen, the chart viewer and the session log, the table
// set in use, and the keyboard shortcuts (listed at the bottom).
ApplicationWindow {
    id: window
    required property TableSet tableSet
    // Where to start (from the command line, see app/desktop/startoptions.h).
    property string startPage: "resolver"
    property string startResolver
    property var startInputs: []
    property string startRoll
    property bool startExplain: false
    property string startChart
    property bool startLight: false
    property string startGame      // a game file to open at start
    property string startGamePanel // "new", "open", or a new game's step: show the game file panel at start
    property string startJoin // a seat of another laptop's game: HOST:PORT (docs/protocol.md)
    property string startCode // its join code; none: the dialog asks for it
    property int startHost: 0 // host the started game on this port
    property bool startLan: false
    property int startViewer: -1 // who is looking (9.0), a Viewer; -1 for the game's own choice
    property int startRecoverSide: -1 // with startRecover, a brigade: open its straggler recovery (21.2)
    property string startRecover      // the brigade, of startRecoverSide (a Side)
    property bool startOrderForm: false // the command page's Write order form
    // Open the last game again when no game is given (the app sets it unless --no-reopen;
    // off for tests and scripts, which must not depend on the player's settings).
    property bool startReopen: false
    readonly property alias game: gameModel            // the open game (for tests)
    readonly property alias handOver: handOverScreen   // the hot-seat cover (for tests)
    readonly property alias recent: recentGames        // the recent games (for tests)
    readonly property alias filePanel: gameFilePanel   // the game file panel (for tests)
    readonly property alias keysPanel: keysPanel       // every key, F1 (for tests)

    // The open game's name and which game it is, as a window list or task bar shows it.
    title: gameModel.isOpen ? qsTr("%1 — %2 — Aide-de-Camp").arg(gameModel.name).arg(gameModel.gameTitle)
                            : "Aide-de-Camp"
    width: 1280
    height: 720
    minimumWidth: 1024
    minimumHeight: 600
    visible: true
    color: Theme.window
    font.pixelSize: Theme.fontSize

    palette.window: Theme.window
    palette.windowText: Theme.text
    palette.base: Theme.panel
    palette.alternateBase: Theme.raised
    palette.text: Theme.text
    palette.button: Theme.raised
    palette.buttonText: Theme.text
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.accentText
    palette.placeholderText: Theme.muted
    palette.light: Theme.raised
    palette.midlight: Theme.raised
    palette.mid: Theme.border
    palette.dark: Theme.border
    palette.shadow: Theme.window
    palette.toolTipBase: Theme.panel
    palette.toolTipText: Theme.text
    palette.brightText: Theme.text
    palette.link: Theme.focus
    palette.disabled.text: Theme.muted
    palette.disabled.buttonText: Theme.muted
    palette.disabled.windowText: Theme.muted

    readonly property var pages: ["resolver", "charts", "log", "losses", "command", "roster", "sequence", "victory", "battle", "orders"]
    // The pages of the open game's rules: the series' for Aspern-Essling, the Orders Tables for
    // Wagram 1809; the resolver and the session log serve both (with no game open: the series').
    readonly property string pageRules: gameModel.isOpen ? gameModel.rulebook : "nbs"
    function pageShown(rules) { return rules === "" || rules === window.pageRules }

    RollLogModel { id: rollLog; game: gameModel } // emptied at each hand-over (9.0)

    OpenGame {
        id: gameModel
        objectName: "gameModel"
        tablesDir: window.tableSet.tablesDir
        tableSet: window.tableSet // the referee reads every result off the players' charts
        // A page of another game's rules is not left on the screen.
        onGameChanged: {
            if (isOpen && rulebook === "wagram-1809" && tabs.currentIndex >= 3
                    && tabs.currentIndex !== window.pages.indexOf("sequence")
                    && tabs.currentIndex !== window.pages.indexOf("battle"))
                tabs.currentIndex = window.pages.indexOf("orders")
            else if (isOpen && rulebook === "nbs" && tabs.currentIndex === window.pages.indexOf("orders"))
                tabs.currentIndex = 0
        }
    }

    // The games opened lately (the user's settings): the last one reopens at start.
    RecentGameListModel {
        id: recentGames
        objectName: "recentGames"
        game: gameModel
    }

    // A page by name (pages), built now if it was not yet: each is built the first time it
    // is shown or asked for, so that the first frame waits only for the page it shows.
    function page(name) { return pageStack.children[pages.indexOf(name)].page() }

    Component.onCompleted: {
        Theme.dark = !startLight
        const resolverPage = page("resolver")
        resolverPage.whyOpen = startExplain
        // Fire Combat is the most used; the first resolver when the engine has none of that name.
        if (startResolver !== "" && !resolverPage.chooseResolver(startResolver))
            console.error("aide-de-camp: no resolver \"" + startResolver + "\"")
        else if (startResolver === "" && !resolverPage.chooseResolver("fire"))
            resolverPage.chooseFirst()
        if (startInputs.length > 0 && !startOrderForm) {
            const problem = resolverPage.form.inputs.fill(startInputs)
            if (problem !== "") console.error("aide-de-camp: --input: " + problem)
        }
        if (startPage === "command") {
            // --roll is for the command page's first roll due (after the game opens).
        } else if (startRoll !== "" && resolverPage.form.rollInputs.length === 0) {
            console.error("aide-de-camp: --roll: " + resolverPage.form.title + " takes no dice")
        } else if (startRoll !== "") {
            const dice = {}
            const parts = startRoll.split(",")
            const rolls = resolverPage.form.rollInputs
            for (let i = 0; i < parts.length && i < rolls.length; ++i) dice[rolls[i].key] = parts[i]
            resolverPage.form.rollWithDice(dice)
            if (resolverPage.form.rollError !== "") console.error("aide-de-camp: --roll: " + resolverPage.form.rollError)
        }
        if (startChart !== "" && !page("charts").showChart(startChart))
            console.error("aide-de-camp: no chart \"" + startChart + "\"")
        tabs.currentIndex = Math.max(0, pages.indexOf(startPage))
        if (startGame !== "" && !gameModel.openGame(startGame)) {
            console.error("aide-de-camp: --game: " + gameModel.error)
            gameFilePanel.startOpen(startGame) // the refusal, where the player sees it
        }
        else if (startGame === "" && startReopen && recentGames.lastGame !== "") {
            // As opening the file: a two-player game starts behind the hand-over screen (9.0).
            const last = recentGames.lastGame
            if (!gameModel.openGame(last)) {
                recentGames.notReopened(last, gameModel.error) // said, and nothing changed
                gameModel.dismissError()
            }
        }
        if (startViewer >= 0 && gameModel.isOpen) { // the player at the laptop said who he is
            gameModel.viewer = startViewer
            if (gameModel.error !== "") console.error("aide-de-camp: --viewer: " + gameModel.error)
            gameModel.uncover()
        }
        if (startHost > 0 && gameModel.isOpen && !gameModel.hostGame(startHost, startLan))
            console.error("aide-de-camp: --host: " + gameModel.error)
        if (startJoin !== "" && startCode !== "") {
            if (!gameModel.joinGame(startJoin, startCode)) console.error("aide-de-camp: --join: " + gameModel.error)
        } else if (startJoin !== "") {
            severalLaptops.start("join", startJoin)
        }
        if (startRecover !== "") page("losses").recoverStragglers(startRecoverSide, startRecover)
        if (startOrderForm) { // --input KEY=VALUE fills the order's fields (receiver=3-corps ...)
            tabs.currentIndex = pages.indexOf("command")
            const commandPage = page("command")
            commandPage.writeOrder()
            const draft = {}
            for (const kv of startInputs) draft[kv.split("=")[0]] = kv.substring(kv.indexOf("=") + 1)
            commandPage.orderPanel.form.draft = draft
        }
        if (startPage === "command" && startRoll !== "") {
            const commandPage = page("command")
            const refused = commandPage.rollFirstDue(startRoll)
            if (refused !== "") console.error("aide-de-camp: --roll: " + refused)
            if (startExplain) commandPage.toggleWhy()
        }
        if (startGamePanel === "new") gameFilePanel.startNew()
        else if (startGamePanel === "open") gameFilePanel.startOpen("")
        else if (startGamePanel === "export" || startGamePanel === "print") exportDialog.start(startGamePanel)
        else if (startGamePanel === "laptops") severalLaptops.start(gameModel.hosting ? "host" : "join", startJoin)
        else if (startGamePanel !== "") gameFilePanel.startStep(startGamePanel)
    }

    function focusList() {
        if (tabs.currentIndex === 0) page("resolver").focusList()
        else if (tabs.currentIndex === 1) page("charts").focusList()
    }

    Shortcut { sequence: "Ctrl+R"; onActivated: { tabs.currentIndex = 0; page("resolver").rollForMe() } }
    Shortcut { sequence: "Ctrl+D"; onActivated: { tabs.currentIndex = 0; page("resolver").focusDice() } }
    Shortcut {
        sequence: "Ctrl+E"
        onActivated: if (tabs.currentIndex === window.pages.indexOf("command")) page("command").toggleWhy()
                     else page("resolver").whyOpen = !page("resolver").whyOpen
    }
    Shortcut { sequence: "Ctrl+L"; onActivated: window.focusList() }
    Shortcut { sequence: "Ctrl+1"; onActivated: tabs.currentIndex = 0 }
    Shortcut { sequence: "Ctrl+2"; enabled: window.pageRules === "nbs"; onActivated: tabs.currentIndex = 1 }
    Shortcut { sequence: "Ctrl+3"; onActivated: tabs.currentIndex = 2 }
    Shortcut { sequence: "Ctrl+4"; enabled: window.pageRules === "nbs"; onActivated: tabs.currentIndex = 3 }
    Shortcut { sequence: "Ctrl+5"; enabled: window.pageRules === "nbs"; onActivated: tabs.currentIndex = pages.indexOf("command") }
    Shortcut { sequence: "Ctrl+6"; enabled: window.pageRules === "nbs"; onActivated: tabs.currentIndex = pages.indexOf("roster") }
    Shortcut { sequence: "Ctrl+7"; onActivated: tabs.currentIndex = pages.indexOf("sequence") }
    Shortcut { sequence: "Ctrl+8"; enabled: window.pageRules === "nbs"; onActivated: tabs.currentIndex = pages.indexOf("victory") }
    Shortcut { sequence: "Ctrl+9"; onActivated: tabs.currentIndex = pages.indexOf("battle") }
    Shortcut { sequence: "Ctrl+0"; enabled: window.pageRules === "wagram-1809"; onActivated: tabs.currentIndex = pages.indexOf("orders") }
    // Ctrl+Return is the next step wherever the focus is (a focused Undo button is not pressed).
    Shortcut { sequence: "Ctrl+Return"; enabled: gameModel.isOpen; onActivated: page("sequence").nextStep() }
    Shortcut { sequence: "Ctrl+Z"; onActivated: page("losses").undo() }
    Shortcut { sequence: "Ctrl+Shift+Z"; onActivated: page("losses").redo() }
    Shortcut { sequence: "Ctrl+O"; onActivated: { tableSetPanel.open(); tableSetPanel.chooseFolder() } }
    Shortcut { sequence: "Ctrl+T"; onActivated: Theme.dark = !Theme.dark }
    Shortcut { sequence: "Ctrl+N"; onActivated: gameFilePanel.startNew() }
    Shortcut { sequence: "Ctrl+G"; onActivated: gameFilePanel.startOpen("") }
    Shortcut { sequence: "Ctrl+Shift+E"; enabled: gameModel.isOpen; onActivated: exportDialog.start("export") }
    Shortcut { sequence: StandardKey.Print; enabled: gameModel.isOpen; onActivated: exportDialog.start("print") }
    Shortcut { sequence: "F1"; onActivated: keysPanel.open() }
    Shortcut { sequence: "Ctrl+J"; onActivated: severalLaptops.start(gameModel.hosting ? "host" : "join") }

    header: ToolBar {
        background: Rectangle {
            color: Theme.panel
            Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }
        }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 12
            Text {
                // The window's title says it too: below 1400 wide the tabs need the room.
                visible: window.width >= 1400
                text: "Aide-de-Camp"
                color: Theme.accent
                font.pixelSize: Theme.titleSize
                font.bold: true
            }
            TabBar {
                id: tabs
                objectName: "pageTabs"
                Layout.alignment: Qt.AlignBottom
                background: Item { }
                Repeater {
                    model: [[qsTr("Resolve"), "Ctrl+1", ""], [qsTr("Charts"), "Ctrl+2", "nbs"],
                            [qsTr("Session log (%1)").arg(rollLog.count), "Ctrl+3", ""],
                            [qsTr("Loss charts"), "Ctrl+4", "nbs"], [qsTr("Command"), "Ctrl+5", "nbs"], [qsTr("Roster"), "Ctrl+6", "nbs"],
                            [qsTr("Sequence"), "Ctrl+7", ""], [qsTr("Victory"), "Ctrl+8", "nbs"], [qsTr("Battle"), "Ctrl+9", ""],
                            [qsTr("Orders Tables"), "Ctrl+0", "wagram-1809"]]
                    TabButton {
                        id: tab
                        required property int index
                        required property var modelData
                        objectName: "tab_" + index
                        text: modelData[0]
                        visible: window.pageShown(modelData[2])
                        width: visible ? implicitWidth : 0
                        implicitHeight: 52
                        leftPadding: 8
                        rightPadding: 8
                        font.pixelSize: Theme.fontSize
                        contentItem: Row {
                            spacing: 5
                            Text {
                                anchors.verticalCenter: parent.verticalCenter
                                text: tab.text
                                font.pixelSize: Theme.fontSize
                                font.bold: tab.checked
                                color: tab.checked ? Theme.text : Theme.muted
                            }
                            Text {
                                // Below 1500 wide the keys are left to the bottom line, so
                                // that every tab and button of the bar stays in the window.
                                visible: window.width >= 1500
                                anchors.verticalCenter: parent.verticalCenter
                                text: tab.modelData[1]
                                font.pixelSize: Theme.smallSize - 2
                                color: Theme.muted
                            }
                        }
                        background: Rectangle {
                            color: tab.checked ? Theme.raised : "transparent"
                            Rectangle {
                                anchors.bottom: parent.bottom
                                width: parent.width
                                height: 4
                                color: tab.checked ? Theme.accent : "transparent"
                            }
                            Rectangle {
                                anchors.fill: parent
                                color: "transparent"
                                border.color: Theme.focus
                                border.width: 3
                                visible: tab.activeFocus
                            }
                        }
                    }
                }
            }
            Item { Layout.fillWidth: true }
            Note {
                Layout.maximumWidth: 300
                visible: window.tableSet.alternativeDir !== ""
                text: window.tableSet.alternativeDir === "" ? qsTr("Shipped charts")
                                                           : qsTr("Alternative set: %1").arg(window.tableSet.alternativeDir)
                elide: Text.ElideMiddle
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The open game: its name and scenario, new and open.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: gameBar.implicitHeight + 12
            color: Theme.panel
            Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }
            RowLayout {
                id: gameBar
                anchors.verticalCenter: parent.verticalCenter
                x: 12
                width: parent.width - 24
                spacing: 12
                Note { id: gameLabel; text: qsTr("Game") }
                // The name and the scenario wrap rather than cut off: the bar grows a line.
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    Text {
                        objectName: "gameName"
                        Layout.fillWidth: true
                        text: !gameModel.isOpen ? qsTr("No game open")
                              : gameModel.readOnly ? qsTr("%1 · as recorded, read only").arg(gameModel.name)
                              : gameModel.name
                        color: gameModel.isOpen ? Theme.text : Theme.muted
                        font.pixelSize: Theme.fontSize
                        font.bold: gameModel.isOpen
                        wrapMode: Text.WordWrap
                    }
                    Note {
                        objectName: "gameScenario"
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: gameModel.scenarioText
                        wrapMode: Text.WordWrap
                    }
                }
                // The buttons wrap to a second row rather than cover the name: the name keeps
                // 240 px, a quarter of the smallest window (1024 wide).
                Flow {
                    id: gameButtons
                    readonly property real natural: {
                        let w = -spacing
                        for (let i = 0; i < children.length; ++i)
                            if (children[i].visible) w += children[i].implicitWidth + spacing
                        return w
                    }
                    Layout.preferredWidth: Math.min(natural, gameBar.width - gameLabel.width - 2 * gameBar.spacing - 240)
                    Layout.preferredHeight: implicitHeight
                    spacing: 12
                    AppButton {
                        objectName: "newGameButton"
                        text: qsTr("New game…")
                        onClicked: gameFilePanel.startNew()
                    }
                    AppButton {
                        objectName: "openGameButton"
                        text: qsTr("Open game…")
                        onClicked: gameFilePanel.startOpen("")
                    }
                    // Print and export (issue 9 §3): the open game's records, for the viewer, as
                    // the engine allows (9.0).
                    AppButton {
                        objectName: "exportButton"
                        enabled: gameModel.isOpen
                        text: qsTr("Export…")
                        onClicked: exportDialog.start("export")
                    }
                    AppButton {
                        objectName: "printButton"
                        enabled: gameModel.isOpen
                        text: qsTr("Print…")
                        onClicked: exportDialog.start("print")
                    }
                    // One game on several laptops: host the open game, or join one as a seat.
                    AppButton {
                        objectName: "severalLaptopsButton"
                        text: gameModel.seatState !== ""
                              ? qsTr("%1 seat · %2").arg(severalLaptops.seatTitle(gameModel.seat))
                                                     .arg(gameModel.seatState === "joined" ? qsTr("joined")
                                                          : gameModel.seatState === "gone" ? qsTr("host gone")
                                                          : gameModel.seatState === "connecting" ? qsTr("joining…")
                                                          : qsTr("refused"))
                              : gameModel.hosting ? qsTr("Hosting · %1 joined").arg(gameModel.seatsJoined.length)
                              : qsTr("Laptops…")
                        highlighted: gameModel.seatState === "gone"
                        onClicked: severalLaptops.start(gameModel.hosting ? "host" : "join")
                    }
                    // In this bar, not the header, to leave the header's width to the tabs.
                    AppButton {
                        objectName: "tableSetButton"
                        text: qsTr("Table set…")
                        onClicked: tableSetPanel.open()
                    }
                    AppButton {
                        objectName: "themeButton"
                        text: Theme.dark ? qsTr("Light theme") : qsTr("Dark theme")
                        onClicked: Theme.dark = !Theme.dark
                    }
                }
            }
        }

        // The open game's turn, date, step and arrivals (8.1, 1.1d).
        TurnBar {
            id: turnBar
            objectName: "turnBar"
            Layout.fillWidth: true
            game: gameModel
        }

        // Why the last game was not opened again, or which recent games are gone.
        RowLayout {
            Layout.fillWidth: true
            Layout.margins: 8
            visible: recentGames.note !== "" && !gameFilePanel.opened
            spacing: 8
            Note {
                objectName: "reopenNote"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.warning
                text: recentGames.note
            }
            AppButton {
                text: qsTr("Dismiss")
                onClicked: recentGames.dismissNote()
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.margins: 8
            visible: window.tableSet.hasError && !tableSetPanel.opened
            spacing: 8
            TableSetError {
                Layout.fillWidth: true
                tableSet: window.tableSet
            }
            AppButton {
                text: qsTr("Dismiss")
                onClicked: window.tableSet.dismissError()
            }
        }

        StackLayout {
            id: pageStack
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex
            PageLoader {
                shown: pageStack.currentIndex === 0
                sourceComponent: ResolverPage {
                    tableSet: window.tableSet
                    log: rollLog
                    game: gameModel
                }
            }
            PageLoader {
                shown: pageStack.currentIndex === 1
                sourceComponent: ChartsPage {
                    tableSet: window.tableSet
                }
            }
            PageLoader {
                shown: pageStack.currentIndex === 2
                sourceComponent: RollLogPage {
                    log: rollLog
                }
            }
            // One viewing switch (9.0) for both screens that show a side's secrets.
            PageLoader {
                shown: pageStack.currentIndex === 3
                sourceComponent: LossChartsPage {
                    game: gameModel
                    tableSet: window.tableSet
                }
            }
            PageLoader {
                shown: pageStack.currentIndex === 4
                sourceComponent: CommandPage {
                    objectName: "commandPage"
                    game: gameModel
                    tableSet: window.tableSet
                }
            }
            PageLoader {
                shown: pageStack.currentIndex === 5
                sourceComponent: RosterPage {
                    objectName: "rosterPage"
                    game: gameModel
                }
            }
            PageLoader {
                // Each game's own sequence of play.
                shown: pageStack.currentIndex === 6
                sourceComponent: window.pageRules === "wagram-1809" ? wagramSequencePage : nbsSequencePage
                Component {
                    id: nbsSequencePage
                    SequencePage {
                        game: gameModel
                        onResolverWanted: name => { tabs.currentIndex = 0; window.page("resolver").chooseResolver(name) }
                    }
                }
                Component {
                    id: wagramSequencePage
                    WagramSequencePage {
                        objectName: "wagramSequencePage"
                        game: gameModel
                        onResolverWanted: name => { tabs.currentIndex = 0; window.page("resolver").chooseResolver(name) }
                    }
                }
            }
            PageLoader {
                shown: pageStack.currentIndex === 7
                sourceComponent: VictoryPage {
                    game: gameModel
                }
            }
            PageLoader {
                shown: pageStack.currentIndex === 8
                sourceComponent: BattlePage {
                    objectName: "battlePage"
                    game: gameModel
                }
            }
            PageLoader {
                shown: pageStack.currentIndex === 9
                sourceComponent: OrdersTablePage {
                    objectName: "ordersTablePage"
                    game: gameModel
                }
            }
        }
    }

    footer: Rectangle {
        implicitHeight: keys.implicitHeight + 12
        color: Theme.panel
        Rectangle { width: parent.width; height: 1; color: Theme.border }
        // The keys used every turn; F1 lists them all.
        Note {
            id: keys
            objectName: "keysLine"
            anchors.verticalCenter: parent.verticalCenter
            x: 12
            width: parent.width - 24
            wrapMode: Text.WordWrap
            text: qsTr("Keys: Tab moves · Ctrl+R roll for me · Ctrl+Return next step · Ctrl+Z undo · Ctrl+1-9 pages · F1 every key")
        }
    }

    KeysPanel { id: keysPanel; objectName: "keysPanel" }

    GameFilePanel {
        id: gameFilePanel
        objectName: "gameFilePanel"
        game: gameModel
        recentGames: recentGames
    }

    ExportDialog {
        id: exportDialog
        game: gameModel
    }

    SeveralLaptopsDialog {
        id: severalLaptops
        game: gameModel
    }

    TableSetPanel {
        id: tableSetPanel
        tableSet: window.tableSet
    }

    // Hot seat (9.0): everything is covered while the laptop passes between the players.
    HandOverScreen {
        id: handOverScreen
        objectName: "handOverScreen"
        game: gameModel
    }
    UndoConfirmation {
        objectName: "undoConfirmation"
        game: gameModel
    }
}
