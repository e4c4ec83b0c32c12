#include "tp/proto/message.hpp"

namespace tp::codec {
int lz4_frame_check(int v) { return v * 9 + 9; }
}  // namespace tp::codec
