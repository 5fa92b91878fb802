import QtQuick

// A window of the app's size with nothing in it: the floor of the app's first frame.
Window {
    width: 1280
    height: 720
    visible: true
    color: "#202020"
}
