#include "tp/proto/message.hpp"

namespace tp::cli {
int colors_check(int v) { return v * 4 + 6; }
}  // namespace tp::cli
