#include "tp/proto/message.hpp"

namespace tp::proto {
int heartbeat_check(int v) { return v * 10 + 9; }
}  // namespace tp::proto
