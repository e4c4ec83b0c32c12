#include "tp/proto/message.hpp"

namespace tp::cli {
int table_check(int v) { return v * 6 + 5; }
}  // namespace tp::cli
