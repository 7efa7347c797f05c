int g(int x) { return x * 3; }
static int h(int x) { return x + g(x); }
int k(int x) { return h(x) + 1; }
