import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import AideDeCamp

// The game file: start a new game (where to save it, the scenario and its variants) or
// open one. A refusal (not a game, a newer version, damaged, the file exists...) is shown
// with the engine's message; nothing is overwritten and the open game stays open.
// A new game then goes on through its steps: the values on the counters, the set-up, the
// pre-game losses. Each may be skipped; "Finish" closes the panel.
Popup {
    id: panel
    required property OpenGame game
    property RecentGameListModel recentGames: null // the games opened lately, offered to open
    property string mode: "new" // "new" or "open"
    property string step: "file" // file | counters | setup | losses
    readonly property var steps: ["file", "counters", "setup", "losses"]
    property string counterMemoryFile // the last-entered counter values; the data folder's unless set
    property string scenarioId: game.scenarios.length > 0 ? game.scenarios[0].id : ""
    // The game first, then its scenario: each game's scenarios and rules are its own.
    property string gameId: "aspern-essling"
    readonly property var games: {
        const out = []
        for (const s of game.scenarios)
            if (!out.some(g => g.id === s.gameId)) out.push({ id: s.gameId, title: s.gameTitle })
        return out
    }
    function chooseGame(id) {
        gameId = id
        const first = game.scenarios.find(s => s.gameId === id)
        if (first) scenarioId = first.id
    }
    readonly property var scenario: {
        const list = game.scenarios
        for (let i = 0; i < list.length; ++i) if (list[i].id === scenarioId) return list[i]
        return null
    }
    function offers(v) { return scenario !== null && scenario.variants.indexOf(v) >= 0 }

    property string bridge: "historical"
    property string grenadiers: "off"
    property string play: "hot-seat" // who sits at the game (9.0, 3.2b)

    modal: true
    focus: true
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 80 : 900, 900)
    height: Math.min(Overlay.overlay ? Overlay.overlay.height - 40 : 680, implicitHeight)
    anchors.centerIn: Overlay.overlay
    padding: 20

    function startNew() {
        mode = "new"
        step = "file"
        pathField.text = game.suggestedPath(scenarioId)
        open()
        pathField.forceActiveFocus()
    }
    // `path`, when given: the file that was refused, beside the refusal.
    function startOpen(path: string) {
        mode = "open"
        step = "file"
        openField.text = path
        open()
        openField.forceActiveFocus()
    }
    // One of the open game's steps (counters, setup, losses).
    function startStep(which) {
        mode = "new"
        step = which
        open()
    }
    function variants() {
        const v = {}
        if (offers("2.9a")) v.bridge = bridge
        if (offers("2.9b")) v.davout = davoutBox.checked
        if (offers("3.8a")) v.archduke = archdukeBox.checked
        if (offers("3.8b")) {
            v.grenadiers = grenadiers
            if (grenadiers === "corps") v.grenadiers_corps = corpsField.text
        }
        v.play = play
        return v
    }
    function create() {
        if (!game.newGame(pathField.text, scenarioId, variants(), titleField.text)) return
        // The counters, set-up and pre-game losses are Aspern-Essling's steps; a Wagram 1809
        // game starts on its Orders Tables (12.5).
        if (gameId === "aspern-essling") step = "counters"
        else close()
    }
    function openFile() {
        if (game.openGame(openField.text)) close()
    }

    onScenarioIdChanged: if (mode === "new" && opened) pathField.text = game.suggestedPath(scenarioId)

    background: DialogFrame { }

    component Field: TextField {
        width: parent ? parent.width : 400
        implicitHeight: Theme.target
        font.pixelSize: Theme.fontSize
        color: Theme.text
        selectByMouse: true
        background: Rectangle {
            color: Theme.window
            border.color: parent.activeFocus ? Theme.focus : Theme.border
            border.width: parent.activeFocus ? 3 : 1
            radius: Theme.radius
        }
    }
    component Choice: AppButton {
        property bool chosen: false
        highlighted: chosen
        text: (chosen ? "\u25C9 " : "\u25CB ") + label
        property string label
    }

    contentItem: Column {
        spacing: 12
        Flickable {
            id: flick
            width: parent.width
            clip: true
            contentHeight: body.implicitHeight
            implicitHeight: body.implicitHeight
            height: Math.min(body.implicitHeight,
                             (Overlay.overlay ? Overlay.overlay.height - 40 : 680) - 2 * panel.padding - actions.height - 12)
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { }

            Column {
                id: body
                width: flick.width - 16
                spacing: 12

                Flow {
                    objectName: "stepBar"
                    width: parent.width
                    spacing: 8
                    visible: panel.step !== "file"
                    Repeater {
                        model: [["file", qsTr("1 Game created")], ["counters", qsTr("2 Counters")],
                                ["setup", qsTr("3 Set-up")], ["losses", qsTr("4 Pre-game losses")]]
                        Choice {
                            required property var modelData
                            objectName: "step_" + modelData[0]
                            label: modelData[1]
                            enabled: modelData[0] !== "file"
                            chosen: panel.step === modelData[0]
                            onClicked: panel.step = modelData[0]
                        }
                    }
                }

                Row {
                    spacing: 10
                    visible: panel.step === "file"
                    Choice {
                        objectName: "newMode"
                        label: qsTr("New game")
                        chosen: panel.mode === "new"
                        onClicked: panel.startNew()
                    }
                    Choice {
                        objectName: "openMode"
                        label: qsTr("Open a game")
                        chosen: panel.mode === "open"
                        onClicked: panel.startOpen("")
                    }
                }

                MessageBox {
                    objectName: "gameError"
                    width: parent.width
                    visible: panel.game.error !== ""
                    heading: qsTr("Refused:")
                    text: panel.game.error
                }

                // An old file the rules read otherwise: read it as it is, or take the rules'
                // figures as a new game. The file itself is never changed.
                Column {
                    objectName: "disagreement"
                    width: parent.width
                    spacing: 8
                    visible: panel.mode === "open" && panel.game.disagreeingFile !== ""
                    onVisibleChanged: if (visible) rederivedField.text = panel.game.rederivedPath(panel.game.disagreeingFile)
                    Note {
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: qsTr("This file was written before the app worked out every figure itself, "
                                   + "and the rules give another figure than the one it holds. "
                                   + "Nothing in it has been changed.")
                    }
                    AppButton {
                        objectName: "openAsRecorded"
                        text: qsTr("Read it as recorded (nothing can be changed in it)")
                        onClicked: if (panel.game.openAsRecorded(panel.game.disagreeingFile)) panel.close()
                    }
                    Note { text: qsTr("Or save the rules' figures as a new game:") }
                    Row {
                        width: parent.width
                        spacing: 8
                        Field {
                            id: rederivedField
                            objectName: "rederivedField"
                            width: parent.width - rederiveButton.width - 8
                            onAccepted: rederiveButton.clicked()
                        }
                        AppButton {
                            id: rederiveButton
                            objectName: "rederive"
                            text: qsTr("Save as a new game")
                            onClicked: panel.game.rederive(panel.game.disagreeingFile, rederivedField.text)
                        }
                    }
                }
                // What the rules changed, once the new game is made and open.
                Column {
                    objectName: "rederivedChanges"
                    width: parent.width
                    spacing: 4
                    visible: panel.mode === "open" && panel.game.rederivedChanges.length > 0
                    SectionTitle { text: qsTr("Opened %1, with the rules' figures").arg(panel.game.name) }
                    Repeater {
                        model: panel.game.rederivedChanges
                        Note {
                            required property string modelData
                            width: parent.width
                            wrapMode: Text.WordWrap
                            text: modelData
                        }
                    }
                }

                // ---- New game
                Column {
                    width: parent.width
                    spacing: 10
                    visible: panel.mode === "new" && panel.step === "file"

                    SectionTitle { text: qsTr("Game") }
                    Flow {
                        width: parent.width
                        spacing: 8
                        Repeater {
                            model: panel.games
                            Choice {
                                required property var modelData
                                objectName: "game_" + modelData.id
                                label: modelData.title
                                chosen: panel.gameId === modelData.id
                                onClicked: panel.chooseGame(modelData.id)
                            }
                        }
                    }
                    SectionTitle { text: qsTr("Scenario") }
                    Flow {
                        width: parent.width
                        spacing: 8
                        Repeater {
                            model: panel.game.scenarios
                            Choice {
                                required property var modelData
                                visible: modelData.gameId === panel.gameId
                                objectName: "scenario_" + modelData.id
                                label: modelData.number + "  " + modelData.title
                                chosen: panel.scenarioId === modelData.id
                                onClicked: panel.scenarioId = modelData.id
                            }
                        }
                    }
                    Note {
                        width: parent.width
                        visible: panel.scenario !== null
                        text: panel.scenario ? qsTr("From %1 to %2").arg(panel.scenario.firstTurn).arg(panel.scenario.lastTurn) : ""
                    }

                    SectionTitle {
                        text: qsTr("Variants")
                        visible: panel.scenario !== null && panel.scenario.variants.length > 0
                    }
                    Row {
                        spacing: 8
                        visible: panel.offers("2.9a")
                        Note { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Bridge (AE 2.9a)") }
                        Repeater {
                            model: [["historical", qsTr("Historical")], ["none", qsTr("No bridge")], ["variable", qsTr("Variable")]]
                            Choice {
                                required property var modelData
                                objectName: "bridge_" + modelData[0]
                                label: modelData[1]
                                chosen: panel.bridge === modelData[0]
                                onClicked: panel.bridge = modelData[0]
                            }
                        }
                    }
                    AppCheckBox {
                        id: davoutBox
                        objectName: "davout"
                        visible: panel.offers("2.9b")
                        text: qsTr("Davout's Arrival (AE 2.9b)")
                    }
                    AppCheckBox {
                        id: archdukeBox
                        objectName: "archduke"
                        visible: panel.offers("3.8a")
                        text: qsTr("A More Confident Archduke (AE 3.8a)")
                    }
                    Row {
                        spacing: 8
                        visible: panel.offers("3.8b")
                        Note { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Grenadiers (AE 3.8b)") }
                        Repeater {
                            model: [["off", qsTr("Off")], ["reserve", qsTr("Reserve")], ["corps", qsTr("With a corps")]]
                            Choice {
                                required property var modelData
                                objectName: "grenadiers_" + modelData[0]
                                label: modelData[1]
                                chosen: panel.grenadiers === modelData[0]
                                onClicked: panel.grenadiers = modelData[0]
                            }
                        }
                    }
                    Column {
                        width: parent.width
                        spacing: 4
                        visible: panel.offers("3.8b") && panel.grenadiers === "corps"
                        Note { text: qsTr("The Austrian corps whose HQ the grenadiers enter with") }
                        Field { id: corpsField; objectName: "grenadiersCorps"; width: 300 }
                    }

                    SectionTitle { text: qsTr("Who plays (9.0)") }
                    Repeater {
                        model: [["hot-seat", qsTr("Two players sharing this laptop: each sees only his own side")],
                                ["solitaire", qsTr("Solitaire: one player commands both sides (each order asks 3.2b)")],
                                ["umpire", qsTr("An umpire holds the game and sees both sides")]]
                        Choice {
                            required property var modelData
                            objectName: "play_" + modelData[0]
                            label: modelData[1]
                            chosen: panel.play === modelData[0]
                            onClicked: panel.play = modelData[0]
                        }
                    }

                    SectionTitle { text: qsTr("Game file") }
                    Note { text: qsTr("Title (optional)") }
                    Field { id: titleField; objectName: "titleField"; width: parent.width }
                    Note { text: qsTr("Save as (a new file; an existing file is never overwritten)") }
                    Row {
                        width: parent.width
                        spacing: 8
                        Field {
                            id: pathField
                            objectName: "pathField"
                            width: parent.width - chooseNew.width - 8
                            onAccepted: panel.create()
                        }
                        AppButton {
                            id: chooseNew
                            text: qsTr("Choose…")
                            onClicked: saveDialog.open()
                        }
                    }
                }

                // ---- Open a game
                Column {
                    width: parent.width
                    spacing: 10
                    visible: panel.mode === "open" && panel.step === "file"
                    SectionTitle { text: qsTr("Open a game") }
                    Note { text: qsTr("Game file (.adc)") }
                    Row {
                        width: parent.width
                        spacing: 8
                        Field {
                            id: openField
                            objectName: "openField"
                            width: parent.width - chooseOpen.width - 8
                            onAccepted: panel.openFile()
                        }
                        AppButton {
                            id: chooseOpen
                            text: qsTr("Choose…")
                            onClicked: openDialog.open()
                        }
                    }
                    // The games opened lately, most recent first: one press opens one.
                    Note {
                        visible: panel.recentGames !== null && panel.recentGames.count > 0
                        text: qsTr("Recent games")
                    }
                    Note {
                        objectName: "recentNote"
                        width: parent.width
                        visible: text !== ""
                        wrapMode: Text.WordWrap
                        text: panel.recentGames ? panel.recentGames.note : ""
                    }
                    Repeater {
                        model: panel.recentGames
                        AppButton {
                            id: recent
                            required property int index
                            required property string path
                            required property string title
                            required property string scenario
                            required property string fileName
                            objectName: "recent_" + index
                            width: parent.width
                            highlighted: panel.game.isOpen && panel.game.path === path
                            text: title
                            onClicked: {
                                openField.text = path
                                panel.openFile()
                            }
                            contentItem: Column {
                                spacing: 2
                                Text {
                                    width: parent.width
                                    text: recent.title
                                    color: Theme.text
                                    font.pixelSize: Theme.fontSize
                                    font.bold: true
                                    elide: Text.ElideRight
                                }
                                Text {
                                    width: parent.width
                                    text: (recent.scenario !== "" ? recent.scenario + " · " : "") + recent.path
                                    color: Theme.muted
                                    font.pixelSize: Theme.smallSize
                                    elide: Text.ElideMiddle
                                }
                            }
                            topPadding: 8
                            bottomPadding: 8
                        }
                    }
                }

                // ---- The new game's steps
                Loader {
                    objectName: "countersStep"
                    width: parent.width
                    active: panel.step === "counters"
                    visible: active
                    sourceComponent: NewGameCounters {
                        game: panel.game
                        Component.onCompleted: if (panel.counterMemoryFile !== "") memoryFile = panel.counterMemoryFile
                    }
                }
                Loader {
                    objectName: "setupStep"
                    width: parent.width
                    active: panel.step === "setup"
                    visible: active
                    sourceComponent: NewGameSetup { game: panel.game }
                }
                Loader {
                    objectName: "lossesStep"
                    width: parent.width
                    active: panel.step === "losses"
                    visible: active
                    sourceComponent: NewGameLosses { game: panel.game }
                }
            }
        }

        // Always in view, whatever the height of the window.
        Row {
            id: actions
            spacing: 10
            AppButton {
                objectName: "createButton"
                visible: panel.mode === "new" && panel.step === "file"
                primary: true
                text: qsTr("Create the game")
                onClicked: panel.create()
            }
            AppButton {
                objectName: "openButton"
                visible: panel.mode === "open" && panel.step === "file"
                primary: true
                text: qsTr("Open the game")
                onClicked: panel.openFile()
            }
            AppButton {
                objectName: "stepBack"
                visible: panel.step !== "file" && panel.step !== "counters"
                text: qsTr("Back")
                onClicked: panel.step = panel.steps[panel.steps.indexOf(panel.step) - 1]
            }
            AppButton {
                objectName: "stepNext"
                visible: panel.step !== "file" && panel.step !== "losses"
                primary: true
                text: qsTr("Next (skip what is left)")
                onClicked: panel.step = panel.steps[panel.steps.indexOf(panel.step) + 1]
            }
            AppButton {
                objectName: "stepFinish"
                visible: panel.step !== "file"
                primary: panel.step === "losses"
                text: qsTr("Finish")
                onClicked: panel.close()
            }
            AppButton { visible: panel.step === "file"; text: qsTr("Cancel"); onClicked: panel.close() }
        }
    }

    onClosed: game.dismissError()

    FileDialog {
        id: saveDialog
        title: qsTr("Save the new game as")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("Aide-de-Camp games (*.adc)")]
        currentFolder: "file://" + panel.game.defaultFolder
        onAccepted: pathField.text = panel.game.localPath(selectedFile.toString()) // qmllint disable type
    }
    FileDialog {
        id: openDialog
        title: qsTr("Open a game")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Aide-de-Camp games (*.adc)"), qsTr("All files (*)")]
        currentFolder: "file://" + panel.game.defaultFolder
        onAccepted: openField.text = panel.game.localPath(selectedFile.toString()) // qmllint disable type
    }
}
