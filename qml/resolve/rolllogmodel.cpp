#include "resolve/rolllogmodel.h"

#include "common/jsontext.h"

using adcqt::qstr;

RollLogModel::RollLogModel(QObject* parent) : QAbstractListModel(parent) {}

void RollLogModel::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::viewerChanged, this, &RollLogModel::clear);
        connect(game_, &OpenGame::gameChanged, this, &RollLogModel::clear);
    }
    emit gameChanged();
}

void RollLogModel::clear() {
    if (entries_.empty()) return;
    beginResetModel();
    entries_.clear();
    endResetModel();
    emit countChanged();
}

int RollLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

QVariant RollLogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Entry& e = entries_[entries_.size() - 1 - static_cast<size_t>(index.row())];
    switch (role) {
    case TimeRole:
        return e.time.toString(QStringLiteral("HH:mm:ss"));
    case ResolverRole:
        return e.resolver;
    case Qt::DisplayRole:
    case SummaryRole:
        return e.summary;
    case DiceRole:
        return e.dice;
    case RolledByRole:
        return e.rolledBy;
    case SeedRole:
        return e.seed;
    default:
        return {};
    }
}

QHash<int, QByteArray> RollLogModel::roleNames() const {
    return {{TimeRole, "time"}, {ResolverRole, "resolver"}, {SummaryRole, "summary"},
            {DiceRole, "dice"}, {RolledByRole, "rolledBy"}, {SeedRole, "seed"}};
}

void RollLogModel::add(const adc::ResolveOutcome& outcome, const QString& resolverTitle) {
    Entry e{
        QDateTime::currentDateTime(), resolverTitle, qstr(outcome.resolution.summary), {}, {}, {}};
    QStringList dice;
    for (const auto& d : outcome.resolution.rolls) {
        QString text = qstr(d.name) + QLatin1Char(' ') + QString::number(d.value);
        if (d.kind == adc::DiceKind::TwoD6 && d.faces.size() == 2)
            text += QStringLiteral(" (%1+%2)").arg(d.faces[0]).arg(d.faces[1]);
        dice << text;
        e.rolledBy = d.by == adc::RolledBy::App ? QStringLiteral("app") : QStringLiteral("player");
    }
    e.dice = dice.join(QStringLiteral(", "));
    if (outcome.seed) e.seed = QString::number(*outcome.seed);
    beginInsertRows({}, 0, 0);
    entries_.push_back(std::move(e));
    endInsertRows();
    emit countChanged();
}
