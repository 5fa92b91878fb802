import QtQuick
import AideDeCamp

// A chart file that could not be loaded: which file, where in it, and why.
MessageBox {
    id: box
    required property TableSet tableSet
    objectName: "tableSetError"
    visible: tableSet.hasError
    heading: qsTr("This table set was not loaded; the charts in use stay as they were.")
    text: qsTr("File: %1").arg(tableSet.errorFile)
          + (tableSet.errorPlace !== "" ? "\n" + qsTr("Place: %1").arg(tableSet.errorPlace) : "")
          + "\n" + qsTr("Reason: %1").arg(tableSet.errorReason)
}
