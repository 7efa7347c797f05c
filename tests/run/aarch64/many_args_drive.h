/* The body of many_args.h's drivers. */
{
  u64 t = 0, v;
#define R(x) (v = (x), printf("  %-40.40s %016lx\n", #x, (unsigned long)v), t = mixh(t, v))
  struct S12 s12 = {{-1, 2, -3}};
  struct S16 s16 = {-4, 5};
  struct P2 p2 = {-6, 7};
  struct D2 d2 = {8.5, -9.25};
  struct Big big = {{10, -11, 12}, 13};
  char str[] = "xyz";
  R(CALL(m26)(-14, -15000, -16, -17000000000L, 18.5f, -19.25, &data_[2], s12, 200, 60000, true, -20,
              21.75f, -22.5, 23, -24, p2, 25.125, -26.5f, str, -27, -28, 29.0625, -30, s16, 31.5f));
  R(CALL(stack_small)(1, 2, 3, 4, 5, 6, 7, 8, -9, -10000, -11, true, 250, -128, 65535, 4000000000u, -32768));
  R(DX(CALL(fp20)(1, 2, 3, 4, 5, 6, 7, 8, 9.5f, 10.5, 11.5f, 12.5, 13.25f, 14.25, 15.25f, 16.25,
                  d2, 17.75f, 18.75, -19.5f)));
  R((long)CALL(ret_sc)(-100, 3));
  R((long)CALL(ret_sc)(100, 3));
  R((long)CALL(ret_uc)(200, 3));
  R((long)CALL(ret_ss)(-30000, 3));
  R((long)CALL(ret_us)(60000, 3));
  R((long)CALL(ret_b)(12) + (long)CALL(ret_b)(3) * 2);
  R(CALL(widen)(-1, 255, -1, 65535, true, -1, 0xffffffffu));
  R(CALL(tail_a)(1001, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11));
  R(CALL(fwd_big)(big, 14));
#undef R
  return t;
}
