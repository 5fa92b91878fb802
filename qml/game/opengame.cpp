#include "game/opengame.h"
#include "charts/tableset.h"

#include "common/jsontext.h"

#include "adc/action_kinds.h"
#include "adc/errors.h"
#include "adc/game_file.h"
#include "adc/game_module.h"
#include "adc/module_start.h"
#include "adc/play_mode.h"
#include "adc/scenario_game.h"
#include "adc/scenarios/game_clock.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/scenarios/scenario_setup.h"
#include "adc/seat_view.h"
#include "adc/wagram/wagram_game_info.h"
#include "adc/wagram/wagram_state.h"

#include "host_server.h"
#include "paths.h"
#include "seat_link.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <utility>

using adcqt::qstr;
using adcqt::sstr;

OpenGame::OpenGame(QObject* parent)
    : QObject(parent),
      defaultFolder_(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)),
      watcher_(new QFileSystemWatcher(this)) {
    // Another program's write lands in the file's -wal beside it, or in the file itself
    // when that log is folded back in: watch both, and the folder for the -wal appearing.
    const auto changed = [this] {
        followFile();
        watchFile();
    };
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, changed);
    connect(watcher_, &QFileSystemWatcher::directoryChanged, this, changed);
    connect(this, &OpenGame::changed, this, &OpenGame::undoChanged);
    connect(this, &OpenGame::viewerChanged, this, &OpenGame::undoChanged);
}

OpenGame::~OpenGame() = default;

void OpenGame::setTablesDir(const QString& dir) {
    if (dir == tablesDir_) return;
    tablesDir_ = dir;
    session_.reset();
    catalog_.reset();
    sequence_.reset();
    french_.reset();
    austrian_.reset();
    loadTables();
    emit tablesDirChanged();
    emit gameChanged();
    touch();
}

void OpenGame::setDefaultFolder(const QString& dir) {
    if (dir == defaultFolder_) return;
    defaultFolder_ = dir;
    emit defaultFolderChanged();
}

bool OpenGame::loadTables() {
    if (catalog_) return true;
    if (tablesDir_.isEmpty()) {
        setError(tr("No tables folder: the order of battle and the scenarios cannot be read."));
        return false;
    }
    return attempt([this] {
        const std::string dir = sstr(tablesDir_);
        auto french =
            std::make_unique<adc::OrderOfBattle>(adc::loadOrderOfBattle(dir + "/oob/french.json"));
        auto austrian = std::make_unique<adc::OrderOfBattle>(
            adc::loadOrderOfBattle(dir + "/oob/austrian.json"));
        auto catalog = std::make_unique<adc::ScenarioCatalog>(
            adc::ScenarioCatalog::load(dir + "/scenarios", *french, *austrian));
        auto sequence = std::make_unique<adc::SequenceOfPlay>(
            adc::SequenceOfPlay::load(dir + "/sequence/sequence-of-play.json"));
        auto wagram = std::make_unique<adc::wagram::WagramScenarios>(
            adc::wagram::loadWagramScenarios(dir + "/wagram-1809/scenarios.json"));
        wagramScenarios_ = std::move(wagram);
        french_ = std::move(french);
        austrian_ = std::move(austrian);
        catalog_ = std::move(catalog);
        sequence_ = std::move(sequence);
    });
}

template <class F> bool OpenGame::attempt(F&& f) {
    try {
        f();
        return true;
    } catch (const adc::GameFileError& e) {
        setError(qstr(e.what()));
    } catch (const adc::ChartFileError& e) {
        setError(tr("%1 (%2): %3").arg(qstr(e.file()), qstr(e.place()), qstr(e.reason())));
    } catch (const adc::InvalidInput& e) {
        setError(qstr(e.what()));
    } catch (const std::exception& e) {
        setError(qstr(e.what()));
    }
    return false;
}

const adc::Scenario* OpenGame::scenario() const {
    if (!session_ || !catalog_) return nullptr;
    try {
        return &catalog_->find(adc::gameScenarioOf(session_->file().info()).scenario);
    } catch (const adc::InvalidInput&) {
        return nullptr; // a game of loss charts only
    }
}

adc::Variants OpenGame::variants() const {
    if (!session_) return {};
    try {
        return adc::gameScenarioOf(session_->file().info()).variants;
    } catch (const adc::InvalidInput&) {
        return {};
    }
}

