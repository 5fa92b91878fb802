#pragma once
// Who is winning (AE 4.0 to 4.4), line by line from the engine (adc::victorySoFar): terrain
// VPs the players enter from the map (AE 4.1), casualty VPs (AE 4.2), wrecked formations on
// hard casualties and eliminated guns (AE 4.3), the variants' VPs, each side's total
// rounded down, the scenario's table and the AE 4.4 shift. What the players have not
// entered yet is listed as asked for. Victory reveals both sides' losses (9.0): nothing is
// given unless the viewer is "both" (both players agreed to look, or an umpire).
#include "game/gameview.h"

#include <QStringList>
#include <QVariantList>

class VictoryLedger : public GameView {
    Q_OBJECT
    QML_ELEMENT
    // As typed: "" is not entered yet (asked for).
    Q_PROPERTY(QString terrainFrench READ terrainFrench WRITE setTerrainFrench NOTIFY inputsChanged)
    Q_PROPERTY(
        QString terrainAustrian READ terrainAustrian WRITE setTerrainAustrian NOTIFY inputsChanged)
    Q_PROPERTY(QString casualtyTopVp READ casualtyTopVp WRITE setCasualtyTopVp NOTIFY inputsChanged)
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    // Both players agreed to look at the count together (9.0); off again when the viewer changes.
    Q_PROPERTY(bool bothAgreed READ bothAgreed WRITE setBothAgreed NOTIFY changed)
    Q_PROPERTY(bool hasScenario READ hasScenario NOTIFY changed)
    Q_PROPERTY(QVariantList lines READ lines NOTIFY changed) // {side, rule, what, vp, detail}
    Q_PROPERTY(QVariantList asked READ asked NOTIFY changed) // {key, rule, what}
    Q_PROPERTY(bool complete READ complete NOTIFY changed)
    Q_PROPERTY(QString frenchVp READ frenchVp NOTIFY changed) // "12 1/2"
    Q_PROPERTY(QString austrianVp READ austrianVp NOTIFY changed)
    Q_PROPERTY(int french READ french NOTIFY changed) // rounded down (AE 4.0)
    Q_PROPERTY(int austrian READ austrian NOTIFY changed)
    Q_PROPERTY(int spread READ spread NOTIFY changed)
    Q_PROPERTY(QString printedRange READ printedRange NOTIFY changed)
    Q_PROPERTY(QString level READ level NOTIFY changed)
    Q_PROPERTY(bool napoleonLost READ napoleonLost NOTIFY changed)
    Q_PROPERTY(QString finalLevel READ finalLevel NOTIFY changed)
    Q_PROPERTY(QVariantList table READ table NOTIFY changed) // {printed, level, reached, final}
    Q_PROPERTY(QStringList steps READ steps NOTIFY changed)
    Q_PROPERTY(QString inputError READ inputError NOTIFY changed)

  public:
    explicit VictoryLedger(QObject* parent = nullptr);
    QString terrainFrench() const { return terrainFrench_; }
    void setTerrainFrench(const QString& v);
    QString terrainAustrian() const { return terrainAustrian_; }
    void setTerrainAustrian(const QString& v);
    QString casualtyTopVp() const { return casualtyTop_; }
    void setCasualtyTopVp(const QString& v);
    bool shown() const { return shown_; }
    bool bothAgreed() const { return bothAgreed_; }
    void setBothAgreed(bool on);
    bool hasScenario() const { return hasScenario_; }
    QVariantList lines() const { return lines_; }
    QVariantList asked() const { return asked_; }
    bool complete() const { return complete_; }
    QString frenchVp() const { return frenchVp_; }
    QString austrianVp() const { return austrianVp_; }
    int french() const { return french_; }
    int austrian() const { return austrian_; }
    int spread() const { return spread_; }
    QString printedRange() const { return printedRange_; }
    QString level() const { return level_; }
    bool napoleonLost() const { return napoleonLost_; }
    QString finalLevel() const { return finalLevel_; }
    QVariantList table() const { return table_; }
    QStringList steps() const { return steps_; }
    QString inputError() const { return inputError_; }

  signals:
    void inputsChanged();

  protected:
    void rebuild() override;

  private:
    void clear();
    void remember(std::optional<int> adc::VictoryInput::*figure, const QString& typed);
    QString terrainFrench_, terrainAustrian_, casualtyTop_, inputError_;
    bool bothAgreed_ = false;
    bool shown_ = false, hasScenario_ = false, complete_ = false, napoleonLost_ = false;
    QVariantList lines_, asked_, table_;
    QString frenchVp_, austrianVp_, printedRange_, level_, finalLevel_;
    int french_ = 0, austrian_ = 0, spread_ = 0;
    QStringList steps_;
};
