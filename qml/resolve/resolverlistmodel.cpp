#include "resolve/resolverlistmodel.h"

#include "common/jsontext.h"

#include "adc/resolver.h"

using adcqt::qstr;

ResolverListModel::ResolverListModel(QObject* parent) : QAbstractListModel(parent) {}

int ResolverListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(adc::resolvers().size());
}

QVariant ResolverListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const adc::ResolverSpec& r = adc::resolvers()[static_cast<size_t>(index.row())];
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

int ResolverListModel::indexOfName(const QString& name) const {
    const auto& all = adc::resolvers();
    for (size_t i = 0; i < all.size(); ++i)
        if (qstr(all[i].name) == name) return static_cast<int>(i);
    return -1;
}

QString ResolverListModel::nameAt(int row) const {
    const auto& all = adc::resolvers();
    if (row < 0 || static_cast<size_t>(row) >= all.size()) return {};
    return qstr(all[static_cast<size_t>(row)].name);
}
