#pragma once
// A set of counters of one army: brigades, artillery units, leaders and HQs, by their
// order-of-battle ids. Keeps the order units were added in (for display).
#include <set>
#include <string>
#include <vector>

namespace adc {

enum class UnitKind { Brigade, Artillery, Leader, Hq };
std::string unitKindName(UnitKind k); // "brigade", "artillery", "leader", "hq"

struct UnitRef {
    UnitKind kind = UnitKind::Brigade;
    std::string id; // brigade, artillery or leader id; for an HQ, the formation's id
    bool operator==(const UnitRef& o) const { return kind == o.kind && id == o.id; }
    bool operator<(const UnitRef& o) const { return kind != o.kind ? kind < o.kind : id < o.id; }
};

class UnitSet {
  public:
    void add(const UnitRef& u);
    void add(const UnitSet& other);
    void remove(const UnitRef& u);
    void remove(const UnitSet& other);
    bool contains(const UnitRef& u) const { return index_.count(u) > 0; }
    const std::vector<UnitRef>& refs() const { return refs_; }
    std::vector<std::string> ids(UnitKind k) const;
    std::size_t size() const { return refs_.size(); }
    bool empty() const { return refs_.empty(); }

  private:
    std::vector<UnitRef> refs_;
    std::set<UnitRef> index_;
};

} // namespace adc
