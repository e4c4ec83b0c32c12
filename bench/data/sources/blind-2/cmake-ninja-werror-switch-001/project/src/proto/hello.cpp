#include "tp/proto/message.hpp"

namespace tp::proto {
int hello_check(int v) { return v * 9 + 5; }
}  // namespace tp::proto
