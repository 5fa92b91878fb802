#include "countervaluesmodel.h"

#include "gamemodel.h"
#include "jsontext.h"
#include "paths.h"

#include "adc/scenario_setup.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

using adcqt::qstr;
using adcqt::sstr;

CounterValuesModel::CounterValuesModel(QObject* parent)
    : GameView(parent), memoryFile_(QDir(qstr(adc::paths::dataDir())).filePath(QStringLiteral("counter-values.json"))) {}

void CounterValuesModel::setSide(const QString& s) {
    if (s == side_) return;
    side_ = s;
    emit sideChanged();
    rebuild();
}

void CounterValuesModel::setMemoryFile(const QString& f) {
    if (f == memoryFile_) return;
    memoryFile_ = f;
    emit memoryFileChanged();
    rebuild();
}

// {"french": {"ratings": {leader: n}, "cavalry": {brigade: "heavy"}}, "austrian": {...}}
QJsonObject CounterValuesModel::readMemory() const {
    QFile f(memoryFile_);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(side_).toObject();
}

void CounterValuesModel::remember(const QString& group, const QString& id, const QJsonValue& value) {
    QJsonObject all;
    if (QFile f(memoryFile_); f.open(QIODevice::ReadOnly)) all = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject side = all.value(side_).toObject();
    QJsonObject values = side.value(group).toObject();
    values.insert(id, value);
    side.insert(group, values);
    all.insert(side_, side);
    QDir().mkpath(QFileInfo(memoryFile_).absolutePath());
    QSaveFile out(memoryFile_);
    if (out.open(QIODevice::WriteOnly)) {
        out.write(QJsonDocument(all).toJson());
        out.commit(); // a value not remembered is only a default lost: the game has it
    }
}

void CounterValuesModel::rebuild() {
    leaders_.clear();
    cavalry_.clear();
    rememberedCount_ = unknownCount_ = 0;
    const adc::Scenario* s = game_ ? game_->scenario() : nullptr;
    adc::Side side = adc::Side::French;
    try {
        side = adc::parseSide(sstr(side_));
    } catch (const std::exception&) {
        s = nullptr;
    }
    if (s && sees(side)) {
        const QJsonObject memory = readMemory();
        const QJsonObject ratings = memory.value(QStringLiteral("ratings")).toObject();
        const QJsonObject classes = memory.value(QStringLiteral("cavalry")).toObject();
        const adc::GameState& st = game_->session()->state();
        const adc::OrderOfBattle& oob = st.oob(side);
        const adc::SideSetup ss = adc::buildSideSetup(*game_->catalog(), *s, side, game_->variants());
        adc::UnitSet units = ss.inPlay;
        units.add(ss.offMap);
        for (const auto& id : units.ids(adc::UnitKind::Leader)) {
            const adc::Leader* l = oob.leader(id);
            if (!l) continue;
            const auto rating = st.roster(side).rating(l->id);
            const int remembered = ratings.value(qstr(l->id)).toInt(-1);
            if (!rating) ++unknownCount_;
            if (!rating && remembered >= 0) ++rememberedCount_;
            leaders_.push_back(QVariantMap{{QStringLiteral("id"), qstr(l->id)},
                                           {QStringLiteral("name"), qstr(l->name)},
                                           {QStringLiteral("rank"), qstr(l->rank)},
                                           {QStringLiteral("rating"), rating ? *rating : -1},
                                           {QStringLiteral("remembered"), remembered}});
        }
        for (const auto& id : units.ids(adc::UnitKind::Brigade)) {
            const adc::Brigade* b = oob.brigade(id);
            if (!b || b->arm != adc::Arm::Cavalry) continue;
            const auto cls = st.roster(side).cavalryClass(b->id);
            const QString remembered = classes.value(qstr(b->id)).toString();
            if (!cls) ++unknownCount_;
            if (!cls && !remembered.isEmpty()) ++rememberedCount_;
            cavalry_.push_back(QVariantMap{{QStringLiteral("id"), qstr(b->id)},
                                           {QStringLiteral("name"), qstr(b->name)},
                                           {QStringLiteral("division"), qstr(b->division)},
                                           {QStringLiteral("cls"), cls ? qstr(*cls) : QString()},
                                           {QStringLiteral("remembered"), remembered}});
        }
    }
    emit changed();
}

bool CounterValuesModel::setRating(const QString& leader, int rating) {
    if (!game_) return false;
    const bool ok = game_->perform(QStringLiteral("set-rating"), side_,
                                   {{QStringLiteral("leader"), leader}, {QStringLiteral("rating"), rating}});
    if (ok) remember(QStringLiteral("ratings"), leader, rating);
    if (ok) rebuild();
    return ok;
}

bool CounterValuesModel::setCavalryClass(const QString& brigade, const QString& cls) {
    if (!game_) return false;
    const bool ok = game_->perform(QStringLiteral("set-cavalry-class"), side_,
                                   {{QStringLiteral("brigade"), brigade}, {QStringLiteral("class"), cls}});
    if (ok) remember(QStringLiteral("cavalry"), brigade, cls);
    if (ok) rebuild();
    return ok;
}

bool CounterValuesModel::enterRemembered() {
    const QVariantList leaders = leaders_, cavalry = cavalry_;
    for (const QVariant& v : leaders) {
        const QVariantMap l = v.toMap();
        if (l.value(QStringLiteral("rating")).toInt() < 0 && l.value(QStringLiteral("remembered")).toInt() >= 0 &&
            !setRating(l.value(QStringLiteral("id")).toString(), l.value(QStringLiteral("remembered")).toInt()))
            return false;
    }
    for (const QVariant& v : cavalry) {
        const QVariantMap b = v.toMap();
        if (b.value(QStringLiteral("cls")).toString().isEmpty() && !b.value(QStringLiteral("remembered")).toString().isEmpty() &&
            !setCavalryClass(b.value(QStringLiteral("id")).toString(), b.value(QStringLiteral("remembered")).toString()))
            return false;
    }
    return true;
}
