#include "tp/proto/message.hpp"

namespace tp::transport {
int event_loop_check(int v) { return v * 5 + 10; }
}  // namespace tp::transport
