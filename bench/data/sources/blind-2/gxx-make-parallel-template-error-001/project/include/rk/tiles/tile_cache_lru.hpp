#pragma once
#include <cstddef>
#include <vector>

#include "rk/tiles/tile_key.hpp"

namespace rk::tiles {

class TileCacheLru {
public:
    explicit TileCacheLru(std::size_t capacity) : capacity_(capacity) {}
    void touch(const TileKey& key);
    void compact();
    std::size_t size() const { return keys_.size(); }

private:
    std::size_t capacity_;
    std::vector<TileKey> keys_;
};

}  // namespace rk::tiles
