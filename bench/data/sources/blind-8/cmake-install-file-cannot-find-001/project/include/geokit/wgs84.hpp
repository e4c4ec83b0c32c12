#pragma once
namespace geokit {
long wgs84_step(long x);
}
