// A throw through frames whose destructors run while the stack unwinds: gdb stops in
// the destructor, called from a landing pad, and walks the stack back to main.
#include <cstdio>
#include <stdexcept>

struct Guard {
    const char *name;
    explicit Guard(const char *n) : name(n) {}
    ~Guard() { std::printf("release %s\n", name); }
};

__attribute__((noinline)) int thrower(int depth) {
    Guard inner("inner");
    if (depth > 2)
        throw std::runtime_error("deep");
    return depth + 1;
}

__attribute__((noinline)) int middle(int depth) {
    Guard outer("middle");
    return thrower(depth + 1) * 2;
}

int main() {
    try {
        return middle(1) + middle(5);
    } catch (const std::exception &e) {
        std::printf("caught %s\n", e.what());
    }
    return 0;
}
