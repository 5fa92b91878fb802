#pragma once
// The open game as seen by QML: a new game (file, scenario and variants, stored through
// adc::scenarioGameInfo) or an existing one, the actions performed on it, undo and redo.
// Every refusal (adc::GameFileError, adc::InvalidInput) is kept as `error` with its
// message, and nothing is changed: no file is overwritten, no action half-done.
// Actions another program appends to the open file (`adc`, a second window) are followed:
// read when the file changes and before every action, which is then checked against the
// game as it stands.
#include "adc/game_session.h"
#include "adc/order_of_battle.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/variants.h"
#include "adc/sequence_of_play.h"
#include "adc/wagram/wagram_scenario.h"
#include "game/viewer.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <QStringList>
#include <functional>

namespace adcnet {
class HostServer;
class SeatLink;
} // namespace adcnet
#include <memory>
#include <optional>
#include <type_traits>

class TableSet;

class OpenGame : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The shipped tables folder (order of battle, scenarios); set before anything else.
    Q_PROPERTY(QString tablesDir READ tablesDir WRITE setTablesDir NOTIFY tablesDirChanged)
    // The charts the players use: the game's referee reads every result again off them as it
    // is recorded and replayed (adc/referee.h). Without them, results are taken as recorded.
    Q_PROPERTY(TableSet* tableSet READ tableSet WRITE setTableSet NOTIFY tableSetChanged)
    Q_MOC_INCLUDE("charts/tableset.h")
    // Where a new game is suggested: the user's Documents folder unless set.
    Q_PROPERTY(
        QString defaultFolder READ defaultFolder WRITE setDefaultFolder NOTIFY defaultFolderChanged)
    // Every scenario of every game: id, number, title, turns, variants, and its game
    // (gameId, gameTitle).
    Q_PROPERTY(QVariantList scenarios READ scenarios NOTIFY tablesDirChanged)
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY gameChanged)
    Q_PROPERTY(QString path READ path NOTIFY gameChanged)
    Q_PROPERTY(QString name READ name NOTIFY gameChanged)
    // The game the open file is of ("Aspern-Essling 1809"), as its settings name it.
    Q_PROPERTY(QString gameTitle READ gameTitle NOTIFY gameChanged)
    // The rule book its resolvers come from ("nbs"), as its game module names it.
    Q_PROPERTY(QString rulebook READ rulebook NOTIFY gameChanged)
    Q_PROPERTY(QString scenarioText READ scenarioText NOTIFY gameChanged)
    Q_PROPERTY(int revision READ revision NOTIFY changed)
    // Undo and redo for the viewer (9.0): a side takes back only its own actions and those
    // both sides see; Both (umpire, solitaire) any. Never says what the other side did.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoChanged)
    // What Undo would take back when it is the other side's decision (the viewer is one side
    // and the action in force is one the other player decided): then undo() asks first and
    // only undo(true) takes it back, so that no single key undoes the opponent. "" otherwise.
    Q_PROPERTY(QString undoWarning READ undoWarning NOTIFY undoChanged)
    // Set while an undo() waits for the player to confirm it (undo(true)) or keep it.
    Q_PROPERTY(bool undoAsked READ undoAsked NOTIFY undoChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Old files (docs/game-file.md): the file last refused because the rules work out a figure
    // in it otherwise, "" when none. It may be read as recorded (readOnly: nothing can be
    // changed in it) or taken with the rules' figures as a new game (rederive), whose changes
    // are listed in rederivedChanges, one line each.
    Q_PROPERTY(QString disagreeingFile READ disagreeingFile NOTIFY errorChanged)
    Q_PROPERTY(bool readOnly READ readOnly NOTIFY gameChanged)
    Q_PROPERTY(QStringList rederivedChanges READ rederivedChanges NOTIFY gameChanged)
    // Whose eyes are on the screen (9.0): Viewer.French, Viewer.Austrian or Viewer.Both (umpire
    // or solitaire). Every page that shows one side's secrets reads it from here. A two-player
    // game opens on the phasing side, covered until that player says he is the one looking.
    Q_PROPERTY(Viewer::Value viewer READ viewer WRITE setViewer NOTIFY viewerChanged)
    // The viewer's side as the models' `side` and the actions name it: french | austrian;
    // "" for Both.
    Q_PROPERTY(QString ownSide READ ownSide NOTIFY viewerChanged)
    // Who sits at the game (adc::PlayMode): two-players, hot-seat, solitaire or umpire.
    Q_PROPERTY(QString playMode READ playMode NOTIFY gameChanged)
    // 9.0: Both is offered only to a solitaire player or an umpire.
    Q_PROPERTY(bool mayViewBoth READ mayViewBoth NOTIFY gameChanged)
    // The screen is covered while the laptop passes to the viewer's player (hot seat, 9.0).
    Q_PROPERTY(bool covered READ covered NOTIFY coveredChanged)
    Q_PROPERTY(QString coverReason READ coverReason NOTIFY coveredChanged)
    // One game on several laptops (docs/protocol.md). This laptop as a seat of a game another
    // holds: "" (not a seat), connecting, joined, gone (the host is not answering: trying
    // again) or refused; which seat (french, austrian, umpire) and the host's address.
    Q_PROPERTY(QString seatState READ seatState NOTIFY seatChanged)
    Q_PROPERTY(QString seat READ seat NOTIFY seatChanged)
    Q_PROPERTY(QString seatHost READ seatHost NOTIFY seatChanged)
    // This laptop as the host of its open game: the addresses seats join at, the join code of
    // each seat (french, austrian, umpire) and the seats joined now.
    Q_PROPERTY(bool hosting READ hosting NOTIFY hostingChanged)
    Q_PROPERTY(QStringList hostAddresses READ hostAddresses NOTIFY hostingChanged)
    Q_PROPERTY(QVariantMap joinCodes READ joinCodes NOTIFY hostingChanged)
    Q_PROPERTY(QStringList seatsJoined READ seatsJoined NOTIFY hostingChanged)
    // The host's refusals and closed connections, newest last (#33).
    Q_PROPERTY(QStringList hostLog READ hostLog NOTIFY hostingChanged)

  public:
    explicit OpenGame(QObject* parent = nullptr);
    ~OpenGame() override;

    QString tablesDir() const { return tablesDir_; }
    void setTablesDir(const QString& dir);
    TableSet* tableSet() const;
    void setTableSet(TableSet* t);
    QString defaultFolder() const { return defaultFolder_; }
    void setDefaultFolder(const QString& dir);
    QVariantList scenarios() const;
    bool isOpen() const { return session_ != nullptr; }
    QString path() const;
    QString name() const;
    QString gameTitle() const;
    QString rulebook() const;
    QString scenarioText() const;
    int revision() const { return revision_; }
    bool canUndo() const;
    bool canRedo() const;
    QString error() const { return error_; }
    Viewer::Value viewer() const { return viewer_; }
    // Refused (with `error`) for Both in a two-player game; passing from one side to the
    // other covers the screen.
    void setViewer(Viewer::Value v);
    QString ownSide() const { return adcqt::sideName(viewer_); }
    // 9.0: may the viewer see the secrets of `side`?
    Q_INVOKABLE bool sees(Side::Value side) const;
    // The side a word of the game's data names (french | austrian: a loose cannon's side).
    // Any other word is refused with `error` and gives none: a typo reaches no action.
    std::optional<Side::Value> sideNamed(const QString& side);
    QString playMode() const;
    bool mayViewBoth() const;
    bool covered() const { return covered_; }
    QString coverReason() const { return coverReason_; }
    // The laptop goes to `side`'s player, for `reason` (shown on the cover).
    Q_INVOKABLE void handOver(Side::Value side, const QString& reason);
    // The same for a side named by the game's data; false (with `error`) for any other word.
    Q_INVOKABLE bool handOverNamed(const QString& side, const QString& reason);
    // The player the laptop went to is looking: the screens are shown.
    Q_INVOKABLE void uncover();

    QString seatState() const;
    QString seat() const;
    QString seatHost() const;
    bool hosting() const { return host_ != nullptr; }
    QStringList hostAddresses() const;
    QVariantMap joinCodes() const;
    QStringList seatsJoined() const;
    QStringList hostLog() const;
    // Joins the game hosted at `address` (host:port) as the seat `code` opens; the game opens
    // once the host has sent it (seatState joined). Any game open here is closed first.
    Q_INVOKABLE bool joinGame(const QString& address, const QString& code);
    // Hosts the open game on `port`, on this machine only or, with `lan`, on the local
    // network. The game file stays here; each seat's action is checked and written here.
    Q_INVOKABLE bool hostGame(int port, bool lan);
    Q_INVOKABLE void stopHosting();
    // How long a seat waits for the host's answer to an action before telling the player it
    // is kept for later (5 s).
    void setAnswerWait(int ms) { answerWaitMs_ = ms; }
    // This laptop's link to the host, when it is a seat (for tests of what reaches it).
    adcnet::SeatLink* seatLink() const { return link_.get(); }

    // A file name in the default folder that does not exist yet, for `scenario` (an id).
    Q_INVOKABLE QString suggestedPath(const QString& scenario) const;
    // A local path from what a file dialog gives (a file: URL) or what was typed.
    Q_INVOKABLE static QString localPath(const QString& urlOrPath);
    // Creates `path` for `scenario` with `variants` (bridge, davout, archduke, grenadiers,
    // grenadiers_corps, as adc::Variants::set takes them; and play: "solitaire" for a
    // solitaire game, 3.2b) and opens it. Never overwrites.
    Q_INVOKABLE bool newGame(const QString& path, const QString& scenario,
                             const QVariantMap& variants, const QString& title);
    Q_INVOKABLE bool openGame(const QString& path);
    Q_INVOKABLE bool openAsRecorded(const QString& path);
    // Writes the rules' log of `path` to `newPath` (never over a file) and opens it.
    Q_INVOKABLE bool rederive(const QString& path, const QString& newPath);
    // Beside `path`: "NAME (rules' figures).adc", free.
    Q_INVOKABLE QString rederivedPath(const QString& path) const;
    QString disagreeingFile() const { return disagreeing_; }
    bool readOnly() const;
    QStringList rederivedChanges() const { return rederivedChanges_; }
    Q_INVOKABLE void closeGame();
    // An action in the game file's own words (kinds and payloads: docs/game-file.md), for
    // scripts and tests; the screens' models have the engine build theirs (adc::Staff,
    // adc/loss_actions.h...) and call perform(adc::Action). False, with `error`, when refused.
    Q_INVOKABLE bool perform(const QString& kind, const QString& side, const QVariantMap& payload);
    Q_INVOKABLE bool undo(bool confirmed = false);
    Q_INVOKABLE void keepUndone();
    QString undoWarning() const;
    bool undoAsked() const { return undoAsked_; }
    Q_INVOKABLE bool redo();
    Q_INVOKABLE bool undoTo(int seq);
    // Whether the viewer may "undo to here" on action `seq` (it is in force, it sees it, and
    // every later action in force is the viewer's to take back).
    Q_INVOKABLE bool canUndoTo(int seq) const;
    // The viewer as the engine takes it: none for Both.
    std::optional<adc::Side> viewerSide() const;
    bool sees(adc::Side side) const; // may the viewer see this side's secrets (9.0)?
    Q_INVOKABLE void dismissError();

    // The one way a model acts on the game: an action the engine built. False, with `error`,
    // when refused; then nothing changed.
    bool perform(const adc::Action& a);
    // Several actions as one: all written in one transaction, or none when one is refused.
    bool perform(const std::vector<adc::Action>& all);
    // Has the engine build the action, then performs it: what the building refuses (a side
    // that is no side, a roll not due now) becomes `error` as a refusal of the action would.
    template <class Build>
    requires std::is_invocable_r_v<adc::Action, Build&>
    bool perform(Build&& build) {
        adc::Action a;
        return check([&] { a = build(); }) && perform(a);
    }

    // For the models that show a Napoleonic Brigade Series game (loss charts, orders...).
    // Null when none is open, or when the open game is of another game (Wagram 1809).
    const adc::GameSession* session() const { return nbs_ ? session_.get() : nullptr; }
    // The open game whatever its game: its file, history and module state.
    const adc::GameSession* anySession() const { return session_.get(); }
    const adc::ScenarioCatalog* catalog() const { return catalog_.get(); }
    // The open game's scenario and variants; null / defaults for a game without one.
    const adc::Scenario* scenario() const;
    adc::Variants variants() const;
    // The sequence of play (8.1), from the tables folder; null when it cannot be read.
    const adc::SequenceOfPlay* sequence() const { return sequence_.get(); }
    // 8.1: the sequence of play one step on, the actions `adc game step` records
    // (adc::nextStepActions). `note` gets what the step also did (AE 2.1's Low Ammo). A
    // refusal lists the phasing side's unfinished rolls, its secrets (9.0): a viewer of the
    // other side gets only `refusal` saying rolls are due, and `error` stays clear; anyone
    // else gets the engine's reason in both.
    bool nextStep(QString* refusal, QString* note);
    // Runs `f`; what it throws becomes `error`. For checks made before acting.
    bool check(const std::function<void()>& f);

  signals:
    void tablesDirChanged();
    void tableSetChanged();
    void defaultFolderChanged();
    void gameChanged(); // another game opened or closed (then `changed` follows)
    void changed();     // anything in the game: an action, an undo, a redo
    void errorChanged();
    void viewerChanged();
    void coveredChanged();
    void uncovered(Viewer::Value viewer); // the cover was lifted for `viewer`
    void undoChanged();                   // after `changed` or a new viewer
    void seatChanged();
    void hostingChanged();

  private:
    bool loadTables();
    void opened(std::unique_ptr<adc::GameSession> session); // a game made or opened
    adc::GameSession::StartState moduleStart() const;       // each game's state, from the tables
    bool followFile(); // plays what another program appended; false (with `error`) if refused
    void watchFile();
    void setError(const QString& message);
    void touch();
    void startViewing(); // a game was opened or made: who looks first (9.0)
    void setCovered(bool covered, const QString& reason);
    template <class F> bool attempt(F&& f);
    // A seat's request to the host (docs/protocol.md); the answer's actions are in the copy.
    bool ask(const nlohmann::json& request);
    void seatJoined(); // the host has sent the game: open this laptop's copy of it

    QString tablesDir_, defaultFolder_;
    QString disagreeing_;
    QStringList rederivedChanges_;
    bool undoAsked_ = false;
    // The phasing side in a two-player game at one laptop (none otherwise), and why the
    // viewer may not move the game on ("" when he may).
    std::optional<adc::Side> phasingAtTheTable() const;
    QString othersTurn() const;
    QPointer<TableSet> tables_;
    std::unique_ptr<adc::OrderOfBattle> french_, austrian_;
    std::unique_ptr<adc::ScenarioCatalog> catalog_;
    std::unique_ptr<adc::SequenceOfPlay> sequence_;
    std::unique_ptr<adc::GameSession> session_;
    bool nbs_ = false; // the open game is a Napoleonic Brigade Series one
    std::unique_ptr<adc::wagram::WagramScenarios> wagramScenarios_;
    QFileSystemWatcher* watcher_;
    int revision_ = 0;
    QString error_;
    Viewer::Value viewer_ = Viewer::Both;
    bool covered_ = false;
    QString coverReason_;
    std::unique_ptr<adcnet::SeatLink> link_;
    std::unique_ptr<adcnet::HostServer> host_;
    int answerWaitMs_ = 5000;
};
