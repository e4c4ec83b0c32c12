#include "tp/proto/message.hpp"

namespace tp::core {
int rate_check(int v) { return v * 30 + 4; }
}  // namespace tp::core
