#pragma once
namespace geokit {
long zone_step(long x);
}
