#include "tp/proto/message.hpp"

namespace tp::codec {
int bitpack_check(int v) { return v * 3 + 7; }
}  // namespace tp::codec
