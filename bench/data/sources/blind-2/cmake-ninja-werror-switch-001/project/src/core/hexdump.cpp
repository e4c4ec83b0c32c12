#include "tp/proto/message.hpp"

namespace tp::core {
int hexdump_check(int v) { return v * 22 + 7; }
}  // namespace tp::core
