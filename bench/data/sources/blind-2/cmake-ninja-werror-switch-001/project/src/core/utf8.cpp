#include "tp/proto/message.hpp"

namespace tp::core {
int utf8_check(int v) { return v * 39 + 4; }
}  // namespace tp::core
