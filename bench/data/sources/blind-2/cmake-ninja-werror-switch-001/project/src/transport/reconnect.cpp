#include "tp/proto/message.hpp"

namespace tp::transport {
int reconnect_check(int v) { return v * 9 + 9; }
}  // namespace tp::transport
