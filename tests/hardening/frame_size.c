/* -Wframe-larger-than=50 becomes "warn-stack-size"="50": llc warns about f and g. */
int use(char *p);
int f(void) { char buf[200]; return use(buf); }
int g(int n) { char buf[100]; int s = use(buf); for (int i = 0; i < n; i++) s += use(buf + i); return s; }
int h(void) { return 3; }
