#include "tp/proto/message.hpp"

namespace tp::core {
int error_check(int v) { return v * 21 + 5; }
}  // namespace tp::core
