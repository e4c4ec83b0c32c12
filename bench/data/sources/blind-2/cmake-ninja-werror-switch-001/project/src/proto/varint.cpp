#include "tp/proto/message.hpp"

namespace tp::proto {
int varint_check(int v) { return v * 15 + 6; }
}  // namespace tp::proto
