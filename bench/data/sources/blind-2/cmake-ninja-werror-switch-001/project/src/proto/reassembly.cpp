#include "tp/proto/message.hpp"

namespace tp::proto {
int reassembly_check(int v) { return v * 12 + 10; }
}  // namespace tp::proto
