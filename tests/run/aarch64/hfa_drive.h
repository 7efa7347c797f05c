/* The body of hfa.h's drivers: calls CALL(f) for every function, prints the results and
   returns their weighted sum. */
{
  double t = 0, v;
  int k = 0;
#define R(x) (v = (x), printf("  %-32.32s %.10g\n", #x, v), t += ++k * v)
  struct F1 f1 = {0.5f};
  struct F2 f2 = {1.5f, -2.25f};
  struct F3 f3 = {3, 4.5f, -5};
  struct F4 f4 = {6, 7.25f, 8, -9.5f};
  struct D2 d2 = {10.5, -11};
  struct D3 d3 = {12, 13.75, -14};
  struct D4 d4 = {15, 16.5, -17, 18.125};
  struct D1 d1 = {-19.5};
  R(CALL(f1234)(f1, f2, f3, f4));
  R(CALL(dmix)(-3, d2, 1L << 40, d3, 0.75, d4, -2.5, d1));
  R(CALL(nine)(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 10.25f, f2, -7, d1));
  struct D2 e = {20, 21.5}, f = {-22, 23.25};
  R(CALL(many_d2)(d2, e, f, d2, e, f, 99));
  struct AF af = {{1.5f, 2.5f, -3.5f, 4.5f}};
  R(CALL(inter)(-1, f3, 100000L, f2, 'A', af, -300, f1));
  struct N3 n3 = {{0.25f, 0.5f}, 0.75f};
  struct ND nd = {{1.5}, {{2.5}, {-3.5}}};
  struct AD2 ad2 = {{4.5, -5.5}};
  struct LD1 q = {6.5L};
  R(CALL(nested)(n3, nd, ad2, q));
  struct H2 h2 = {1.5, -2.5}, h2b = {0.125, 64};
  struct H4 h4 = {3, 4.5, -5.25, 6};
  R(CALL(halves)(h2, h4, (_Float16)7.5, 8.25f, h2b));
  struct NotH nh = {1.25f, -2.5}, nh2 = {3.5f, 4.75};
  struct F5 f5 = {{1, 2, 3, 4, 5.5f}};
  R(CALL(not_hfa)(nh, 0.5, f5, nh2, 17));
  R(CALL(ret_f1)(-4.25f).a);
  { struct F2 r = CALL(ret_f2)(f2); R(r.a); R(r.b); }
  { struct F3 r = CALL(ret_f3)(3, f3); R(r.a); R(r.b); R(r.c); }
  { struct F4 r = CALL(ret_f4)(0.5f, f4); R(r.a); R(r.b); R(r.c); R(r.d); }
  R(CALL(ret_d1)(d1).a);
  { struct D2 r = CALL(ret_d2)(1.5, -0.25); R(r.a); R(r.b); }
  { struct D3 r = CALL(ret_d3)(d3, -2); R(r.a); R(r.b); R(r.c); }
  { struct D4 r = CALL(ret_d4)(d4, d4, d4); R(r.a); R(r.b); R(r.c); R(r.d); }
  { struct N3 r = CALL(ret_n3)(n3); R(r.p.a); R(r.p.b); R(r.c); }
  { struct ND r = CALL(ret_nd)(12); R(r.a.x); R(r.b[0].a); R(r.b[1].a); }
  { struct AF r = CALL(ret_af)(af); R(r.v[0]); R(r.v[1]); R(r.v[2]); R(r.v[3]); }
  { struct H4 r = CALL(ret_h4)(h4, h2); R((float)r.a); R((float)r.b); R((float)r.c); R((float)r.d); }
  { struct NotH r = CALL(ret_noth)(nh); R(r.f); R(r.d); }
  { struct F5 r = CALL(ret_f5)(f5); R(r.v[0]); R(r.v[4]); }
  { struct LD1 r = CALL(ret_ld1)(q, -2.0L); R((double)r.q); }
#undef R
  return t;
}
