import QtQuick
import QtQuick.Controls

// A window of the app's size with one control in it: the floor of the app's first frame,
// with the modules the app loads before anything of its own (QtQuick, QtQuick.Controls and
// the Fusion style the app sets), so that the ratio measures the app's own work (#37).
ApplicationWindow {
    width: 1280
    height: 720
    visible: true
    color: "#202020"
    Button {
        anchors.centerIn: parent
        text: "Aide-de-Camp"
    }
}
