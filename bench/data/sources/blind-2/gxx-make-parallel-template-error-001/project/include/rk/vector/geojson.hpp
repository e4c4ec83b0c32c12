#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::vector {
std::vector<double> geojson_weights(std::size_t n, int quality);
std::string geojson_describe(const std::vector<double>& w);
}  // namespace rk::vector