bool OpenGame::followFile() {
    if (!session_) return true;
    std::size_t added = 0;
    if (!attempt([&] { added = session_->refresh(); })) return false;
    if (added > 0) touch();
    return true;
}

void OpenGame::watchFile() {
    const QStringList watched = watcher_->files() + watcher_->directories();
    if (!watched.isEmpty()) watcher_->removePaths(watched);
    if (!session_) return;
    const QString file = path();
    QStringList paths{file, QFileInfo(file).absolutePath()};
    if (QFileInfo::exists(file + QStringLiteral("-wal"))) paths << file + QStringLiteral("-wal");
    watcher_->addPaths(paths);
}

bool OpenGame::nextStep(QString* refusal, QString* note) {
    refusal->clear();
    note->clear();
    if (!session_ || !sequence_) {
        setError(tr("Open or start a game first."));
        *refusal = error();
        return false;
    }
    if (!nbs_) {
        setError(tr("%1 moves on Round by Round on its Orders Table page.").arg(gameTitle()));
        *refusal = error();
        return false;
    }
    followFile(); // where the game stands now, another program's steps included
    if (const QString no = othersTurn(); !no.isEmpty()) {
        setError(no);
        *refusal = no;
        return false;
    }
    const adc::SequenceOfPlay& seq = *sequence_;
    const std::optional<adc::Side> phasing =
        adc::clockPosition(seq, seq.after(session_->state().stepsTaken()), catalog(), scenario())
            .phasing;
    std::vector<adc::Action> step; // the advance and what it brings (AE 2.1), in one transaction
    const bool ok = check([&] {
                        step = adc::nextStepActions(seq, session_->state(), catalog(), scenario());
                    }) &&
                    perform(step);
    if (ok) {
        const auto& log = session_->game().log().all();
        for (auto done = log.end() - static_cast<std::ptrdiff_t>(step.size()); done != log.end();
             ++done)
            if (done->kind != adc::kinds::Advance) *note = qstr(done->summary);
        return true;
    }
    if (phasing && !sees(*phasing)) {
        dismissError();
        *refusal = tr("The %1 player has rolls to make before the next step.")
                       .arg(*phasing == adc::Side::French ? tr("French") : tr("Austrian"));
    } else {
        *refusal = error();
    }
    return false;
}

// 8.1, 9.0: in a two-player game at one laptop each player moves only his own player turn
// on; the other's steps are his to take, once the laptop has passed to him.
std::optional<adc::Side> OpenGame::phasingAtTheTable() const {
    if (!session_ || !nbs_ || link_ || mayViewBoth()) return std::nullopt;
    return session_->state().now().phasing;
}

QString OpenGame::othersTurn() const {
    const auto phasing = phasingAtTheTable();
    const auto viewer = viewerSide();
    if (!phasing || !viewer || *phasing == *viewer) return {};
    return tr("It is the %1 player turn: the %1 player moves it on (8.1). Pass the laptop to "
              "him first.")
        .arg(qstr(adc::sideTitle(*phasing)));
}

bool OpenGame::check(const std::function<void()>& f) {
    const bool ok = followFile() && attempt(f);
    if (ok) dismissError();
    return ok;
}

QVariantList OpenGame::scenarios() const {
    QVariantList out;
    if (!catalog_) return out;
    for (const auto& s : catalog_->scenarios()) {
        QStringList variants;
        for (const auto& v : s.variants)
            variants << qstr(v);
        out.push_back(QVariantMap{
            {QStringLiteral("id"), qstr(s.id)},
            {QStringLiteral("number"), qstr(s.number)},
            {QStringLiteral("title"), qstr(s.title)},
            {QStringLiteral("firstTurn"), qstr(s.firstTurn.printed)},
            {QStringLiteral("lastTurn"), qstr(s.lastTurn.printed)},
            {QStringLiteral("variants"), variants},
            {QStringLiteral("gameId"), QStringLiteral("aspern-essling")},
            {QStringLiteral("gameTitle"), qstr(adc::gameModule("aspern-essling").title)}});
    }
    if (wagramScenarios_)
        for (const auto& s : wagramScenarios_->all)
            out.push_back(QVariantMap{
                {QStringLiteral("id"), qstr(s.id)},
                {QStringLiteral("number"), qstr(s.number)},
                {QStringLiteral("title"), qstr(s.title)},
                {QStringLiteral("firstTurn"), tr("turn %1").arg(s.firstTurn)},
                {QStringLiteral("lastTurn"), tr("turn %1").arg(s.lastTurn)},
                {QStringLiteral("variants"), QStringList()},
                {QStringLiteral("gameId"), QStringLiteral("wagram-1809")},
                {QStringLiteral("gameTitle"), qstr(adc::gameModule("wagram-1809").title)}});
    return out;
}

