#pragma once
// An export's tables on paper (issue 9 §3): one renderer for the PDF file (`adc export
// format=pdf`, the app's Export...) and the printer (Print...). Landscape pages of A4 or US
// Letter: the document's title, game, scenario, turn and who it is for on the first page;
// each table under its title with its header row repeated on every page it runs onto; the
// page number and the reader on every page. Draws only the words the tables hold.
#include "export_tables.h"

#include <QList>
#include <QPageSize>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;

namespace adcqt {

// "a4" | "letter"; none for any other word.
std::optional<QPageSize::PageSizeId> exportPageSizeNamed(const std::string& name);

// Lays the document out on `device` (its page size and margins as set) and paints it, page by
// page; returns the words drawn on each page, in order.
QList<QStringList> paintExport(const adc::ExportDocument& d, QPagedPaintDevice& device);

// Writes the document as a PDF file at `path` on landscape `size` pages; the words of each
// page. Throws adc::InvalidInput when the file cannot be written. Needs a QGuiApplication.
QList<QStringList> writeExportPdf(const adc::ExportDocument& d, const QString& path,
                                  QPageSize::PageSizeId size);

} // namespace adcqt
