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

class ResolverForm : public QObject {
    Q_OBJECT
    QML_ELEMENT
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

  signals:
    void tableSetChanged();
    void logChanged();
    void resolverChanged();
    void rollErrorChanged();
    void pendingChanged();

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