QString OpenGame::path() const {
    return session_ ? qstr(session_->file().path()) : QString();
}

QString OpenGame::name() const {
    if (!session_) return {};
    const auto info = session_->file().info();
    const QString title = info.contains("title") && info["title"].is_string()
                              ? qstr(info["title"].get<std::string>())
                              : QString();
    return title.isEmpty() ? QFileInfo(path()).completeBaseName() : title;
}

QString OpenGame::gameTitle() const {
    return session_ ? qstr(adc::gameModuleOf(session_->file().info()).title) : QString();
}

QString OpenGame::rulebook() const {
    return session_ ? qstr(adc::gameModuleOf(session_->file().info()).rulebook) : QString();
}

QString OpenGame::scenarioText() const {
    if (!session_ || !catalog_) return {};
    if (!nbs_) { // Wagram 1809: its scenario by number and title
        const auto& w =
            dynamic_cast<const adc::wagram::WagramState&>(session_->game().moduleState());
        const QString t = qstr(w.scenario().title);
        return name().contains(t) ? tr("Scenario %1").arg(qstr(w.scenario().number))
                                  : tr("Scenario %1, %2").arg(qstr(w.scenario().number), t);
    }
    try {
        const adc::GameScenario gs = adc::gameScenarioOf(session_->file().info());
        const adc::Scenario& s = catalog_->find(gs.scenario);
        // The title once: a game named after its scenario (the default) is not told it again.
        QStringList parts{name().contains(qstr(s.title))
                              ? tr("Scenario %1").arg(qstr(s.number))
                              : tr("Scenario %1, %2").arg(qstr(s.number), qstr(s.title))};
        const auto v = gs.variants;
        if (s.offers("2.9a")) parts << tr("bridge: %1 (2.9a)").arg(qstr(adc::bridgeName(v.bridge)));
        if (v.davout) parts << tr("Davout's Arrival (2.9b)");
        if (v.archduke) parts << tr("A More Confident Archduke (3.8a)");
        if (v.grenadiers != adc::Variants::Grenadiers::Off)
            parts << tr("grenadiers: %1 (3.8b)")
                         .arg(qstr(adc::grenadiersName(v.grenadiers)) +
                              (v.grenadiersCorps.empty()
                                   ? QString()
                                   : QStringLiteral(" ") + qstr(v.grenadiersCorps)));
        return parts.join(QStringLiteral(" · "));
    } catch (const adc::InvalidInput&) {
        return tr("No scenario: a game of loss charts only");
    }
}

std::optional<adc::Side> OpenGame::viewerSide() const {
    return adcqt::engineSide(viewer_);
}

bool OpenGame::sees(adc::Side side) const {
    return viewer_ == Viewer::Both || viewer_ == adcqt::viewerOf(side);
}

bool OpenGame::sees(Side::Value side) const {
    return sees(adcqt::engineSide(side));
}

std::optional<Side::Value> OpenGame::sideNamed(const QString& side) {
    const auto s = adcqt::sideNamed(side);
    if (!s) setError(tr("A side is \"french\" or \"austrian\", not \"%1\".").arg(side));
    return s;
}

bool OpenGame::canUndo() const {
    return session_ && session_->game().undoRefusal(adc::kinds::Undo, viewerSide()).empty();
}
bool OpenGame::canRedo() const {
    return session_ && session_->game().undoRefusal(adc::kinds::Redo, viewerSide()).empty();
}

bool OpenGame::canUndoTo(int seq) const {
    if (!session_) return false;
    const auto undo = session_->game().log().undoTarget();
    return undo && *undo > seq && session_->game().undoToRefusal(seq, viewerSide()).empty();
}

QString OpenGame::localPath(const QString& urlOrPath) {
    if (urlOrPath.startsWith(QLatin1String("file:"))) return QUrl(urlOrPath).toLocalFile();
    return urlOrPath;
}

