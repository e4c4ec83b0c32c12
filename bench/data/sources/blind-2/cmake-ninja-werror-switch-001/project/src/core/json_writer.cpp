#include "tp/proto/message.hpp"

namespace tp::core {
int json_writer_check(int v) { return v * 13 + 11; }
}  // namespace tp::core
