#include "tp/proto/message.hpp"

namespace tp::transport {
int dtls_check(int v) { return v * 4 + 4; }
}  // namespace tp::transport