QString OpenGame::suggestedPath(const QString& scenario) const {
    const QDir dir(defaultFolder_);
    const QString base =
        (scenario.startsWith(QStringLiteral("wagram-")) ? QString()
                                                        : QStringLiteral("aspern-essling-")) +
        (scenario.isEmpty() ? QStringLiteral("game") : scenario);
    QString candidate = dir.filePath(base + QStringLiteral(".adc"));
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = dir.filePath(QStringLiteral("%1-%2.adc").arg(base).arg(n));
    return candidate;
}

bool OpenGame::newGame(const QString& path, const QString& scenario, const QVariantMap& variants,
                       const QString& title) {
    if (!loadTables()) return false;
    const QString file = localPath(path.trimmed());
    if (file.isEmpty()) {
        setError(tr("Choose where to save the new game."));
        return false;
    }
    std::unique_ptr<adc::GameSession> created;
    const adc::wagram::WagramScenario* wagram = nullptr;
    for (const auto& w : wagramScenarios_->all)
        if (qstr(w.id) == scenario) wagram = &w;
    if (wagram) { // Wagram 1809: its scenario and who plays; no variants (14.2, 14.3)
        const bool ok = attempt([&] {
            std::optional<std::string> play;
            for (auto it = variants.begin(); it != variants.end(); ++it) {
                if (it.key() != QLatin1String("play"))
                    throw adc::InvalidInput("Wagram 1809's scenarios have no variant \"" +
                                            sstr(it.key()) + "\"");
                play = sstr(it.value().toString());
            }
            created = std::make_unique<adc::GameSession>(adc::GameSession::create(
                sstr(file), adc::wagram::wagramGameInfo(*wagram, sstr(title.trimmed()), play),
                moduleStart()));
        });
        if (!ok) return false;
        opened(std::move(created));
        return true;
    }
    const bool ok = attempt([&] {
        const adc::Scenario& s = catalog_->find(sstr(scenario));
        adc::Variants v;
        std::string
            play; // "play" rides with the variants: solitaire, hot-seat or two-players (3.2)
        for (auto it = variants.begin(); it != variants.end(); ++it) {
            if (it.key() == QLatin1String("play")) {
                play = sstr(it.value().toString());
                continue;
            }
            const QString value =
                it.value().typeId() == QMetaType::Bool
                    ? (it.value().toBool() ? QStringLiteral("1") : QStringLiteral("0"))
                    : it.value().toString();
            if (!v.set(sstr(it.key()), sstr(value)))
                throw adc::InvalidInput("\"" + sstr(it.key()) + "\" is not a variant");
        }
        // Refuses a variant the scenario does not offer or cannot set up, before any file exists;
        // the scenario's pre-set orders start the game in force (10.1i).
        created = std::make_unique<adc::GameSession>(
            adc::createScenarioGame(sstr(file), *catalog_, s, v, sstr(title.trimmed()), play));
    });
    if (!ok) return false;
    opened(std::move(created));
    return true;
}

void OpenGame::opened(std::unique_ptr<adc::GameSession> session) {
    if (host_ && sstr(path()) != session->file().path()) stopHosting(); // it hosted another
    if (link_ && sstr(link_->mirrorPath()) != session->file().path()) { // a game of its own now
        link_.reset();
        emit seatChanged();
    }
    session_ = std::move(session);
    nbs_ = adc::gameModuleOf(session_->file().info()).rulebook == "nbs";
    watchFile();
    dismissError();
    startViewing();
    emit gameChanged();
    touch();
}

TableSet* OpenGame::tableSet() const {
    return tables_;
}

void OpenGame::setTableSet(TableSet* t) {
    if (t == tables_) return;
    tables_ = t; // read when each action is checked: entries made meanwhile count at once
    emit tableSetChanged();
}

adc::GameSession::StartState OpenGame::moduleStart() const {
    // The charts as the table set holds them when an action is checked; none while it has
    // none loaded (results are then taken as recorded).
    const QPointer<TableSet> tables = tables_;
    const adc::ModuleData data{sstr(tablesDir_),
                               french_.get(),
                               austrian_.get(),
                               sequence_.get(),
                               catalog_.get(),
                               [tables]() -> const adc::ChartSet* {
                                   return tables && tables->loaded() ? &tables->charts() : nullptr;
                               }};
    return [data](const adc::GameModule& m, const nlohmann::json& info) {
        return adc::startState(m, info, data);
    };
}

