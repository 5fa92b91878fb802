#pragma once
// The Command Phase's actions for one side, each built by adc::Staff (charts and dice) or
// as `adc order` builds it, then performed on the game: acceptance (10.1f), delay reduction,
// initiative (10.2), Corps Attack Stoppage (10.3a), emergency retreat (10.4, 10.0c),
// implementing (10.0a), ending a goal (10.5b, AE 2.3), contact (10.3a), HQ overrun (10.0c)
// and Lannes' choice (AE 2.4). Dice: "" for the app's (a fresh seed, shown), or the
// player's as typed (the engine says what is valid). The last roll is kept to be shown
// with its dice and explanation; a refusal changes nothing and is kept as `error`.
#include "charts/tableset.h"
#include "resolve/chartcellrequest.h"
#include "resolve/lastresult.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

class OpenGame;
#include "adc/command/staff.h"

class CommandRoller : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(TableSet* tableSet READ tableSet WRITE setTableSet NOTIFY gameChanged)
    Q_PROPERTY(LastResult* result READ result CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY done)
    Q_PROPERTY(QString message READ message NOTIFY done) // what the last action did
    Q_PROPERTY(
        QVariantMap initiative READ initiative NOTIFY done) // {side, leader, leaderName, result}
    Q_PROPERTY(QVariantList stragglers READ stragglers NOTIFY
                   done) // the last retreat: {brigade, stragglers, roll, rolledBy}
    // A roll that met a cell the transcription lacks: the cell, asked for in place. The value
    // read off the printed chart is kept with the player's charts (the game reads its results
    // off them, adc/referee.h) and the same roll is made again with the same dice.
    Q_PROPERTY(ChartCellRequest* request READ request CONSTANT)

  public:
    explicit CommandRoller(QObject* parent = nullptr);
    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    TableSet* tableSet() const { return tables_; }
    void setTableSet(TableSet* t);
    LastResult* result() const { return result_; }
    QString error() const { return error_; }
    QString message() const { return message_; }
    QVariantMap initiative() const { return initiative_; }
    QVariantList stragglers() const { return stragglers_; }
    ChartCellRequest* request() const { return request_; }
    Q_INVOKABLE void supplyValue(const QString& value);
    Q_INVOKABLE void cancelRequest();

    Q_INVOKABLE bool rollAcceptance(const QString& side, int number, const QString& dice);
    Q_INVOKABLE bool rollDelay(const QString& side, int number, const QString& dice);
    Q_INVOKABLE bool rollInitiative(const QString& side, const QString& leader,
                                    const QString& dice);
    Q_INVOKABLE bool rollStoppage(const QString& side, int order, const QStringList& offMap,
                                  bool lowAmmoRule, const QString& dice);
    // `dice`: "" for the app's, or "BRIGADE:DIE, ..." for the player's Straggler Table rolls.
    Q_INVOKABLE bool retreat(const QString& side, const QString& command, const QString& reason,
                             const QString& dice);
    Q_INVOKABLE bool implement(const QString& side, int number);
    Q_INVOKABLE bool endOrder(const QString& side, int number,
                              const QString& reason); // A | in-person
    Q_INVOKABLE bool contact(const QString& side, const QString& command,
                             const QString& kind); // fire | charge
    Q_INVOKABLE bool hqOverrun(const QString& side, const QString& command);
    Q_INVOKABLE bool lannes(const QString& choice); // provisional | second-corps
    Q_INVOKABLE void clearInitiative();
    // Forgets the last roll and message: done whenever the viewer changes (9.0).
    Q_INVOKABLE void clear();

  signals:
    void gameChanged();
    void done();

  private:
    using Build = std::function<adc::Action(const adc::Staff&)>;
    // `build` is kept to roll again once a missing cell is entered: it captures by value.
    bool run(const QString& title, const Build& build);
    // A roll's dice: the player's as typed, or the app's with a seed fixed now, so that a roll
    // made again after a missing cell is entered throws the same dice.
    bool rolled(const QString& title, const QString& dice,
                const std::function<adc::Action(const adc::Staff&, const adc::DiceChoice&)>& roll);
    ChartCellRequest* request_;
    std::function<bool()> retry_;
    QPointer<OpenGame> game_;
    QPointer<TableSet> tables_;
    LastResult* result_;
    QString error_, message_;
    QVariantMap initiative_;
    QVariantList stragglers_;
};
