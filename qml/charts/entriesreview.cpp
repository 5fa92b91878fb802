#include "charts/entriesreview.h"

#include "common/jsontext.h"

#include <QCoreApplication>
#include <QVariantList>

using adcqt::qstr;

QVariantMap entriesReviewMap(const adc::ChartSet::ImportReview& r) {
    QVariantList problems, conflicts;
    for (const auto& p : r.problems)
        problems << qstr(p.chart.empty()
                             ? p.place + ": " + p.reason
                             : p.chart + (p.cell.empty() ? "" : ", " + p.cell) +
                                   (p.place.empty() ? "" : " (" + p.place + ")") + ": " + p.reason);
    for (const auto& c : r.conflicts)
        conflicts << QVariantMap{{QStringLiteral("key"), qstr(c.key)},
                                 {QStringLiteral("chart"), qstr(c.chart)},
                                 {QStringLiteral("title"), qstr(c.chartTitle)},
                                 {QStringLiteral("line"), qstr(c.line)},
                                 {QStringLiteral("label"), qstr(c.lineLabel)},
                                 {QStringLiteral("at"), qstr(c.at)},
                                 {QStringLiteral("fileValue"), qstr(c.fileValue)},
                                 {QStringLiteral("fileBy"), qstr(c.fileEnteredBy)},
                                 {QStringLiteral("fileAt"), qstr(c.fileEnteredAt)},
                                 {QStringLiteral("currentValue"), qstr(c.currentValue)},
                                 {QStringLiteral("currentBy"), qstr(c.currentEnteredBy)},
                                 {QStringLiteral("currentAt"), qstr(c.currentEnteredAt)},
                                 {QStringLiteral("printed"), c.printed}};
    QString error;
    if (!r.applied && !r.problems.empty())
        error = QCoreApplication::translate(
            "EntriesReview", "%n entries of the file cannot be taken; nothing was changed.",
            nullptr, static_cast<int>(r.problems.size()));
    return {{QStringLiteral("applied"), r.applied},   {QStringLiteral("added"), r.added},
            {QStringLiteral("same"), r.same},         {QStringLiteral("taken"), r.taken},
            {QStringLiteral("kept"), r.kept},         {QStringLiteral("problems"), problems},
            {QStringLiteral("conflicts"), conflicts}, {QStringLiteral("error"), error}};
}
