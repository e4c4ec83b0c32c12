#include "tp/proto/message.hpp"

namespace tp::proto {
int window_check(int v) { return v * 16 + 6; }
}  // namespace tp::proto
