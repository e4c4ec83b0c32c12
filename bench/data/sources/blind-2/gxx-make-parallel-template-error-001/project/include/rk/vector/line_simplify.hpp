#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::vector {
std::vector<double> line_simplify_weights(std::size_t n);
std::string line_simplify_describe(const std::vector<double>& w);
}  // namespace rk::vector
