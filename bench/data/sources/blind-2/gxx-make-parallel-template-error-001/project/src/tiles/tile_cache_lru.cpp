#include "rk/tiles/tile_cache_lru.hpp"

#include <algorithm>

namespace rk::tiles {

void TileCacheLru::touch(const TileKey& key)
{
    keys_.push_back(key);
    if (keys_.size() > capacity_ * 2)
        compact();
}

void TileCacheLru::compact()
{
    // drop duplicate keys, then keep the newest `capacity_` entries
    std::sort(keys_.begin(), keys_.end());
    keys_.erase(std::unique(keys_.begin(), keys_.end()), keys_.end());
    if (keys_.size() > capacity_)
        keys_.erase(keys_.begin(), keys_.end() - static_cast<long>(capacity_));
}

}  // namespace rk::tiles
