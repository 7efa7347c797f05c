/* The body of varargs.h's drivers. */
{
  u64 t = 0, v;
#define R(x) (v = (x), printf("  %-40.40s %016lx\n", #x, (unsigned long)v), t = mixh(t, v))
  struct S3 s3 = {{1, -2, 3}};
  struct S16 s16 = {-4, 0x55aa55aa55aaL};
  struct MixDL mdl = {6.25, -7};
  struct Big big = {{8, 9, -10, 11, 12}};
  struct D3 d3 = {13.5, -14.25, 15.125};
  struct F2 f2 = {-16.5f, 17.75f};
  struct LD2 ld2 = {18.0625L, -19.5L};
  __int128 q = (__int128)((unsigned __int128)(unsigned long)-20 << 64 | 21);
  char c = -22;
  float fl = 23.5f;
  R(CALL(vfmt)("iiiiiiiiiiii", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
  R(CALL(vfmt)("ldldldldldldldldldldl", 1L, 0.5, -2L, 1.5, 3L, 2.5, -4L, 3.5, 5L, 4.5, 6L, 5.5,
               7L, 6.5, 8L, 7.5, 9L, 8.5, -10L, 9.5, 11L));
  R(CALL(vfmt)("cfLqiL", c, fl, 24.25L, q, 25, -26.125L));
  R(CALL(vfmt)("spmbhge", s3, s16, mdl, big, d3, f2, ld2));
  R(CALL(vfmt)("qiqhhhlLLLLLLLLLd", q, 27, q, d3, d3, d3, 28L, 1.0L, 2.0L, 3.0L, 4.0L, 5.0L, 6.0L,
               7.0L, 8.0L, 9.0L, 29.5));
  R(CALL(vfmt)("pppppbsg", s16, s16, s16, s16, s16, big, s3, f2));
  R(CALL(vfmt)(""));
  R(CALL(vnamed)(3, 30.5, 31.25L, f2, 1.0, 2L, 3.0, 4L, 5.0, 6L));
  R(CALL(vnamed)(9, 0.5, -0.5L, f2, 1.0, 2L, 3.0, 4L, 5.0, 6L, 7.0, 8L, 9.0, 10L, 11.0, 12L, 13.0,
                 14L, 15.0, 16L, 17.0, 18L));
  u64 (*volatile vp)(const char *, ...) = CALL(vfmt);
  R(vp("dcid", 32.5, 'z', -33, -34.75));
  char buf[200];
  int n = CALL(fmt)(buf, sizeof buf, "%d %ld %.3f %s %c %Lf %x %lld %g %g %g %g %g %g %g %g %g",
                    -35, 36L, 37.125, "str", 'Q', 38.5L, 0xabcu, -39LL, 1.0, 2.0, 3.0, 4.0, 5.0,
                    6.0, 7.0, 8.0, 9.5);
  printf("  fmt: %d \"%s\"\n", n, buf);
  t = mixh(t, n);
  CALL(say)("%s=%d %Lg %g %ld %ld %ld %ld %ld %ld %ld %ld\n", "say", 40, 41.5L, 42.25, 1L, 2L, 3L,
            4L, 5L, 6L, 7L, 8L);
#undef R
  return t;
}
