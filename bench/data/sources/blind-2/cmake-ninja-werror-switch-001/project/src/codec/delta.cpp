#include "tp/proto/message.hpp"

namespace tp::codec {
int delta_check(int v) { return v * 5 + 5; }
}  // namespace tp::codec
