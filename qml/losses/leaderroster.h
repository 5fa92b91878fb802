#pragma once
// One army's leaders in the open game, as QML shows them: every leader of the order of
// battle with his rank, his command, his rating (read off the counter and entered by the
// players, 0 to 4; unknown until then), whether he is lost and who leads his command now
// (26.4); the army and corps with their commanders and the "original corps commander
// lost" flag (10.3a). Hidden information is real (9.0): when `viewer` is the other side,
// nothing at all is given.
#include "game/sideview.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class OpenGame;

class LeaderRoster : public SideView {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("game/opengame.h")
    Q_PROPERTY(QString title READ title NOTIFY changed)
    // id, name, rank, command (what the order of battle gives him), commandsNow, rating
    // (-1 unknown), lost, inPlay, presence (in-play | later | not-in-scenario, 16.4), status
    // (in words), canBeLost. Those in play first; those still to arrive, then those not in
    // the scenario, last.
    Q_PROPERTY(QVariantList leaders READ leaders NOTIFY changed)
    // The army and its corps: id, name, commander (name), originalCommanderLost (10.3a),
    // inPlay, presence, status; in the same order.
    Q_PROPERTY(QVariantList commands READ commands NOTIFY changed)

  public:
    explicit LeaderRoster(QObject* parent = nullptr);

    QString title() const { return title_; }
    QVariantList leaders() const { return leaders_; }
    QVariantList commands() const { return commands_; }

    // The rating printed on the counter (set-rating); text as typed, the engine checks it.
    Q_INVOKABLE bool setRating(const QString& leader, const QString& rating);
    // 26.4: the leader is lost. An army or corps commander needs `replacement`, and
    // `corpsReplacement` when the replacement leaves a corps of his own.
    Q_INVOKABLE bool leaderCasualty(const QString& leader, const QString& replacement,
                                    const QString& corpsReplacement);
    // Whether losing `leader` needs a replacement named (he leads an army or a corps now).
    Q_INVOKABLE bool needsReplacement(const QString& leader) const;
    // Who may be named (26.4a): the leaders of the formations directly under his command
    // now; id and name each. The engine has the last word.
    Q_INVOKABLE QVariantList replacementsFor(const QString& leader) const;
    // When `replacement` leads a corps, who takes that corps: his division commanders.
    Q_INVOKABLE QVariantList corpsReplacementsFor(const QString& replacement) const;

  private:
    void rebuild() override;
    QVariantList subordinatesOf(const QString& leader, bool corpsOnly) const;
    QString title_;
    QVariantList leaders_, commands_;
};
