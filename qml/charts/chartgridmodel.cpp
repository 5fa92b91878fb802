#include "charts/chartgridmodel.h"

#include "common/jsontext.h"

#include "adc/result_columns.h"

#include <algorithm>

using adcqt::qstr;

namespace {

bool sameCell(const adc::Cell& a, const adc::Cell& b) {
    return a.known == b.known && a.value == b.value && a.byPlayer == b.byPlayer &&
           a.hint == b.hint && a.source == b.source;
}

} // namespace

ChartGridModel::ChartGridModel(QObject* parent) : QAbstractListModel(parent) {}

int ChartGridModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ChartGridModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    if (role != CellsRole) return {};
    QVariantList cells;
    int column = 0;
    for (const Item& it : rows_[static_cast<size_t>(index.row())])
        cells << QVariantMap{{QStringLiteral("kind"), it.kind},
                             {QStringLiteral("cellText"), it.text},
                             {QStringLiteral("cellState"), it.state},
                             {QStringLiteral("source"), it.source},
                             {QStringLiteral("hint"), it.hint},
                             {QStringLiteral("lineKey"), it.lineKey},
                             {QStringLiteral("lineLabel"), it.lineLabel},
                             {QStringLiteral("outcomes"), it.outcomes},
                             {QStringLiteral("outcomeLabels"), it.outcomeLabels},
                             {QStringLiteral("runOutcomes"), it.runOutcomes},
                             {QStringLiteral("runLabels"), it.runLabels},
                             {QStringLiteral("enteredBy"), it.enteredBy},
                             {QStringLiteral("enteredAt"), it.enteredAt},
                             {QStringLiteral("positionUnknown"), it.positionUnknown},
                             {QStringLiteral("positionByPlayer"), it.positionByPlayer},
                             {QStringLiteral("row"), index.row()},
                             {QStringLiteral("column"), column++}};
    return cells;
}

QHash<int, QByteArray> ChartGridModel::roleNames() const {
    return {{CellsRole, "cells"}};
}

void ChartGridModel::show(const adc::Chart* chart) {
    beginResetModel();
    rows_.clear();
    columns_ = 0;
    if (chart && chart->kind == adc::ChartKind::Dice)
        layoutDice(*chart);
    else if (chart && chart->kind == adc::ChartKind::Grid)
        layoutGrid(*chart);
    endResetModel();
    emit gridChanged();
}

ChartGridModel::Item ChartGridModel::cellItem(const adc::Cell& cell, const adc::Line& line) {
    Item it;
    it.kind = QStringLiteral("cell");
    it.state = !cell.known     ? QStringLiteral("unknown")
               : cell.byPlayer ? QStringLiteral("player")
                               : QStringLiteral("known");
    it.text = cell.known ? qstr(cell.value) : QStringLiteral("?");
    it.source = qstr(cell.source);
    it.hint = qstr(cell.hint);
    it.lineKey = qstr(line.key);
    it.lineLabel = qstr(line.label);
    it.enteredBy = qstr(cell.enteredBy);
    it.enteredAt = qstr(cell.enteredAt);
    return it;
}

