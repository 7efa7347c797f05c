// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_filter
// clang-flags: -std=c++14 -Wno-deprecated-dynamic-exception-spec
// Dynamic exception specifications (filter clauses): allowed types pass, a type the
// specification does not list calls std::unexpected, whose handler rethrows a listed
// one (std::bad_exception) or ends the program.
#include <cstdio>
#include <cstdlib>
#include <exception>

struct A { int v; };
struct B { int v; };

__attribute__((noinline)) void raise(int k) {
  if (k == 1) throw A{1};
  if (k == 2) throw B{2};
  if (k == 3) throw 3;
}

__attribute__((noinline)) void spec_ab(int k) throw(A, B, std::bad_exception) { raise(k); }
__attribute__((noinline)) void spec_a(int k) throw(A, std::bad_exception) { spec_ab(k); }
__attribute__((noinline)) void spec_none(int k) throw() { raise(k); }

int main() {
  std::setvbuf(stdout, nullptr, _IONBF, 0);
  std::set_unexpected([] { std::printf("unexpected\n"); throw; });
  for (int k = 0; k < 4; k++) {
    try {
      spec_a(k);
      std::printf("k=%d fine\n", k);
    } catch (A &a) {
      std::printf("k=%d A %d\n", k, a.v);
    } catch (std::bad_exception &) {
      std::printf("k=%d bad_exception\n", k);
    } catch (...) {
      std::printf("k=%d other\n", k);
    }
  }
  std::set_unexpected([] { std::printf("unexpected, ending\n"); std::fflush(stdout); std::_Exit(7); });
  spec_none(0);
  std::printf("spec_none(0) fine\n");
  spec_none(2);
  return 0;
}
