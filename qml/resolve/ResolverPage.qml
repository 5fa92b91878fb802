import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AideDeCamp

// The resolver screen: the resolvers on the left, the chosen one's inputs in the middle,
// and on the right the roll, the result (or the chart cell needed) and the chances.
Item {
    id: page
    required property TableSet tableSet
    required property RollLogModel log
    property OpenGame game: null // the open game a Fire Combat result can be marked in
    readonly property alias form: form
    property alias whyOpen: resultPanel.whyOpen

    function chooseResolver(name) {
        const book = resolvers.rulebookOfName(name)
        if (book !== "") resolvers.rulebook = book
        const row = resolvers.indexOfName(name)
        if (row >= 0) {
            resolverList.currentIndex = row
            resolverList.positionViewAtIndex(row, ListView.Contain)
        }
        return row >= 0
    }
    function chooseFirst() { resolverList.currentIndex = 0 }
    function rollForMe() { if (form.resolverName !== "") form.rollForMe() }
    function focusDice() { rollArea.focusDice() }
    function focusList() { resolverList.forceActiveFocus() }
    // Type to find: a letter typed on the resolver list goes to the form's unit finder when
    // the form has one (the open game's units), so a fire starts with its firers' names.
    function findUnitsFrom(item) {
        for (let i = 0; i < item.children.length; ++i) {
            const c = item.children[i]
            if (c.objectName.startsWith("unitFilter_") && c.visible) return c
            const inner = findUnitsFrom(c)
            if (inner) return inner
        }
        return null
    }
    function typeToFind(text) {
        const finder = findUnitsFrom(formColumn)
        if (!finder) return false
        finder.forceActiveFocus()
        finder.insert(finder.cursorPosition, text)
        return true
    }

    ResolverForm {
        id: form
        game: page.game
        tableSet: page.tableSet
        log: page.log
    }
    ResolverListModel {
        id: resolvers
        onRulebookChanged: resolverList.currentIndex = 0
    }
    // The resolvers follow the rule book of the game opened.
    Connections {
        target: page.game
        function onGameChanged() {
            if (page.game.rulebook !== "") resolvers.rulebook = page.game.rulebook
        }
    }
    KeepFocusVisible { flickable: formScroll.contentItem as Flickable }
    KeepFocusVisible { flickable: outcomeScroll.contentItem as Flickable }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        // The resolvers.
        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 270
            color: Theme.panel
            border.color: Theme.border
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 1
                spacing: 0
                // Which game's procedures: each rule book has its own resolvers.
                ComboBox {
                    id: rulebookPicker
                    objectName: "rulebookPicker"
                    Layout.fillWidth: true
                    Layout.margins: 6
                    implicitHeight: Theme.target
                    font.pixelSize: Theme.fontSize
                    model: resolvers.rulebooks
                    textRole: "games"
                    valueRole: "id"
                    currentIndex: resolvers.rulebookIndex
                    onActivated: resolvers.rulebook = currentValue
                    Accessible.name: qsTr("Game")
                    FocusRing { target: rulebookPicker }
                }
                ListView {
                    id: resolverList
                    objectName: "resolverList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: resolvers
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    currentIndex: -1
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
                    onCurrentIndexChanged: form.resolverName = resolvers.nameAt(currentIndex)
                    Keys.onPressed: (event) => {
                        if (event.text.length === 1 && event.text > " " && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier)))
                            event.accepted = page.typeToFind(event.text)
                    }
                    delegate: ItemDelegate {
                        id: entry
                        required property int index
                        required property string name
                        required property string title
                        required property string rule
                        readonly property bool current: ListView.isCurrentItem
                        objectName: "resolver_" + name
                        width: ListView.view.width
                        implicitHeight: 48
                        focusPolicy: Qt.NoFocus
                        onClicked: {
                            resolverList.currentIndex = index
                            resolverList.forceActiveFocus()
                        }
                        background: Rectangle {
                            color: entry.current ? Theme.raised : "transparent"
                            Rectangle {
                                visible: entry.current
                                width: 5
                                height: parent.height
                                color: Theme.accent
                            }
                            Rectangle {
                                visible: entry.current && resolverList.activeFocus
                                anchors.fill: parent
                                color: "transparent"
                                border.color: Theme.focus
                                border.width: 3
                            }
                        }
                        contentItem: RowLayout {
                            spacing: 8
                            Text {
                                Layout.fillWidth: true
                                leftPadding: 8
                                text: entry.title
                                color: Theme.text
                                font.pixelSize: Theme.fontSize
                                font.bold: entry.current
                                elide: Text.ElideRight
                            }
                            Text {
                                text: entry.rule
                                color: Theme.muted
                                font.pixelSize: Theme.smallSize
                            }
                        }
                    }
                }
            }
        }

        // The inputs of the chosen resolver.
        ScrollView {
            id: formScroll
            objectName: "formScroll"
            Layout.fillHeight: true
            // Wider on a wide screen: the inputs' lines stay on one line each.
            Layout.preferredWidth: Math.min(760, Math.max(470, page.width * 0.42))
            contentWidth: availableWidth
            clip: true
            Column {
                id: formColumn
                x: 16
                width: formScroll.availableWidth - 32
                topPadding: 8
                bottomPadding: 16
                spacing: 16
                Column {
                    width: formColumn.width
                    spacing: 4
                    Text {
                        objectName: "resolverTitle"
                        width: parent.width
                        text: form.resolverName === "" ? qsTr("Choose a resolver on the left")
                                                       : form.title + "  " + form.rule
                        color: Theme.text
                        font.pixelSize: Theme.titleSize
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Note {
                        width: parent.width
                        text: form.help
                    }
                }
                StoppageOrderPicker {
                    width: formColumn.width
                    visible: form.resolverName === "cas" && page.game !== null && page.game.isOpen
                    form: page.form
                }
                Repeater {
                    model: form.inputs
                    ParamField {
                        width: formColumn.width
                        inputs: form.inputs
                        form: page.form
                    }
                }
                Note {
                    width: formColumn.width
                    visible: form.resolverName !== "" && form.inputs.count === 0
                    text: qsTr("Nothing to fill in: just roll.")
                }
            }
        }

        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            color: Theme.border
        }

        // Rolling, then the result or the cell needed, and the chances: one column that
        // scrolls when the window is too short for it (1024x700). Plain positioners, so that
        // each panel's height follows its text as it wraps.
        ScrollView {
            id: outcomeScroll
            objectName: "outcomeScroll"
            Layout.fillHeight: true
            Layout.fillWidth: true
            contentWidth: availableWidth
            contentHeight: rightColumn.height + 24
            clip: true
            Column {
                id: rightColumn
                x: 12
                y: 12
                width: outcomeScroll.availableWidth - 24
                spacing: 12
                RollArea {
                    id: rollArea
                    width: parent.width
                    form: form
                }
                Column {
                    id: outcomeColumn
                    width: parent.width
                    spacing: 12
                    CellRequestPanel {
                        id: requestPanel
                        objectName: "cellRequest"
                        width: parent.width
                        visible: form.request.active
                        request: form.request
                        diceText: form.pendingRolledBy === "app" ? qsTr("rolled by the app (seed %1); the same dice are used again").arg(form.pendingSeed)
                                                                 : qsTr("rolled by the player; the same dice are used again")
                        onSupplied: (value, remember) => form.supplyValue(value, remember)
                        onCancelled: form.cancelRequest()
                    }
                    ResultPanel {
                        id: resultPanel
                        objectName: "resultPanel"
                        width: parent.width
                        visible: form.result.valid
                        result: form.result
                    }
                    ApplyLossesPanel {
                        id: applyPanel
                        objectName: "applyLossesPanel"
                        width: parent.width
                        visible: form.result.valid && form.result.resolverName === "fire"
                        result: form.result
                        game: page.game
                        firingSide: form.firingSide
                    }
                    ChancesPanel {
                        width: parent.width
                        chances: form.chances
                    }
                }
            }
        }
    }

    // A new result or a cell asked for is brought into view, with the dice above it when
    // the column has room for both.
    function revealOutcome() {
        const flick = outcomeScroll.contentItem as Flickable
        const top = rightColumn.y + outcomeColumn.y
        flick.contentY = top + 160 <= flick.height ? 0 : Math.max(0, Math.min(top - 12, flick.contentHeight - flick.height))
    }

    Connections {
        target: form.request
        function onRequestChanged() {
            if (form.request.active) {
                page.revealOutcome()
                requestPanel.focusEntry()
            }
        }
    }
    Connections {
        target: form.result
        function onResolutionChanged() { Qt.callLater(page.revealOutcome) } // qmllint disable type
    }
}
