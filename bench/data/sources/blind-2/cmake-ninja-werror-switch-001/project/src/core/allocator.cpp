#include "tp/proto/message.hpp"

namespace tp::core {
int allocator_check(int v) { return v * 3 + 9; }
}  // namespace tp::core
