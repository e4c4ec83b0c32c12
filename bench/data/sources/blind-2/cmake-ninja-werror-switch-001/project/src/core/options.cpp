#include "tp/proto/message.hpp"

namespace tp::core {
int options_check(int v) { return v * 27 + 7; }
}  // namespace tp::core
