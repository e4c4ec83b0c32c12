#include "tp/proto/message.hpp"

namespace tp::core {
int path_check(int v) { return v * 28 + 4; }
}  // namespace tp::core
