#include "resolve/paramlistmodel.h"

#include "common/jsontext.h"

#include <QVariantMap>

#include <algorithm>

using adcqt::qstr;
using adcqt::sstr;

namespace {

QString typeName(adc::ParamType t) {
    switch (t) {
    case adc::ParamType::Int:
        return QStringLiteral("int");
    case adc::ParamType::Number:
        return QStringLiteral("number");
    case adc::ParamType::Choice:
        return QStringLiteral("choice");
    case adc::ParamType::Flag:
        return QStringLiteral("flag");
    case adc::ParamType::Modifiers:
        return QStringLiteral("modifiers");
    case adc::ParamType::Firers:
        return QStringLiteral("repeated");
    case adc::ParamType::Roll:
        return QStringLiteral("roll");
    }
    return {};
}

QVariantList choiceList(const std::vector<adc::Choice>& choices) {
    QVariantList out;
    for (const auto& c : choices)
        out << QVariantMap{{QStringLiteral("value"), qstr(c.value)},
                           {QStringLiteral("label"), qstr(c.label.empty() ? c.value : c.label)}};
    return out;
}

QVariantList kindList(const std::vector<adc::UnitRowKind>& kinds) {
    QVariantList out;
    for (const auto& k : kinds)
        out << QVariantMap{{QStringLiteral("id"), qstr(k.id)},
                           {QStringLiteral("label"), qstr(k.label)},
                           {QStringLiteral("brief"), qstr(k.brief)},
                           {QStringLiteral("rule"), qstr(k.rule)},
                           {QStringLiteral("levelLabel"), qstr(k.levelLabel)},
                           {QStringLiteral("levels"), choiceList(k.levels)},
                           {QStringLiteral("rangeLabel"), qstr(k.rangeLabel)},
                           {QStringLiteral("ranges"), choiceList(k.ranges)},
                           {QStringLiteral("flags"), choiceList(k.flags)}};
    return out;
}

bool hasRange(const adc::ParamSpec& p) {
    return !p.kinds.empty() && !p.kinds.front().rangeLabel.empty();
}

} // namespace

ParamListModel::ParamListModel(QObject* parent) : QAbstractListModel(parent) {}

int ParamListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(fields_.size());
}

QVariant ParamListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Field& f = fields_[static_cast<size_t>(index.row())];
    const adc::ParamSpec& p = *f.spec;
    switch (role) {
    case KeyRole:
        return qstr(p.key);
    case Qt::DisplayRole:
    case LabelRole:
        return qstr(p.label);
    case TypeRole:
        return typeName(p.type);
    case RequiredRole:
        return p.required;
    case MinRole:
        return p.min;
    case MaxRole:
        return p.max;
    case RuleRole:
        return qstr(p.rule);
    case HelpRole:
        return qstr(p.help);
    case ChoicesRole:
        return choiceList(p.choices);
    case KindsRole:
        return kindList(p.kinds);
    case ValueRole:
        return f.value;
    case EffectiveValueRole:
        return effectiveValue(f);
    case RowsRole:
        return f.rows;
    case ModifiersRole:
        return QVariant::fromValue(static_cast<QObject*>(f.modifiers.get()));
    default:
        return {};
    }
}

QHash<int, QByteArray> ParamListModel::roleNames() const {
    return {{KeyRole, "key"},
            {LabelRole, "label"},
            {TypeRole, "type"},
            {RequiredRole, "mandatory"},
            {MinRole, "min"},
            {MaxRole, "max"},
            {RuleRole, "rule"},
            {HelpRole, "help"},
            {ChoicesRole, "choices"},
            {ValueRole, "value"},
            {EffectiveValueRole, "effectiveValue"},
            {RowsRole, "rows"},
            {ModifiersRole, "modifiers"},
            {KindsRole, "kinds"}};
}

void ParamListModel::setSpec(const adc::ResolverSpec* spec) {
    const int before = count();
    beginResetModel();
    fields_.clear();
    if (spec)
        for (const auto& p : spec->params) {
            if (p.type == adc::ParamType::Roll) continue;
            Field f{&p, {}, {}, nullptr};
            if (p.type == adc::ParamType::Modifiers) {
                f.modifiers = std::make_unique<ModifierListModel>();
                connect(f.modifiers.get(), &ModifierListModel::checkedChanged, this,
                        &ParamListModel::inputsChanged);
            }
            if (p.type == adc::ParamType::Firers) f.rows << QString();
            fields_.push_back(std::move(f));
        }
    endResetModel();
    if (count() != before) emit countChanged();
}

