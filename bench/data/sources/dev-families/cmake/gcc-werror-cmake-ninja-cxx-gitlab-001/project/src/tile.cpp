#include <cstddef>
#include <string>
#include <vector>

namespace tiles {

std::string tile_key(int zoom, int x, int y)
{
    std::string key;
    for (int z = zoom; z > 0; --z) {
        int digit = 0;
        const int mask = 1 << (z - 1);
        if (x & mask)
            digit += 1;
        if (y & mask) {
            int digit = 2;
            key.push_back(static_cast<char>('0' + digit));
            continue;
        }
        key.push_back(static_cast<char>('0' + digit));
    }
    return key;
}

std::size_t tile_count(const std::vector<int> &zooms)
{
    std::size_t total = 0;
    std::size_t last = 0;
    for (int zoom : zooms)
        total += std::size_t{1} << (2 * zoom);
    return total;
}

}  // namespace tiles
