#include "tp/proto/message.hpp"

namespace tp::proto {
int schema_check(int v) { return v * 13 + 6; }
}  // namespace tp::proto
