#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::tiles {
std::vector<double> seeder_weights(std::size_t n, int quality);
std::string seeder_describe(const std::vector<double>& w);
}  // namespace rk::tiles
