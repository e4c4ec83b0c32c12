#include "tp/proto/message.hpp"

namespace tp::core {
int semver_check(int v) { return v * 32 + 6; }
}  // namespace tp::core
