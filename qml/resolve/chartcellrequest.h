#pragma once
// A chart cell the engine needs but does not know (adc::NeedsChartValue): which chart, line
// and outcome, what is known about it, and what the player may type for it.
//   kind "value":    the cell's value as printed on the chart;
//   kind "position": where a row sits on a chart read by shifting rows (a whole number);
//   kind "row":      which row sits at a given position (one of the rows not placed yet).
#include "adc/chart_set.h"
#include "adc/errors.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class ChartCellRequest : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Made by the resolver form")
    Q_PROPERTY(bool active READ active NOTIFY requestChanged)
    Q_PROPERTY(QString kind READ kind NOTIFY requestChanged)
    Q_PROPERTY(QString chartId READ chartId NOTIFY requestChanged)
    Q_PROPERTY(QString chartTitle READ chartTitle NOTIFY requestChanged)
    Q_PROPERTY(QString lineKey READ lineKey NOTIFY requestChanged)
    Q_PROPERTY(QString lineLabel READ lineLabel NOTIFY requestChanged)
    Q_PROPERTY(QString outcome READ outcome NOTIFY requestChanged)
    Q_PROPERTY(QString hint READ hint NOTIFY requestChanged)
    Q_PROPERTY(QString formatHelp READ formatHelp NOTIFY requestChanged)
    Q_PROPERTY(QStringList allowedValues READ allowedValues NOTIFY requestChanged)
    Q_PROPERTY(QVariantList rowChoices READ rowChoices NOTIFY requestChanged)
    Q_PROPERTY(int position READ position NOTIFY requestChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

  public:
    explicit ChartCellRequest(QObject* parent = nullptr);

    void show(const adc::ChartCellRef& cell, const adc::ChartSet& charts);
    void clear();
    void setError(const QString& error);

    bool active() const { return active_; }
    QString kind() const { return kind_; }
    QString chartId() const { return chartId_; }
    QString chartTitle() const { return chartTitle_; }
    QString lineKey() const { return lineKey_; }
    QString lineLabel() const { return lineLabel_; }
    QString outcome() const { return outcome_; }
    QString hint() const { return hint_; }
    QString formatHelp() const { return formatHelp_; }
    QStringList allowedValues() const { return allowedValues_; }
    QVariantList rowChoices() const { return rowChoices_; }
    int position() const { return position_; }
    QString error() const { return error_; }

  signals:
    void requestChanged();
    void errorChanged();

  private:
    bool active_ = false;
    QString kind_, chartId_, chartTitle_, lineKey_, lineLabel_, outcome_, hint_, formatHelp_,
        error_;
    QStringList allowedValues_;
    QVariantList rowChoices_;
    int position_ = 0;
};
