#include "geokit/datum.hpp"

namespace geokit {
long datum_step(long x) { return x * 5 - 2; }
}
