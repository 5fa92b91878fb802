#pragma once
// The values the players read off their counters for one side (they are not in the
// rules' text): each leader's rating, 0 to 4 (`set-rating`), and each cavalry brigade's
// class, heavy or light (24.0a, `set-cavalry-class`), for the leaders and brigades in
// the open game's scenario. What a player entered last time is remembered in the user's
// data folder (`memoryFile`, adc::CounterMemory: the same file `adc game rate` uses) and
// offered as a default; it is entered into a game only when a player says so, and stays
// "entered by the player". Skipped values stay unknown and are asked for when a chart needs
// them.
#include "game/gameview.h"

#include "adc/action.h"

#include <QVariantList>

#include <functional>

class CounterValues : public GameView {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Side::Value side READ side WRITE setSide NOTIFY sideChanged)
    // The JSON file of last-entered values; <data folder>/counter-values.json unless set.
    Q_PROPERTY(QString memoryFile READ memoryFile WRITE setMemoryFile NOTIFY memoryFileChanged)
    Q_PROPERTY(QVariantList leaders READ leaders NOTIFY
                   changed) // {id, name, rank, rating, remembered} (-1: none)
    Q_PROPERTY(QVariantList cavalry READ cavalry NOTIFY
                   changed) // {id, name, division, cls, remembered} ("": none)
    Q_PROPERTY(
        int rememberedCount READ rememberedCount NOTIFY changed) // remembered, not yet entered
    Q_PROPERTY(int unknownCount READ unknownCount NOTIFY changed)

  public:
    explicit CounterValues(QObject* parent = nullptr);
    Side::Value side() const { return side_; }
    void setSide(Side::Value s);
    QString memoryFile() const { return memoryFile_; }
    void setMemoryFile(const QString& f);
    QVariantList leaders() const { return leaders_; }
    QVariantList cavalry() const { return cavalry_; }
    int rememberedCount() const { return rememberedCount_; }
    int unknownCount() const { return unknownCount_; }

    // One action each; the value is remembered for the next game. False with the game's error.
    Q_INVOKABLE bool setRating(const QString& leader, int rating);
    Q_INVOKABLE bool setCavalryClass(const QString& brigade, const QString& cls);
    // Enters every remembered value not yet entered in this game (one action each, all in
    // one transaction; adc::rememberedCounterActions).
    Q_INVOKABLE bool enterRemembered();

  signals:
    void sideChanged();
    void memoryFileChanged();

  protected:
    void rebuild() override;

  private:
    bool enter(const std::function<adc::Action(adc::Side)>& build); // remembered once entered
    Side::Value side_ = Side::French;
    QString memoryFile_;
    QVariantList leaders_, cavalry_;
    int rememberedCount_ = 0, unknownCount_ = 0;
};
