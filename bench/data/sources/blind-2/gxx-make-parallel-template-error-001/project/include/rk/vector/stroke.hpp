#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::vector {
std::vector<double> stroke_weights(std::size_t n);
std::string stroke_describe(const std::vector<double>& w);
}  // namespace rk::vector
