// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_basic
// Throws across frames and through destructors; catch by value, by base class, catch (...).
#include <cstdio>
#include <stdexcept>
#include <string>

static int live = 0;
struct Guard {
  int id;
  explicit Guard(int i) : id(i) { ++live; std::printf("enter %d\n", id); }
  ~Guard() { --live; std::printf("leave %d\n", id); }
};

struct Base { virtual ~Base() {} virtual int code() const { return 1; } };
struct Derived : Base { int code() const override { return 2; } };

__attribute__((noinline)) void deep(int n, int kind) {
  Guard g(n);
  if (n > 0) { deep(n - 1, kind); return; }
  switch (kind) {
  case 0: throw 7;
  case 1: throw Derived();
  case 2: throw std::string("text");
  case 3: throw 2.5;
  default: break;
  }
}

int run(int kind) {
  try {
    deep(3, kind);
    return 0;
  } catch (int v) {
    std::printf("int %d\n", v);
    return 10 + v;
  } catch (const Base &b) {
    std::printf("base %d\n", b.code());
    return 20 + b.code();
  } catch (const std::string &s) {
    std::printf("string %s\n", s.c_str());
    return 30;
  } catch (...) {
    std::printf("something else\n");
    return 40;
  }
}

int main() {
  int sum = 0;
  for (int k = 0; k < 5; k++) sum += run(k);
  std::printf("sum %d live %d\n", sum, live);
  return sum == 17 + 22 + 30 + 40 ? 0 : 1;
}
