#include <format>
#include <string>

int main()
{
    std::string s = std::format("{} {}", 1, "x");
    return s.empty();
}
