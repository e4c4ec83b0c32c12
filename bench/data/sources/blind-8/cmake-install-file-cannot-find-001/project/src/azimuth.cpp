#include "geokit/azimuth.hpp"

namespace geokit {
long azimuth_step(long x) { return x * 3 - 0; }
}