bool OpenGame::openGame(const QString& path) {
    if (!loadTables()) return false;
    const QString file = localPath(path.trimmed());
    if (file.isEmpty()) {
        setError(tr("Choose the game file to open."));
        return false;
    }
    std::unique_ptr<adc::GameSession> opened;
    disagreeing_.clear();
    if (!attempt([&] {
            try {
                opened = std::make_unique<adc::GameSession>(
                    adc::GameSession::open(sstr(file), moduleStart()));
            } catch (const adc::GameFileError& e) {
                if (e.kind() == adc::GameFileError::Kind::Disagrees) disagreeing_ = file;
                throw;
            }
        }))
        return false;
    rederivedChanges_.clear();
    this->opened(std::move(opened));
    return true;
}

bool OpenGame::readOnly() const {
    return session_ && session_->readOnly();
}

bool OpenGame::openAsRecorded(const QString& path) {
    if (!loadTables()) return false;
    const QString file = localPath(path.trimmed());
    std::unique_ptr<adc::GameSession> opened;
    if (!attempt([&] {
            opened = std::make_unique<adc::GameSession>(
                adc::GameSession::asRecorded(sstr(file), *french_, *austrian_));
        }))
        return false;
    disagreeing_.clear();
    rederivedChanges_.clear();
    this->opened(std::move(opened));
    return true;
}

QString OpenGame::rederivedPath(const QString& path) const {
    const QFileInfo f(localPath(path.trimmed()));
    for (int n = 1;; ++n) {
        const QString name = f.completeBaseName() + tr(" (rules' figures)") +
                             (n > 1 ? QStringLiteral(" %1").arg(n) : QString()) +
                             QStringLiteral(".adc");
        const QString candidate = f.dir().filePath(name);
        if (!QFileInfo::exists(candidate)) return candidate;
    }
}

bool OpenGame::rederive(const QString& path, const QString& newPath) {
    if (!loadTables()) return false;
    const QString from = localPath(path.trimmed()), to = localPath(newPath.trimmed());
    QStringList changes;
    if (!attempt([&] {
            const adc::Rederived r =
                adc::GameSession::rederive(sstr(from), moduleStart(), sstr(to));
            for (const auto& d : r.differences)
                changes << tr("#%1 %2: %3 was %4, now %5")
                               .arg(d.seq)
                               .arg(qstr(d.kind), qstr(d.field), qstr(d.was.dump()),
                                    qstr(d.now.dump()));
        }))
        return false;
    if (!openGame(to)) return false;
    rederivedChanges_ = changes;
    emit gameChanged();
    return true;
}

void OpenGame::closeGame() {
    stopHosting();
    if (link_) {
        link_.reset();
        emit seatChanged();
    }
    if (!session_) return;
    session_.reset();
    nbs_ = false;
    setCovered(false, {});
    watchFile();
    emit gameChanged();
    touch();
}

bool OpenGame::perform(const QString& kind, const QString& side, const QVariantMap& payload) {
    const auto p = nlohmann::json::parse(QJsonDocument(QJsonObject::fromVariantMap(payload))
                                             .toJson(QJsonDocument::Compact)
                                             .toStdString());
    return perform(adc::Action{0, sstr(kind), sstr(side), p, "", ""});
}

bool OpenGame::perform(const adc::Action& a) {
    return perform(std::vector<adc::Action>{a});
}

bool OpenGame::perform(const std::vector<adc::Action>& all) {
    if (!session_) {
        setError(tr("Open or start a game first."));
        return false;
    }
    if (link_) { // a seat: the host checks and records it (docs/protocol.md)
        nlohmann::json list = nlohmann::json::array();
        for (const adc::Action& a : all)
            list.push_back({{"kind", a.kind}, {"side", a.side}, {"payload", a.payload}});
        return ask({{"type", "act"}, {"actions", list}});
    }
    const auto before = phasingAtTheTable();
    if (std::any_of(all.begin(), all.end(),
                    [](const adc::Action& a) { return a.kind == adc::kinds::Advance; }))
        if (const QString no = othersTurn(); !no.isEmpty()) {
            setError(no);
            return false;
        }
    const bool ok =
        followFile() && attempt([&] {
            if (all.size() == 1) {
                session_->perform(all.front());
                return;
            }
            bool given = false; // performAll asks again until nothing more: the list is given once
            session_->performAll([&](const adc::Game&) {
                return std::exchange(given, true) ? std::vector<adc::Action>{} : all;
            });
        });
    if (ok) {
        dismissError();
        touch();
        // The player turn changed hands: the laptop passes to the new phasing player (9.0).
        const auto after = phasingAtTheTable();
        if (after && after != before && viewerSide() != after)
            handOver(*after == adc::Side::French ? Side::French : Side::Austrian,
                     tr("The %1 player turn is over; the %2 player turn begins (8.1).")
                         .arg(qstr(adc::sideTitle(adc::opponent(*after))),
                              qstr(adc::sideTitle(*after))));
    }
    return ok;
}