void ParamListModel::refreshModifierLists(const adc::ChartSet& charts, bool reloaded) {
    for (const Field& f : fields_) {
        if (!f.modifiers) continue;
        // Fill in "{key}" from the input it names (or that input's default).
        QString chartId = qstr(f.spec->modifierChart);
        QString missing;
        for (qsizetype open = chartId.indexOf(QLatin1Char('{')); open >= 0;
             open = chartId.indexOf(QLatin1Char('{'))) {
            const qsizetype close = chartId.indexOf(QLatin1Char('}'), open);
            if (close < 0) break;
            const QString key = chartId.mid(open + 1, close - open - 1);
            const int other = find(key);
            const QString v =
                other >= 0 ? effectiveValue(fields_[static_cast<size_t>(other)]) : QString();
            if (v.isEmpty()) {
                missing = other >= 0 ? qstr(fields_[static_cast<size_t>(other)].spec->label) : key;
                break;
            }
            chartId.replace(open, close - open + 1, v);
        }
        if (!missing.isEmpty()) {
            f.modifiers->showProblem(tr("Choose “%1” first to see these modifiers.").arg(missing));
            continue;
        }
        if (!reloaded && f.modifiers->chartId() == chartId) continue;
        if (const adc::Chart* c = charts.find(sstr(chartId)))
            f.modifiers->show(*c);
        else
            f.modifiers->showProblem(
                tr("The modifier list “%1” is not in the loaded table set.").arg(chartId));
    }
}

int ParamListModel::find(const QString& key) const {
    for (size_t i = 0; i < fields_.size(); ++i)
        if (qstr(fields_[i].spec->key) == key) return static_cast<int>(i);
    return -1;
}

QString ParamListModel::effectiveValue(const Field& f) const {
    return f.value.isEmpty() ? qstr(f.spec->defaultValue) : f.value;
}

void ParamListModel::changed(int row, const QList<int>& roles) {
    const QModelIndex i = index(row);
    emit dataChanged(i, i, roles);
    emit inputsChanged();
}

void ParamListModel::setValue(const QString& key, const QString& value) {
    const int row = find(key);
    if (row < 0) return;
    Field& f = fields_[static_cast<size_t>(row)];
    const QString v = value.trimmed();
    if (f.value == v) return;
    f.value = v;
    changed(row, {ValueRole, EffectiveValueRole});
}

void ParamListModel::addRow(const QString& key) {
    const int row = find(key);
    if (row < 0) return;
    fields_[static_cast<size_t>(row)].rows << QString();
    changed(row, {RowsRole});
}

void ParamListModel::setRow(const QString& key, int index, const QString& text) {
    const int row = find(key);
    if (row < 0) return;
    QStringList& rows = fields_[static_cast<size_t>(row)].rows;
    if (index < 0 || index >= rows.size() || rows[index] == text.trimmed()) return;
    rows[index] = text.trimmed();
    changed(row, {RowsRole});
}

void ParamListModel::removeRow(const QString& key, int index) {
    const int row = find(key);
    if (row < 0) return;
    QStringList& rows = fields_[static_cast<size_t>(row)].rows;
    if (index < 0 || index >= rows.size()) return;
    rows.removeAt(index);
    changed(row, {RowsRole});
}

QString ParamListModel::fill(const QStringList& keyValues) {
    QStringList problems;
    QList<std::pair<int, QStringList>> ticks; // after the other inputs, which pick the lists
    for (const QString& kv : keyValues) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        const QString key = kv.left(eq), value = kv.mid(eq + 1);
        const int row = eq > 0 ? find(key) : -1;
        if (row < 0) {
            problems << tr("no input “%1” here").arg(eq > 0 ? key : kv);
            continue;
        }
        Field& f = fields_[static_cast<size_t>(row)];
        if (f.spec->type == adc::ParamType::Modifiers) {
            ticks.append({row, value.split(QLatin1Char(','), Qt::SkipEmptyParts)});
        } else if (f.spec->type == adc::ParamType::Firers) {
            const qsizetype empty = f.rows.indexOf(QString());
            if (empty < 0) addRow(key);
            setRow(key, static_cast<int>(empty < 0 ? f.rows.size() - 1 : empty), value);
        } else {
            setValue(key, value);
        }
    }
    for (const auto& [row, ids] : ticks) {
        const QStringList unknown = fields_[static_cast<size_t>(row)].modifiers->tick(ids);
        if (!unknown.isEmpty())
            problems << tr("no modifier “%1” in this list").arg(unknown.join(QStringLiteral(", ")));
    }
    return problems.join(QStringLiteral("; "));
}

