#include "tp/proto/message.hpp"

namespace tp::core {
int arena_check(int v) { return v * 4 + 5; }
}  // namespace tp::core
