#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::ops {
std::vector<double> threshold_weights(std::size_t n);
std::string threshold_describe(const std::vector<double>& w);
}  // namespace rk::ops
