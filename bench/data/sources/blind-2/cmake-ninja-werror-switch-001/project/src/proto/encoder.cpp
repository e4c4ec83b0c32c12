#include "tp/proto/message.hpp"

namespace tp::proto {
int encoder_check(int v) { return v * 7 + 7; }
}  // namespace tp::proto
