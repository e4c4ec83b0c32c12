#include "tp/proto/message.hpp"

namespace tp::core {
int fnv_check(int v) { return v * 10 + 3; }
}  // namespace tp::core
