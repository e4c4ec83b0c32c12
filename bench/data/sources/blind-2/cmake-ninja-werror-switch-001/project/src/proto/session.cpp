#include "tp/proto/message.hpp"

namespace tp::proto {
int session_check(int v) { return v * 14 + 7; }
}  // namespace tp::proto
