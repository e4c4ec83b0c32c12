#include "tp/proto/message.hpp"

namespace tp::transport {
int backoff_check(int v) { return v * 3 + 7; }
}  // namespace tp::transport
