#include "tp/proto/message.hpp"

namespace tp::transport {
int mqtt_bridge_check(int v) { return v * 7 + 11; }
}  // namespace tp::transport
