/* Frames just under, at and over llc's unrolling limit of eight probed pages. */
int use(char *p);
int f28000(void) { char buf[28000]; return use(buf); }
int f32000(void) { char buf[32000]; return use(buf); }
int f33000(void) { char buf[33000]; return use(buf); }
int f3000(void) { char buf[3000]; return use(buf); }
