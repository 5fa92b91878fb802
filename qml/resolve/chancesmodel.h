#pragma once
// "What are my chances": each result the inputs can give, with its probability, and the
// share of outcomes that fall on chart cells nobody has entered yet.
#include "adc/chances.h"
#include "adc/chart_set.h"

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class ChancesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Made by the resolver form")
    Q_PROPERTY(bool available READ available NOTIFY chancesChanged)
    Q_PROPERTY(bool dependsOnDice READ dependsOnDice NOTIFY chancesChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY chancesChanged)
    Q_PROPERTY(double unknownProbability READ unknownProbability NOTIFY chancesChanged)
    Q_PROPERTY(QString unknownChance READ unknownChance NOTIFY chancesChanged)
    Q_PROPERTY(QVariantList unknownCells READ unknownCells NOTIFY chancesChanged)

  public:
    enum Role { ResultRole = Qt::UserRole + 1, ChanceRole, ProbabilityRole };

    explicit ChancesModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void show(const adc::Chances& chances, const adc::ChartSet& charts);
    // No chances to show: the inputs are not complete or not valid, as `problem` says.
    void showProblem(const QString& problem);

    bool available() const { return available_; }
    bool dependsOnDice() const { return dependsOnDice_; }
    QString problem() const { return problem_; }
    double unknownProbability() const { return unknownProbability_; }
    QString unknownChance() const { return unknownChance_; }
    QVariantList unknownCells() const { return unknownCells_; }

  signals:
    void chancesChanged();

  private:
    struct Row {
        QString result, chance;
        double probability;
    };
    std::vector<Row> rows_;
    bool available_ = false;
    bool dependsOnDice_ = false;
    QString problem_;
    double unknownProbability_ = 0;
    QString unknownChance_;
    QVariantList unknownCells_;
};
