#pragma once
// The resolvers of one rule book (the NBS series', or Wagram 1809's), in the engine's order:
// name, title, rule, help; and the rule books there are, for the page's picker.
#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace adc {
struct ResolverSpec;
}

class ResolverListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    // "nbs" until the page (or the open game) chooses another
    Q_PROPERTY(QString rulebook READ rulebook WRITE setRulebook NOTIFY rulebookChanged)
    // [{id, title, games}], in the engine's order
    Q_PROPERTY(QVariantList rulebooks READ rulebooks CONSTANT)
    // Where the current one is in `rulebooks`, for the picker
    Q_PROPERTY(int rulebookIndex READ rulebookIndex NOTIFY rulebookChanged)

  public:
    enum Role { NameRole = Qt::UserRole + 1, TitleRole, RuleRole, HelpRole };

    explicit ResolverListModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString rulebook() const { return rulebook_; }
    void setRulebook(const QString& id); // an unknown id changes nothing
    QVariantList rulebooks() const;
    int rulebookIndex() const;

    Q_INVOKABLE int indexOfName(const QString& name) const; // -1 when there is none
    Q_INVOKABLE QString nameAt(int row) const;
    // The rule book a resolver of any book belongs to; "" for no such resolver.
    Q_INVOKABLE QString rulebookOfName(const QString& name) const;

  signals:
    void rulebookChanged();

  private:
    QString rulebook_;
    std::vector<const adc::ResolverSpec*> rows_;
};
