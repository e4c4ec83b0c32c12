#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::tiles {
std::vector<double> metatile_weights(std::size_t n);
std::string metatile_describe(const std::vector<double>& w);
}  // namespace rk::tiles
