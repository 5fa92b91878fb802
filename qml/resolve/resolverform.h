#pragma once
// The resolver screen's state: the chosen resolver, its inputs, the chances they give, the
// roll (the app's dice or the player's), the result, and the chart cell the engine needs
// when the roll lands on one nobody has entered yet.
#include "adc/resolver.h"

#include "charts/tableset.h"
#include "resolve/chancesmodel.h"
#include "resolve/chartcellrequest.h"
#include "resolve/lastresult.h"
#include "resolve/paramlistmodel.h"
#include "resolve/rolllogmodel.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

class ScratchSet;
class OpenGame;

namespace adc::wagram {
class WagramState;
}

class ResolverForm : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    // The open game, if any: its units are offered for the fire and close combat inputs, and
    // a unit named @ID there is read off its loss chart when the form resolves (6.5, AE 2.1).
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    // The army of the game's units named in the rows ("french" | "austrian" | ""), so that
    // the unit hit is looked for in the other (20.0).
    Q_PROPERTY(QString firingSide READ firingSide NOTIFY firingSideChanged)
    Q_PROPERTY(TableSet* tableSet READ tableSet WRITE setTableSet NOTIFY tableSetChanged)
    Q_PROPERTY(RollLogModel* log READ log WRITE setLog NOTIFY logChanged)
    Q_PROPERTY(QString resolverName READ resolverName WRITE setResolverName NOTIFY resolverChanged)
    Q_PROPERTY(QString title READ title NOTIFY resolverChanged)
    Q_PROPERTY(QString rule READ rule NOTIFY resolverChanged)
    Q_PROPERTY(QString help READ help NOTIFY resolverChanged)
    Q_PROPERTY(bool usesDice READ usesDice NOTIFY resolverChanged)
    Q_PROPERTY(QVariantList rollInputs READ rollInputs NOTIFY resolverChanged)
    Q_PROPERTY(ParamListModel* inputs READ inputs CONSTANT)
    Q_PROPERTY(ChancesModel* chances READ chances CONSTANT)
    Q_PROPERTY(LastResult* result READ result CONSTANT)
    Q_PROPERTY(ChartCellRequest* request READ request CONSTANT)
    Q_PROPERTY(QString rollError READ rollError NOTIFY rollErrorChanged)
    Q_PROPERTY(QString pendingRolledBy READ pendingRolledBy NOTIFY pendingChanged)
    Q_PROPERTY(QString pendingSeed READ pendingSeed NOTIFY pendingChanged)
    // With a game open, a roll of the game's own charts is recorded in it (5.3), as `adc game
    // roll` records it: the resolver, the inputs as given, the dice and the result, kept by
    // the side whose secret it is (9.0). `rollSideAsked` is the question when neither the
    // firers named nor the viewer say whose ("" otherwise); `rollSide` the player's answer
    // (french, austrian, ""); `recorded` what became of the last roll in the game.
    Q_PROPERTY(QString rollSide READ rollSide WRITE setRollSide NOTIFY rollSideChanged)
    Q_PROPERTY(QString rollSideAsked READ rollSideAsked NOTIFY rollSideChanged)
    Q_PROPERTY(QString recorded READ recorded NOTIFY recordedChanged)

  public:
    explicit ResolverForm(QObject* parent = nullptr);
    ~ResolverForm() override;

    // Rolls the app's dice (a fresh seed, shown with the result).
    Q_INVOKABLE void rollForMe();
    // Resolves with the dice the player threw: {"roll": "46", "roll2": ""}; empty ones are left
    // out.
    Q_INVOKABLE void rollWithDice(const QVariantMap& dice);
    // The value read off the printed chart for the cell in `request`; `remember` keeps it in
    // the player's overlay, otherwise it is used for this roll only. Then resolves again
    // with the same dice.
    Q_INVOKABLE void supplyValue(const QString& value, bool remember);
    Q_INVOKABLE void cancelRequest();

    // The game's units for the repeated input `key`, of the sides the viewer sees (9.0) and,
    // once one is named, of that army only: {side, id, label, level, lowAmmo,
    // kinds: [{id, label}]}.
    Q_INVOKABLE QVariantList gameUnits(const QString& key) const;
    // Adds the unit `id` of the game as `kind`: its level is read from the game, its range
    // filled in where only one is possible (20.2c, 23.0).
    Q_INVOKABLE void addGameUnit(const QString& key, const QString& side, const QString& id,
                                 const QString& kind);
    // Corps Attack Stoppage (10.3a): the Attack orders in force of the sides the viewer sees
    // ({side, order, label}), and the check's inputs filled in from one of them as the
    // Command Phase counts them (divisions, wrecked, commander lost, rating). Returns why not,
    // else "".
    Q_INVOKABLE QVariantList gameAttackOrders() const;
    Q_INVOKABLE QString fillFromOrder(const QString& side, int order);

    OpenGame* game() const { return game_; }
    void setGame(OpenGame* game);
    QString firingSide() const { return firingSide_; }
    TableSet* tableSet() const { return tableSet_; }
    void setTableSet(TableSet* tableSet);
    RollLogModel* log() const { return log_; }
    void setLog(RollLogModel* log);
    QString resolverName() const;
    void setResolverName(const QString& name);
    QString title() const;
    QString rule() const;
    QString help() const;
    bool usesDice() const { return spec_ && spec_->usesDice(); }
    QVariantList rollInputs() const;
    ParamListModel* inputs() const { return inputs_; }
    ChancesModel* chances() const { return chances_; }
    LastResult* result() const { return result_; }
    ChartCellRequest* request() const { return request_; }
    QString rollError() const { return rollError_; }
    QString pendingRolledBy() const;
    QString pendingSeed() const;
    QString rollSide() const { return rollSide_; }
    void setRollSide(const QString& side);
    QString rollSideAsked() const;
    QString recorded() const { return recorded_; }

  signals:
    void gameChanged();
    void gameUnitsChanged(); // the game moved on: its units' levels may have changed
    void firingSideChanged();
    void tableSetChanged();
    void logChanged();
    void resolverChanged();
    void rollErrorChanged();
    void pendingChanged();
    void rollSideChanged();
    void recordedChanged();

  private:
    // One resolution asked for: the inputs and dice, the app's seed (so that the same dice
    // are thrown again after a missing cell is entered), and values to use only this once.
    struct Attempt {
        std::vector<std::pair<std::string, std::string>> args;
        std::optional<std::uint64_t> seed;
        std::unique_ptr<ScratchSet> scratch;
    };
    enum class Outcome { Done, NeedsValue, Refused };

    void start(Attempt attempt);
    Outcome run(Attempt& attempt);
    void setPending(std::optional<Attempt> attempt);
    void inputsChanged();
    void tablesReloaded();
    void updateChances();
    void setRollError(const QString& error);
    // The inputs with what the open game knows (adc::withGameContext), and its steps.
    std::vector<std::pair<std::string, std::string>>
    inGame(const adc::ChartSet& charts, std::vector<std::pair<std::string, std::string>> args,
           std::vector<adc::Step>* taken) const;
    void updateFiringSide();
    // Whether a roll now is recorded in the open game, and whose secret it is: "" for both
    // sides, none when the player must say (rollSideAsked).
    bool recordsInGame() const;
    const adc::wagram::WagramState* wagramGame() const; // the open game, if Wagram 1809's
    std::optional<std::string> inferredSide() const;
    std::optional<std::string> secretSide() const;
    void setRecorded(const QString& text);
    void startAfresh();

    QPointer<OpenGame> game_;
    QString firingSide_;
    QString rollSide_, recorded_;
    QPointer<TableSet> tableSet_;
    QPointer<RollLogModel> log_;
    const adc::ResolverSpec* spec_ = nullptr;
    ParamListModel* inputs_;
    ChancesModel* chances_;
    LastResult* result_;
    ChartCellRequest* request_;
    QString rollError_;
    std::optional<Attempt> pending_;
    bool refreshing_ = false;
};
