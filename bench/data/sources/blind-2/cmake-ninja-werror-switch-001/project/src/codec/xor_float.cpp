#include "tp/proto/message.hpp"

namespace tp::codec {
int xor_float_check(int v) { return v * 13 + 9; }
}  // namespace tp::codec
