/* No system headers: global variables with static, weak, hidden and default visibility,
   constant tables, pointers between globals, a constructor, and function-local statics. */
int printf(const char *, ...);

int counter = 3;
static int hidden_counter = 4;
__attribute__((weak)) int weak_counter = 5;
__attribute__((visibility("hidden"))) int vis_hidden = 6;
const short primes[] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29 };
static const char *const words[] = { "alpha", "beta", "gamma" };
int *const counter_ptr = &counter;
static int *ptrs[] = { &counter, &hidden_counter, &weak_counter, &vis_hidden };
struct Link { int v; const struct Link *next; };
static const struct Link l3 = { 30, 0 }, l2 = { 20, &l3 }, l1 = { 10, &l2 };
static int ctor_ran;
double dtable[3] = { 1.5, -2.25 };
char name_buf[16] = "init";
unsigned long long big_values[2] = { 0xfedcba9876543210ull, 1 };

__attribute__((constructor)) static void setup(void) { ctor_ran = 1; counter += 100; }

__attribute__((weak)) int weak_fn(void) { return 11; }
__attribute__((noinline)) static int next_ticket(void) { static int t = 500; return t++; }

int main(void) {
    printf("ctor_ran %d counter %d\n", ctor_ran, counter);
    int s = 0;
    for (int i = 0; i < 4; i++) s = s * 10 + *ptrs[i] % 10;
    printf("ptrs %d\n", s);
    *counter_ptr += 1;
    printf("counter %d weak %d hidden %d weak_fn %d\n", counter, weak_counter, vis_hidden, weak_fn());
    int ps = 0;
    for (unsigned i = 0; i < sizeof primes / sizeof primes[0]; i++) ps += primes[i];
    printf("prime sum %d word %s\n", ps, words[2]);
    for (const struct Link *l = &l1; l; l = l->next) printf("link %d\n", l->v);
    printf("dtable %.2f %.2f %.2f\n", dtable[0], dtable[1], dtable[2]);
    name_buf[0] = 'I';
    printf("name %s big %llx %llu\n", name_buf, big_values[0], big_values[1]);
    int t1 = next_ticket();
    int t2 = next_ticket();
    printf("tickets %d %d\n", t1, t2);
    return 0;
}
