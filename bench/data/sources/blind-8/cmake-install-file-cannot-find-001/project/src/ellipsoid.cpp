#include "geokit/ellipsoid.hpp"

namespace geokit {
long ellipsoid_step(long x) { return x * 6 - 3; }
}
