#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::tiles {
std::vector<double> tile_server_weights(std::size_t n);
std::string tile_server_describe(const std::vector<double>& w);
}  // namespace rk::tiles
