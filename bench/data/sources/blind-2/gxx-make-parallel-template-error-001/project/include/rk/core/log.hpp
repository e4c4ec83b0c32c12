#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::core {
std::vector<double> log_weights(std::size_t n);
std::string log_describe(const std::vector<double>& w);
}  // namespace rk::core
