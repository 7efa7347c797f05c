/* A dynamic allocation under stack-clash protection (refused: llc probes it page by page). */
int use(char *p, int n);
int dyn(int n) { char buf[n]; return use(buf, n); }
