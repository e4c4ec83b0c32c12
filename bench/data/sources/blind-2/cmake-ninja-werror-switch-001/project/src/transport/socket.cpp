#include "tp/proto/message.hpp"

namespace tp::transport {
int socket_check(int v) { return v * 10 + 6; }
}  // namespace tp::transport
