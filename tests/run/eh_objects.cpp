// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_objects
// Exceptions with state (copies and moves of the thrown object), nested exceptions
// (std::nested_exception, std::rethrow_if_nested), std::exception_ptr carried and
// rethrown later, exceptions thrown from constructors of members and base classes.
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

struct Tracked {
  static int alive;
  std::string name;
  explicit Tracked(std::string n) : name(std::move(n)) { ++alive; }
  Tracked(const Tracked &o) : name(o.name + "'") { ++alive; }
  ~Tracked() { --alive; }
};
int Tracked::alive = 0;

struct Part { Part(int k) { if (k == 2) throw std::length_error("part " + std::to_string(k)); } };
struct Whole : Tracked { Part p1, p2; Whole(int a, int b) : Tracked("whole"), p1(a), p2(b) {} };

__attribute__((noinline)) void low(int k) {
  if (k == 0) throw Tracked("payload");
  if (k == 1) throw std::domain_error("low");
  Whole w(1, k);
}

__attribute__((noinline)) void high(int k) {
  try { low(k); }
  catch (...) { std::throw_with_nested(std::runtime_error("high " + std::to_string(k))); }
}

static void report(const std::exception &e, int depth) {
  std::printf("%*s%s\n", depth * 2, "", e.what());
  try { std::rethrow_if_nested(e); }
  catch (const std::exception &inner) { report(inner, depth + 1); }
  catch (const Tracked &t) { std::printf("%*sTracked %s\n", depth * 2 + 2, "", t.name.c_str()); }
}

int main() {
  std::vector<std::exception_ptr> saved;
  for (int k = 0; k < 4; k++) {
    try { high(k); std::printf("k=%d ok\n", k); }
    catch (const std::exception &e) { report(e, 0); saved.push_back(std::current_exception()); }
  }
  for (auto &p : saved) {
    try { std::rethrow_exception(p); }
    catch (const std::runtime_error &e) { std::printf("again: %s\n", e.what()); }
  }
  saved.clear();
  std::printf("alive %d\n", Tracked::alive);
  return Tracked::alive;
}
