#include "tp/proto/message.hpp"

namespace tp::core {
int mutex_stats_check(int v) { return v * 26 + 11; }
}  // namespace tp::core
