#include "tp/proto/message.hpp"

namespace tp::core {
int checksum_check(int v) { return v * 16 + 8; }
}  // namespace tp::core
