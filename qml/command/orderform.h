#pragma once
// The order being written (10.1): the player's draft (sender, receiver, type, method,
// delivery, text; for Attack orders start, direction and limit), what it costs and what
// is left of this turn's Command Points (10.1b), when it arrives (10.1e), its chances on
// the Acceptance Table (10.1f), and what still stops it being sent. send() hands the
// draft to adc::Staff and the game, exactly as `adc order write` does. The same form
// writes an initiative order (10.2a) and the opponent's loose-cannon order (10.2g).
#include "charts/tableset.h"
#include "resolve/chancesmodel.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class OpenGame;
namespace adc {
struct OrderDraft;
class Staff;
} // namespace adc

class OrderForm : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(TableSet* tableSet READ tableSet WRITE setTableSet NOTIFY gameChanged)
    // side, mode (write | initiative | loose-cannon), sender, receiver, type (attack |
    // non-attack), method (AO | AW | IPO), mp (text), text, start, direction, limit, units
    // (comma-separated ids, an aide's), different (10.2f), solitaire (yes | no, 3.2b).
    Q_PROPERTY(QVariantMap draft READ draft WRITE setDraft NOTIFY draftChanged)
    Q_PROPERTY(QString armyCommander READ armyCommander NOTIFY computed)
    Q_PROPERTY(QString senderName READ senderName NOTIFY computed)
    Q_PROPERTY(QString armyCommanderName READ armyCommanderName NOTIFY computed)
    Q_PROPERTY(QVariantList receivers READ receivers NOTIFY computed) // {id, label, kind}
    Q_PROPERTY(QVariantList units READ units NOTIFY computed)     // {id, label}: an aide's choice
    Q_PROPERTY(QVariantList senders READ senders NOTIFY computed) // {id, label}: the side's leaders
    // Initiative: the orders still on their way to the leader's command (10.2f), in words.
    Q_PROPERTY(QStringList onItsWay READ onItsWay NOTIFY computed)
    Q_PROPERTY(int cost READ cost NOTIFY computed) // -1 when not known yet
    Q_PROPERTY(int allowance READ allowance NOTIFY computed)
    Q_PROPERTY(int pointsLeft READ pointsLeft NOTIFY computed) // before this order
    Q_PROPERTY(QString arrival READ arrival NOTIFY computed)
    Q_PROPERTY(QStringList blockers READ blockers NOTIFY computed) // why it cannot be sent yet
    // The receiver is not on the map yet (16.4): said, not refused ("" when it is).
    Q_PROPERTY(QString receiverOffMap READ receiverOffMap NOTIFY computed)
    Q_PROPERTY(bool asksSolitaire READ asksSolitaire NOTIFY computed) // 3.2b
    Q_PROPERTY(ChancesModel* chances READ chances CONSTANT)
    // What the Order Log will read: the text, or an Attack order's composed from its
    // direction and limit (10.1c); "" while neither.
    Q_PROPERTY(QString loggedText READ loggedText NOTIFY computed)
    // The directions and limits of the side's earlier orders in this game, to pick again;
    // none when the viewer may not see that side's Order Log (9.0).
    Q_PROPERTY(QStringList earlierDirections READ earlierDirections NOTIFY computed)
    Q_PROPERTY(QStringList earlierLimits READ earlierLimits NOTIFY computed)
    Q_PROPERTY(QString error READ error NOTIFY computed) // the last refusal
    Q_PROPERTY(QString sent READ sent NOTIFY computed)   // what the last send did

  public:
    explicit OrderForm(QObject* parent = nullptr);

    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    TableSet* tableSet() const { return tables_; }
    void setTableSet(TableSet* t);
    QVariantMap draft() const { return draft_; }
    void setDraft(const QVariantMap& d);
    QString armyCommander() const { return armyCommander_; }
    QString senderName() const { return senderName_; }
    QString armyCommanderName() const { return armyCommanderName_; }
    QVariantList receivers() const { return receivers_; }
    QVariantList units() const { return units_; }
    QVariantList senders() const { return senders_; }
    QStringList onItsWay() const { return onItsWay_; }
    int cost() const { return cost_; }
    int allowance() const { return allowance_; }
    int pointsLeft() const { return pointsLeft_; }
    QString arrival() const { return arrival_; }
    QStringList blockers() const { return blockers_; }
    QString receiverOffMap() const { return receiverOffMap_; }
    bool asksSolitaire() const { return asksSolitaire_; }
    ChancesModel* chances() const { return chances_; }
    QString loggedText() const { return loggedText_; }
    QStringList earlierDirections() const { return earlierDirections_; }
    QStringList earlierLimits() const { return earlierLimits_; }
    QString error() const { return error_; }
    QString sent() const { return sent_; }

    // Sends the draft; false, with `error` (the engine's words), when refused: nothing changes.
    Q_INVOKABLE bool send();
    // Clears the text fields for the next order (the side and mode stay).
    Q_INVOKABLE void clear();

  signals:
    void gameChanged();
    void draftChanged();
    void computed();

  private:
    void recompute();
    adc::OrderDraft toDraft(const adc::Staff& staff) const;
    QString field(const char* key) const { return draft_.value(QLatin1String(key)).toString(); }
    QPointer<OpenGame> game_;
    QPointer<TableSet> tables_;
    QVariantMap draft_;
    QString armyCommander_, armyCommanderName_, senderName_, arrival_, error_, sent_, loggedText_;
    QVariantList receivers_, units_, senders_;
    QStringList onItsWay_, earlierDirections_, earlierLimits_;
    int cost_ = -1, allowance_ = 0, pointsLeft_ = 0;
    QStringList blockers_;
    QString receiverOffMap_;
    bool asksSolitaire_ = false;
    ChancesModel* chances_;
};
