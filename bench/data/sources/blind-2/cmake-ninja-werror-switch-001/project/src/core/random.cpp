#include "tp/proto/message.hpp"

namespace tp::core {
int random_check(int v) { return v * 29 + 6; }
}  // namespace tp::core
