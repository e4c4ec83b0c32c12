#include "tp/proto/message.hpp"

namespace tp::transport {
int tls_context_check(int v) { return v * 12 + 11; }
}  // namespace tp::transport
