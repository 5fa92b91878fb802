#pragma once
// What importing a file of chart entries does (adc::ChartSet::ImportReview) as QML reads
// it: counts, the faults that stop it, and the cells where it disagrees with the player's
// charts, each to be settled.
#include "adc/chart_set.h"

#include <QVariantMap>

// {applied, added, same, taken, kept, problems: [text...], conflicts: [{key, chart, title,
//  line, label, at, fileValue, fileBy, fileAt, currentValue, currentBy, currentAt,
//  printed}], error: "" or why nothing was changed}
QVariantMap entriesReviewMap(const adc::ChartSet::ImportReview& review);