QString OpenGame::playMode() const {
    return session_ ? qstr(adc::playModeName(adc::playModeOf(session_->file().info()))) : QString();
}

bool OpenGame::mayViewBoth() const {
    if (link_) return link_->seat() == QLatin1String("umpire"); // the seat fixes the viewer
    return !session_ || adc::seesBothSides(adc::playModeOf(session_->file().info()));
}

void OpenGame::startViewing() {
    // 9.0: an umpire or a solitaire player sees everything; two players start with the side
    // whose turn it is (the first player before any step), the screen covered until he looks.
    // A seat of a hosted game sees with its own side's eyes, on its own laptop: no cover.
    if (link_) {
        const auto side = adcqt::sideNamed(link_->seat());
        viewer_ = side ? adcqt::viewerOf(adcqt::engineSide(*side)) : Viewer::Both;
        setCovered(false, {});
    } else if (mayViewBoth()) {
        viewer_ = Viewer::Both;
        setCovered(false, {});
    } else if (!nbs_) { // Wagram 1809: the Phase player, or the first Round's
        const auto& w =
            dynamic_cast<const adc::wagram::WagramState&>(session_->game().moduleState());
        viewer_ = adcqt::viewerOf(w.phasePlayer().value_or(w.scenario().initiative));
        setCovered(true, tr("The game is open."));
    } else {
        const adc::GameState& st = session_->state();
        const std::optional<adc::Side> phasing =
            st.now().phasing ? st.now().phasing : st.rules().firstPlayer;
        viewer_ = adcqt::viewerOf(phasing.value_or(adc::Side::French));
        setCovered(true, tr("The game is open."));
    }
    emit viewerChanged();
}

void OpenGame::setViewer(Viewer::Value v) {
    if (v == viewer_) return;
    if (v != Viewer::French && v != Viewer::Austrian && v != Viewer::Both) {
        setError(tr("The viewer is French, Austrian or both, not %1.").arg(int(v)));
        return;
    }
    if (link_) {
        setError(tr("This laptop is the %1 seat of a game hosted at %2: it sees only what that "
                    "seat may see (9.0).")
                     .arg(link_->seat(), link_->address()));
        return;
    }
    if (v == Viewer::Both && !mayViewBoth()) {
        setError(tr("In a two-player game each player sees only his own side (9.0); both sides at "
                    "once are for a "
                    "solitaire or an umpire's game."));
        return;
    }
    // Passing the laptop from one side's player to the other's covers the screen (9.0).
    const bool cover = session_ && viewer_ != Viewer::Both;
    viewer_ = v;
    undoAsked_ = false;
    dismissError(); // a refusal of one side's action may name its secrets (9.0)
    if (cover) setCovered(true, coverReason_);
    emit viewerChanged();
}

void OpenGame::handOver(Side::Value side, const QString& reason) {
    const Viewer::Value to = adcqt::viewerOf(adcqt::engineSide(side));
    if (to == viewer_) return;
    coverReason_ = reason;
    setViewer(to);
    if (!covered_) coverReason_.clear();
}

bool OpenGame::handOverNamed(const QString& side, const QString& reason) {
    const auto s = sideNamed(side);
    if (s) handOver(*s, reason);
    return s.has_value();
}

void OpenGame::uncover() {
    if (!covered_) return;
    setCovered(false, {});
    emit uncovered(viewer_);
}

void OpenGame::setCovered(bool covered, const QString& reason) {
    if (covered == covered_ && reason == coverReason_) return;
    covered_ = covered;
    coverReason_ = reason;
    emit coveredChanged();
}

