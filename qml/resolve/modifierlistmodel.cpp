#include "resolve/modifierlistmodel.h"

#include "common/jsontext.h"

#include <algorithm>

using adcqt::qstr;

ModifierListModel::ModifierListModel(QObject* parent) : QAbstractListModel(parent) {}

int ModifierListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(items_.size());
}

QVariant ModifierListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Item& it = items_[static_cast<size_t>(index.row())];
    const adc::ModifierItem& m = it.item;
    switch (role) {
    case IdRole:
        return qstr(m.id);
    case Qt::DisplayRole:
    case LabelRole:
        return qstr(m.label);
    case ValueRole:
        return m.value ? adcqt::signedValue(*m.value) : qstr(m.valueText);
    case RuleRole:
        return qstr(m.rule);
    case NoteRole:
        return qstr(m.note);
    case TickableRole:
        return m.value.has_value();
    case CheckedRole:
        return it.checked;
    case ReplacesRole:
        return it.replacesLabel;
    default:
        return {};
    }
}

QHash<int, QByteArray> ModifierListModel::roleNames() const {
    return {{IdRole, "modId"},       {LabelRole, "label"},      {ValueRole, "valueText"},
            {RuleRole, "rule"},      {NoteRole, "note"},        {TickableRole, "tickable"},
            {CheckedRole, "ticked"}, {ReplacesRole, "replaces"}};
}

void ModifierListModel::show(const adc::Chart& chart) {
    // The same list reloaded keeps its ticks; another list starts with none.
    const QString before = checkedIds();
    const QStringList keep =
        qstr(chart.id) == chartId_ ? before.split(QLatin1Char(',')) : QStringList();
    beginResetModel();
    items_.clear();
    for (const auto& m : chart.modifiers) {
        Item it{m, {}, m.value.has_value() && keep.contains(qstr(m.id))};
        if (!m.replaces.empty())
            if (const adc::ModifierItem* other = chart.findModifier(m.replaces))
                it.replacesLabel = qstr(other->label);
        items_.push_back(std::move(it));
    }
    chartId_ = qstr(chart.id);
    chartTitle_ = qstr(chart.title);
    problem_.clear();
    endResetModel();
    emit listChanged();
    if (checkedIds() != before) emit checkedChanged();
}

void ModifierListModel::showProblem(const QString& problem) {
    if (problem == problem_ && items_.empty()) return;
    const bool hadTicks = checkedCount() > 0;
    beginResetModel();
    items_.clear();
    chartId_.clear();
    chartTitle_.clear();
    problem_ = problem;
    endResetModel();
    emit listChanged();
    if (hadTicks) emit checkedChanged();
}

void ModifierListModel::setChecked(int row, bool checked) {
    if (row < 0 || static_cast<size_t>(row) >= items_.size()) return;
    Item& it = items_[static_cast<size_t>(row)];
    if (!it.item.value || it.checked == checked) return;
    it.checked = checked;
    const QModelIndex i = index(row);
    emit dataChanged(i, i, {CheckedRole});
    emit checkedChanged();
}

QStringList ModifierListModel::tick(const QStringList& ids) {
    QStringList unknown;
    for (const QString& id : ids) {
        const auto it = std::find_if(items_.begin(), items_.end(),
                                     [&](const Item& i) { return qstr(i.item.id) == id; });
        if (it == items_.end() || !it->item.value)
            unknown << id;
        else
            setChecked(static_cast<int>(it - items_.begin()), true);
    }
    return unknown;
}

QString ModifierListModel::checkedIds() const {
    QStringList ids;
    for (const auto& it : items_)
        if (it.checked) ids << qstr(it.item.id);
    return ids.join(QLatin1Char(','));
}

int ModifierListModel::checkedCount() const {
    return static_cast<int>(
        std::count_if(items_.begin(), items_.end(), [](const Item& it) { return it.checked; }));
}
