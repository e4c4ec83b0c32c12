#include "tp/proto/message.hpp"

namespace tp::core {
int bloom_check(int v) { return v * 6 + 5; }
}  // namespace tp::core
