pragma Singleton
import QtQuick
import AideDeCamp

// A side's name as the players read it, from the name the models give or from a Viewer
// (a singleton, as its callers put the name inside their own sentences).
QtObject {
    // "french" | "austrian" (as the models and actions name a side); "" for anything else.
    function of(side) { return side === "french" ? qsTr("French") : side === "austrian" ? qsTr("Austrian") : "" }
    // A Side as the actions and object names spell it: "french" | "austrian".
    function word(side) { return side === Side.French ? "french" : side === Side.Austrian ? "austrian" : "" }
    // Viewer.French | Viewer.Austrian; "umpire" for Viewer.Both.
    function ofViewer(viewer) { return viewer === Viewer.French ? qsTr("French") : viewer === Viewer.Austrian ? qsTr("Austrian") : qsTr("umpire") }
}
