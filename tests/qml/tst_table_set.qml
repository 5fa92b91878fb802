import QtQuick
import QtTest
import AideDeCamp
import TestSupport

// Loading an alternative table set: a faulty chart file is reported with its file, place
// and reason, and the charts in use stay loaded.
TestCase {
    id: testCase
    name: "TableSet"
    when: windowShown
    // A TestCase is not shown by default; the screens under test are its children.
    visible: true
    width: 1280
    height: 720

    Component {
        id: errorComponent
        TableSetError { width: 800 }
    }

    function test_faulty_alternative_set_keeps_the_current_one() {
        const tables = Fixture.freshTables()
        verify(tables.loaded)
        const revision = tables.revision
        const box = createTemporaryObject(errorComponent, testCase, { tableSet: tables })
        verify(!box.visible)
        verify(!tables.loadFolder(Fixture.setFolder("fire-combat.json", "{ not json")))
        verify(tables.hasError)
        compare(tables.errorFile, "fire-combat.json")
        verify(tables.errorReason !== "")
        verify(box.visible)
        verify(box.text.indexOf("fire-combat.json") >= 0)
        verify(box.text.indexOf(tables.errorReason) >= 0)
        compare(tables.alternativeDir, "")
        compare(tables.revision, revision)
        tables.dismissError()
        verify(!box.visible)
    }

    Component {
        id: viewComponent
        PrintedChart { chartId: "gun-loss" }
    }

    // A chart of the alternative set replaces the shipped chart with the same id.
    function test_alternative_set_replaces_charts_by_id() {
        const tables = Fixture.freshTables()
        const view = createTemporaryObject(viewComponent, testCase, { tableSet: tables })
        const shipped = view.title
        const text = Fixture.shippedChart("gun-loss.json")
        verify(text.indexOf(shipped) > 0)
        verify(tables.loadFolder(Fixture.setFolder("gun-loss.json", text.replace(shipped, "House Gun Loss"))))
        verify(!tables.hasError)
        verify(tables.alternativeDir !== "")
        compare(view.title, "House Gun Loss")
        verify(tables.load(""))
        compare(tables.alternativeDir, "")
        compare(view.title, shipped)
    }
}
