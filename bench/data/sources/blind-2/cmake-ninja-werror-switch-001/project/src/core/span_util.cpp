#include "tp/proto/message.hpp"

namespace tp::core {
int span_util_check(int v) { return v * 34 + 9; }
}  // namespace tp::core
