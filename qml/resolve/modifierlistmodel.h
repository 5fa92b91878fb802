#pragma once
// The printed lines of one modifier list (a Modifiers input), each with its value, rule and
// note, and whether the player ticked it. Lines whose value depends on the situation
// (a leader's rating, an elite value) have inputs of their own and cannot be ticked.
#include "adc/chart.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

class ModifierListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Made by the resolver form for each modifier input")
    Q_PROPERTY(QString chartId READ chartId NOTIFY listChanged)
    Q_PROPERTY(QString chartTitle READ chartTitle NOTIFY listChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY listChanged)
    Q_PROPERTY(int checkedCount READ checkedCount NOTIFY checkedChanged)

  public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        LabelRole,
        ValueRole,
        RuleRole,
        NoteRole,
        TickableRole,
        CheckedRole,
        ReplacesRole
    };

    explicit ModifierListModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows the lines of `chart`; ticks are kept when it is the list already shown.
    void show(const adc::Chart& chart);
    // Shows no lines, saying why (the list depends on an input not given yet).
    void showProblem(const QString& problem);

    Q_INVOKABLE void setChecked(int row, bool checked);
    // Ticks the lines with these ids; returns the ids that are not tickable lines here.
    QStringList tick(const QStringList& ids);
    // The ticked lines as the engine takes them: "night,redoubt".
    QString checkedIds() const;

    QString chartId() const { return chartId_; }
    QString chartTitle() const { return chartTitle_; }
    QString problem() const { return problem_; }
    int checkedCount() const;

  signals:
    void listChanged();
    void checkedChanged();

  private:
    struct Item {
        adc::ModifierItem item;
        QString replacesLabel;
        bool checked = false;
    };
    std::vector<Item> items_;
    QString chartId_, chartTitle_, problem_;
};
