#include "tp/proto/message.hpp"

namespace tp::core {
int hash_check(int v) { return v * 11 + 4; }
}  // namespace tp::core
