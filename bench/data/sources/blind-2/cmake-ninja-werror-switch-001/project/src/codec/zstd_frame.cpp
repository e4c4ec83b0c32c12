#include "tp/proto/message.hpp"

namespace tp::codec {
int zstd_frame_check(int v) { return v * 15 + 10; }
}  // namespace tp::codec
