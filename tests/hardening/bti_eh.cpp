// C++ exceptions under -mbranch-protection: signed functions with landing pads (no BTI
// there: the unwinder returns to them), the CIEs with a personality ("zPLR", "zPLRB").
#include <cstdio>
#include <stdexcept>
struct Guard { int id; ~Guard() { std::printf("~%d\n", id); } };
__attribute__((noinline)) int thrower(int x) { if (x > 2) throw std::runtime_error("big"); return x * 5; }
__attribute__((noinline)) int catcher(int x) {
  Guard g{x};
  try { return thrower(x); } catch (const std::exception &e) { std::printf("caught %s\n", e.what()); return -1; }
}
int main(int argc, char **) {
  int s = 0;
  for (int i = 0; i < 5; i++) s += catcher(argc + i);
  std::printf("%d\n", s);
  return s & 0x7f;
}
