#include "resolve/chartcellrequest.h"

#include "common/jsontext.h"

#include "adc/result_columns.h"
#include "adc/result_format.h"

#include <QVariantMap>

using adcqt::qstr;

ChartCellRequest::ChartCellRequest(QObject* parent) : QObject(parent) {}

void ChartCellRequest::show(const adc::ChartCellRef& cell, const adc::ChartSet& charts) {
    active_ = true;
    chartId_ = qstr(cell.chart_id);
    chartTitle_ = qstr(cell.chart_title);
    lineKey_ = qstr(cell.line_key);
    lineLabel_ = qstr(cell.line_label);
    outcome_ = qstr(cell.outcome);
    hint_ = qstr(cell.hint);
    formatHelp_.clear();
    allowedValues_.clear();
    rowChoices_.clear();
    position_ = 0;
    const adc::Chart* chart = charts.find(cell.chart_id);
    if (cell.outcome != "position") {
        kind_ = QStringLiteral("value");
        if (chart) {
            formatHelp_ = qstr(adc::describeFormat(chart->resultFormat, chart->results));
            for (const auto& r : chart->results)
                allowedValues_ << qstr(r);
            // The printed columns this cell may lie under narrow what can be typed.
            const adc::Line* line = chart->findLine(cell.line_key);
            bool roll = false;
            const int outcome = outcome_.toInt(&roll);
            const int k = line && roll && chart->kind == adc::ChartKind::Dice
                              ? chart->domain.indexOf(outcome)
                              : -1;
            if (k >= 0 && !chart->resultColumns.empty()) {
                const auto cols = adc::possibleColumns(*chart, *line, static_cast<size_t>(k));
                if (!cols.empty())
                    formatHelp_ = tr("On your chart this cell lies under %1. %2")
                                      .arg(qstr(adc::describeColumns(*chart, cols)), formatHelp_);
            }
        }
    } else if (chart && chart->findLine(cell.line_key)) {
        kind_ = QStringLiteral("position"); // the row is named; its place is asked for
    } else {
        // The engine names the place ("@2") and asks which row is there.
        kind_ = QStringLiteral("row");
        position_ = lineKey_.mid(1).toInt();
        if (chart)
            for (const auto& l : chart->lines)
                if (!l.position)
                    rowChoices_ << QVariantMap{{QStringLiteral("key"), qstr(l.key)},
                                               {QStringLiteral("label"), qstr(l.label)}};
    }
    error_.clear();
    emit requestChanged();
    emit errorChanged();
}

void ChartCellRequest::clear() {
    if (!active_) return;
    active_ = false;
    error_.clear();
    emit requestChanged();
    emit errorChanged();
}

void ChartCellRequest::setError(const QString& error) {
    if (error_ == error) return;
    error_ = error;
    emit errorChanged();
}
