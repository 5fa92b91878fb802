#pragma once
// One chart of the loaded set as printed: its title, rule, source and readings, its cells
// (ChartGridModel) or modifier lines or rule constants, and recording the cells the app does
// not know from the player's printed chart.
#include "charts/chartgridmodel.h"
#include "charts/tableset.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class PrintedChart : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TableSet* tableSet READ tableSet WRITE setTableSet NOTIFY tableSetChanged)
    Q_PROPERTY(QString chartId READ chartId WRITE setChartId NOTIFY chartChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY chartChanged)
    Q_PROPERTY(QString title READ title NOTIFY chartChanged)
    Q_PROPERTY(QString rule READ rule NOTIFY chartChanged)
    Q_PROPERTY(QString source READ source NOTIFY chartChanged)
    Q_PROPERTY(QString file READ file NOTIFY chartChanged)
    Q_PROPERTY(QString kind READ kind NOTIFY chartChanged)
    Q_PROPERTY(QString dice READ dice NOTIFY chartChanged)
    Q_PROPERTY(QString lineAxis READ lineAxis NOTIFY chartChanged)
    Q_PROPERTY(QString columnAxis READ columnAxis NOTIFY chartChanged)
    Q_PROPERTY(QStringList readings READ readings NOTIFY chartChanged)
    Q_PROPERTY(QVariantList modifiers READ modifiers NOTIFY chartChanged)
    Q_PROPERTY(QVariantList parameters READ parameters NOTIFY chartChanged)
    Q_PROPERTY(QString formatHelp READ formatHelp NOTIFY chartChanged)
    Q_PROPERTY(QStringList allowedValues READ allowedValues NOTIFY chartChanged)
    Q_PROPERTY(ChartGridModel* grid READ grid CONSTANT)
    // This chart's cells: known from the rules, entered by the player, not known yet.
    Q_PROPERTY(int printedCells READ printedCells NOTIFY chartChanged)
    Q_PROPERTY(int playerCells READ playerCells NOTIFY chartChanged)
    Q_PROPERTY(int unknownCells READ unknownCells NOTIFY chartChanged)
    // This chart's overlay entries left out, each with its place and reason.
    Q_PROPERTY(QStringList overlayProblems READ overlayProblems NOTIFY chartChanged)

  public:
    explicit PrintedChart(QObject* parent = nullptr);

    // Records `value` for every outcome in `outcomes` of line `lineKey` (a run of a printed
    // range, recorded whole or not at all); `replace` lets it replace the player's own
    // earlier entries. Returns the engine's message when refused, else an empty string.
    Q_INVOKABLE QString record(const QString& lineKey, const QStringList& outcomes,
                               const QString& value, bool replace = false);
    // Takes back the player's own entries at `outcomes` of `lineKey` (never a printed cell).
    Q_INVOKABLE QString clear(const QString& lineKey, const QStringList& outcomes);
    Q_INVOKABLE QString recordPosition(const QString& lineKey, const QString& position,
                                       bool replace = false);
    Q_INVOKABLE QString clearPosition(const QString& lineKey);

    TableSet* tableSet() const { return tableSet_; }
    void setTableSet(TableSet* tableSet);
    QString chartId() const { return chartId_; }
    void setChartId(const QString& id);
    bool valid() const;
    QString title() const;
    QString rule() const;
    QString source() const;
    QString file() const;
    QString kind() const;
    QString dice() const;
    QString lineAxis() const;
    QString columnAxis() const;
    QStringList readings() const;
    QVariantList modifiers() const;
    QVariantList parameters() const;
    QString formatHelp() const;
    QStringList allowedValues() const;
    ChartGridModel* grid() const { return grid_; }
    int printedCells() const { return count(CellCount::Printed); }
    int playerCells() const { return count(CellCount::Player); }
    int unknownCells() const { return count(CellCount::Unknown); }
    QStringList overlayProblems() const;

  signals:
    void tableSetChanged();
    void chartChanged();

  private:
    const adc::Chart* chart() const;
    enum class CellCount { Printed, Player, Unknown };
    int count(CellCount which) const;
    // What the engine takes as `at` for a run of outcomes: "34", "31..36", a grid column.
    static QString placeOf(const QStringList& outcomes);
    void refresh();

    QPointer<TableSet> tableSet_;
    QString chartId_;
    ChartGridModel* grid_;
};
