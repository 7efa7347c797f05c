//! Vector run tests against clang-19: vector arithmetic and shuffles, bool-vector
//! bitcasts, vector getelementptr, masked loads/stores, SSE intrinsics, broad vector
//! coverage and illegal (split/widened) vector types.

use super::*;

#[test]
fn run_vectors() {
    let types = r#"
typedef int v4si __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef signed char v16qi __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
"#;
    let funcs = r#"
v4si arith4(v4si a, v4si b) { return (a + b) * (a - b) ^ (a & 0x0f0f) | (b << 3) | (a >> 2); }
v8hi arith8(v8hi a, v8hi b) { return (a + b) * (a - b) ^ (a >> 1) | (v8hi){1,2,3,4,5,6,7,8}; }
v16qi arith16(v16qi a, v16qi b) { return a + b - (a & b) + (v16qi){1}; }
v2di arith2(v2di a, v2di b) { return (a + b) ^ (a - b) | (b << 5); }
v4sf farith(v4sf a, v4sf b) { return a * b + a / (b + 1.5f) - (v4sf){1, 2, 3, 4}; }
v2df darith(v2df a, v2df b) { return a * b - a / (b + 2.0); }
v4si cmp4(v4si a, v4si b) { return (a < b) + (a == b) * 2 + ((a >= b) & 4); }
v4si ucmp4(v4si a, v4si b) { return (v4si)((unsigned)0 + ((__typeof__((a < b))) ((v4si)a < (v4si)b))); }
v4si shuf(v4si a, v4si b) { return __builtin_shufflevector(a, b, 3, 1, 6, 4) + __builtin_shufflevector(a, a, 0, 0, 2, 1); }
v8hi shuf8(v8hi a, v8hi b) { return __builtin_shufflevector(a, b, 7, 9, 2, 11, 4, 4, 15, 0); }
int extract(v4si a, int i) { return a[i & 3] + a[2]; }
v4si insert(v4si a, int x, int i) { a[i & 3] = x; a[1] = x + 1; return a; }
v4sf build(float x, float y) { return (v4sf){x, y, x + y, 2.0f}; }
v4si splat(int x) { return (v4si){x, x, x, x} + 1; }
v2di build2(long long x, long long y) { return (v2di){y, x}; }
int hsum(v4si a) { return a[0] + a[1] + a[2] + a[3]; }
void loop(int *d, const int *a, const int *b, int n) { for (int i = 0; i < n; i++) d[i] = a[i] * 3 + b[i]; }
float dot(const float *a, const float *b, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
"#;
    let harness = r#"
#include <stdio.h>
#include <string.h>
#define F(n, T, ...) T n(__VA_ARGS__); T rllc_##n(__VA_ARGS__);
F(arith4, v4si, v4si, v4si) F(arith8, v8hi, v8hi, v8hi) F(arith16, v16qi, v16qi, v16qi) F(arith2, v2di, v2di, v2di)
F(farith, v4sf, v4sf, v4sf) F(darith, v2df, v2df, v2df) F(cmp4, v4si, v4si, v4si) F(ucmp4, v4si, v4si, v4si)
F(shuf, v4si, v4si, v4si) F(shuf8, v8hi, v8hi, v8hi) F(extract, int, v4si, int) F(insert, v4si, v4si, int, int)
F(build, v4sf, float, float) F(splat, v4si, int) F(build2, v2di, long long, long long) F(hsum, int, v4si)
F(loop, void, int *, const int *, const int *, int) F(dot, float, const float *, const float *, int)
#define EQ(x, y) (memcmp(&(x), &(y), sizeof(x)) == 0)
int main(void) {
  int bad = 0;
  v4si a = {1, -2, 300000, 0x7fffffff}, b = {5, -7, -300000, 12};
  v8hi h = {1, -2, 3, 400, -500, 6, 7, 8}, g = {9, 8, 7, -6, 5, 4, 3, 2};
  v16qi q = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, -13, 14, 15, 16}, r = {16, 15, -14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
  v2di l = {123456789012LL, -5}, m = {-9, 77};
  v4sf f = {1.5f, -2.25f, 3.0f, 100.0f}, e = {0.5f, 4.0f, -8.0f, 1.0f};
  v2df dd = {1.5, -2.25}, de = {0.125, 8.0};
#define CHK(call, rcall) do { __typeof__(call) x1 = call, x2 = rcall; if (!EQ(x1, x2)) { printf("%s\n", #call); bad = 1; } } while (0)
  CHK(arith4(a, b), rllc_arith4(a, b)); CHK(arith8(h, g), rllc_arith8(h, g)); CHK(arith16(q, r), rllc_arith16(q, r));
  CHK(arith2(l, m), rllc_arith2(l, m)); CHK(farith(f, e), rllc_farith(f, e)); CHK(darith(dd, de), rllc_darith(dd, de));
  CHK(cmp4(a, b), rllc_cmp4(a, b)); CHK(ucmp4(a, b), rllc_ucmp4(a, b)); CHK(shuf(a, b), rllc_shuf(a, b));
  CHK(shuf8(h, g), rllc_shuf8(h, g)); CHK(build(1.5f, 2.5f), rllc_build(1.5f, 2.5f)); CHK(splat(41), rllc_splat(41));
  CHK(build2(3, 4), rllc_build2(3, 4)); CHK(hsum(a), rllc_hsum(a));
  for (int i = 0; i < 4; i++) { CHK(extract(a, i), rllc_extract(a, i)); CHK(insert(a, 99, i), rllc_insert(a, 99, i)); }
  int x[37], y[37], d1[37], d2[37]; float fx[37], fy[37];
  for (int i = 0; i < 37; i++) { x[i] = i * 7 - 50; y[i] = i * i; fx[i] = i * 0.5f; fy[i] = 3 - i * 0.25f; }
  for (int n = 0; n < 37; n += 5) {
    loop(d1, x, y, n); rllc_loop(d2, x, y, n);
    if (memcmp(d1, d2, n * sizeof(int))) { printf("loop %d\n", n); bad = 1; }
    CHK(dot(fx, fy, n), rllc_dot(fx, fy, n));
  }
  return bad;
}
"#;
    run_c("vec", &format!("{types}{funcs}"), &format!("{types}{harness}"));
}

#[test]
fn run_bool_vector_bitcasts() {
    let ll = r#"
define i16 @mask(<16 x i8> %a) {
  %c = icmp eq <16 x i8> %a, zeroinitializer
  %b = bitcast <16 x i1> %c to i16
  ret i16 %b
}
define i32 @unmask(i8 %m) {
  %v = bitcast i8 %m to <8 x i1>
  %w = zext <8 x i1> %v to <8 x i32>
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %w)
  %e = extractelement <8 x i1> %v, i64 3
  %z = zext i1 %e to i32
  %s = shl i32 %z, 8
  %t = or i32 %r, %s
  ret i32 %t
}
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
"#;
    let out = run(
        "boolvec",
        ll,
        r#"
#include <stdio.h>
typedef signed char v16qi __attribute__((vector_size(16)));
short mask(v16qi); short rllc_mask(v16qi); int unmask(unsigned char); int rllc_unmask(unsigned char);
int main(void) {
  int bad = 0;
  v16qi a = {0, 1, 0, 2, 3, 0, 0, 0, 5, 0, 6, 0, 0, 7, 0, 0};
  if (mask(a) != rllc_mask(a)) { printf("mask %x %x\n", mask(a), rllc_mask(a)); bad = 1; }
  for (int m = 0; m < 256; m += 7) if (unmask(m) != rllc_unmask(m)) { printf("unmask %d\n", m); bad = 1; }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_vector_getelementptr() {
    // Vectors of pointers from getelementptr (vector base or indices, splat struct
    // indices), as clang's vectorizer emits them (sqlite3VdbeExec).
    let ll = r#"
%S = type { i32, [4 x i16], double }
define void @a(ptr %p, <2 x i64> %i, ptr %out) {
  %g = getelementptr inbounds %S, ptr %p, <2 x i64> %i
  store <2 x ptr> %g, ptr %out
  ret void
}
define void @b(<2 x ptr> %p, i64 %i, ptr %out) {
  %g = getelementptr inbounds %S, <2 x ptr> %p, i64 %i, i32 1, i64 2
  store <2 x ptr> %g, ptr %out
  ret void
}
define void @c(ptr %p, <4 x i32> %i, ptr %out) {
  %g = getelementptr i16, ptr %p, <4 x i32> %i
  store <4 x ptr> %g, ptr %out
  ret void
}
define i64 @d(ptr %p, <2 x i64> %i) {
  %g = getelementptr inbounds %S, ptr %p, <2 x i64> %i, <2 x i32> <i32 1, i32 1>, <2 x i64> <i64 3, i64 1>
  %x = extractelement <2 x ptr> %g, i64 0
  %y = extractelement <2 x ptr> %g, i64 1
  %xi = ptrtoint ptr %x to i64
  %yi = ptrtoint ptr %y to i64
  %r = sub i64 %xi, %yi
  ret i64 %r
}
define void @e(ptr %p, <2 x i64> %i, ptr %out) {
  %g = getelementptr inbounds %S, ptr %p, <2 x i64> %i, i32 2
  store <2 x ptr> %g, ptr %out
  ret void
}
"#;
    let out = run(
        "vgep",
        ll,
        r#"
#include <stdio.h>
#include <string.h>
typedef long long v2 __attribute__((vector_size(16)));
typedef int v4 __attribute__((vector_size(16)));
typedef long p2 __attribute__((vector_size(16)));
void a(char*,v2,void*); void rllc_a(char*,v2,void*);
void b(p2,long,void*); void rllc_b(p2,long,void*);
void c(char*,v4,void*); void rllc_c(char*,v4,void*);
long d(char*,v2); long rllc_d(char*,v2);
void e(char*,v2,void*); void rllc_e(char*,v2,void*);
int main(){ char buf[64]; long o1[4],o2[4]; int bad=0; v2 i={3,-7}; v4 j={1,-2,100000,-100000}; p2 pp={(long)buf, (long)buf+8};
 memset(o1,0,32);memset(o2,0,32); a(buf,i,o1); rllc_a(buf,i,o2); if(memcmp(o1,o2,32)){puts("a");bad=1;}
 memset(o1,0,32);memset(o2,0,32); b(pp,5,o1); rllc_b(pp,5,o2); if(memcmp(o1,o2,32)){puts("b");bad=1;}
 memset(o1,0,32);memset(o2,0,32); c(buf,j,o1); rllc_c(buf,j,o2); if(memcmp(o1,o2,32)){puts("c");bad=1;}
 if(d(buf,i)!=rllc_d(buf,i)){puts("d");bad=1;}
 memset(o1,0,32);memset(o2,0,32); e(buf,i,o1); rllc_e(buf,i,o2); if(memcmp(o1,o2,32)){puts("e");bad=1;}
 return bad;}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_masked_memory() {
    // llvm.masked.{load,store,gather,scatter,expandload,compressstore} (clang's
    // vectorizer emits them for AVX-512 targets), lane by lane.
    let ll = r#"
define void @st(ptr %p, ptr %vp, ptr %cp) {
  %v = load <8 x i32>, ptr %vp
  %c = load <8 x i32>, ptr %cp
  %m = icmp sgt <8 x i32> %c, zeroinitializer
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %v, ptr %p, i32 4, <8 x i1> %m)
  ret void
}
define void @ld(ptr %p, ptr %cp, ptr %ptp, ptr %out) {
  %c = load <4 x i64>, ptr %cp
  %pt = load <4 x double>, ptr %ptp
  %m = icmp ne <4 x i64> %c, zeroinitializer
  %r = call <4 x double> @llvm.masked.load.v4f64.p0(ptr %p, i32 8, <4 x i1> %m, <4 x double> %pt)
  store <4 x double> %r, ptr %out
  ret void
}
define <4 x i32> @ga(ptr %p, <4 x i32> %i, <4 x i32> %c) {
  %m = icmp slt <4 x i32> %c, zeroinitializer
  %ps = getelementptr i32, ptr %p, <4 x i32> %i
  %r = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %ps, i32 4, <4 x i1> %m, <4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4>)
  ret <4 x i32> %r
}
define void @sc(ptr %p, <4 x i16> %v, ptr %ip, ptr %cp) {
  %i = load <4 x i64>, ptr %ip
  %c = load <4 x i64>, ptr %cp
  %m = icmp ugt <4 x i64> %c, <i64 5, i64 5, i64 5, i64 5>
  %ps = getelementptr i16, ptr %p, <4 x i64> %i
  call void @llvm.masked.scatter.v4i16.v4p0(<4 x i16> %v, <4 x ptr> %ps, i32 2, <4 x i1> %m)
  ret void
}
define <4 x float> @ex(ptr %p, <4 x i32> %c, <4 x float> %pt) {
  %m = icmp eq <4 x i32> %c, zeroinitializer
  %r = call <4 x float> @llvm.masked.expandload.v4f32(ptr %p, <4 x i1> %m, <4 x float> %pt)
  ret <4 x float> %r
}
define void @co(ptr %p, <4 x i32> %c, <4 x float> %v) {
  %m = icmp eq <4 x i32> %c, zeroinitializer
  call void @llvm.masked.compressstore.v4f32(<4 x float> %v, ptr %p, <4 x i1> %m)
  ret void
}
"#;
    let out = run(
        "masked",
        ll,
        r#"
#include <stdio.h>
#include <string.h>
typedef int v8i __attribute__((vector_size(32))); typedef long v4l __attribute__((vector_size(32))); typedef double v4d __attribute__((vector_size(32)));
typedef int v4i __attribute__((vector_size(16))); typedef short v4s __attribute__((vector_size(8))); typedef float v4f __attribute__((vector_size(16)));
#define D(n, R, ...) R n(__VA_ARGS__); R rllc_##n(__VA_ARGS__);
D(st, void, int*, v8i*, v8i*) D(ld, void, double*, v4l*, v4d*, v4d*) D(ga, v4i, int*, v4i, v4i) D(sc, void, short*, v4s, v4l*, v4l*) D(ex, v4f, float*, v4i, v4f) D(co, void, float*, v4i, v4f)
int main(){ int bad=0;
 for(int s=0;s<16;s++){
  int a[8]={0},b[8]={0}; v8i v={1,2,3,4,5,6,7,8}, c={s&1?1:-1, s&2?1:0, s&4?5:-5, s&8?1:-1, -s, s, s-8, 8-s};
  st(a,&v,&c); rllc_st(b,&v,&c); if(memcmp(a,b,sizeof a)){printf("st %d\n",s);bad=1;}
  double d[4]={1.5,2.5,3.5,4.5}; v4l lc={s&1,s&2,s&4,s&8}; v4d pt={-1,-2,-3,-4}; v4d r1, r2; ld(d,&lc,&pt,&r1); rllc_ld(d,&lc,&pt,&r2); if(memcmp(&r1,&r2,sizeof r1)){printf("ld %d\n",s);bad=1;}
  int arr[16]; for(int i=0;i<16;i++) arr[i]=i*i; v4i ix={s, 15-s, (s*3)&15, 7}, ic={-(s&1),-(s&2),-(s&4),-(s&8)}; v4i g1=ga(arr,ix,ic), g2=rllc_ga(arr,ix,ic); if(memcmp(&g1,&g2,sizeof g1)){printf("ga %d\n",s);bad=1;}
  short sa[16]={0}, sb[16]={0}; v4s sv={11,22,33,44}; v4l si={s&15,(s+3)&15,(s*5)&15,(s+3)&15}, sc2={s,s+3,10-s,6}; sc(sa,sv,&si,&sc2); rllc_sc(sb,sv,&si,&sc2); if(memcmp(sa,sb,sizeof sa)){printf("sc %d\n",s);bad=1;}
  float fa[4]={1,2,3,4}; v4i ec={s&1,s&2,s&4,s&8}; v4f fp={-1,-2,-3,-4}; v4f e1=ex(fa,ec,fp), e2=rllc_ex(fa,ec,fp); if(memcmp(&e1,&e2,sizeof e1)){printf("ex %d\n",s);bad=1;}
  float fb[4]={0},fc[4]={0}; co(fb,ec,fp); rllc_co(fc,ec,fp); if(memcmp(fb,fc,sizeof fb)){printf("co %d\n",s);bad=1;}
 }
 return bad;}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_sse_intrinsics() {
    // SSE/SSE2 operations clang leaves as llvm.x86.* calls, at -O0 and -O2.
    run_c(
        "sse",
        r#"
#include <emmintrin.h>
#include <x86intrin.h>
#define ST(x) (_mm_storeu_si128((__m128i *)o, (x)), o += 16)
#define STF(x) (_mm_storeu_ps((float *)o, (x)), o += 16)
#define STD(x) (_mm_storeu_pd((double *)o, (x)), o += 16)
#define STI(x) (*(long long *)o = (x), o += 8)
void intr(const short *src, const float *fs, const double *ds, int k, unsigned char *o) {
  __m128i a = _mm_loadu_si128((const void *)src), b = _mm_loadu_si128((const void *)(src + 8));
  __m128 fa = _mm_loadu_ps(fs), fb = _mm_loadu_ps(fs + 4);
  __m128d da = _mm_loadu_pd(ds), db = _mm_loadu_pd(ds + 2);
  ST(_mm_packs_epi16(a, b)); ST(_mm_packus_epi16(a, b)); ST(_mm_packs_epi32(a, b));
  ST(_mm_madd_epi16(a, b)); ST(_mm_sad_epu8(a, b)); ST(_mm_mulhi_epi16(a, b)); ST(_mm_mulhi_epu16(a, b));
  ST(_mm_avg_epu8(a, b)); ST(_mm_avg_epu16(a, b));
  STF(_mm_min_ps(fa, fb)); STF(_mm_max_ps(fa, fb)); STD(_mm_min_pd(da, db)); STD(_mm_max_pd(da, db));
  STF(_mm_min_ss(fa, fb)); STD(_mm_max_sd(da, db));
  ST(_mm_sll_epi32(a, _mm_cvtsi32_si128(k & 31))); ST(_mm_srl_epi64(a, _mm_cvtsi32_si128(k))); ST(_mm_sra_epi16(a, _mm_cvtsi32_si128(k)));
  ST(_mm_slli_epi32(a, 3)); ST(_mm_srli_epi16(a, 5)); ST(_mm_srai_epi32(a, 40)); ST(_mm_slli_epi64(a, k)); ST(_mm_srai_epi16(a, k));
  ST(_mm_cvtps_epi32(fa)); ST(_mm_cvtpd_epi32(da));
  STI(_mm_cvtsd_si32(da)); STI(_mm_cvtsd_si64(db)); STI(_mm_cvtss_si32(fa)); STI(_mm_cvtss_si64(fb)); STI(_mm_cvttsd_si32(da)); STI(_mm_cvttss_si32(fb));
  STI(_mm_comieq_sd(da, db) + 2 * _mm_comilt_sd(da, db) + 4 * _mm_ucomile_sd(da, da) + 8 * _mm_comigt_ss(fa, fb) + 16 * _mm_ucomige_ss(fb, fa) + 32 * _mm_comineq_ss(fa, fa));
  STF(_mm_rsqrt_ps(_mm_set1_ps(4.0f))); STF(_mm_rcp_ps(_mm_set1_ps(8.0f)));
}
int effects(void *p) {
  _mm_pause(); _mm_mfence(); _mm_lfence(); _mm_sfence(); _mm_clflush(p);
  unsigned long long t1 = __rdtsc(), t2 = __rdtsc();
  return t2 >= t1 && t1 > 1000000;
}
"#,
        r#"
#include <stdio.h>
#include <string.h>
void intr(const short *, const float *, const double *, int, unsigned char *);
void rllc_intr(const short *, const float *, const double *, int, unsigned char *);
int effects(void *); int rllc_effects(void *);
int main(void) {
  short s[16]; float f[8] = {1.5f, -2.5f, 0.0f / 0.0f, 1e10f, 2.5f, -3.5f, 1.0f, -0.0f};
  double d[4] = {2.5, -7.75, 3.5, 0.0 / 0.0};
  unsigned char o1[1024], o2[1024];
  int bad = 0;
  for (int i = 0; i < 16; i++) s[i] = (short)(i * 4567 - 30000);
  for (int k = 0; k < 40; k += 3) {
    memset(o1, 0, sizeof o1); memset(o2, 0, sizeof o2);
    intr(s, f, d, k, o1); rllc_intr(s, f, d, k, o2);
    for (int i = 0; i < 1024; i++) if (o1[i] != o2[i]) { printf("k %d byte %d\n", k, i); bad = 1; break; }
  }
  if (effects(s) != rllc_effects(s)) { printf("effects\n"); bad = 1; }
  return bad;
}
"#,
    );
}

#[test]
fn run_vector_coverage() {
    // Every vector type through memory: arithmetic, shifts, compares, selects, lanes.
    let types = [("v16i8", "<16 x i8>", 16, 8, false), ("v8i16", "<8 x i16>", 8, 16, false), ("v4i32", "<4 x i32>", 4, 32, false),
        ("v2i64", "<2 x i64>", 2, 64, false), ("v4f32", "<4 x float>", 4, 32, true), ("v2f64", "<2 x double>", 2, 64, true)];
    let mut ll = String::new();
    let mut harness = String::from("#include <stdio.h>\n#include <string.h>\n");
    let mut calls = String::new();
    for (name, ty, n, bits, float) in types {
        let et = if float { if bits == 32 { "float" } else { "double" } } else { match bits { 8 => "i8", 16 => "i16", 32 => "i32", _ => "i64" } };
        let mask_ty = format!("<{n} x i1>");
        let splat = |v: &str| format!("<{}>", (0..n).map(|_| format!("{et} {v}")).collect::<Vec<_>>().join(", "));
        let rev: Vec<String> = (0..n).map(|k| format!("i32 {}", (k * 3 + 1) % (2 * n))).collect();
        let mut body = format!("  %a = load {ty}, ptr %pa, align 1\n  %b = load {ty}, ptr %pb, align 1\n");
        let mut results = Vec::new();
        let mut k = 0;
        let mut push = |body: &mut String, line: String| {
            body.push_str(&format!("  %r{k} = {line}\n"));
            results.push(format!("%r{k}"));
            k += 1;
        };
        if float {
            for op in ["fadd", "fsub", "fmul", "fdiv"] {
                push(&mut body, format!("{op} {ty} %a, %b"));
            }
            push(&mut body, format!("fneg {ty} %a"));
            for p in ["oeq", "olt", "ole", "ogt", "uge", "une", "ord", "ueq", "one"] {
                body.push_str(&format!("  %c{p} = fcmp {p} {ty} %a, %b\n"));
                push(&mut body, format!("select {mask_ty} %c{p}, {ty} %a, {ty} %b"));
            }
        } else {
            for op in ["add", "sub", "mul", "and", "or", "xor"] {
                push(&mut body, format!("{op} {ty} %a, %b"));
            }
            for op in ["shl", "lshr", "ashr"] {
                push(&mut body, format!("{op} {ty} %a, {}", splat("3")));
                body.push_str(&format!("  %m{op} = and {ty} %b, {}\n", splat(&format!("{}", bits - 1))));
                push(&mut body, format!("{op} {ty} %a, %m{op}"));
            }
            for p in ["eq", "ne", "slt", "sgt", "sle", "sge", "ult", "ugt", "ule", "uge"] {
                body.push_str(&format!("  %c{p} = icmp {p} {ty} %a, %b\n"));
                push(&mut body, format!("select {mask_ty} %c{p}, {ty} %a, {ty} %b"));
                push(&mut body, format!("sext {mask_ty} %c{p} to {ty}"));
            }
        }
        push(&mut body, format!("shufflevector {ty} %a, {ty} %b, <{n} x i32> <{}>", rev.join(", ")));
        body.push_str(&format!("  %e = extractelement {ty} %a, i32 %i\n"));
        push(&mut body, format!("insertelement {ty} %b, {et} %e, i32 %j"));
        push(&mut body, format!("select i1 %s, {ty} %a, {ty} %b"));
        let stores: String = results
            .iter()
            .enumerate()
            .map(|(i, r)| format!("  %o{i} = getelementptr {ty}, ptr %out, i64 {i}\n  store {ty} {r}, ptr %o{i}, align 1\n"))
            .collect();
        ll.push_str(&format!("define void @vc_{name}(ptr %pa, ptr %pb, ptr %out, i32 %i, i32 %j, i1 %s) {{\n{body}{stores}  ret void\n}}\n"));
        let count = results.len();
        harness.push_str(&format!("void vc_{name}(void *, void *, void *, int, int, _Bool); void rllc_vc_{name}(void *, void *, void *, int, int, _Bool);\n"));
        calls.push_str(&format!(
            "  for (int t = 0; t < 8; t++) {{ fill(a, t); fill(b, t + 9); if (t & 1) memcpy(b, a, 8);\n\
                 memset(o1, 0, sizeof o1); memset(o2, 0, sizeof o2);\n\
                 vc_{name}(a, b, o1, t % {n}, (t * 5) % {n}, t & 2); rllc_vc_{name}(a, b, o2, t % {n}, (t * 5) % {n}, t & 2);\n\
                 if (memcmp(o1, o2, {count} * 16)) {{ for (int q = 0; q < {count}; q++) if (memcmp(o1 + q * 16, o2 + q * 16, 16)) printf(\"{name} t=%d result %d\\n\", t, q); bad = 1; }} }}\n"
        ));
    }
    harness.push_str(
        r#"
static void fill(unsigned char *p, int seed) {
  for (int i = 0; i < 16; i++) p[i] = (unsigned char)(seed * 37 + i * 101 + (i * i * seed >> 2));
  if (seed % 3 == 0) { float f[4] = {1.5f, -2.0f, 0.0f, 1e30f}; memcpy(p, f, 16); }
  if (seed % 5 == 1) { double d[2] = {-0.25, 3.0}; memcpy(p, d, 16); }
}
int main(void) {
  static unsigned char a[16], b[16], o1[64 * 16], o2[64 * 16];
  int bad = 0;
"#,
    );
    harness.push_str(&calls);
    harness.push_str("  return bad;\n}\n");
    let out = run("veccov", &ll, &harness);
    assert_eq!(out, "");
}

#[test]
fn run_illegal_vector_types() {
    // Vector types SSE2 lacks (split or scalarized by the legalizer).
    let types = [("v2i32", 2, "i32", false), ("v4i16", 4, "i16", false), ("v8i8", 8, "i8", false), ("v2f32", 2, "float", true),
        ("v8i32", 8, "i32", false), ("v4i64", 4, "i64", false), ("v16i16", 16, "i16", false), ("v4f64", 4, "double", true),
        ("v3i32", 3, "i32", false), ("v8f32", 8, "float", true), ("v32i8", 32, "i8", false)];
    let mut ll = String::new();
    let mut harness = String::from("#include <stdio.h>\n#include <string.h>\n");
    let mut calls = String::new();
    for (name, n, et, float) in types {
        let ty = format!("<{n} x {et}>");
        let mask_ty = format!("<{n} x i1>");
        let bytes = n * match et { "i8" => 1, "i16" => 2, "i32" | "float" => 4, _ => 8 };
        let mut body = format!("  %a = load {ty}, ptr %pa, align 1\n  %b = load {ty}, ptr %pb, align 1\n");
        let mut results = Vec::new();
        let mut k = 0;
        let mut push = |body: &mut String, line: String| {
            body.push_str(&format!("  %r{k} = {line}\n"));
            results.push(format!("%r{k}"));
            k += 1;
        };
        if float {
            push(&mut body, format!("fadd {ty} %a, %b"));
            push(&mut body, format!("fmul {ty} %a, %b"));
            body.push_str(&format!("  %c = fcmp olt {ty} %a, %b\n"));
            push(&mut body, format!("select {mask_ty} %c, {ty} %a, {ty} %b"));
        } else {
            push(&mut body, format!("add {ty} %a, %b"));
            push(&mut body, format!("mul {ty} %a, %b"));
            push(&mut body, format!("xor {ty} %a, %b"));
            body.push_str(&format!("  %c = icmp slt {ty} %a, %b\n"));
            push(&mut body, format!("select {mask_ty} %c, {ty} %a, {ty} %b"));
            push(&mut body, format!("zext {mask_ty} %c to {ty}"));
        }
        let sh: Vec<String> = (0..n).map(|k| format!("i32 {}", (k * 5 + 2) % (2 * n))).collect();
        push(&mut body, format!("shufflevector {ty} %a, {ty} %b, <{n} x i32> <{}>", sh.join(", ")));
        body.push_str(&format!("  %e = extractelement {ty} %a, i32 1\n"));
        push(&mut body, format!("insertelement {ty} %b, {et} %e, i32 0"));
        let stores: String = results
            .iter()
            .enumerate()
            .map(|(i, r)| format!("  %o{i} = getelementptr i8, ptr %out, i64 {}\n  store {ty} {r}, ptr %o{i}, align 1\n", i * bytes))
            .collect();
        ll.push_str(&format!("define void @iv_{name}(ptr %pa, ptr %pb, ptr %out) {{\n{body}{stores}  ret void\n}}\n"));
        let total = results.len() * bytes;
        harness.push_str(&format!("void iv_{name}(void *, void *, void *); void rllc_iv_{name}(void *, void *, void *);\n"));
        calls.push_str(&format!(
            "  for (int t = 0; t < 6; t++) {{ fill(a, t); fill(b, t + 7); memset(o1, 0, sizeof o1); memset(o2, 0, sizeof o2);\n\
                 iv_{name}(a, b, o1); rllc_iv_{name}(a, b, o2); if (memcmp(o1, o2, {total})) {{ printf(\"{name} t=%d\\n\", t); bad = 1; }} }}\n"
        ));
    }
    harness.push_str(
        r#"
static void fill(unsigned char *p, int seed) {
  for (int i = 0; i < 256; i++) p[i] = (unsigned char)(seed * 37 + i * 101 + (i * i * seed >> 2));
  if (seed % 2 == 0) { for (int i = 0; i < 32; i++) { float f = (float)(i * seed) * 0.5f - 3.0f; memcpy(p + 4 * i, &f, 4); } }
  if (seed % 3 == 1) { for (int i = 0; i < 16; i++) { double d = (double)(i - seed) * 0.25; memcpy(p + 8 * i, &d, 8); } }
}
int main(void) {
  static unsigned char a[256], b[256], o1[4096], o2[4096];
  int bad = 0;
"#,
    );
    harness.push_str(&calls);
    harness.push_str("  return bad;\n}\n");
    let out = run("illvec", &ll, &harness);
    assert_eq!(out, "");
}
