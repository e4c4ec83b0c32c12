#include "tp/proto/message.hpp"

namespace tp::cli {
int args_check(int v) { return v * 3 + 4; }
}  // namespace tp::cli
