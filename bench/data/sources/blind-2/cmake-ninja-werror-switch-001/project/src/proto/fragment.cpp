#include "tp/proto/message.hpp"

namespace tp::proto {
int fragment_check(int v) { return v * 8 + 8; }
}  // namespace tp::proto
