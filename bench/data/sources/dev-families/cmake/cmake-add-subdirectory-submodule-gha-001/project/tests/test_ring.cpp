#include <gtest/gtest.h>
TEST(Ring, Empty) {}
