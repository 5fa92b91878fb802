#include "export_pdf.h"

#include "adc/errors.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <numeric>

namespace adcqt {

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

enum class Style { Title, Heading, Info, Header, Cell, Note, Footer };

struct Item {
    QRectF rect;
    QString text;
    Style style;
    bool wrap = false;
    bool boxed = false; // a table cell: a frame around it
    bool shaded = false;
};

struct Page {
    QList<Item> items;
};

class Layout {
  public:
    explicit Layout(QPagedPaintDevice& device) : device_(device) {
        const double dpi = device.logicalDpiY();
        k_ = dpi / 72.0;
        const QRectF paint = device.pageLayout().paintRectPoints();
        width_ = paint.width() * k_;
        height_ = paint.height() * k_;
        footer_ = font(Style::Footer).pointSizeF() * 2.2 * k_;
    }

    QFont font(Style s) const {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setStyleHint(QFont::SansSerif);
        switch (s) {
        case Style::Title:
            f.setPointSizeF(16);
            f.setBold(true);
            break;
        case Style::Heading:
            f.setPointSizeF(12);
            f.setBold(true);
            break;
        case Style::Info:
            f.setPointSizeF(9.5);
            break;
        case Style::Header:
            f.setPointSizeF(8);
            f.setBold(true);
            break;
        case Style::Cell:
        case Style::Note:
            f.setPointSizeF(8);
            break;
        case Style::Footer:
            f.setPointSizeF(7.5);
            break;
        }
        return f;
    }

    QList<Page> build(const adc::ExportDocument& d) {
        newPage();
        line(q(d.title), Style::Title);
        if (!d.game.empty()) line(q(d.game), Style::Info);
        if (!d.scenario.empty()) line(q(d.scenario), Style::Info);
        line(QStringLiteral("Turn: %1").arg(q(d.turn)), Style::Info);
        line(QStringLiteral("For %1").arg(q(d.forWhom)), Style::Info);
        y_ += 6 * k_;
        for (const auto& t : d.tables)
            table(t);
        // The footer of every page, now that the count is known.
        const QFontMetricsF fm(font(Style::Footer), &device_);
        const QString who =
            QStringLiteral("%1 - %2 - for %3")
                .arg(q(d.title), q(d.game.empty() ? d.scenario : d.game), q(d.forWhom));
        for (int i = 0; i < pages_.size(); ++i) {
            const double top = height_ - fm.height();
            pages_[i].items.push_back(
                {QRectF(0, top, width_ * 0.75, fm.height()), who, Style::Footer});
            pages_[i].items.push_back(
                {QRectF(width_ * 0.75, top, width_ * 0.25, fm.height()),
                 QStringLiteral("Page %1 of %2").arg(i + 1).arg(pages_.size()), Style::Footer});
        }
        return pages_;
    }

  private:
    double bottom() const { return height_ - footer_; }

    void newPage() {
        pages_.push_back({});
        y_ = 0;
    }

    void line(const QString& text, Style s) {
        const QFontMetricsF fm(font(s), &device_);
        const QRectF r = fm.boundingRect(QRectF(0, 0, width_, 1e6), Qt::TextWordWrap, text);
        if (y_ + r.height() > bottom()) newPage();
        pages_.back().items.push_back({QRectF(0, y_, width_, r.height()), text, s, true});
        y_ += r.height() + 2 * k_;
    }

    // Each column at least as wide as its longest word (a word is never cut), the rest of the
    // page shared by how much more each column's longest line would take.
    QList<double> columnWidths(const adc::ExportTable& t) const {
        const QFontMetricsF head(font(Style::Header), &device_), cell(font(Style::Cell), &device_);
        const double pad = 7 * k_, most = 260 * k_, widestWord = 120 * k_;
        QList<double> least, want;
        for (std::size_t c = 0; c < t.header.size(); ++c) {
            double word = 0, line = 0;
            for (const auto& w : q(t.header[c]).split(QLatin1Char(' ')))
                word = std::max(word, head.horizontalAdvance(w));
            for (const auto& row : t.rows) {
                if (c >= row.size()) continue;
                const QString text = q(row[c]);
                line = std::max(line, cell.horizontalAdvance(text));
                for (const auto& w : text.split(QLatin1Char(' ')))
                    word = std::max(word, cell.horizontalAdvance(w));
            }
            least.push_back(std::min(word, widestWord) + pad);
            want.push_back(std::clamp(std::max(line, word) + pad, least.back(), most));
        }
        const double needed = std::accumulate(least.begin(), least.end(), 0.0);
        const double wanted = std::accumulate(want.begin(), want.end(), 0.0);
        QList<double> out;
        for (int c = 0; c < least.size(); ++c) {
            if (needed >= width_)
                out.push_back(least[c] * width_ / needed);
            else if (wanted <= width_)
                out.push_back(want[c] * width_ / wanted);
            else
                out.push_back(least[c] +
                              (want[c] - least[c]) * (width_ - needed) / (wanted - needed));
        }
        return out;
    }

