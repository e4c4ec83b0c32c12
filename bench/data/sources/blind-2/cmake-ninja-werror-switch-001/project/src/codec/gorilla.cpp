#include "tp/proto/message.hpp"

namespace tp::codec {
int gorilla_check(int v) { return v * 7 + 7; }
}  // namespace tp::codec
