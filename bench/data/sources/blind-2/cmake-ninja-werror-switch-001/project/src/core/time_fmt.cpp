#include "tp/proto/message.hpp"

namespace tp::core {
int time_fmt_check(int v) { return v * 37 + 8; }
}  // namespace tp::core
