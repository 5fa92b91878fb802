pragma Singleton
import QtQuick

// Colours, type sizes and spacing for the whole app. Dark by default: players sit in a
// dim room. Every state shown in colour is also written out in words or a marker.
QtObject {
    property bool dark: true

    readonly property color window: dark ? "#15171b" : "#f3efe6"
    readonly property color panel: dark ? "#1f2329" : "#fffdf8"
    readonly property color raised: dark ? "#2a2f37" : "#e7e1d4"
    readonly property color border: dark ? "#444b56" : "#b9b09d"
    readonly property color text: dark ? "#eeeae3" : "#1c1a17"
    readonly property color muted: dark ? "#b3ada3" : "#57524a"
    readonly property color accent: dark ? "#e3b451" : "#8a5a00"
    readonly property color accentText: dark ? "#1b1405" : "#ffffff"
    readonly property color selected: dark ? "#4a3a14" : "#f3dfb0"
    readonly property color focus: dark ? "#7fb8ff" : "#1d5fbf"
    readonly property color error: dark ? "#ff8a80" : "#a4161a"
    readonly property color errorBack: dark ? "#3a1c1c" : "#fbe3e1"
    readonly property color warning: dark ? "#f0c36b" : "#7a4b00"
    readonly property color warningBack: dark ? "#3a2f17" : "#fbf0d5"

    // Chart cells: printed value, entered by the player, not known yet.
    readonly property color cellKnown: dark ? "#262b32" : "#ffffff"
    readonly property color cellPlayer: dark ? "#1d3552" : "#dcebff"
    readonly property color cellUnknown: dark ? "#3d3218" : "#fbeec9"
    readonly property color header: dark ? "#323843" : "#e2dacb"

    // The Battle page's lines, one per side (also told apart by their dashes).
    readonly property color frenchLine: dark ? "#7fb8ff" : "#1d5fbf"
    readonly property color austrianLine: dark ? "#f2f2ee" : "#3a3a3a"

    readonly property color bar: accent
    readonly property color unknownBar: dark ? "#6f6a60" : "#a29a8a"

    readonly property color redDie: "#b3261e"
    readonly property color redPip: "#ffffff"
    readonly property color whiteDie: "#f7f4ec"
    readonly property color whitePip: "#1c1a17"

    readonly property int fontSize: 17
    readonly property int smallSize: 16
    readonly property int titleSize: 24
    readonly property int resultSize: 52
    readonly property int target: 44
    readonly property int spacing: 12
    readonly property int radius: 6

    // Marker written after a value the player entered (besides its colour).
    readonly property string playerMark: "\u270E"
}
