#pragma once
namespace geokit {
long projection_step(long x);
}
