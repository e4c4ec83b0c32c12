#include "tp/proto/message.hpp"

namespace tp::codec {
int zigzag_check(int v) { return v * 14 + 6; }
}  // namespace tp::codec
