#pragma once
namespace geokit {
long rhumb_step(long x);
}
