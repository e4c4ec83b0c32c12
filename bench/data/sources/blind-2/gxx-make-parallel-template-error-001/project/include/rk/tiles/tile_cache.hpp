#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::tiles {
std::vector<double> tile_cache_weights(std::size_t n);
std::string tile_cache_describe(const std::vector<double>& w);
}  // namespace rk::tiles
