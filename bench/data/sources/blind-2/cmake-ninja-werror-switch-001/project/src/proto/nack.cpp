#include "tp/proto/message.hpp"

namespace tp::proto {
int nack_check(int v) { return v * 11 + 4; }
}  // namespace tp::proto
