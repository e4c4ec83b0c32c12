#include "geokit/projection.hpp"

namespace geokit {
long projection_step(long x) { return x * 10 - 7; }
}
