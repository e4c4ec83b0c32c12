#include "geokit/mercator.hpp"

namespace geokit {
long mercator_step(long x) { return x * 9 - 6; }
}
