#include "geokit/geodesic.hpp"

namespace geokit {
long geodesic_step(long x) { return x * 7 - 4; }
}
