// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_rethrow
// Rethrow, nested try blocks, exceptions from catch handlers, std::exception hierarchy.
#include <cstdio>
#include <stdexcept>
#include <vector>

struct Noisy { const char *n; ~Noisy() { std::printf("~%s\n", n); } };

__attribute__((noinline)) int at(const std::vector<int> &v, size_t i) { return v.at(i); }

int stage(int x) {
  Noisy a{"stage"};
  try {
    try {
      if (x == 1) throw std::invalid_argument("bad arg");
      if (x == 2) return at(std::vector<int>{1, 2, 3}, 10);
      if (x == 3) throw std::runtime_error("runtime");
      return x;
    } catch (const std::logic_error &e) {
      std::printf("inner logic: %s\n", e.what());
      if (x == 2) throw;            // rethrow out_of_range
      throw std::runtime_error("converted");
    }
  } catch (const std::out_of_range &e) {
    std::printf("outer range\n");
    return -2;
  } catch (const std::exception &e) {
    std::printf("outer exception: %s\n", e.what());
    return -1;
  }
}

int main() {
  int total = 0;
  for (int i = 0; i < 5; i++) {
    int r = stage(i);
    std::printf("stage(%d) = %d\n", i, r);
    total += r;
  }
  try {
    try { throw 5; } catch (int e) { std::printf("caught %d, rethrowing\n", e); throw; }
  } catch (int e) { total += e; }
  std::printf("total %d\n", total);
  return total == 0 + -1 + -2 + -1 + 4 + 5 ? 0 : 3;
}
