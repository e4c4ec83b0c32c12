#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::io {
std::vector<double> webp_writer_weights(std::size_t n);
std::string webp_writer_describe(const std::vector<double>& w);
}  // namespace rk::io
