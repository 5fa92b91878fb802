import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// The turn bar, the Sequence page and the Victory page as a player drives them: "Next step"
// moves the highlighted step (8.1) and the bar follows; a step's resolver button asks for
// the Resolve page on that resolver; a night turn says so (28.0); victory stays hidden from
// one side until both agree (9.0), and losing Napoleon shifts the result (AE 4.4).
TestCase {
    id: testCase
    name: "TurnSequence"
    when: windowShown
    visible: true
    width: 1280
    height: 720

    Component { id: gameComponent; OpenGame { } }
    Component { id: barComponent; TurnBar { width: 1280 } }
    Component { id: sequenceComponent; SequencePage { width: 1280; height: 600 } }
    Component { id: victoryComponent; VictoryPage { width: 1280; height: 600 } }
    Component { id: mainComponent; Main { } }
    Component { id: currentStepComponent; CurrentStep { } }

    function makeGame(scenario, variants) {
        const game = gameComponent.createObject(testCase)
        game.defaultFolder = Fixture.emptyFolder()
        game.tablesDir = Fixture.tablesDir()
        verify(game.newGame(game.suggestedPath(scenario), scenario, Object.assign({ play: "umpire" }, variants || {}), "Test"), game.error)
        return game
    }

    function test_8_1_nextStepAdvances() {
        const game = makeGame("5.1")
        const bar = createTemporaryObject(barComponent, testCase, { game: game })
        const page = createTemporaryObject(sequenceComponent, testCase, { game: game })
        const sequence = findChild(page, "sequence")
        compare(sequence.currentIndex, 0)
        verify(findChild(bar, "stepText").text.indexOf("Order Issue") >= 0)
        const next = findChild(page, "nextStepButton")
        next.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(sequence.currentIndex, 1)
        verify(findChild(bar, "stepText").text.indexOf("Corps Attack Stoppage Checks") >= 0, findChild(bar, "stepText").text)
        verify(findChild(bar, "stepText").text.indexOf("Austrian player turn") >= 0)
        compare(findChild(bar, "turnText").text, "Turn 1 of 17")
        compare(findChild(bar, "clockText").text, "21 May 1809, 1:00 pm")
        // Further on, the current step is scrolled into view.
        for (let i = 0; i < 14; ++i) page.nextStep()
        compare(sequence.currentIndex, 15)
        const flick = findChild(page, "sequenceFlick")
        const current = findChild(page, "step_15")
        tryVerify(() => {
            const y = current.mapToItem(flick.contentItem, 0, 0).y
            return y >= flick.contentY && y + current.height <= flick.contentY + flick.height
        })
    }

    function test_8_1_stepResolverOpensTheResolvePage() {
        const game = makeGame("5.1")
        const page = createTemporaryObject(sequenceComponent, testCase, { game: game })
        const spy = createTemporaryObject(spyComponent, testCase, { target: page, signalName: "resolverWanted" })
        const cas = findChild(page, "tool_1_cas")
        verify(cas !== null)
        mouseClick(cas)
        compare(spy.count, 1)
        compare(spy.signalArguments[0][0], "cas")
    }
    Component { id: spyComponent; SignalSpy { } }
    Component { id: logComponent; RollLogModel { } }
    Component { id: resolverComponent; ResolverPage { width: 1280; height: 600 } }

    // Every resolver a step names opens on the Resolve page (as Main.qml asks it to).
    function test_8_1_everyStepsResolversOpenOnTheResolvePage() {
        const game = makeGame("5.1")
        const page = createTemporaryObject(sequenceComponent, testCase, { game: game })
        const resolve = createTemporaryObject(resolverComponent, testCase,
                                              { tableSet: Fixture.freshTables(), log: createTemporaryObject(logComponent, testCase) })
        const steps = findChild(page, "sequence").steps
        let count = 0
        for (const st of steps)
            for (const tool of st.tools) {
                verify(resolve.chooseResolver(tool.name), tool.name)
                compare(resolve.form.resolverName, tool.name)
                ++count
            }
        verify(count > 10)
    }

    function test_28_0a_nightTurnIsAnHour() {
        const game = makeGame("5.2")
        const bar = createTemporaryObject(barComponent, testCase, { game: game })
        verify(findChild(bar, "dayNight").text.indexOf("Night, 60 min") >= 0, findChild(bar, "dayNight").text)
        verify(findChild(bar, "nightHint").visible)
        verify(findChild(bar, "nightHint").text.indexOf("no cavalry charges") >= 0)
    }

    function test_AE_2_9a_frenchRollHiddenFromAustrian() {
        const game = makeGame("5.4", { bridge: "variable" })
        game.viewer = Viewer.Austrian // the game's viewer is every page's (9.0)
        const bar = createTemporaryObject(barComponent, testCase, { game: game })
        verify(findChild(bar, "bridgeRollButton").visible)
        verify(bar.bridgeInterruption.rollTyped("9", "4"))  // up for 5 turns
        const text = findChild(bar, "bridgeText").text
        verify(text.indexOf("Bridge up") < 0, text)
        verify(text.indexOf("6") < 0, text)          // not the turn of the next roll
        verify(text.indexOf("French keep the result") >= 0, text)
        game.viewer = Viewer.French
        verify(findChild(bar, "bridgeText").text.indexOf("Bridge up, turns 1 to 5") >= 0, findChild(bar, "bridgeText").text)
        verify(findChild(bar, "bridgeText").text.indexOf("next roll on turn 6") >= 0, findChild(bar, "bridgeText").text)
    }

    function test_AE_4_4_losingNapoleonShiftsResult() {
        const game = makeGame("5.4")
        game.viewer = Viewer.French
        const page = createTemporaryObject(victoryComponent, testCase, { game: game })
        verify(findChild(page, "victoryHidden").visible)
        const victory = findChild(page, "victory")
        compare(victory.lines.length, 0)
        mouseClick(findChild(page, "agreeButton"))
        verify(victory.shown)
        const fr = findChild(page, "terrainFrench")
        fr.forceActiveFocus()
        keyClick(Qt.Key_1); keyClick(Qt.Key_0)
        const au = findChild(page, "terrainAustrian")
        au.forceActiveFocus()
        keyClick(Qt.Key_0)
        verify(victory.complete)
        compare(findChild(page, "victoryLevel").text, "French Major Victory")
        verify(!findChild(page, "napoleonShift").visible)
        verify(game.perform("leader-casualty", "french", { leader: "napoleon", replacement: "curial" }), game.error)
        compare(findChild(page, "victoryLevel").text, "French Minor Victory")
        verify(findChild(page, "napoleonShift").visible)
        verify(findChild(page, "vpLine_0") !== null)
        game.viewer = Viewer.Austrian // another viewer: hidden again until they agree
        verify(!victory.shown)
    }

    // Ctrl+Return is the next step on any page and never presses the focused button: with the
    // Loss Charts page's Undo focused, the mark stays and the step moves on (8.1).
    function test_8_1_ctrlReturnIsTheNextStepNeverTheFocusedButton() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1280, height: 800 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "umpire" }, "Keys"), game.error)
        verify(game.perform("mark", "french", { unit: "57 Line-3-2", casualties: 1, stragglers: 0 }), game.error)
        const current = createTemporaryObject(currentStepComponent, testCase, { game: game })
        const before = current.stepId
        const tabs = findChild(win.contentItem.parent, "pageTabs")
        tabs.currentIndex = win.pages.indexOf("losses")
        const undo = findChild(win.page("losses"), "undoButton")
        tryVerify(() => undo.visible && undo.enabled)
        undo.forceActiveFocus()
        const revision = game.revision
        keyClick(Qt.Key_Return, Qt.ControlModifier)
        verify(current.stepId !== before, "Ctrl+Return did not move the step on")
        compare(game.revision, revision + 1) // one advance, and no undo
        keyClick(Qt.Key_Return) // Return alone presses the focused button
        compare(game.revision, revision + 2)
        compare(current.stepId, before)
    }

    // 8.1, 9.0 at one laptop: the hand-over cover comes up when the player turn changes hands;
    // a player never moves the other's player turn on; and taking back the other player's
    // step is never one key (Undo asks, Enter keeps it).
    function test_8_1_thePlayerTurnChangesHandsWithTheLaptop() {
        const win = createTemporaryObject(mainComponent, testCase, { tableSet: Fixture.freshTables(), width: 1280, height: 800 })
        tryVerify(() => win.visible)
        const game = win.game
        game.defaultFolder = Fixture.emptyFolder()
        verify(game.newGame(game.suggestedPath("first-day"), "5.1", { play: "hot-seat" }, "Hand-over"), game.error)
        const current = createTemporaryObject(currentStepComponent, testCase, { game: game })
        compare(current.phasing, "austrian") // 5.1: the Austrians play first
        compare(game.viewer, Viewer.Austrian)
        game.uncover()
        // The French player may not take the Austrian's steps.
        game.viewer = Viewer.French
        game.uncover()
        verify(!current.next(), "the French viewer moved the Austrian player turn on")
        verify(current.error.indexOf("8.1") >= 0, current.error)
        game.viewer = Viewer.Austrian
        game.uncover()
        let guard = 0
        while (current.phasing === "austrian" && guard++ < 100) verify(current.next(), current.error)
        compare(current.phasing, "french")
        compare(game.viewer, Viewer.French) // the laptop passed with the player turn
        verify(game.covered)
        verify(game.coverReason.indexOf("French player turn begins") >= 0, game.coverReason)
        game.uncover()
        // One French step taken: Undo takes it back at once, as his own.
        verify(current.next(), current.error)
        const revision = game.revision
        verify(game.undo())
        compare(game.revision, revision + 1)
        // The Austrian's last step is the other player's: Undo asks first.
        verify(!game.undo(), "undone at once")
        verify(game.undoAsked)
        compare(game.revision, revision + 1)
        const ask = findChild(win.contentItem.parent, "undoConfirmation")
        tryVerify(() => ask.opened)
        verify(findChild(ask, "undoWarningText").text.indexOf("Austrian player's") >= 0)
        win.requestActivate()
        tryVerify(() => win.active)
        keyClick(Qt.Key_Return) // the focus is on Keep it
        verify(!game.undoAsked)
        compare(game.revision, revision + 1)
        verify(!game.undo())
        verify(game.undo(true))
        compare(game.revision, revision + 2)
    }
}
