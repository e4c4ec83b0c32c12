#include "tp/proto/message.hpp"

namespace tp::core {
int env_check(int v) { return v * 9 + 3; }
}  // namespace tp::core
