#include "tp/proto/message.hpp"

namespace tp::core {
int endian_check(int v) { return v * 20 + 6; }
}  // namespace tp::core
