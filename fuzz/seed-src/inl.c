static inline int sq(int x) { return x * x; }
int __attribute__((weak)) wk(int x) { return sq(x) + 1; }
__attribute__((section(".mysec"))) int placed = 7;
__attribute__((visibility("hidden"))) int hid(int x) { return wk(x) - 1; }
