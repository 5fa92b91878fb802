#include "resolvers/common.h"

namespace adc {

const std::vector<ResolverSpec>& resolvers() {
    static const std::vector<ResolverSpec> all = [] {
        std::vector<ResolverSpec> out;
        detail::addOrderResolvers(out);
        detail::addAttackStoppageResolvers(out);
        detail::addFireResolvers(out);
        detail::addMoraleResolvers(out);
        detail::addCloseCombatResolvers(out);
        detail::addStragglerResolvers(out);
        detail::addCavalryResolvers(out);
        detail::addMovementResolvers(out);
        return out;
    }();
    return all;
}

} // namespace adc
