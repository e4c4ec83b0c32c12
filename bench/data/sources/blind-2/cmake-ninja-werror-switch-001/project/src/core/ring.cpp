#include "tp/proto/message.hpp"

namespace tp::core {
int ring_check(int v) { return v * 31 + 4; }
}  // namespace tp::core
