#include "tp/proto/message.hpp"

namespace tp::proto {
int data_check(int v) { return v * 5 + 4; }
}  // namespace tp::proto
