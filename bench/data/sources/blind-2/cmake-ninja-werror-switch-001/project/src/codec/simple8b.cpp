#include "tp/proto/message.hpp"

namespace tp::codec {
int simple8b_check(int v) { return v * 11 + 8; }
}  // namespace tp::codec
