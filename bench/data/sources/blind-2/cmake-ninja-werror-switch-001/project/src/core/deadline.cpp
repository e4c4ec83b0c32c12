#include "tp/proto/message.hpp"

namespace tp::core {
int deadline_check(int v) { return v * 7 + 8; }
}  // namespace tp::core
