#pragma once
// Every result of this session, newest first: which resolver, the result, the dice and who
// threw them (the app with its seed, or a player).
#include "adc/resolver.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QtQml/qqmlregistration.h>

#include <vector>

class RollLogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    enum Role {
        TimeRole = Qt::UserRole + 1,
        ResolverRole,
        SummaryRole,
        DiceRole,
        RolledByRole,
        SeedRole
    };

    explicit RollLogModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void add(const adc::ResolveOutcome& outcome, const QString& resolverTitle);
    int count() const { return rowCount(); }

  signals:
    void countChanged();

  private:
    struct Entry {
        QDateTime time;
        QString resolver, summary, dice, rolledBy, seed;
    };
    std::vector<Entry> entries_; // oldest first; shown newest first
};
