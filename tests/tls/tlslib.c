/* A shared library using thread-local variables in every way a shared object can
 * (scripts/tls-shared.sh): compiled with -fPIC, so llc picks general-dynamic for
 * preemptible variables, local-dynamic for hidden and static ones, and initial-exec where
 * the source asks for it. */
__thread int counter;
static __thread int hidden_counter;
__thread long arr[4] = {1, 2, 3, 4};
extern __thread int shared_from_main;
__attribute__((tls_model("initial-exec"))) __thread int ie_var = 100;
__attribute__((visibility("hidden"))) __thread int hid = 7;
__thread struct { char pad[100]; int x; } big = {{0}, 5};

int lib_bump(int k) {
  counter += k;
  hidden_counter += 2 * k;
  arr[k & 3] += k;
  ie_var++;
  hid += 3;
  big.x *= 2;
  shared_from_main++;
  return counter + hidden_counter + (int)arr[k & 3] + ie_var + hid + big.x + shared_from_main;
}
int *lib_addr(void) { return &counter; }
int lib_same(void) { return lib_addr() == &counter && &big.x == &big.x; }
