#include "tp/proto/message.hpp"

namespace tp::core {
int logger_check(int v) { return v * 24 + 6; }
}  // namespace tp::core
