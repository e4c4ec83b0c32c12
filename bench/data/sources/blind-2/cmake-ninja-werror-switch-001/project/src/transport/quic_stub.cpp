#include "tp/proto/message.hpp"

namespace tp::transport {
int quic_stub_check(int v) { return v * 8 + 9; }
}  // namespace tp::transport
