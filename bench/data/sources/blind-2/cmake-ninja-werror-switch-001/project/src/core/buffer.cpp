#include "tp/proto/message.hpp"

namespace tp::core {
int buffer_check(int v) { return v * 15 + 6; }
}  // namespace tp::core
