import QtQuick
import QtCharts
import AideDeCamp

// One plot of the Battle page: a measure turn by turn, a line per side the viewer may see
// (the model gives no other, 9.0), and, for the wrecked divisions, AE 3.4's threshold.
ChartView {
    id: plot
    required property BattlePlots plots
    required property int measure // BattlePlots.Casualties...
    property int threshold: -1     // a dashed line at this value (AE 3.4); -1 for none
    property string valueFormat: "%d" // the value axis' labels ("%.1f" for half VPs)

    antialiasing: true
    backgroundColor: Theme.panel
    plotAreaColor: Theme.panel
    backgroundRoundness: Theme.radius
    titleColor: Theme.text
    titleFont.pixelSize: Theme.fontSize
    titleFont.bold: true
    legend.visible: false // one legend for the four plots, on the page
    margins { top: 4; bottom: 4; left: 4; right: 4 }

    // Qt 6.4's QtCharts types for qmllint lack ValueAxis (it suggests the old ValuesAxis), so
    // the axes, the series and the functions that set them are not linted (to the end).
    // qmllint disable
    ValueAxis {
        id: turns
        min: plot.plots.firstTurn
        max: Math.max(plot.plots.lastTurn, plot.plots.firstTurn + 1)
        tickCount: Math.min(max - min + 1, 9)
        labelFormat: "%d"
        labelsColor: Theme.muted
        labelsFont.pixelSize: Theme.smallSize
        gridLineColor: Theme.raised
        color: Theme.border
    }
    ValueAxis {
        id: values
        min: 0
        max: 4 // set by refill(), from the model's highest value
        tickCount: 5
        labelFormat: plot.valueFormat
        labelsColor: Theme.muted
        labelsFont.pixelSize: Theme.smallSize
        gridLineColor: Theme.raised
        color: Theme.border
    }
    LineSeries {
        id: french
        axisX: turns
        axisY: values
        color: Theme.frenchLine
        width: 4
        pointsVisible: true
    }
    LineSeries {
        id: austrian
        axisX: turns
        axisY: values
        color: Theme.austrianLine
        width: 4
        style: Qt.DashDotLine // told apart without colour
        pointsVisible: true
    }
    LineSeries {
        id: limit
        axisX: turns
        axisY: values
        color: Theme.error
        width: 3
        style: Qt.DashLine
    }

    function fill(series, side) {
        series.clear()
        for (const p of plot.plots.points(plot.measure, side)) series.append(p.x, p.y)
    }
    function refill() {
        fill(french, Side.French)
        fill(austrian, Side.Austrian)
        french.visible = plot.plots.frenchShown
        austrian.visible = plot.plots.austrianShown
        scaleValues()
        limit.clear()
        limit.visible = plot.threshold >= 0
        if (plot.threshold >= 0) {
            limit.append(turns.min, plot.threshold)
            limit.append(turns.max, plot.threshold)
        }
    }
    // The value axis: round steps from 0 (or below it, for a negative value), and only as
    // many labels as the plot's height holds at the page's type size (more would be cut).
    function scaleValues() {
        const bottom = Math.min(plot.plots.lowest(plot.measure), 0)
        const top = Math.max(plot.plots.highest(plot.measure), plot.threshold, bottom + 1)
        const most = Math.max(2, Math.min(6, Math.floor(plot.plotArea.height / (Theme.smallSize * 2)) + 1))
        let best = null // the narrowest range that holds every value; then the most labels
        for (let ticks = most; ticks >= Math.min(3, most); --ticks) {
            const raw = (top - bottom) / (ticks - 1)
            const unit = Math.pow(10, Math.floor(Math.log10(raw)))
            let step = 10 * unit
            for (const m of [1, 2, 5]) if (m * unit >= raw) { step = m * unit; break }
            step = Math.max(step, 1)
            const low = Math.floor(bottom / step) * step
            const high = low + step * (ticks - 1)
            if (high < top) continue
            if (best === null || high - low < best.max - best.min) best = { ticks: ticks, min: low, max: high }
        }
        if (best === null) best = { ticks: 2, min: Math.floor(bottom), max: Math.ceil(top) }
        values.min = best.min
        values.tickCount = best.ticks
        values.max = best.max
    }
    onPlotAreaChanged: scaleValues()
    Connections {
        target: plot.plots
        function onChanged() { plot.refill() }
    }
    Component.onCompleted: refill()
}
