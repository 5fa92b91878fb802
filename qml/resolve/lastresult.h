#pragma once
// The last result on the resolver screen: its summary, fields, the dice and who threw
// them, and the explanation step by step with the rule of each step.
#include "adc/resolver.h"

#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class LastResult : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Made by the resolver form")
    Q_PROPERTY(bool valid READ valid NOTIFY resolutionChanged)
    Q_PROPERTY(QString resolverTitle READ resolverTitle NOTIFY resolutionChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY resolutionChanged)
    Q_PROPERTY(QVariantList fields READ fields NOTIFY resolutionChanged)
    // The result's fields by key as plain values ("casualties": 2), for the flows that act on them.
    Q_PROPERTY(QVariantMap values READ values NOTIFY resolutionChanged)
    Q_PROPERTY(QString resolverName READ resolverName NOTIFY resolutionChanged)
    Q_PROPERTY(QVariantList dice READ dice NOTIFY resolutionChanged)
    Q_PROPERTY(QString rolledBy READ rolledBy NOTIFY resolutionChanged)
    Q_PROPERTY(QString seed READ seed NOTIFY resolutionChanged)
    Q_PROPERTY(QVariantList steps READ steps NOTIFY resolutionChanged)
    Q_PROPERTY(int serial READ serial NOTIFY resolutionChanged)

  public:
    explicit LastResult(QObject* parent = nullptr);

    void show(const adc::ResolveOutcome& outcome, const QString& title,
              const QString& resolverName = {});
    // A result as the game file records it (adc::toJson(Resolution), with "seed" when the
    // app threw the dice), e.g. an action's "resolution".
    void showRecorded(const nlohmann::json& recorded, const QString& title);
    void clear();

    bool valid() const { return valid_; }
    QString resolverTitle() const { return resolverTitle_; }
    QString summary() const { return summary_; }
    QVariantList fields() const { return fields_; }
    QVariantMap values() const { return values_; }
    QString resolverName() const { return resolverName_; }
    QVariantList dice() const { return dice_; }
    // "app", "player", or empty when no dice were thrown.
    QString rolledBy() const { return rolledBy_; }
    // The app's seed as text (it does not fit a JavaScript number), empty for the player's dice.
    QString seed() const { return seed_; }
    QVariantList steps() const { return steps_; }
    // Counts the results shown, so the screen can tell a new result from the same one.
    int serial() const { return serial_; }

  signals:
    void resolutionChanged();

  private:
    bool valid_ = false;
    QString resolverTitle_, summary_, rolledBy_, seed_;
    QVariantList fields_, dice_, steps_;
    QVariantMap values_;
    QString resolverName_;
    int serial_ = 0;
};
