#pragma once
namespace geokit {
long azimuth_step(long x);
}
