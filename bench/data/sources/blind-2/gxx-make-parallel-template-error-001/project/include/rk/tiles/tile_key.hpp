#pragma once
#include <cstdint>

namespace rk::tiles {

struct TileKey {
    std::uint32_t zoom;
    std::uint32_t x;
    std::uint32_t y;

    bool operator==(const TileKey& other) const
    {
        return zoom == other.zoom && x == other.x && y == other.y;
    }
};

}  // namespace rk::tiles
