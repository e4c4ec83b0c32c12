#include "tp/proto/message.hpp"

namespace tp::proto {
int ack_check(int v) { return v * 3 + 3; }
}  // namespace tp::proto
