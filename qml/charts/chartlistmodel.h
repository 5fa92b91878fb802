#pragma once
// The charts of the loaded table set, by title, with how many of their cells the player
// entered and how many are still unknown.
#include "charts/tableset.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <vector>

class ChartListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TableSet* tableSet READ tableSet WRITE setTableSet NOTIFY tableSetChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Over every chart: cells in all, known (printed or entered by the player), and of
    // those entered by the player.
    Q_PROPERTY(int cells READ cells NOTIFY totalsChanged)
    Q_PROPERTY(int known READ known NOTIFY totalsChanged)
    Q_PROPERTY(int player READ player NOTIFY totalsChanged)

  public:
    // "printed" counts the cells known from the rules, "player" those the player entered.
    enum Role {
        IdRole = Qt::UserRole + 1,
        TitleRole,
        KindRole,
        RuleRole,
        PrintedRole,
        PlayerRole,
        UnknownRole
    };

    explicit ChartListModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    TableSet* tableSet() const { return tableSet_; }
    void setTableSet(TableSet* tableSet);
    int count() const { return rowCount(); }
    int cells() const;
    int known() const;
    int player() const;
    Q_INVOKABLE int indexOfId(const QString& id) const; // -1 when absent
    Q_INVOKABLE QString idAt(int row) const;

  signals:
    void tableSetChanged();
    void countChanged();
    void totalsChanged();

  private:
    void rebuild();
    struct Entry {
        QString id, title, kind, rule;
        int printed, player, unknown;
    };
    QPointer<TableSet> tableSet_;
    std::vector<Entry> entries_;
};