// What the player sees as the action to take back (or bring back) is what he asks for: when
// another program's action has come first, nothing he did not see is undone (9.0).
QString OpenGame::undoWarning() const {
    const auto viewer = viewerSide();
    if (!session_ || !viewer) return {};
    const adc::Game& g = session_->game();
    const auto target = g.log().undoTarget();
    if (!target || !g.undoRefusal(adc::kinds::Undo, viewer).empty()) return {};
    const adc::Action& a = g.log().all()[static_cast<std::size_t>(*target - 1)];
    auto by = g.moduleState().actor(a);
    // A step of a player turn is its phasing player's to take (8.1): the side phasing in the
    // step it left, which the advance before it in force moved into.
    if (!by && a.kind == adc::kinds::Advance && nbs_) {
        by = session_->state().rules().firstPlayer;
        for (const adc::Action* e : g.log().effective()) {
            if (e->seq >= a.seq) break;
            if (e->kind != adc::kinds::Advance) continue;
            const auto p = e->payload.find("phasing");
            by = p != e->payload.end() && (*p == "french" || *p == "austrian")
                     ? std::optional(adc::parseSide(p->get<std::string>()))
                     : std::nullopt;
        }
    }
    if (!by || *by == *viewer) return {};
    // The viewer sees this action (else Undo is refused): its words may be shown.
    return tr("The latest action in force is the %1 player's: #%2 %3. Undo it from the %4 "
              "screen?")
        .arg(qstr(adc::sideTitle(*by)))
        .arg(adc::ViewerNumbers(g.log().all(), viewer).number(*target)) // 9.0: his numbering
        .arg(qstr(a.summary.empty() ? a.kind : a.summary))
        .arg(qstr(adc::sideTitle(*viewer)));
}

void OpenGame::keepUndone() {
    if (!undoAsked_) return;
    undoAsked_ = false;
    emit undoChanged();
}

bool OpenGame::undo(bool confirmed) {
    if (!session_) return false;
    if (!confirmed && !undoWarning().isEmpty()) {
        undoAsked_ = true; // the window asks before the other side's action is taken back
        emit undoChanged();
        return false;
    }
    if (undoAsked_) {
        undoAsked_ = false;
        emit undoChanged();
    }
    const auto meant = session_->game().log().undoTarget();
    if (link_) {
        nlohmann::json asked{{"type", "undo"}};
        if (meant) asked["target"] = *meant;
        return ask(asked);
    }
    const bool ok = followFile() && attempt([&] { session_->undo(viewerSide(), meant); });
    if (ok) {
        dismissError();
        touch();
    }
    return ok;
}

bool OpenGame::redo() {
    if (!session_) return false;
    const auto meant = session_->game().log().redoTarget();
    if (link_) {
        nlohmann::json asked{{"type", "redo"}};
        if (meant) asked["target"] = *meant;
        return ask(asked);
    }
    const bool ok = followFile() && attempt([&] { session_->redo(viewerSide(), meant); });
    if (ok) {
        dismissError();
        touch();
    }
    return ok;
}

bool OpenGame::undoTo(int seq) {
    if (!session_) return false;
    if (link_) return ask({{"type", "undo-to"}, {"seq", seq}});
    const bool ok = followFile() && attempt([&] { session_->undoTo(seq, viewerSide()); });
    if (ok) {
        dismissError();
        touch();
    }
    return ok;
}

QString OpenGame::seatState() const {
    if (!link_) return {};
    switch (link_->state()) {
    case adcnet::SeatLink::State::Connecting:
        return QStringLiteral("connecting");
    case adcnet::SeatLink::State::Joined:
        return QStringLiteral("joined");
    case adcnet::SeatLink::State::Gone:
        return QStringLiteral("gone");
    case adcnet::SeatLink::State::Refused:
        return QStringLiteral("refused");
    }
    return {};
}

QString OpenGame::seat() const {
    return link_ ? link_->seat() : QString();
}

QString OpenGame::seatHost() const {
    return link_ ? link_->address() : QString();
}

QStringList OpenGame::hostAddresses() const {
    if (!host_) return {};
    QStringList out;
    for (const QString& a : host_->addresses())
        out << QStringLiteral("%1:%2").arg(a).arg(host_->port());
    return out;
}

QVariantMap OpenGame::joinCodes() const {
    if (!host_) return {};
    const adc::JoinCodes& c = host_->host().codes();
    return {{QStringLiteral("french"), qstr(c.french)},
            {QStringLiteral("austrian"), qstr(c.austrian)},
            {QStringLiteral("umpire"), qstr(c.umpire)}};
}

