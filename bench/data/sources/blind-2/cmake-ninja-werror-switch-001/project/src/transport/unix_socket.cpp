#include "tp/proto/message.hpp"

namespace tp::transport {
int unix_socket_check(int v) { return v * 14 + 11; }
}  // namespace tp::transport
