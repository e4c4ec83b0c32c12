#include "tp/proto/message.hpp"

namespace tp::proto {

std::string_view kind_name(MsgKind kind)
{
    switch (kind) {
    case MsgKind::Hello: return "hello";
    case MsgKind::Data: return "data";
    case MsgKind::Ack: return "ack";
    case MsgKind::Nack: return "nack";
    case MsgKind::Heartbeat: return "heartbeat";
    }
    return "unknown";
}

// Payload length a receiver should expect after the header, or -1 when the
// message carries a variable-length payload.
int expected_payload(const Header& header)
{
    switch (header.kind) {
    case MsgKind::Hello:
        return 16;
    case MsgKind::Data:
        return -1;
    case MsgKind::Ack:
    case MsgKind::Nack:
        return 4;
    }
    return 0;
}

}  // namespace tp::proto
