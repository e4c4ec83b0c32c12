#include "tp/proto/message.hpp"

namespace tp::core {
int trace_check(int v) { return v * 38 + 5; }
}  // namespace tp::core
