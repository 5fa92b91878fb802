#include "adc/input_text.h"
#include "resolvers/common.h"
#include "wagram/wagram_resolvers.h"

#include <algorithm>

namespace adc {

const std::vector<Rulebook>& rulebooks() {
    static const std::vector<Rulebook> all{
        {"nbs", "Napoleonic Brigade Series v2.1", "Aspern-Essling 1809"},
        {"wagram-1809", "Wagram 1809", "Wagram 1809"}};
    return all;
}

std::string rulebookTitle(const std::string& id) {
    for (const auto& b : rulebooks())
        if (b.id == id) return b.title;
    return id;
}

namespace {

struct Registry {
    std::vector<ResolverSpec> all;
    std::vector<std::string> book; // each resolver's rule book, by position
};

const Registry& registry() {
    static const Registry reg = [] {
        Registry r;
        const auto book = [&r](const char* id) { r.book.resize(r.all.size(), id); };
        detail::addOrderResolvers(r.all);
        detail::addAttackStoppageResolvers(r.all);
        detail::addFireResolvers(r.all);
        detail::addMoraleResolvers(r.all);
        detail::addCloseCombatResolvers(r.all);
        detail::addStragglerResolvers(r.all);
        detail::addCavalryResolvers(r.all);
        detail::addMovementResolvers(r.all);
        book("nbs");
        wagram::addRoundResolvers(r.all);
        wagram::addUnitResolvers(r.all);
        wagram::addCombatResolvers(r.all);
        wagram::addScenarioResolvers(r.all);
        wagram::addVictoryResolvers(r.all);
        book("wagram-1809");
        return r;
    }();
    return reg;
}

} // namespace

const std::vector<ResolverSpec>& resolvers() {
    return registry().all;
}

const std::string& rulebookOf(const ResolverSpec& r) {
    const Registry& reg = registry();
    return reg.book.at(static_cast<size_t>(&r - reg.all.data()));
}

std::vector<const ResolverSpec*> resolversOf(const std::string& rulebook) {
    const auto& books = rulebooks();
    if (std::none_of(books.begin(), books.end(),
                     [&](const Rulebook& b) { return b.id == rulebook; })) {
        std::string ids;
        for (const auto& b : books)
            ids += (ids.empty() ? "" : ", ") + b.id;
        throw InvalidInput("no rule book \"" + printable(rulebook, 60) +
                           "\"; the rule books are: " + ids);
    }
    std::vector<const ResolverSpec*> out;
    const Registry& reg = registry();
    for (size_t i = 0; i < reg.all.size(); ++i)
        if (reg.book[i] == rulebook) out.push_back(&reg.all[i]);
    return out;
}

} // namespace adc