    // One row of cells; its height is its tallest cell's.
    QList<Item> row(const std::vector<std::string>& cells, const QList<double>& widths, Style s,
                    double* height) const {
        const QFontMetricsF fm(font(s), &device_);
        const double pad = 3 * k_;
        QList<Item> out;
        double h = fm.height();
        for (int c = 0; c < widths.size(); ++c) {
            const QString text = static_cast<std::size_t>(c) < cells.size()
                                     ? q(cells[static_cast<std::size_t>(c)])
                                     : QString();
            const QRectF r =
                fm.boundingRect(QRectF(0, 0, widths[c] - 2 * pad, 1e6), Qt::TextWordWrap, text);
            h = std::max(h, r.height());
        }
        double x = 0;
        for (int c = 0; c < widths.size(); ++c) {
            const QString text = static_cast<std::size_t>(c) < cells.size()
                                     ? q(cells[static_cast<std::size_t>(c)])
                                     : QString();
            out.push_back(
                {QRectF(x, 0, widths[c], h + 2 * pad), text, s, true, true, s == Style::Header});
            x += widths[c];
        }
        *height = h + 2 * pad;
        return out;
    }

    void place(QList<Item> items, double height) {
        for (auto& it : items) {
            it.rect.moveTop(y_);
            pages_.back().items.push_back(it);
        }
        y_ += height;
    }

    void table(const adc::ExportTable& t) {
        const QList<double> widths = columnWidths(t);
        double headH = 0;
        const QList<Item> head = row(t.header, widths, Style::Header, &headH);
        const QFontMetricsF hf(font(Style::Heading), &device_);
        // The title, the header and a first row together, or on a new page.
        double firstH = 0;
        if (!t.rows.empty()) row(t.rows.front(), widths, Style::Cell, &firstH);
        if (y_ + hf.height() + headH + firstH > bottom() && y_ > 0) newPage();
        line(q(t.title), Style::Heading);
        place(head, headH);
        for (const auto& r : t.rows) {
            double h = 0;
            const QList<Item> cells = row(r, widths, Style::Cell, &h);
            if (y_ + h > bottom()) {
                newPage();
                line(QStringLiteral("%1 (continued)").arg(q(t.title)), Style::Heading);
                place(head, headH); // the header again on every page the table runs onto
            }
            place(cells, h);
        }
        y_ += 4 * k_;
        for (const auto& n : t.notes)
            line(q(n), Style::Note);
        y_ += 8 * k_;
    }

    QPagedPaintDevice& device_;
    double k_ = 1, width_ = 0, height_ = 0, footer_ = 0, y_ = 0;
    QList<Page> pages_;
};

} // namespace

std::optional<QPageSize::PageSizeId> exportPageSizeNamed(const std::string& name) {
    if (name == "a4") return QPageSize::A4;
    if (name == "letter") return QPageSize::Letter;
    return std::nullopt;
}

QList<QStringList> paintExport(const adc::ExportDocument& d, QPagedPaintDevice& device) {
    Layout layout(device);
    const QList<Page> pages = layout.build(d);
    QList<QStringList> words;
    QPainter p;
    if (!p.begin(&device))
        throw adc::InvalidInput("the page cannot be drawn on; nothing was written");
    const double k = device.logicalDpiY() / 72.0;
    for (int i = 0; i < pages.size(); ++i) {
        if (i > 0) device.newPage();
        QStringList text;
        for (const Item& it : pages[i].items) {
            if (it.boxed) {
                p.setPen(QPen(Qt::black, 0.5 * k));
                p.setBrush(it.shaded ? QBrush(QColor(225, 225, 225)) : Qt::NoBrush);
                p.drawRect(it.rect);
            }
            p.setPen(Qt::black);
            p.setFont(layout.font(it.style));
            const double pad = it.boxed ? 3 * k : 0;
            const Qt::Alignment align =
                it.style == Style::Footer && it.text.startsWith(QLatin1String("Page "))
                    ? Qt::AlignRight
                    : Qt::AlignLeft;
            p.drawText(it.rect.adjusted(pad, pad, -pad, -pad),
                       int(align | Qt::AlignTop) | (it.wrap ? Qt::TextWordWrap : 0), it.text);
            if (!it.text.isEmpty()) text << it.text;
        }
        words << text;
    }
    p.end();
    return words;
}

QList<QStringList> writeExportPdf(const adc::ExportDocument& d, const QString& path,
                                  QPageSize::PageSizeId size) {
    QPdfWriter pdf(path);
    pdf.setResolution(300);
    pdf.setTitle(QString::fromStdString(d.title + (d.game.empty() ? "" : " - " + d.game)));
    pdf.setCreator(QStringLiteral("Aide-de-Camp"));
    pdf.setPageLayout(QPageLayout(QPageSize(size), QPageLayout::Landscape,
                                  QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
    return paintExport(d, pdf);
}

} // namespace adcqt
