#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::io {
std::vector<double> png_writer_weights(std::size_t n);
std::string png_writer_describe(const std::vector<double>& w);
}  // namespace rk::io