QStringList OpenGame::seatsJoined() const {
    if (!host_) return {};
    QStringList out;
    for (const adc::SeatOf& s : host_->host().seats())
        out << qstr(s.name());
    out.sort();
    return out;
}

QStringList OpenGame::hostLog() const {
    return host_ ? host_->log() : QStringList();
}

bool OpenGame::joinGame(const QString& address, const QString& code) {
    if (!loadTables()) return false;
    if (code.trimmed().isEmpty()) {
        setError(tr("Give the join code the host shows for your seat."));
        return false;
    }
    closeGame();
    link_ = std::make_unique<adcnet::SeatLink>(
        QDir(qstr(adc::paths::dataDir())).filePath(QStringLiteral("seats")));
    connect(link_.get(), &adcnet::SeatLink::joined, this, &OpenGame::seatJoined);
    connect(link_.get(), &adcnet::SeatLink::updated, this, [this] { followFile(); });
    connect(link_.get(), &adcnet::SeatLink::stateChanged, this, &OpenGame::seatChanged);
    connect(link_.get(), &adcnet::SeatLink::refused, this, [this](const QString& why) {
        setError(why);
        emit seatChanged();
    });
    link_->join(address, code);
    emit seatChanged();
    return link_ && link_->state() != adcnet::SeatLink::State::Refused;
}

void OpenGame::seatJoined() {
    // Back after the host was gone: the copy goes on. Made afresh, it is opened again.
    if (session_ && sstr(path()) == sstr(link_->mirrorPath()) && !link_->freshCopy()) {
        followFile();
        return;
    }
    std::unique_ptr<adc::GameSession> copy;
    if (!attempt([&] {
            copy = std::make_unique<adc::GameSession>(
                adc::GameSession::open(sstr(link_->mirrorPath()), moduleStart()));
        }))
        return;
    opened(std::move(copy));
    // #33 item 3: a copy that differed from the host's was kept aside, never written over.
    if (!link_->setAside().isEmpty())
        setError(tr("This laptop's copy of the game differed from the host's (the host's file "
                    "may have been restored from an older copy). The host's game was fetched "
                    "afresh; your copy was kept as %1.")
                     .arg(link_->setAside()));
    emit seatChanged();
}

bool OpenGame::ask(const nlohmann::json& request) {
    if (link_->state() != adcnet::SeatLink::State::Joined &&
        link_->state() != adcnet::SeatLink::State::Gone) {
        setError(tr("This laptop has not joined the host's game yet."));
        return false;
    }
    const bool ok = link_->ask(request, answerWaitMs_);
    followFile(); // what the host recorded, and anything else it sent meanwhile
    if (!ok) {
        setError(link_->error());
        return false;
    }
    dismissError();
    return true;
}

bool OpenGame::hostGame(int port, bool lan) {
    if (!session_) {
        setError(tr("Open or start a game first."));
        return false;
    }
    if (link_) {
        setError(tr("This laptop is a seat of a game hosted elsewhere; only its host hosts it."));
        return false;
    }
    if (port < 0 || port > 65535) { // 0: any free port (the addresses then say which)
        setError(tr("A port is from 1 to 65535, not %1.").arg(port));
        return false;
    }
    stopHosting();
    std::unique_ptr<adcnet::HostServer> server;
    if (!attempt(
            [&] { server = std::make_unique<adcnet::HostServer>(sstr(path()), moduleStart()); }))
        return false;
    if (!server->listen(static_cast<quint16>(port), lan)) {
        setError(server->error());
        return false;
    }
    connect(server.get(), &adcnet::HostServer::seatsChanged, this, &OpenGame::hostingChanged);
    connect(server.get(), &adcnet::HostServer::logged, this, &OpenGame::hostingChanged);
    host_ = std::move(server);
    dismissError();
    emit hostingChanged();
    return true;
}

void OpenGame::stopHosting() {
    if (!host_) return;
    host_.reset();
    emit hostingChanged();
}

void OpenGame::dismissError() {
    setError(QString());
}

void OpenGame::setError(const QString& message) {
    if (message == error_) return;
    error_ = message;
    emit errorChanged();
}

void OpenGame::touch() {
    ++revision_;
    emit changed();
}
