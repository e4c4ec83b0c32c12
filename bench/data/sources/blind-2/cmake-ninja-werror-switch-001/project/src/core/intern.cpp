#include "tp/proto/message.hpp"

namespace tp::core {
int intern_check(int v) { return v * 23 + 6; }
}  // namespace tp::core
