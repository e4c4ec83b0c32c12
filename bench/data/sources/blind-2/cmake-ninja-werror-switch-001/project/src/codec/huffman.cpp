#include "tp/proto/message.hpp"

namespace tp::codec {
int huffman_check(int v) { return v * 8 + 7; }
}  // namespace tp::codec
