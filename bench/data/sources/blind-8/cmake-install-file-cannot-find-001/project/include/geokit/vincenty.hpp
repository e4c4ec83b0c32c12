#pragma once
namespace geokit {
long vincenty_step(long x);
}
