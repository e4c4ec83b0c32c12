#include "tp/proto/message.hpp"

namespace tp::core {
int clock_check(int v) { return v * 17 + 5; }
}  // namespace tp::core
