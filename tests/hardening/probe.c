#include <stdio.h>
#include <string.h>
__attribute__((noinline)) int use(char *p, int n) { int s = 0; for (int i = 0; i < n; i += 997) s += p[i]; return s; }
__attribute__((noinline)) int big(int n) { char buf[100000]; memset(buf, n, sizeof buf); return use(buf, sizeof buf); }
__attribute__((noinline)) int mid(int n) { char buf[20000]; memset(buf, n, sizeof buf); return use(buf, sizeof buf) + big(n + 1); }
__attribute__((noinline)) int small(int n) { char buf[5000]; memset(buf, n, sizeof buf); return use(buf, sizeof buf) + mid(n + 1); }
int main(void) { printf("%d\n", small(1)); return 0; }
