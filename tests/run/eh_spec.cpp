// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_spec
// Typed exceptions through templates and classes, exceptions in constructors, catch
// by pointer, and an uncaught exception (std::terminate, exit by abort).
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <map>

struct E1 { int v; };
struct E2 : E1 { const char *why; };

template <class T> __attribute__((noinline)) T check(T v, T lim) {
  if (v > lim) throw E2{{(int)v}, "over"};
  if (v < 0) throw new E1{-1};
  return v;
}

struct Account {
  std::map<int, long> m;
  long get(int k) const {
    auto it = m.find(k);
    if (it == m.end()) throw std::out_of_range("no key");
    return it->second;
  }
};

int main() {
  long s = 0;
  for (int i = -1; i < 4; i++) {
    try { s += check<long>(i * 10, 25); }
    catch (E2 &e) { std::printf("E2 %d %s\n", e.v, e.why); s += 100; }
    catch (E1 *p) { std::printf("E1* %d\n", p->v); delete p; s += 200; }
  }
  Account a;
  a.m[1] = 11;
  for (int k = 0; k < 3; k++) {
    try { s += a.get(k); }
    catch (const std::exception &e) { std::printf("%s %d\n", e.what(), k); }
  }
  std::printf("s %ld\n", s);
  std::fflush(stdout);
  if (s > 0) throw std::runtime_error("uncaught");  // terminate → abort
  return 0;
}
