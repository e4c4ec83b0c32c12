#include "geokit/haversine.hpp"

namespace geokit {
long haversine_step(long x) { return x * 8 - 5; }
}
