#include "charts/chartlistmodel.h"

#include "common/jsontext.h"

#include <algorithm>

using adcqt::qstr;

ChartListModel::ChartListModel(QObject* parent) : QAbstractListModel(parent) {}

int ChartListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

QVariant ChartListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Entry& e = entries_[static_cast<size_t>(index.row())];
    switch (role) {
    case IdRole:
        return e.id;
    case Qt::DisplayRole:
    case TitleRole:
        return e.title;
    case KindRole:
        return e.kind;
    case RuleRole:
        return e.rule;
    case PrintedRole:
        return e.printed;
    case PlayerRole:
        return e.player;
    case UnknownRole:
        return e.unknown;
    default:
        return {};
    }
}

QHash<int, QByteArray> ChartListModel::roleNames() const {
    return {{IdRole, "chartId"},     {TitleRole, "title"},     {KindRole, "kind"},
            {RuleRole, "rule"},      {PrintedRole, "printed"}, {PlayerRole, "player"},
            {UnknownRole, "unknown"}};
}

void ChartListModel::setTableSet(TableSet* tableSet) {
    if (tableSet_ == tableSet) return;
    if (tableSet_) disconnect(tableSet_, nullptr, this, nullptr);
    tableSet_ = tableSet;
    if (tableSet_) connect(tableSet_, &TableSet::changed, this, &ChartListModel::rebuild);
    emit tableSetChanged();
    rebuild();
}

int ChartListModel::indexOfId(const QString& id) const {
    for (size_t i = 0; i < entries_.size(); ++i)
        if (entries_[i].id == id) return static_cast<int>(i);
    return -1;
}

QString ChartListModel::idAt(int row) const {
    if (row < 0 || static_cast<size_t>(row) >= entries_.size()) return {};
    return entries_[static_cast<size_t>(row)].id;
}

void ChartListModel::rebuild() {
    const int before = count();
    std::vector<Entry> next;
    if (tableSet_)
        for (const auto& s : tableSet_->charts().status()) {
            const adc::Chart& c = tableSet_->charts().chart(s.id);
            next.push_back({qstr(s.id), qstr(s.title), qstr(adc::chartKindName(c.kind)),
                            qstr(c.rule), s.known, s.player, s.unknown});
        }
    std::stable_sort(next.begin(), next.end(), [](const Entry& a, const Entry& b) {
        return a.title.localeAwareCompare(b.title) < 0;
    });
    // Same charts (a value was recorded): update the counts in place, so views keep their place.
    const bool sameCharts = std::equal(next.begin(), next.end(), entries_.begin(), entries_.end(),
                                       [](const Entry& a, const Entry& b) { return a.id == b.id; });
    if (sameCharts) {
        entries_ = std::move(next);
        if (!entries_.empty()) emit dataChanged(index(0), index(count() - 1));
        emit totalsChanged();
        return;
    }
    beginResetModel();
    entries_ = std::move(next);
    endResetModel();
    if (count() != before) emit countChanged();
    emit totalsChanged();
}

int ChartListModel::cells() const {
    int n = 0;
    for (const Entry& e : entries_)
        n += e.printed + e.player + e.unknown;
    return n;
}

int ChartListModel::known() const {
    int n = 0;
    for (const Entry& e : entries_)
        n += e.printed + e.player;
    return n;
}

int ChartListModel::player() const {
    int n = 0;
    for (const Entry& e : entries_)
        n += e.player;
    return n;
}
