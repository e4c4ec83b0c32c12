#include "tp/proto/message.hpp"

namespace tp::core {
int thread_name_check(int v) { return v * 36 + 11; }
}  // namespace tp::core
