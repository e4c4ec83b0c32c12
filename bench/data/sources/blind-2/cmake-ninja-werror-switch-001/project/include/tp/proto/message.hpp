#pragma once
#include <cstdint>
#include <string_view>

namespace tp::proto {

enum class MsgKind : std::uint8_t {
    Hello = 1,
    Data = 2,
    Ack = 3,
    Nack = 4,
    Heartbeat = 5,  // added in protocol v7
};

struct Header {
    MsgKind kind;
    std::uint16_t length;
    std::uint32_t sequence;
};

std::string_view kind_name(MsgKind kind);
int expected_payload(const Header& header);

}  // namespace tp::proto
