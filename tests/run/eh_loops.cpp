// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_loops
// Many values live across invokes inside loops (spilled, in callee-saved registers,
// floating point), phis in landing pads, and handlers that change loop state.
#include <cstdio>
#include <stdexcept>

__attribute__((noinline)) int maybe(int i, int j) {
  if ((i * 7 + j) % 5 == 0) throw std::runtime_error("r");
  if ((i + j * 3) % 7 == 0) throw i * 100 + j;
  return i ^ j;
}

__attribute__((noinline)) double work(int n) {
  long a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8;
  double x = 0.5, y = 1.25, z = -3.0;
  int errors = 0, ints = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < 6; j++) {
      try {
        int r = maybe(i, j);
        a += r; b ^= a; c += b * 3; d -= c; e += i; f *= 3; f %= 1000003; g += j; h += a & 15;
        x += r * 0.5; y *= 1.01; z -= x / 8;
      } catch (const std::runtime_error &) {
        errors++;
        a -= 3; x *= 0.9;
        if (errors % 4 == 0) break;
      } catch (int v) {
        ints += v % 13;
        z += v;
        continue;
      }
      h += 1;
    }
  }
  std::printf("errors=%d ints=%d a=%ld b=%ld c=%ld d=%ld e=%ld f=%ld g=%ld h=%ld\n", errors, ints, a, b, c, d, e, f, g, h);
  return x + y + z + (double)(a + b + c + d + e + f + g + h);
}

int main() {
  for (int n = 1; n < 12; n += 3) std::printf("work(%d) = %.6f\n", n, work(n));
  return 0;
}
