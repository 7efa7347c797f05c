// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_fnptr
// Exceptions thrown through calls via function pointers and virtual calls, with
// values live across the invokes (callee-saved registers and stack slots).
#include <cstdio>
#include <stdexcept>

typedef long (*Fn)(long);
__attribute__((noinline)) long twice(long x) { if (x > 100) throw std::overflow_error("big"); return 2 * x; }
__attribute__((noinline)) long neg(long x) { if (x < 0) throw x; return -x; }

struct Op { virtual long apply(long x) = 0; virtual ~Op() {} };
struct Thrower : Op { long apply(long x) override { if (x % 3 == 0) throw (int)x; return x + 1; } };

__attribute__((noinline)) long chain(Fn *fs, int n, long x, Op *op) {
  long a = x * 3, b = x ^ 0x55, c = x + 1000, d = x * x;
  volatile double f = 1.5 * x;
  try {
    for (int i = 0; i < n; i++) x = fs[i](x) + op->apply(x);
  } catch (std::exception &e) {
    std::printf("exception %s, a=%ld b=%ld c=%ld d=%ld f=%g\n", e.what(), a, b, c, d, (double)f);
    return a + b + c + d;
  } catch (long v) {
    std::printf("long %ld %ld %ld\n", v, a, c);
    return v + a;
  } catch (int v) {
    std::printf("int %d %ld %ld\n", v, b, d);
    return v + b;
  }
  return x;
}

int main() {
  Fn fs[3] = {twice, neg, twice};
  Thrower t;
  long s = 0;
  for (long x = -2; x < 60; x += 7) {
    long r = chain(fs, 3, x, &t);
    std::printf("x=%ld r=%ld\n", x, r);
    s += r;
  }
  std::printf("s=%ld\n", s);
  return 0;
}
