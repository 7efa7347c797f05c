/* The body of structs.h's drivers: calls CALL(f) for every function, prints the results
   and returns a hash of them all. */
{
  u64 t = 0, v;
#define R(x) (v = (x), printf("  %-40.40s %016lx\n", #x, (unsigned long)v), t = mixh(t, v))
  struct S1 s1 = {-5};
  struct S2 s2 = {-300};
  struct S3 s3 = {{1, 2, 3}};
  struct S5 s5 = {{4, 5, 6, 7, 8}};
  struct S6 s6 = {{-9, 10, -11}};
  struct S7 s7 = {12, -13, {14, 15, 16}};
  struct S8 s8 = {-17, 18};
  struct S9 s9 = {{19, 20, 21, 22, 23, 24, 25, 26, 27}};
  struct S12 s12 = {{-28, 29, -30}};
  struct S15 s15 = {{31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45}};
  struct S16 s16 = {-46, 47}, s16b = {0x123456789abcdefL, -0x1111111111111111L};
  struct I128S i128 = {((__int128)0x0102030405060708L << 64) | 0x1112131415161718UL};
  struct A16 a16 = {-48, 49}, a16b = {50, -51};
  struct MixIF mif = {52, 5.5f};
  struct MixDL mdl = {-53.25, 54};
  struct MixFI3 mfi3 = {1.125f, -55, 56.5f};
  struct BF bf = {5, 100, -1000};
  struct PK pk = {57, 0x5858585858L};
  union U u; memset(&u, 0, sizeof u); u.l = 0x5959; u.c[8] = 60;
  struct Big big = {{61, 62, 63, 64, 65}}, big2 = {{-66, -67, -68, -69, -70}};
  struct Big24 b24 = {71, 72.5, 73};
  R(CALL(small)(s1, s2, s3, s5, s6, s7, s8, s9));
  R(CALL(align16)(1, i128, 2, a16, 3, a16b, 4));
  R(CALL(bigs)(big, 74, b24, big2));
  R(big.v[0] + big2.v[4] + b24.a);           /* unchanged by the callee */
  R(CALL(mixed)(mif, mdl, 0.375, mfi3, -7.75f, bf, pk, u));
  R(CALL(spill)(s16, s16b, s16, s16b, s16, s9, 'x', s12, s15));
  R(CALL(partial)(1, 2, 3, 4, 5, 6, 7, s16b, 8, s3));
  R(CALL(ret_s1)(41).a);
  { struct S3 r = CALL(ret_s3)(s3); R(HB(r)); }
  { struct S7 r = CALL(ret_s7)(-1, 30000); R(r.a); R(r.b); R(HB(r.c)); }
  { struct S9 r = CALL(ret_s9)(s9); R(HB(r)); }
  { struct S12 r = CALL(ret_s12)(-77); R(HB(r)); }
  { struct S16 r = CALL(ret_s16)(s16b); R(r.a); R(r.b); }
  { struct MixDL r = CALL(ret_mixdl)(2.5, 78); R((long)r.d); R(r.l); }
  { struct MixFI3 r = CALL(ret_mixfi3)(mfi3); R((long)(r.f * 8)); R(r.i); R((long)(r.g * 8)); }
  { struct I128S r = CALL(ret_i128s)(-2, 79); R((u64)r.v); R((u64)(r.v >> 64)); }
  { struct PK r = CALL(ret_pk)(pk); R(r.c); R(r.l); }
  { union U r = CALL(ret_u)(-80); R(r.l); R(r.c[8]); }
  { struct Big r = CALL(ret_big)(81); R(HB(r)); }
  { struct Big24 r = CALL(ret_big24)(1, 2, 3, 4, 5, 6, 7, 8, 9); R(r.a); R((long)r.b); R(r.c); }
#undef R
  return t;
}
