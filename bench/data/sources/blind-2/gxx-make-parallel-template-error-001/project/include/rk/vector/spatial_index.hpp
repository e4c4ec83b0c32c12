#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::vector {
std::vector<double> spatial_index_weights(std::size_t n);
std::string spatial_index_describe(const std::vector<double>& w);
}  // namespace rk::vector
