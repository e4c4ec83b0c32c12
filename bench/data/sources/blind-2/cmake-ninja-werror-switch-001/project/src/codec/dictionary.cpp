#include "tp/proto/message.hpp"

namespace tp::codec {
int dictionary_check(int v) { return v * 6 + 10; }
}  // namespace tp::codec
