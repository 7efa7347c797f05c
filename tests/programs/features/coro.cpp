// C++20 coroutines without the standard library: the few declarations clang's
// coroutine lowering looks up in namespace std, over its __builtin_coro_* builtins.
extern "C" int printf(const char*, ...);
using size_t = decltype(sizeof 0);
void* operator new(size_t);
void operator delete(void*) noexcept;
void operator delete(void*, size_t) noexcept;
namespace std {
template <class R, class... Args> struct coroutine_traits { using promise_type = typename R::promise_type; };
template <class P = void> struct coroutine_handle;
template <> struct coroutine_handle<void> {
  void* p = nullptr;
  static coroutine_handle from_address(void* a) { coroutine_handle h; h.p = a; return h; }
  void* address() const { return p; }
  void resume() const { __builtin_coro_resume(p); }
  bool done() const { return __builtin_coro_done(p); }
  void destroy() const { __builtin_coro_destroy(p); }
};
template <class P> struct coroutine_handle : coroutine_handle<void> {
  static coroutine_handle from_promise(P& pr) { coroutine_handle h; h.p = __builtin_coro_promise(&pr, alignof(P), true); return h; }
  static coroutine_handle from_address(void* a) { coroutine_handle h; h.p = a; return h; }
  P& promise() const { return *static_cast<P*>(__builtin_coro_promise(p, alignof(P), false)); }
};
struct suspend_always {
  bool await_ready() const noexcept { return false; }
  void await_suspend(coroutine_handle<>) const noexcept {}
  void await_resume() const noexcept {}
};
}  // namespace std

struct Gen {
  struct promise_type {
    int cur = 0;
    Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) { cur = v; return {}; }
    void return_void() {}
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> h;
  ~Gen() { if (h.address()) h.destroy(); }
};

Gen squares(int n) {
  for (int i = 0; i < n; i++) co_yield i * i;
}

int main() {
  Gen g = squares(5);
  int s = 0;
  for (g.h.resume(); !g.h.done(); g.h.resume()) s += g.h.promise().cur;
  printf("%d\n", s);
  return s == 30 ? 0 : 1;
}
