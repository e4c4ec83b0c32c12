#include "tp/proto/message.hpp"

namespace tp::codec {
int snappy_frame_check(int v) { return v * 12 + 12; }
}  // namespace tp::codec
