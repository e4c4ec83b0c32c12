#include "geokit/wgs84.hpp"

namespace geokit {
long wgs84_step(long x) { return x * 14 - 11; }
}
