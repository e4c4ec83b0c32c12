#include "tp/proto/message.hpp"

namespace tp::core {
int dns_cache_check(int v) { return v * 8 + 9; }
}  // namespace tp::core
