// Debug-info coverage for C++: namespaces, using-declarations and -directives (imported
// entities), class templates with type, value, template-template and pack parameters,
// virtual inheritance, enum classes, lambdas, static members, references, bit-fields.
// Regenerate the .ll files (from this directory):
//   clang++-19 -std=c++20 -S -emit-llvm -O2 -g -target x86_64-linux-gnu di_cpp.cpp -o di_cpp.O2g.ll
//   clang++-19 -std=c++20 -S -emit-llvm -O0 -g -target x86_64-linux-gnu di_cpp.cpp -o di_cpp.O0g.ll
namespace outer {
namespace inner {
template <typename T, int N = 2> struct Array {
  T v[N];
  T sum() const { T s{}; for (int i = 0; i < N; i++) s += v[i]; return s; }
};
enum class Mode : unsigned char { Off, On = 200 };
inline int twice(int x) { return 2 * x; }
} // namespace inner
using inner::twice;
namespace alias = inner;
} // namespace outer
using namespace outer;

template <template <typename, int> class C, typename... Ts> struct Holder {
  C<long, sizeof...(Ts)> c;
  static int count;
};
template <template <typename, int> class C, typename... Ts> int Holder<C, Ts...>::count = sizeof...(Ts);

struct Base { virtual ~Base() {} virtual int get() const { return 1; } int b = 3; };
struct Left : virtual Base { int l = 4; };
struct Right : virtual Base { int r = 5; };
struct Both final : Left, Right {
  int get() const override { return b + l + r + flags; }
  unsigned flags : 3 = 1;
  static const int k = 7;
};

void labels(int n) {
again:
  if (n-- > 0) goto again;
}

int by_ref(const Both &x, int &out) { out = x.get(); return out + Both::k; }

int main(int argc, char **) {
  alias::Array<int> a{{argc, 2}};
  Holder<outer::inner::Array, char, short, int> h{};
  h.c.v[0] = argc;
  Both both;
  int out = 0;
  auto lam = [&out, argc](int d) { return out + argc + d; };
  alias::Mode m = argc > 3 ? alias::Mode::On : alias::Mode::Off;
  labels(argc);
  return twice(a.sum()) + (int)h.c.sum() + by_ref(both, out) + lam(1) + Holder<outer::inner::Array, char>::count + (int)m;
}
