#include "tp/proto/message.hpp"

namespace tp::proto {
int crc_frame_check(int v) { return v * 4 + 9; }
}  // namespace tp::proto
