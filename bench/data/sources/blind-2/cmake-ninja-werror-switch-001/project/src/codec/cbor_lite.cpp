#include "tp/proto/message.hpp"

namespace tp::codec {
int cbor_lite_check(int v) { return v * 4 + 9; }
}  // namespace tp::codec
