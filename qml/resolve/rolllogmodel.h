#pragma once
// Every result of this session, newest first: which resolver, the result, the dice and who
// threw them (the app with its seed, or a player). What one player saw is not the next
// one's: when the game's viewer changes (hand-over, 9.0) the log is emptied.
#include "adc/resolver.h"

#include "game/opengame.h"

#include <QPointer>

#include <QAbstractListModel>
#include <QDateTime>
#include <QtQml/qqmlregistration.h>

#include <vector>

class RollLogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)

  public:
    enum Role {
        TimeRole = Qt::UserRole + 1,
        ResolverRole,
        SummaryRole,
        DiceRole,
        RolledByRole,
        SeedRole
    };

    explicit RollLogModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void add(const adc::ResolveOutcome& outcome, const QString& resolverTitle);
    int count() const { return rowCount(); }
    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    Q_INVOKABLE void clear();

  signals:
    void countChanged();
    void gameChanged();

  private:
    struct Entry {
        QDateTime time;
        QString resolver, summary, dice, rolledBy, seed;
    };
    std::vector<Entry> entries_; // oldest first; shown newest first
    QPointer<OpenGame> game_;
};
