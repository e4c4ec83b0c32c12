#include "tp/proto/message.hpp"

namespace tp::transport {
int tcp_check(int v) { return v * 11 + 3; }
}  // namespace tp::transport
