/* Globals with different linkage and visibility: static, weak, hidden, extern const, common-like,
   global pointers to globals and functions (relocations), aliases, used/section attributes. */
#include <stdio.h>

int global_counter = 5;
static int file_counter = 7;
const int const_table[5] = { 2, 3, 5, 7, 11 };
static const char *const names[] = { "zero", "one", "two", "three" };
__attribute__((weak)) int weak_value = 123;
__attribute__((weak)) int weak_func(int x) { return x * 2; }
__attribute__((visibility("hidden"))) int hidden_value = 77;
__attribute__((visibility("hidden"))) int hidden_func(int x) { return x + hidden_value; }
__attribute__((visibility("protected"))) int protected_value = 55;
int zero_init[100];
static double static_doubles[4] = { 0.5, 1.5, 2.5 };
int *global_ptr = &global_counter;
const int *const_ptr = &const_table[2];
int (*func_ptr)(int) = weak_func;
static int *ptr_array[] = { &global_counter, &file_counter, &hidden_value, &zero_init[50] };
struct Rec { const char *label; int *target; struct Rec *next; };
static struct Rec rec_c = { "c", &zero_init[1], 0 };
static struct Rec rec_b = { "b", &file_counter, &rec_c };
struct Rec rec_a = { "a", &global_counter, &rec_b };
char text_buf[] = "mutable text";
const char *str_ptr = &"literal"[3];
__attribute__((used)) static int used_but_unreferenced = 9;
__attribute__((aligned(64))) int aligned_global[4] = { 1, 2, 3, 4 };
__attribute__((section(".data.custom_section"))) int sectioned = 31;
long long big_init = 0x123456789abcdefLL;
unsigned char bytes_init[] = { 0x00, 0x7f, 0x80, 0xff };
int alias_target(int x) { return x * x; }
int alias_fn(int x) __attribute__((alias("alias_target")));
extern int alias_var __attribute__((alias("global_counter")));

static int next_id(void) {
    static int id = 1000;
    return id++;
}

int main(void) {
    global_counter += 10;
    file_counter *= 3;
    printf("counters %d %d\n", global_counter, file_counter);
    printf("const_table sum %d\n", const_table[0] + const_table[1] + const_table[2] + const_table[3] + const_table[4]);
    printf("names %s %s\n", names[1], names[3]);
    printf("weak %d %d hidden %d %d protected %d\n", weak_value, weak_func(21), hidden_value, hidden_func(1),
           protected_value);
    zero_init[50] = 9;
    zero_init[1] = 4;
    int zs = 0;
    for (int i = 0; i < 100; i++) zs += zero_init[i];
    printf("zero_init sum %d\n", zs);
    printf("static doubles %.2f %.2f\n", static_doubles[1], static_doubles[3]);
    printf("ptrs %d %d %d\n", *global_ptr, *const_ptr, func_ptr(8));
    int ps = 0;
    for (int i = 0; i < 4; i++) ps = ps * 10 + *ptr_array[i] % 10;
    printf("ptr_array %d\n", ps);
    for (struct Rec *r = &rec_a; r; r = r->next) printf("rec %s -> %d\n", r->label, *r->target);
    text_buf[0] = 'M';
    printf("%s %s\n", text_buf, str_ptr);
    printf("aligned %d sectioned %d big %llx\n", aligned_global[3], sectioned, (unsigned long long)big_init);
    printf("bytes %u %u %u %u\n", bytes_init[0], bytes_init[1], bytes_init[2], bytes_init[3]);
    int a = next_id(), b = next_id();
    printf("ids %d %d %d\n", a, b, next_id());
    printf("alias target %d %d var %d\n", alias_target(12), alias_fn(13), alias_var);
    return 0;
}
