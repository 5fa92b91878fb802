#pragma once
// Recovering stragglers (21.2) for one brigade of the open game, as `adc game recover`
// does it, through the engine (adc::rollRecovery): what the game knows is checked by it
// (`refusal`: the phasing player's Straggler Recovery segment, 8.1; infantry with stragglers,
// 21.2d) and night comes from the game's clock; the players confirm the five conditions only
// the map shows (21.2 a, b, c, e, f), give the leader stacked with the unit, and the table is
// read for the brigade's printed morale with the app's dice (seed shown) or the player's. One
// recover-stragglers action records the roll. A unit never recovers more than it has.
#include "resolve/lastresult.h"

#include "game/viewer.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <optional>

class OpenGame;
class TableSet;

class StragglerRecovery : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_MOC_INCLUDE("charts/tableset.h")
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY settingsChanged)
    Q_PROPERTY(TableSet* tableSet READ tableSet WRITE setTableSet NOTIFY settingsChanged)
    Q_PROPERTY(Side::Value side READ side WRITE setSide NOTIFY settingsChanged)
    Q_PROPERTY(
        QString brigade READ brigade WRITE setBrigade NOTIFY settingsChanged) // the unit recovering
    Q_PROPERTY(QString morale READ morale NOTIFY changed)                     // printed on its row
    Q_PROPERTY(int stragglers READ stragglers NOTIFY changed)                 // it has now
    Q_PROPERTY(
        QVariantList conditions READ conditions NOTIFY changed) // key, text (21.2 a, b, c, e, f)
    // Why the game refuses this recovery before anything is asked (8.1, 21.2d); "" when none.
    Q_PROPERTY(QString refusal READ refusal NOTIFY changed)
    Q_PROPERTY(QStringList confirmed READ confirmedKeys NOTIFY changed) // the keys ticked
    Q_PROPERTY(
        QString missing READ missing NOTIFY changed) // the conditions not confirmed, "" when none
    Q_PROPERTY(QString leaderRating READ leaderRating WRITE setLeaderRating NOTIFY
                   changed) // "" when none stacked
    // Night (28.0): from the game's clock when it has one (`nightFromClock`), else the players say.
    Q_PROPERTY(bool night READ night WRITE setNight NOTIFY changed)
    Q_PROPERTY(bool nightFromClock READ nightFromClock NOTIFY changed)
    Q_PROPERTY(LastResult* result READ result CONSTANT)
    Q_PROPERTY(int recovered READ recovered NOTIFY changed) // -1 until recovered
    Q_PROPERTY(QString error READ error NOTIFY changed)

  public:
    explicit StragglerRecovery(QObject* parent = nullptr);

    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    TableSet* tableSet() const { return tableSet_; }
    void setTableSet(TableSet* t);
    Side::Value side() const { return side_; }
    void setSide(Side::Value s);
    QString brigade() const { return brigade_; }
    void setBrigade(const QString& b);
    QString morale() const;
    int stragglers() const;
    QVariantList conditions() const;
    QString refusal() const;
    QStringList confirmedKeys() const { return QStringList(confirmed_.begin(), confirmed_.end()); }
    QString missing() const;
    QString leaderRating() const { return leaderRating_; }
    void setLeaderRating(const QString& r);
    bool night() const;
    bool nightFromClock() const;
    void setNight(bool n);
    LastResult* result() const { return result_; }
    int recovered() const { return recovered_; }
    QString error() const { return error_; }

    Q_INVOKABLE void confirm(const QString& key, bool confirmed);
    // Starts again for the same brigade: nothing confirmed, no result.
    Q_INVOKABLE void reset();
    // True when the stragglers were recovered (possibly none); false with `error`.
    Q_INVOKABLE bool rollForMe();
    Q_INVOKABLE bool rollWithDice(const QString& roll);

  signals:
    void settingsChanged();
    void changed();

  private:
    bool recover(std::optional<std::uint64_t> seed, const QString& roll);
    void setError(const QString& e);
    QPointer<OpenGame> game_;
    QPointer<TableSet> tableSet_;
    Side::Value side_ = Side::French;
    QString brigade_, leaderRating_, error_;
    bool night_ = false;
    QSet<QString> confirmed_;
    LastResult* result_;
    int recovered_ = -1;
};
