#include "tp/proto/message.hpp"

namespace tp::core {
int crc16_check(int v) { return v * 19 + 5; }
}  // namespace tp::core
