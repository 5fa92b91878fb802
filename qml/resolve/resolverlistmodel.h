#pragma once
// Every resolver the engine offers, in the engine's order: name, title, rule, help.
#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class ResolverListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

  public:
    enum Role { NameRole = Qt::UserRole + 1, TitleRole, RuleRole, HelpRole };

    explicit ResolverListModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE int indexOfName(const QString& name) const; // -1 when there is none
    Q_INVOKABLE QString nameAt(int row) const;
};
