// Windows structured exception handling (__try/__except/__finally) and dllexport /
// dllimport, for the MSVC triples of the IR corpus.
int printf(const char*, ...);
__declspec(dllexport) int exported(int x) { return x + 1; }
__declspec(dllimport) int imported(int);
int filter(int code) { return code == 5 ? 1 : 0; }
int seh(int* p) { int r = 0; __try { r = *p; } __except (filter(5)) { r = -1; } __try { r++; } __finally { printf("fin\n"); } return r + imported(2); }
