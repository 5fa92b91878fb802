#include "chartviewmodel.h"

#include "jsontext.h"

#include "adc/result_format.h"

#include <QVariantMap>

using adcqt::qstr;
using adcqt::sstr;

ChartViewModel::ChartViewModel(QObject* parent) : QObject(parent), grid_(new ChartGridModel(this)) {}

void ChartViewModel::setTableSet(TableSet* tableSet) {
    if (tableSet_ == tableSet) return;
    if (tableSet_) disconnect(tableSet_, nullptr, this, nullptr);
    tableSet_ = tableSet;
    if (tableSet_) connect(tableSet_, &TableSet::changed, this, &ChartViewModel::refresh);
    emit tableSetChanged();
    refresh();
}

void ChartViewModel::setChartId(const QString& id) {
    if (chartId_ == id) return;
    chartId_ = id;
    refresh();
}

void ChartViewModel::refresh() {
    grid_->show(chart());
    emit chartChanged();
}

const adc::Chart* ChartViewModel::chart() const {
    return tableSet_ ? tableSet_->charts().find(sstr(chartId_)) : nullptr;
}

QString ChartViewModel::placeOf(const QStringList& outcomes) {
    return outcomes.size() == 1 ? outcomes.front() : outcomes.front() + QStringLiteral("..") + outcomes.back();
}

QString ChartViewModel::record(const QString& lineKey, const QStringList& outcomes, const QString& value, bool replace) {
    if (!tableSet_) return tr("No table set is loaded.");
    if (value.trimmed().isEmpty()) return tr("Type what your printed chart shows first.");
    if (outcomes.isEmpty()) return tr("Choose the outcomes to fill in.");
    return tableSet_->record(chartId_, lineKey, placeOf(outcomes), value, replace);
}

QString ChartViewModel::clear(const QString& lineKey, const QStringList& outcomes) {
    if (!tableSet_) return tr("No table set is loaded.");
    if (outcomes.isEmpty()) return tr("Choose the outcomes to clear.");
    return tableSet_->clear(chartId_, lineKey, placeOf(outcomes));
}

QString ChartViewModel::recordPosition(const QString& lineKey, const QString& position, bool replace) {
    if (!tableSet_) return tr("No table set is loaded.");
    bool ok = false;
    const int p = position.trimmed().toInt(&ok);
    if (!ok) return tr("“%1” is not a whole number of rows.").arg(position.trimmed());
    return tableSet_->recordPosition(chartId_, lineKey, p, replace);
}

QString ChartViewModel::clearPosition(const QString& lineKey) {
    if (!tableSet_) return tr("No table set is loaded.");
    return tableSet_->clearPosition(chartId_, lineKey);
}

QStringList ChartViewModel::overlayProblems() const {
    QStringList out;
    if (!tableSet_) return out;
    for (const auto& p : tableSet_->charts().overlayProblems())
        if (p.chart == sstr(chartId_)) out << qstr(p.text());
    return out;
}

bool ChartViewModel::valid() const { return chart() != nullptr; }

QString ChartViewModel::title() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->title) : QString();
}

QString ChartViewModel::rule() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->rule) : QString();
}

QString ChartViewModel::source() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->source) : QString();
}

QString ChartViewModel::file() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->file) : QString();
}

QString ChartViewModel::kind() const {
    const adc::Chart* c = chart();
    return c ? qstr(adc::chartKindName(c->kind)) : QString();
}

QString ChartViewModel::dice() const {
    const adc::Chart* c = chart();
    return c && c->kind == adc::ChartKind::Dice ? qstr(c->domain.name) : QString();
}

QString ChartViewModel::lineAxis() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->lineAxis) : QString();
}

QString ChartViewModel::columnAxis() const {
    const adc::Chart* c = chart();
    return c ? qstr(c->columnAxis) : QString();
}

QStringList ChartViewModel::readings() const {
    QStringList out;
    if (const adc::Chart* c = chart())
        for (const auto& r : c->readings) out << qstr(r);
    return out;
}

QVariantList ChartViewModel::modifiers() const {
    QVariantList out;
    const adc::Chart* c = chart();
    if (!c) return out;
    for (const auto& m : c->modifiers) {
        const adc::ModifierItem* replaced = m.replaces.empty() ? nullptr : c->findModifier(m.replaces);
        out << QVariantMap{{QStringLiteral("label"), qstr(m.label)},
                           {QStringLiteral("valueText"), m.value ? adcqt::signedValue(*m.value) : qstr(m.valueText)},
                           {QStringLiteral("rule"), qstr(m.rule)},
                           {QStringLiteral("note"), qstr(m.note)},
                           {QStringLiteral("replaces"), replaced ? qstr(replaced->label) : QString()}};
    }
    return out;
}

QVariantList ChartViewModel::parameters() const {
    QVariantList out;
    const adc::Chart* c = chart();
    if (!c || !c->parameters.is_object()) return out;
    for (auto it = c->parameters.begin(); it != c->parameters.end(); ++it)
        out << QVariantMap{{QStringLiteral("name"), adcqt::fieldLabel(it.key())},
                           {QStringLiteral("value"), adcqt::jsonText(it.value())}};
    return out;
}

QString ChartViewModel::formatHelp() const {
    const adc::Chart* c = chart();
    return c ? qstr(adc::describeFormat(c->resultFormat, c->results)) : QString();
}

QStringList ChartViewModel::allowedValues() const {
    QStringList out;
    if (const adc::Chart* c = chart())
        for (const auto& r : c->results) out << qstr(r);
    return out;
}
