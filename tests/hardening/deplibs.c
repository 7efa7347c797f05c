/* #pragma comment(lib) becomes !llvm.dependent-libraries (written to .deplibs). */
#pragma comment(lib, "m")
#pragma comment(lib, "pthread")
int f(void) { return 0; }
