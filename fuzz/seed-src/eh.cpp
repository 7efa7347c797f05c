struct S { ~S(); };
void g(int);
int f(int x) {
  S s;
  try { g(x); } catch (int e) { return e; }
  return 0;
}
