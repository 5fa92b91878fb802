#include "export_csv.h"

namespace adc {

namespace {

void line(std::string& out, const std::vector<std::string>& fields) {
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i) out += ',';
        out += csvField(fields[i]);
    }
    out += "\r\n";
}

} // namespace

std::string csvField(const std::string& field) {
    if (field.find_first_of(",\"\r\n") == std::string::npos) return field;
    std::string out = "\"";
    for (char c : field) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

std::string exportCsv(const ExportDocument& d) {
    std::string out;
    if (d.tables.empty()) return out;
    const bool several = d.tables.size() > 1;
    std::vector<std::string> header = d.tables.front().header;
    if (several) header.insert(header.begin(), "Side");
    line(out, header);
    for (const auto& t : d.tables)
        for (auto row : t.rows) {
            if (several) row.insert(row.begin(), t.side);
            line(out, row);
        }
    return out;
}

} // namespace adc
