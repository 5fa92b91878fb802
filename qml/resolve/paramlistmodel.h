#pragma once
// The inputs of one resolver as form fields, built from its ParamSpecs (dice rolls are
// entered in the roll area, not here). Holds what the player entered and turns it into the
// engine's key=value arguments.
#include "adc/chart_set.h"
#include "adc/resolver.h"

#include "resolve/modifierlistmodel.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class ParamListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Made by the resolver form")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        LabelRole,
        TypeRole,
        RequiredRole,
        MinRole,
        MaxRole,
        RuleRole,
        HelpRole,
        ChoicesRole,
        ValueRole,
        EffectiveValueRole,
        RowsRole,
        ModifiersRole,
        KindsRole
    };

    explicit ParamListModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows the inputs of `spec` (nothing when null), all empty.
    void setSpec(const adc::ResolverSpec* spec);
    // Points each modifier input at its list chart, which may depend on another input
    // ("fire-modifiers-{fires}"). `reloaded`: the charts changed, so re-read the lists.
    void refreshModifierLists(const adc::ChartSet& charts, bool reloaded);

    // An empty value means "not given".
    Q_INVOKABLE void setValue(const QString& key, const QString& value);
    Q_INVOKABLE void addRow(const QString& key);
    Q_INVOKABLE void setRow(const QString& key, int row, const QString& text);
    Q_INVOKABLE void removeRow(const QString& key, int row);
    // Pickers for a repeated unit input: a row of `kind` (its level and range still to
    // pick), a row written whole (it takes the place of an empty last row), a row's parts
    // {kind, level, range, flags} and one part changed, a flag put on or taken off.
    Q_INVOKABLE void addKindRow(const QString& key, const QString& kind);
    Q_INVOKABLE void addRowText(const QString& key, const QString& text);
    Q_INVOKABLE QVariantMap rowParts(const QString& key, int row) const;
    Q_INVOKABLE void setRowPart(const QString& key, int row, const QString& part,
                                const QString& value);
    Q_INVOKABLE void toggleRowFlag(const QString& key, int row, const QString& flag);
    // The current rows of a repeated input ("" for none).
    QStringList rowsOf(const QString& key) const;
    QString valueOf(const QString& key) const;
    // Fills inputs from "key=value" texts as `adc resolve` takes them (repeated keys add
    // rows, modifiers are ticked by id). Returns what could not be filled, else empty.
    Q_INVOKABLE QString fill(const QStringList& keyValues);

    // The player's inputs as the engine takes them.
    std::vector<std::pair<std::string, std::string>> args() const;
    int count() const { return rowCount(); }

  signals:
    void inputsChanged();
    void countChanged();

  private:
    struct Field {
        const adc::ParamSpec* spec;
        QString value;
        QStringList rows;
        std::unique_ptr<ModifierListModel> modifiers;
    };
    int find(const QString& key) const;
    // Row `index` of the repeated unit input `key` cut into its parts (none when there is no
    // such row), and put back together.
    std::optional<adc::UnitParts> unitRow(const QString& key, int index) const;
    void setUnitRow(const QString& key, int index, const adc::UnitParts& parts);
    QString effectiveValue(const Field& f) const;
    void changed(int row, const QList<int>& roles);

    std::vector<Field> fields_;
};
