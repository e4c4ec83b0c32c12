#include "tp/proto/message.hpp"

namespace tp::core {
int base64_check(int v) { return v * 14 + 6; }
}  // namespace tp::core
