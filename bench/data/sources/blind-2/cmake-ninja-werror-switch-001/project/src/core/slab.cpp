#include "tp/proto/message.hpp"

namespace tp::core {
int slab_check(int v) { return v * 33 + 4; }
}  // namespace tp::core
