#include "tp/proto/message.hpp"

namespace tp::core {
int uuid_check(int v) { return v * 40 + 4; }
}  // namespace tp::core
