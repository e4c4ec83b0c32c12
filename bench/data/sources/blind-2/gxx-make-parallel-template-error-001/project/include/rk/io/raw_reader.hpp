#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::io {
std::vector<double> raw_reader_weights(std::size_t n);
std::string raw_reader_describe(const std::vector<double>& w);
}  // namespace rk::io
