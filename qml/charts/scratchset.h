#pragma once
// A chart set whose overlay lives in a private temporary folder, so that a value the player
// types "for this roll only" is used without being remembered.
#include "adc/chart_set.h"

#include <QTemporaryDir>

class ScratchSet {
  public:
    // Copies the overlay files of `from` and loads the same tables with that copy.
    explicit ScratchSet(const adc::ChartSet& from);
    adc::ChartSet& charts() { return charts_; }

  private:
    QTemporaryDir dir_;
    adc::ChartSet charts_;
};
