#include "game/recentgamelistmodel.h"

#include "game/opengame.h"

#include <QFileInfo>
#include <QSettings>

#include <algorithm>
#include <memory>

namespace {

const QString kGroup = QStringLiteral("recent-games");

std::unique_ptr<QSettings> settingsAt(const QString& file) {
    // The app's own: ~/.config/Aide-de-Camp/Aide-de-Camp.conf ($XDG_CONFIG_HOME on Linux).
    if (file.isEmpty())
        return std::make_unique<QSettings>(QStringLiteral("Aide-de-Camp"),
                                           QStringLiteral("Aide-de-Camp"));
    return std::make_unique<QSettings>(file, QSettings::IniFormat);
}

QString canonical(const QString& path) {
    const QFileInfo f(path);
    return f.exists() ? f.canonicalFilePath() : f.absoluteFilePath();
}

} // namespace

RecentGameListModel::RecentGameListModel(QObject* parent) : QAbstractListModel(parent) {}

int RecentGameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

QVariant RecentGameListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= entries_.size()) return {};
    const Entry& e = entries_.at(index.row());
    switch (role) {
    case PathRole:
        return e.path;
    case TitleRole:
        return e.title.isEmpty() ? QFileInfo(e.path).completeBaseName() : e.title;
    case ScenarioRole:
        return e.scenario;
    case FileNameRole:
        return QFileInfo(e.path).fileName();
    default:
        return {};
    }
}

QHash<int, QByteArray> RecentGameListModel::roleNames() const {
    return {{PathRole, "path"},
            {TitleRole, "title"},
            {ScenarioRole, "scenario"},
            {FileNameRole, "fileName"}};
}

void RecentGameListModel::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_)
        connect(game_, &OpenGame::gameChanged, this, [this] {
            // A seat's copy of another laptop's game is joined again, never reopened alone.
            if (game_->isOpen() && game_->seatState().isEmpty())
                add(game_->path(), game_->name(), game_->scenarioText());
        });
    emit gameChanged();
}

void RecentGameListModel::setSettingsFile(const QString& file) {
    if (file == settingsFile_) return;
    settingsFile_ = file;
    reload();
}

QString RecentGameListModel::lastGame() const {
    return entries_.isEmpty() ? QString() : entries_.front().path;
}

void RecentGameListModel::add(const QString& path, const QString& title, const QString& scenario) {
    if (path.isEmpty()) return;
    const QString file = canonical(path);
    beginResetModel();
    entries_.removeIf([&](const Entry& e) { return e.path == file; });
    entries_.prepend({file, title, scenario});
    while (entries_.size() > capacity)
        entries_.removeLast();
    endResetModel();
    save();
    emit listChanged();
}

void RecentGameListModel::reload() {
    beginResetModel();
    entries_.clear();
    QStringList missing;
    {
        const auto s = settingsAt(settingsFile_);
        const int n = s->beginReadArray(kGroup);
        for (int i = 0; i < n; ++i) {
            s->setArrayIndex(i);
            const Entry e{s->value(QStringLiteral("path")).toString(),
                          s->value(QStringLiteral("title")).toString(),
                          s->value(QStringLiteral("scenario")).toString()};
            if (e.path.isEmpty()) continue;
            if (!QFileInfo::exists(e.path))
                missing << e.path;
            else if (entries_.size() < capacity &&
                     std::none_of(entries_.begin(), entries_.end(),
                                  [&](const Entry& x) { return x.path == e.path; }))
                entries_.push_back(e);
        }
        s->endArray();
    }
    endResetModel();
    if (!missing.isEmpty()) {
        save(); // the list as shown: what was not found is not offered again
        setNote(tr("Not found any more, so taken off the recent games: %1")
                    .arg(missing.join(QStringLiteral(", "))));
    }
    emit listChanged();
}

void RecentGameListModel::notReopened(const QString& path, const QString& why) {
    setNote(tr("The last game, %1, was not opened again: %2").arg(path, why));
}

void RecentGameListModel::dismissNote() {
    setNote({});
}

void RecentGameListModel::setNote(const QString& n) {
    if (n == note_) return;
    note_ = n;
    emit noteChanged();
}

void RecentGameListModel::save() const {
    const auto s = settingsAt(settingsFile_);
    s->remove(kGroup);
    s->beginWriteArray(kGroup, static_cast<int>(entries_.size()));
    for (int i = 0; i < entries_.size(); ++i) {
        s->setArrayIndex(i);
        s->setValue(QStringLiteral("path"), entries_[i].path);
        s->setValue(QStringLiteral("title"), entries_[i].title);
        s->setValue(QStringLiteral("scenario"), entries_[i].scenario);
    }
    s->endArray();
}
