#include "tp/proto/message.hpp"

namespace tp::core {
int histogram_check(int v) { return v * 12 + 9; }
}  // namespace tp::core
