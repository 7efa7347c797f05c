// C++ exceptions (try/catch/cleanups), virtual calls, templates, lambdas and TLS without
// the standard library, so that it builds for any triple of the IR corpus (Itanium,
// MSVC funclets, SjLj and wasm exception models).
struct E { int v; E(int v) : v(v) {} ~E(); };
E::~E() { }
struct B { virtual ~B() {} virtual int f(int) = 0; };
struct D : B { int k; D(int k) : k(k) {} int f(int x) override { if (x < 0) throw E(x); return x + k; } };
template <class T> struct Box { T t; T get() const { return t; } };
extern "C" int printf(const char*, ...);
static int g_counter;
__attribute__((noinline)) int thrower(int x) { if (x == 3) throw 42; if (x == 4) throw E(7); return x; }
int guarded(int x) {
  E local(1);
  try { return thrower(x); }
  catch (int i) { return i; }
  catch (E& e) { return e.v; }
  catch (...) { return -1; }
}
int cleanup_only(int x) { E a(1), b(2); return thrower(x) + a.v + b.v; }
thread_local int tls_var = 5;
int main(int argc, char**) {
  D d(argc); B* b = &d; int s = 0;
  for (int i = 0; i < 6; i++) s += guarded(i);
  try { s += b->f(-1); } catch (E& e) { s += e.v; }
  Box<long> bx{7}; s += bx.get(); s += tls_var++;
  auto lam = [&](int q) { return q * s; };
  s += lam(2);
  try { s += cleanup_only(3); } catch (...) { s++; }
  printf("%d\n", s);
  return 0;
}
