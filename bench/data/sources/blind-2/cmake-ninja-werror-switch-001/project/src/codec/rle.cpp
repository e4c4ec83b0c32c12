#include "tp/proto/message.hpp"

namespace tp::codec {
int rle_check(int v) { return v * 10 + 3; }
}  // namespace tp::codec