void ChartGridModel::layoutDice(const adc::Chart& chart) {
    const auto& values = chart.domain.values;
    const bool positions = std::any_of(chart.lines.begin(), chart.lines.end(),
                                       [](const adc::Line& l) { return l.position.has_value(); });
    columns_ = 1 + static_cast<int>(chart.lines.size());
    std::vector<Item> header;
    Item corner;
    corner.kind = QStringLiteral("corner");
    corner.text = qstr(chart.domain.name);
    header.push_back(corner);
    for (const auto& l : chart.lines) {
        Item h;
        h.kind = QStringLiteral("column");
        h.text = qstr(l.label);
        h.lineKey = qstr(l.key);
        h.lineLabel = qstr(l.label);
        h.positionUnknown = positions && !l.position;
        h.positionByPlayer = l.positionByPlayer;
        header.push_back(h);
    }
    rows_.push_back(std::move(header));
    // Runs of outcomes over which no line changes; an outcome with a cell not known yet
    // stands alone, as the player's printed chart may give it a value of its own.
    for (size_t first = 0; first < values.size();) {
        size_t last = first;
        while (last + 1 < values.size() &&
               std::all_of(chart.lines.begin(), chart.lines.end(), [&](const adc::Line& l) {
                   return l.cells[first].known && sameCell(l.cells[last + 1], l.cells[first]);
               }))
            ++last;
        QStringList outcomes, labels;
        for (size_t i = first; i <= last; ++i) {
            outcomes << QString::number(values[i]);
            labels << qstr(chart.domain.label(values[i]));
        }
        std::vector<Item> row;
        Item rowHeader;
        rowHeader.kind = QStringLiteral("row");
        rowHeader.text =
            first == last ? labels.front() : labels.front() + QStringLiteral("..") + labels.back();
        row.push_back(rowHeader);
        for (const auto& l : chart.lines) {
            Item it = cellItem(l.cells[first], l);
            it.outcomes = outcomes;
            it.outcomeLabels = labels;
            it.runOutcomes = outcomes;
            it.runLabels = labels;
            for (size_t k = last + 1;
                 !l.cells[first].known && k < values.size() && !l.cells[k].known; ++k) {
                it.runOutcomes << QString::number(values[k]);
                it.runLabels << qstr(chart.domain.label(values[k]));
            }
            // What the printed layout says of a cell not known: the columns it may lie under
            // (the same for every outcome of the run, which no line crosses).
            if (!l.cells[first].known && !chart.resultColumns.empty()) {
                const auto cols = adc::possibleColumns(chart, l, first);
                if (!cols.empty())
                    it.hint += (it.hint.isEmpty() ? QString() : QStringLiteral("; ")) +
                               tr("on your chart it lies under %1")
                                   .arg(qstr(adc::describeColumns(chart, cols)));
            }
            row.push_back(it);
        }
        rows_.push_back(std::move(row));
        first = last + 1;
    }
}

void ChartGridModel::layoutGrid(const adc::Chart& chart) {
    columns_ = 1 + static_cast<int>(chart.columns.size());
    std::vector<Item> header;
    Item corner;
    corner.kind = QStringLiteral("corner");
    corner.text = qstr(chart.lineAxis);
    header.push_back(corner);
    for (const auto& c : chart.columns) {
        Item h;
        h.kind = QStringLiteral("column");
        h.text = qstr(c.label);
        header.push_back(h);
    }
    rows_.push_back(std::move(header));
    for (const auto& l : chart.lines) {
        std::vector<Item> row;
        Item rowHeader;
        rowHeader.kind = QStringLiteral("row");
        rowHeader.text = qstr(l.label);
        rowHeader.lineKey = qstr(l.key);
        row.push_back(rowHeader);
        for (size_t c = 0; c < chart.columns.size(); ++c) {
            Item it = cellItem(l.cells[c], l);
            it.outcomes = QStringList{qstr(chart.columns[c].key)};
            it.outcomeLabels = QStringList{qstr(chart.columns[c].label)};
            it.runOutcomes = it.outcomes;
            it.runLabels = it.outcomeLabels;
            row.push_back(it);
        }
        rows_.push_back(std::move(row));
    }
}

QVariantMap ChartGridModel::find(const QString& lineKey, const QString& outcome) const {
    for (size_t r = 0; r < rows_.size(); ++r)
        for (size_t c = 0; c < rows_[r].size(); ++c) {
            const Item& it = rows_[r][c];
            if (it.kind == QStringLiteral("cell") && it.lineKey == lineKey &&
                it.outcomes.contains(outcome))
                return {{QStringLiteral("row"), static_cast<int>(r)},
                        {QStringLiteral("column"), static_cast<int>(c)}};
        }
    return {{QStringLiteral("row"), -1}, {QStringLiteral("column"), -1}};
}

QVariantMap ChartGridModel::nextUnknown(const QString& lineKey, const QString& outcome) const {
    size_t r = 0, c = 0;
    if (!lineKey.isEmpty()) {
        const QVariantMap at = find(lineKey, outcome);
        if (at.value(QStringLiteral("row")).toInt() >= 0) {
            r = static_cast<size_t>(at.value(QStringLiteral("row")).toInt());
            c = static_cast<size_t>(at.value(QStringLiteral("column")).toInt()) + 1;
        }
    }
    for (; r < rows_.size(); ++r, c = 0)
        for (; c < rows_[r].size(); ++c)
            if (rows_[r][c].kind == QStringLiteral("cell") &&
                rows_[r][c].state == QStringLiteral("unknown"))
                return {{QStringLiteral("row"), static_cast<int>(r)},
                        {QStringLiteral("column"), static_cast<int>(c)}};
    return {{QStringLiteral("row"), -1}, {QStringLiteral("column"), -1}};
}