std::vector<std::pair<std::string, std::string>> ParamListModel::args() const {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Field& f : fields_) {
        const std::string key = f.spec->key;
        switch (f.spec->type) {
        case adc::ParamType::Firers:
            for (const QString& r : f.rows)
                if (!r.isEmpty()) out.emplace_back(key, sstr(r));
            break;
        case adc::ParamType::Modifiers:
            if (f.modifiers && f.modifiers->checkedCount() > 0)
                out.emplace_back(key, sstr(f.modifiers->checkedIds()));
            break;
        case adc::ParamType::Flag:
            if (f.value == QLatin1String("1")) out.emplace_back(key, "1");
            break;
        default:
            if (!f.value.isEmpty()) out.emplace_back(key, sstr(f.value));
        }
    }
    return out;
}

void ParamListModel::addKindRow(const QString& key, const QString& kind) {
    const int row = find(key);
    if (row < 0) return;
    addRowText(key, qstr(adc::joinUnit({sstr(kind), {}, {}, {}},
                                       hasRange(*fields_[static_cast<size_t>(row)].spec))));
}

void ParamListModel::addRowText(const QString& key, const QString& text) {
    const int row = find(key);
    if (row < 0) return;
    QStringList& rows = fields_[static_cast<size_t>(row)].rows;
    if (!rows.isEmpty() && rows.last().isEmpty())
        rows.last() = text.trimmed();
    else
        rows << text.trimmed();
    changed(row, {RowsRole});
}

std::optional<adc::UnitParts> ParamListModel::unitRow(const QString& key, int index) const {
    const int row = find(key);
    if (row < 0) return std::nullopt;
    const Field& f = fields_[static_cast<size_t>(row)];
    if (index < 0 || index >= f.rows.size()) return std::nullopt;
    return adc::splitUnit(sstr(f.rows[index]), hasRange(*f.spec));
}

void ParamListModel::setUnitRow(const QString& key, int index, const adc::UnitParts& parts) {
    const int row = find(key);
    if (row >= 0)
        setRow(key, index,
               qstr(adc::joinUnit(parts, hasRange(*fields_[static_cast<size_t>(row)].spec))));
}

QVariantMap ParamListModel::rowParts(const QString& key, int index) const {
    const auto parts = unitRow(key, index);
    if (!parts) return {};
    QStringList flags;
    for (const auto& fl : parts->flags)
        flags << qstr(fl);
    return {{QStringLiteral("kind"), qstr(parts->kind)},
            {QStringLiteral("level"), qstr(parts->level)},
            {QStringLiteral("range"), qstr(parts->range)},
            {QStringLiteral("flags"), flags}};
}

void ParamListModel::setRowPart(const QString& key, int index, const QString& part,
                                const QString& value) {
    auto parts = unitRow(key, index);
    if (!parts) return;
    if (part == QLatin1String("kind"))
        parts->kind = sstr(value);
    else if (part == QLatin1String("level"))
        parts->level = sstr(value);
    else if (part == QLatin1String("range"))
        parts->range = sstr(value);
    else
        return;
    setUnitRow(key, index, *parts);
}

void ParamListModel::toggleRowFlag(const QString& key, int index, const QString& flag) {
    auto parts = unitRow(key, index);
    if (!parts) return;
    const auto at = std::find(parts->flags.begin(), parts->flags.end(), sstr(flag));
    if (at != parts->flags.end())
        parts->flags.erase(at);
    else
        parts->flags.push_back(sstr(flag));
    setUnitRow(key, index, *parts);
}

QStringList ParamListModel::rowsOf(const QString& key) const {
    const int row = find(key);
    return row < 0 ? QStringList() : fields_[static_cast<size_t>(row)].rows;
}

QString ParamListModel::valueOf(const QString& key) const {
    const int row = find(key);
    return row < 0 ? QString() : effectiveValue(fields_[static_cast<size_t>(row)]);
}
