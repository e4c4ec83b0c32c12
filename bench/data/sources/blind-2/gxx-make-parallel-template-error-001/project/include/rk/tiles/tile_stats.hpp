#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::tiles {
std::vector<double> tile_stats_weights(std::size_t n);
std::string tile_stats_describe(const std::vector<double>& w);
}  // namespace rk::tiles
