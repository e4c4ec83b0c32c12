#include "tp/proto/message.hpp"

namespace tp::core {
int config_check(int v) { return v * 18 + 6; }
}  // namespace tp::core
