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
}
