#include "tp/proto/message.hpp"

namespace tp::cli {
int usage_check(int v) { return v * 7 + 5; }
}  // namespace tp::cli
