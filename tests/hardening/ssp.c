/* A frame a stack protector guards (refused: rllc has no stack protector). */
int use(char *p);
int guarded(void) { char buf[64]; return use(buf); }
