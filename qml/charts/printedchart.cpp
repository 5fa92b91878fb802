#include "charts/printedchart.h"

#include "common/jsontext.h"

#include "adc/result_format.h"

#include <QVariantMap>

using adcqt::qstr;
using adcqt::sstr;

PrintedChart::PrintedChart(QObject* parent) : QObject(parent), grid_(new ChartGridModel(this)) {}

void PrintedChart::setTableSet(TableSet* tableSet) {
    if (tableSet_ == tableSet) return;
    if (tableSet_) disconnect(tableSet_, nullptr, this, nullptr);
    tableSet_ = tableSet;
    if (tableSet_) connect(tableSet_, &TableSet::changed, this, &PrintedChart::refresh);
    emit tableSetChanged();
    refresh();
}

void PrintedChart::setChartId(const QString& id) {
    if (chartId_ == id) return;
    chartId_ = id;
    refresh();
}

void PrintedChart::refresh() {
    grid_->show(chart());
    emit chartChanged();
}

const adc::Chart* PrintedChart::chart() const {
    return tableSet_ ? tableSet_->charts().find(sstr(chartId_)) : nullptr;
}

int PrintedChart::count(CellCount which) const {
    int n = 0;
    if (const adc::Chart* c = chart())
        for (const auto& l : c->lines)
            for (const auto& cell : l.cells)
                n += (!cell.known     ? CellCount::Unknown
                      : cell.byPlayer ? CellCount::Player
                                      : CellCount::Printed) == which;
    return n;
}

QString PrintedChart::placeOf(const QStringList& outcomes) {
    return outcomes.size() == 1 ? outcomes.front()
                                : outcomes.front() + QStringLiteral("..") + outcomes.back();
}

QString PrintedChart::record(const QString& lineKey, const QStringList& outcomes,
                             const QString& value, bool replace) {
    if (!tableSet_) return tr("No table set is loaded.");
    if (value.trimmed().isEmpty()) return tr("Type what your printed chart shows first.");
    if (outcomes.isEmpty()) return tr("Choose the outcomes to fill in.");
    return tableSet_->record(chartId_, lineKey, placeOf(outcomes), value, replace);
}

QString PrintedChart::clear(const QString& lineKey, const QStringList& outcomes) {
    if (!tableSet_) return tr("No table set is loaded.");
    if (outcomes.isEmpty()) return tr("Choose the outcomes to clear.");
    return tableSet_->clear(chartId_, lineKey, placeOf(outcomes));
}

QString PrintedChart::recordPosition(const QString& lineKey, const QString& position,
                                     bool replace) {
    if (!tableSet_) return tr("No table set is loaded.");
    bool ok = false;
    const int p = position.trimmed().toInt(&ok);
    if (!ok) return tr("“%1” is not a whole number of rows.").arg(position.trimmed());
    return tableSet_->recordPosition(chartId_, lineKey, p, replace);
}

QString PrintedChart::clearPosition(const QString& lineKey) {
    if (!tableSet_) return tr("No table set is loaded.");
    return tableSet_->clearPosition(chartId_, lineKey);
}

QStringList PrintedChart::overlayProblems() const {
    QStringList out;
    if (!tableSet_) return out;
    for (const auto& p : tableSet_->charts().overlayProblems())
        if (p.chart == sstr(chartId_)) out << qstr(p.text());
    return out;
}

bool PrintedChart::valid() const {
    return chart() != nullptr;
}

QString PrintedChart::title() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->title) : QString();
}

QString PrintedChart::rule() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->rule) : QString();
}

QString PrintedChart::source() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->source) : QString();
}

QString PrintedChart::file() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->file) : QString();
}

QString PrintedChart::kind() const {
    const adc::Chart* c = chart();
    return c ? qstr(adc::chartKindName(c->kind)) : QString();
}

QString PrintedChart::dice() const {
    const adc::Chart* c = chart();
    return c && c->kind == adc::ChartKind::Dice ? qstr(c->domain.name) : QString();
}

QString PrintedChart::lineAxis() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->lineAxis) : QString();
}

QString PrintedChart::columnAxis() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->columnAxis) : QString();
}

QStringList PrintedChart::readings() const {
    QStringList out;
    if (const adc::Chart* c = chart())
        for (const auto& r : c->readings)
            out << qstr(r);
    return out;
}

QVariantList PrintedChart::modifiers() const {
    QVariantList out;
    const adc::Chart* c = chart();
    if (!c) return out;
    for (const auto& m : c->modifiers) {
        const adc::ModifierItem* replaced =
            m.replaces.empty() ? nullptr : c->findModifier(m.replaces);
        out << QVariantMap{
            {QStringLiteral("label"), qstr(m.label)},
            {QStringLiteral("valueText"),
             m.value ? adcqt::signedValue(*m.value) : qstr(m.valueText)},
            {QStringLiteral("rule"), qstr(m.rule)},
            {QStringLiteral("note"), qstr(m.note)},
            {QStringLiteral("replaces"), replaced ? qstr(replaced->label) : QString()}};
    }
    return out;
}

QVariantList PrintedChart::parameters() const {
    QVariantList out;
    const adc::Chart* c = chart();
    if (!c || !c->parameters.is_object()) return out;
    for (auto it = c->parameters.begin(); it != c->parameters.end(); ++it)
        out << QVariantMap{{QStringLiteral("name"), adcqt::fieldLabel(it.key())},
                           {QStringLiteral("value"), adcqt::jsonText(it.value())}};
    return out;
}

QString PrintedChart::formatHelp() const {
    const adc::Chart* c = chart();
    return c ? qstr(adc::describeFormat(c->resultFormat, c->results)) : QString();
}

QStringList PrintedChart::allowedValues() const {
    QStringList out;
    if (const adc::Chart* c = chart())
        for (const auto& r : c->results)
            out << qstr(r);
    return out;
}
