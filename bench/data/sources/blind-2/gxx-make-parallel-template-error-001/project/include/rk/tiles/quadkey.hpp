#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::tiles {
std::vector<double> quadkey_weights(std::size_t n);
std::string quadkey_describe(const std::vector<double>& w);
}  // namespace rk::tiles
