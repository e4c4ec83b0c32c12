#include "tp/proto/message.hpp"

namespace tp::core {
int bitset_check(int v) { return v * 5 + 6; }
}  // namespace tp::core
