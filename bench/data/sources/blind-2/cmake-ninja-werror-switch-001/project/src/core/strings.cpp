#include "tp/proto/message.hpp"

namespace tp::core {
int strings_check(int v) { return v * 35 + 7; }
}  // namespace tp::core
