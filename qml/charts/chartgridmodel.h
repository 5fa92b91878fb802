#pragma once
// One chart laid out as a table: one model row per table row (headers included), each with
// its cells. Dice charts: one column per chart line and one row per run of outcomes over
// which no line changes ("11..26"); grid charts: their rows and columns.
#include "adc/chart.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

class ChartGridModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Made by the chart view")
    Q_PROPERTY(int columns READ columns NOTIFY gridChanged)
    Q_PROPERTY(int rows READ rows NOTIFY gridChanged)

  public:
    enum Role { CellsRole = Qt::UserRole + 1 };

    // Each cell of "cells" is a map with:
    //   kind             "corner", "column", "row" (headers) or "cell"
    //   cellText         as printed ("?" when unknown)
    //   cellState        cells: "known", "player" or "unknown"
    //   source, hint     where a value comes from; what is known of an unknown one
    //   lineKey, lineLabel   the chart line the cell belongs to
    //   outcomes         what the engine takes as `at` for each outcome of the cell
    //   outcomeLabels    the same as printed
    //   runOutcomes, runLabels  an unknown dice cell: it and the unknown outcomes below it
    //                    on its line, which a printed range may fill at once
    //   enteredBy, enteredAt    the player's cells: who entered the value, and when (UTC)
    //   positionUnknown  line headers of charts read by shifting rows, not placed yet
    //   positionByPlayer line headers placed by the player (they may move or clear it)
    //   row, column      place in the table

    explicit ChartGridModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void show(const adc::Chart* chart); // null: nothing
    int columns() const { return columns_; }
    int rows() const { return static_cast<int>(rows_.size()); }

    // The table's place {row, column} of the cell holding `outcome` of line `lineKey`
    // ({row: -1} when there is none).
    Q_INVOKABLE QVariantMap find(const QString& lineKey, const QString& outcome) const;
    // The next cell not known yet after that one in reading order, row by row as the
    // booklet prints it (from the top when `lineKey` is empty); {row: -1} when none is left.
    Q_INVOKABLE QVariantMap nextUnknown(const QString& lineKey, const QString& outcome) const;

  signals:
    void gridChanged();

  private:
    struct Item {
        QString kind, text, state, source, hint, lineKey, lineLabel, enteredBy, enteredAt;
        QStringList outcomes, outcomeLabels, runOutcomes, runLabels;
        bool positionUnknown = false;
        bool positionByPlayer = false;
    };
    static Item cellItem(const adc::Cell& cell, const adc::Line& line);
    void layoutDice(const adc::Chart& chart);
    void layoutGrid(const adc::Chart& chart);

    std::vector<std::vector<Item>> rows_;
    int columns_ = 0;
};
