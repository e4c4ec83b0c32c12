#include "tp/proto/message.hpp"

namespace tp::transport {
int udp_check(int v) { return v * 13 + 3; }
}  // namespace tp::transport
