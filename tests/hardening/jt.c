void f1(void); void f2(void); void f3(void); void f4(void); void f5(void);
void jt(int k) { switch (k) { case 0: f1(); break; case 1: f2(); break; case 2: f3(); break; case 3: f4(); break; case 4: f5(); break; case 5: f1(); f2(); break; } }
static void loc(void) { f1(); }
void caller(void) { loc(); loc(); }
