#include "tp/proto/message.hpp"

namespace tp::core {
int metrics_check(int v) { return v * 25 + 7; }
}  // namespace tp::core
