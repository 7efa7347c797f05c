// Regenerate the IR and the expected output with: scripts/cpp-eh-tests.sh eh_cleanup
// Destructors of many scopes and arrays during unwinding, partially constructed
// objects, and exceptions caught and swallowed inside destructors.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

static int constructed = 0, destroyed = 0;
struct Item {
  int v;
  explicit Item(int x) : v(x) { if (x == 13) throw x; ++constructed; }
  ~Item() {
    ++destroyed;
    try { if (v == 7) throw std::string("inside dtor"); } catch (const std::string &s) { std::printf("swallowed %s\n", s.c_str()); }
  }
};

__attribute__((noinline)) int build(int n) {
  std::vector<std::unique_ptr<Item>> items;
  std::string name = "list";
  for (int i = 0; i < n; i++) items.emplace_back(new Item(i));
  Item local[3] = {Item(100), Item(7), Item(n)};
  return (int)items.size() + local[2].v;
}

int main() {
  int got = 0;
  for (int n = 5; n < 20; n += 4) {
    try {
      got += build(n);
      std::printf("built %d\n", n);
    } catch (int e) {
      std::printf("failed at %d\n", e);
      got += 1000;
    }
  }
  std::printf("got %d constructed %d destroyed %d\n", got, constructed, destroyed);
  return constructed == destroyed ? 0 : 9;
}
