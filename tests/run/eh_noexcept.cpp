// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_noexcept
// An exception leaving a noexcept function terminates the program (std::terminate →
// abort), after the handlers that ran before print.
#include <cstdio>
#include <exception>
#include <cstdlib>

__attribute__((noinline)) void thrower(int x) { if (x) throw x; }
__attribute__((noinline)) void careful(int x) noexcept { thrower(x); }

int main() {
  std::set_terminate([] { std::printf("terminate called\n"); std::fflush(stdout); std::_Exit(42); });
  try { thrower(1); } catch (int v) { std::printf("caught %d\n", v); }
  careful(0);
  std::printf("careful(0) ok\n");
  std::fflush(stdout);
  careful(2);
  std::printf("not reached\n");
  return 0;
}
