#include "resolve/chancesmodel.h"

#include "common/jsontext.h"

#include <QVariantMap>

#include <algorithm>
#include <map>

using adcqt::qstr;

namespace {

// "11, 13..16, 21..26": the outcomes of one line in the chart's printed order, consecutive
// ones joined; outcomes that are not dice (grid columns) are listed as they came.
QString outcomeList(const std::vector<std::string>& outcomes, const adc::Chart* chart) {
    std::vector<int> indexes;
    if (chart && chart->kind == adc::ChartKind::Dice) {
        for (const auto& o : outcomes) {
            const int i = [&] {
                try {
                    return chart->domain.indexOf(std::stoi(o));
                } catch (const std::exception&) {
                    return -1;
                }
            }();
            if (i < 0) {
                indexes.clear();
                break;
            }
            indexes.push_back(i);
        }
    }
    if (indexes.empty()) {
        QStringList out;
        for (const auto& o : outcomes)
            out << qstr(o);
        return out.join(QStringLiteral(", "));
    }
    std::sort(indexes.begin(), indexes.end());
    QStringList out;
    const auto& values = chart->domain.values;
    for (size_t i = 0; i < indexes.size();) {
        size_t j = i;
        while (j + 1 < indexes.size() && indexes[j + 1] == indexes[j] + 1)
            ++j;
        const QString first = qstr(chart->domain.label(values[static_cast<size_t>(indexes[i])]));
        out << (i == j ? first
                       : first + QStringLiteral("..") +
                             qstr(chart->domain.label(values[static_cast<size_t>(indexes[j])])));
        i = j + 1;
    }
    return out.join(QStringLiteral(", "));
}

} // namespace

ChancesModel::ChancesModel(QObject* parent) : QAbstractListModel(parent) {}

int ChancesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ChancesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case ResultRole:
        return r.result;
    case ChanceRole:
        return r.chance;
    case ProbabilityRole:
        return r.probability;
    default:
        return {};
    }
}

QHash<int, QByteArray> ChancesModel::roleNames() const {
    return {{ResultRole, "result"}, {ChanceRole, "chance"}, {ProbabilityRole, "probability"}};
}

void ChancesModel::show(const adc::Chances& chances, const adc::ChartSet& charts) {
    beginResetModel();
    rows_.clear();
    for (const auto& e : chances.results)
        rows_.push_back({qstr(e.result), qstr(e.probability.text()), e.probability.value()});
    endResetModel();
    available_ = true;
    dependsOnDice_ = !chances.noDice;
    problem_.clear();
    unknownProbability_ = chances.unknownTotal.value();
    unknownChance_ = qstr(chances.unknownTotal.text());
    // One entry per chart line, listing its unknown outcomes.
    struct Group {
        adc::ChartCellRef cell;
        std::vector<std::string> outcomes;
    };
    std::vector<Group> groups;
    for (const auto& u : chances.unknown) {
        auto g = std::find_if(groups.begin(), groups.end(), [&](const Group& x) {
            return x.cell.chart_id == u.cell.chart_id && x.cell.line_key == u.cell.line_key;
        });
        if (g == groups.end()) {
            groups.push_back({u.cell, {}});
            g = groups.end() - 1;
        }
        g->outcomes.push_back(u.cell.outcome);
    }
    unknownCells_.clear();
    for (const auto& g : groups) {
        const adc::Chart* chart = charts.find(g.cell.chart_id);
        unknownCells_ << QVariantMap{{QStringLiteral("chartId"), qstr(g.cell.chart_id)},
                                     {QStringLiteral("chartTitle"), qstr(g.cell.chart_title)},
                                     {QStringLiteral("lineLabel"), qstr(g.cell.line_label)},
                                     {QStringLiteral("outcomes"), outcomeList(g.outcomes, chart)}};
    }
    emit chancesChanged();
}

void ChancesModel::showProblem(const QString& problem) {
    beginResetModel();
    rows_.clear();
    endResetModel();
    available_ = false;
    dependsOnDice_ = false;
    problem_ = problem;
    unknownProbability_ = 0;
    unknownChance_.clear();
    unknownCells_.clear();
    emit chancesChanged();
}
