#include "geokit/zone.hpp"

namespace geokit {
long zone_step(long x) { return x * 15 - 12; }
}
