#include "resolve/lastresult.h"

#include "common/jsontext.h"

#include <QVariantMap>

using adcqt::qstr;

namespace {

QVariant plainValue(const nlohmann::json& v) {
    return v.is_boolean()          ? QVariant(v.get<bool>())
           : v.is_number_integer() ? QVariant(v.get<int>())
           : v.is_number()         ? QVariant(v.get<double>())
           : v.is_string()         ? QVariant(qstr(v.get<std::string>()))
                                   : QVariant();
}

} // namespace

LastResult::LastResult(QObject* parent) : QObject(parent) {}

void LastResult::show(const adc::ResolveOutcome& outcome, const QString& title,
                      const QString& resolverName) {
    const adc::Resolution& r = outcome.resolution;
    valid_ = true;
    resolverTitle_ = title;
    resolverName_ = resolverName;
    values_.clear();
    for (auto it = r.fields.begin(); it != r.fields.end(); ++it)
        values_.insert(qstr(it.key()), plainValue(it.value()));
    summary_ = qstr(r.summary);
    fields_.clear();
    for (auto it = r.fields.begin(); it != r.fields.end(); ++it)
        fields_ << QVariantMap{{QStringLiteral("name"), adcqt::fieldLabel(it.key())},
                               {QStringLiteral("value"), adcqt::jsonText(it.value())}};
    dice_.clear();
    rolledBy_.clear();
    for (const auto& d : r.rolls) {
        QVariantList faces;
        for (int f : d.faces)
            faces << f;
        const QString by =
            d.by == adc::RolledBy::App ? QStringLiteral("app") : QStringLiteral("player");
        dice_ << QVariantMap{{QStringLiteral("name"), qstr(d.name)},
                             {QStringLiteral("kind"), qstr(adc::diceKindName(d.kind))},
                             {QStringLiteral("value"), d.value},
                             {QStringLiteral("faces"), faces},
                             {QStringLiteral("rolledBy"), by}};
        rolledBy_ = by;
    }
    seed_ = outcome.seed ? QString::number(*outcome.seed) : QString();
    steps_.clear();
    for (const auto& s : r.steps)
        steps_ << QVariantMap{{QStringLiteral("text"), qstr(s.text)},
                              {QStringLiteral("rule"), qstr(s.rule)}};
    ++serial_;
    emit resolutionChanged();
}

void LastResult::showRecorded(const nlohmann::json& r, const QString& title) {
    valid_ = true;
    resolverTitle_ = title;
    summary_ = qstr(r.value("result", std::string()));
    fields_.clear();
    values_.clear();
    for (auto it = r.begin(); it != r.end(); ++it) {
        if (it.key() == "resolver" || it.key() == "dice" || it.key() == "explanation" ||
            it.key() == "seed")
            continue;
        // A result field named "result" (an acceptance's A, D4…, Dt) is stored where the
        // summary is: it is the value the flows act on.
        values_.insert(qstr(it.key()), plainValue(it.value()));
        if (it.key() == "result") continue;
        fields_ << QVariantMap{{QStringLiteral("name"), adcqt::fieldLabel(it.key())},
                               {QStringLiteral("value"), adcqt::jsonText(it.value())}};
    }
    dice_.clear();
    rolledBy_.clear();
    for (const auto& d : r.value("dice", nlohmann::json::array())) {
        QVariantList faces;
        for (const auto& f : d.value("faces", nlohmann::json::array()))
            faces << f.get<int>();
        const QString by = qstr(d.value("rolled_by", std::string("player")));
        dice_ << QVariantMap{{QStringLiteral("name"), qstr(d.value("name", std::string()))},
                             {QStringLiteral("kind"), qstr(d.value("kind", std::string()))},
                             {QStringLiteral("value"), d.value("value", 0)},
                             {QStringLiteral("faces"), faces},
                             {QStringLiteral("rolledBy"), by}};
        rolledBy_ = by;
    }
    seed_ = r.contains("seed") ? QString::number(r["seed"].get<std::uint64_t>()) : QString();
    steps_.clear();
    for (const auto& st : r.value("explanation", nlohmann::json::array()))
        steps_ << QVariantMap{{QStringLiteral("text"), qstr(st.value("text", std::string()))},
                              {QStringLiteral("rule"), qstr(st.value("rule", std::string()))}};
    ++serial_;
    emit resolutionChanged();
}

void LastResult::clear() {
    if (!valid_) return;
    valid_ = false;
    resolverTitle_.clear();
    summary_.clear();
    rolledBy_.clear();
    seed_.clear();
    fields_.clear();
    dice_.clear();
    steps_.clear();
    values_.clear();
    resolverName_.clear();
    emit resolutionChanged();
}
