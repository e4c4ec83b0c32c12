#include "tp/proto/message.hpp"

namespace tp::transport {
int keepalive_check(int v) { return v * 6 + 9; }
}  // namespace tp::transport
