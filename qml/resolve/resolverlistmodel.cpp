#include "resolve/resolverlistmodel.h"

#include "common/jsontext.h"

#include "adc/errors.h"
#include "adc/resolver.h"

#include <QVariantMap>

using adcqt::qstr;

ResolverListModel::ResolverListModel(QObject* parent) : QAbstractListModel(parent) {
    setRulebook(QStringLiteral("nbs"));
}

int ResolverListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ResolverListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const adc::ResolverSpec& r = *rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return qstr(r.title);
    case NameRole:
        return qstr(r.name);
    case RuleRole:
        return qstr(r.rule);
    case HelpRole:
        return qstr(r.help);
    default:
        return {};
    }
}

QHash<int, QByteArray> ResolverListModel::roleNames() const {
    return {{NameRole, "name"}, {TitleRole, "title"}, {RuleRole, "rule"}, {HelpRole, "help"}};
}

void ResolverListModel::setRulebook(const QString& id) {
    if (id == rulebook_) return;
    std::vector<const adc::ResolverSpec*> rows;
    try {
        rows = adc::resolversOf(id.toStdString());
    } catch (const adc::InvalidInput&) {
        return; // not a rule book of this app: the list stays as it is
    }
    beginResetModel();
    rows_ = std::move(rows);
    rulebook_ = id;
    endResetModel();
    emit rulebookChanged();
}

QVariantList ResolverListModel::rulebooks() const {
    QVariantList out;
    for (const auto& b : adc::rulebooks())
        out.push_back(
            QVariantMap{{"id", qstr(b.id)}, {"title", qstr(b.title)}, {"games", qstr(b.games)}});
    return out;
}

int ResolverListModel::rulebookIndex() const {
    const auto& books = adc::rulebooks();
    for (size_t i = 0; i < books.size(); ++i)
        if (qstr(books[i].id) == rulebook_) return static_cast<int>(i);
    return -1;
}

int ResolverListModel::indexOfName(const QString& name) const {
    for (size_t i = 0; i < rows_.size(); ++i)
        if (qstr(rows_[i]->name) == name) return static_cast<int>(i);
    return -1;
}

QString ResolverListModel::nameAt(int row) const {
    if (row < 0 || static_cast<size_t>(row) >= rows_.size()) return {};
    return qstr(rows_[static_cast<size_t>(row)]->name);
}

QString ResolverListModel::rulebookOfName(const QString& name) const {
    for (const auto& r : adc::resolvers())
        if (qstr(r.name) == name) return qstr(adc::rulebookOf(r));
    return {};
}
