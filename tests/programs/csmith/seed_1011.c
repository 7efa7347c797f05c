/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1011 --max-funcs 4 --max-block-depth 3 --no-packed-struct -o seed_1011.c
 * Seed:      1011
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const int32_t  f0;
   volatile uint32_t  f1;
   volatile signed f2 : 22;
};

union U1 {
   uint32_t  f0;
   uint16_t  f1;
   const int8_t * f2;
};

/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_3 = 9L;/* VOLATILE GLOBAL g_3 */
static volatile int32_t g_4 = (-1L);/* VOLATILE GLOBAL g_4 */
static volatile int32_t g_5 = 0x673292C5L;/* VOLATILE GLOBAL g_5 */
static int32_t g_6 = 0x006887E0L;
static int32_t g_8 = (-1L);
static volatile int8_t g_11 = 0L;/* VOLATILE GLOBAL g_11 */
static uint32_t g_12 = 0x0278EE3FL;
static uint32_t g_23 = 4294967288UL;
static uint8_t g_37 = 248UL;
static int32_t g_57[3][7] = {{1L,0xBB0C7F2BL,0xBB0C7F2BL,1L,1L,0xBB0C7F2BL,0xBB0C7F2BL},{8L,0L,8L,0L,8L,0L,8L},{1L,1L,0xBB0C7F2BL,0xBB0C7F2BL,1L,1L,0xBB0C7F2BL}};
static uint8_t g_60 = 255UL;
static volatile int32_t * volatile g_75[9][10] = {{&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4},{&g_5,&g_4,&g_5,&g_4,&g_5,&g_4,&g_5,&g_4,&g_5,&g_4},{&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4},{&g_5,&g_4,&g_5,&g_4,&g_5,&g_4,&g_5,&g_4,&g_5,&g_4},{&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4},{&g_5,&g_4,&g_5,&g_4,&g_5,&g_4,&g_5,&g_4,&g_5,&g_4},{&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4},{&g_5,&g_4,&g_5,&g_4,&g_5,&g_4,&g_5,&g_4,&g_5,&g_4},{&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4,&g_3,&g_4}};
static volatile int32_t * volatile *g_74 = &g_75[1][4];
static int16_t g_78[4][10][6] = {{{0x4A32L,0x66ABL,0xADEBL,0x66ABL,0x4A32L,(-1L)},{1L,(-1L),0xA6FBL,0L,0x7E2BL,0xAEEAL},{(-5L),(-2L),0L,(-1L),0x0C02L,0xAEEAL},{0x0913L,0x4A32L,0xA6FBL,0x829AL,0xC4F4L,(-1L)},{0x0C02L,0xCCCFL,0xADEBL,0xADEBL,0xCCCFL,0x0C02L},{(-1L),0xC4F4L,0x829AL,0xA6FBL,0x4A32L,0x0913L},{0xAEEAL,0x0C02L,(-1L),0L,(-2L),(-5L)},{0xAEEAL,0x7E2BL,0L,0xA6FBL,(-1L),1L},{(-1L),0x4A32L,0x66ABL,0xADEBL,0x66ABL,0x4A32L},{0x0C02L,0x852BL,0L,0x829AL,0xA59AL,0x0C02L}},{{0x0913L,0xA6FBL,0xEE36L,(-1L),0x4A32L,0x1C17L},{(-5L),0xA6FBL,0xC4F4L,0L,0xA59AL,(-3L)},{1L,0x852BL,0L,0x66ABL,0x66ABL,0L},{0x4A32L,0x4A32L,0x0C02L,0L,(-1L),0x3C9DL},{0x0C02L,0x7E2BL,0xE49DL,0xEE36L,(-2L),0x0C02L},{0x1C17L,0x0C02L,0xE49DL,0xC4F4L,0x4A32L,0x3C9DL},{(-3L),0xC4F4L,0x0C02L,0L,0xCCCFL,0L},{0L,0xCCCFL,0L,0x0C02L,0xC4F4L,(-3L)},{0x3C9DL,0x4A32L,0xC4F4L,0xE49DL,0x0C02L,0x1C17L},{0x0C02L,(-2L),0xEE36L,0xE49DL,0x7E2BL,0x0C02L}},{{0x3C9DL,(-1L),0L,0x0C02L,0x4A32L,0x4A32L},{0xEE36L,0L,0L,0xEE36L,(-1L),0x829AL},{0xE49DL,0x3C9DL,0xEE36L,1L,0xAEEAL,0L},{0xA6FBL,0x0C02L,(-3L),0x852BL,0xAEEAL,(-1L)},{(-5L),0x3C9DL,(-2L),0x7E2BL,(-1L),(-5L)},{0x0C02L,0L,0xCCCFL,0L,0x0C02L,0xC4F4L},{0x829AL,(-3L),0xAEEAL,0xEE36L,0x0913L,0xADEBL},{0L,0x1C17L,0xEE36L,(-3L),(-5L),0xADEBL},{(-1L),0x0C02L,0xAEEAL,(-2L),1L,0xC4F4L},{(-5L),0x4A32L,0xCCCFL,0xCCCFL,0x4A32L,(-5L)}},{{0xC4F4L,1L,(-2L),0xAEEAL,0x0C02L,(-1L)},{0xADEBL,(-5L),(-3L),0xEE36L,0x1C17L,0L},{0xADEBL,0x0913L,0xEE36L,0xAEEAL,(-3L),0x829AL},{0xC4F4L,0x0C02L,0L,0xCCCFL,0L,0x0C02L},{(-5L),(-1L),0x7E2BL,(-2L),0x3C9DL,(-5L)},{(-1L),0xAEEAL,0x852BL,(-3L),0x0C02L,0xA6FBL},{0L,0xAEEAL,1L,0xEE36L,0x3C9DL,0xE49DL},{0x829AL,(-1L),0xEE36L,0L,0L,0xEE36L},{0x0C02L,0x0C02L,(-5L),0x7E2BL,(-3L),0x66ABL},{(-5L),0x0913L,0xA59AL,0x852BL,0x1C17L,(-5L)}}};
static int64_t g_80 = 1L;
static uint16_t g_83 = 0x996FL;
static uint16_t *g_108 = &g_83;
static volatile union U0 g_123[4] = {{0x7A08BB58L},{0x7A08BB58L},{0x7A08BB58L},{0x7A08BB58L}};
static volatile int32_t g_152 = 0x9EF49A90L;/* VOLATILE GLOBAL g_152 */
static volatile uint64_t g_155 = 0x87E99EFDDE4E20D7LL;/* VOLATILE GLOBAL g_155 */
static volatile union U1 g_160 = {1UL};/* VOLATILE GLOBAL g_160 */
static volatile uint16_t g_218[1] = {1UL};
static int64_t g_221 = 0xBBBEAE9466CD48A2LL;
static int8_t g_238 = 0xF3L;
static int8_t *g_237 = &g_238;
static int8_t **g_236 = &g_237;
static int8_t *** volatile g_235 = &g_236;/* VOLATILE GLOBAL g_235 */
static uint16_t g_286 = 1UL;
static int32_t * volatile g_287 = &g_8;/* VOLATILE GLOBAL g_287 */
static int32_t * volatile g_311 = &g_8;/* VOLATILE GLOBAL g_311 */
static volatile int16_t g_324 = 1L;/* VOLATILE GLOBAL g_324 */
static volatile int16_t * volatile g_323 = &g_324;/* VOLATILE GLOBAL g_323 */
static volatile int16_t * volatile * volatile g_322 = &g_323;/* VOLATILE GLOBAL g_322 */
static uint32_t g_344 = 1UL;
static uint32_t g_351 = 0x43EE02A0L;
static union U0 g_375 = {0xDB7B0FCEL};/* VOLATILE GLOBAL g_375 */
static union U1 g_424[8][7][4] = {{{{0xE4A50C52L},{6UL},{0x058AE244L},{0UL}},{{0UL},{0UL},{0UL},{0x6EFD77F0L}},{{0UL},{1UL},{0xBFBCDD57L},{1UL}},{{1UL},{6UL},{6UL},{1UL}},{{0UL},{0xE4A50C52L},{0x9C315FBFL},{0UL}},{{0xCABE5F5DL},{0UL},{0xBFBCDD57L},{0UL}},{{0xDF312DB5L},{0xF691D89FL},{1UL},{0UL}}},{{{0UL},{0UL},{0x6EFD77F0L},{0UL}},{{1UL},{0xE4A50C52L},{0xAEE61451L},{1UL}},{{0UL},{6UL},{0UL},{1UL}},{{0UL},{1UL},{0UL},{0x6EFD77F0L}},{{0UL},{0UL},{0xBFBCDD57L},{0UL}},{{0UL},{6UL},{0xF691D89FL},{0UL}},{{0UL},{1UL},{0xF691D89FL},{0UL}}},{{{0UL},{0UL},{0xBFBCDD57L},{0UL}},{{0UL},{0xF691D89FL},{0UL},{0xDF312DB5L}},{{0UL},{0xDF312DB5L},{0UL},{0UL}},{{0UL},{0UL},{0xAEE61451L},{6UL}},{{0UL},{0UL},{1UL},{0UL}},{{0x8985C852L},{6UL},{0x64E463A9L},{1UL}},{{0x058AE244L},{6UL},{0xE4A50C52L},{0UL}}},{{{6UL},{0UL},{0xAEE61451L},{6UL}},{{0xD414D6C3L},{1UL},{0UL},{4UL}},{{0x9C315FBFL},{0x058AE244L},{0xE4A50C52L},{0x058AE244L}},{{0UL},{0xBFBCDD57L},{0xD414D6C3L},{0x6EFD77F0L}},{{0x8985C852L},{0UL},{1UL},{4UL}},{{0UL},{0UL},{1UL},{0xF691D89FL}},{{0UL},{0UL},{1UL},{1UL}}},{{{0x8985C852L},{0xF691D89FL},{0xD414D6C3L},{1UL}},{{0UL},{0x9C315FBFL},{0xE4A50C52L},{0UL}},{{0x9C315FBFL},{0UL},{0UL},{0x9C315FBFL}},{{0xD414D6C3L},{0UL},{0xAEE61451L},{4UL}},{{6UL},{0x6EFD77F0L},{0xE4A50C52L},{0UL}},{{0x058AE244L},{0xBFBCDD57L},{0x64E463A9L},{0UL}},{{0x8985C852L},{0x6EFD77F0L},{1UL},{4UL}}},{{{0UL},{0UL},{1UL},{0x9C315FBFL}},{{1UL},{0UL},{4UL},{0UL}},{{0x8985C852L},{0x9C315FBFL},{0x8985C852L},{1UL}},{{0x6EFD77F0L},{0xF691D89FL},{0xE4A50C52L},{1UL}},{{0xF691D89FL},{0UL},{0xBFBCDD57L},{0xF691D89FL}},{{0xD414D6C3L},{0UL},{0xBFBCDD57L},{4UL}},{{0xF691D89FL},{0UL},{0xE4A50C52L},{0x6EFD77F0L}}},{{{0x6EFD77F0L},{0xBFBCDD57L},{0x8985C852L},{0x058AE244L}},{{0x8985C852L},{0x058AE244L},{4UL},{4UL}},{{1UL},{1UL},{1UL},{6UL}},{{0UL},{0UL},{1UL},{0UL}},{{0x8985C852L},{6UL},{0x64E463A9L},{1UL}},{{0x058AE244L},{6UL},{0xE4A50C52L},{0UL}},{{6UL},{0UL},{0xAEE61451L},{6UL}}},{{{0xD414D6C3L},{1UL},{0UL},{4UL}},{{0x9C315FBFL},{0x058AE244L},{0xE4A50C52L},{0x058AE244L}},{{0UL},{0xBFBCDD57L},{0xD414D6C3L},{0x6EFD77F0L}},{{0x8985C852L},{0UL},{1UL},{4UL}},{{0UL},{0UL},{1UL},{0xF691D89FL}},{{0UL},{0UL},{1UL},{1UL}},{{0x8985C852L},{0xF691D89FL},{0xD414D6C3L},{1UL}}}};
static uint32_t *g_428[8] = {&g_424[6][4][1].f0,&g_424[6][4][1].f0,&g_424[6][4][1].f0,&g_424[6][4][1].f0,&g_424[6][4][1].f0,&g_424[6][4][1].f0,&g_424[6][4][1].f0,&g_424[6][4][1].f0};
static uint8_t g_440 = 0xBEL;
static int8_t g_446 = 0xC8L;
static uint8_t *g_472 = (void*)0;
static uint8_t **g_471 = &g_472;
static union U0 g_505 = {1L};/* VOLATILE GLOBAL g_505 */
static const int32_t *g_610 = (void*)0;
static int32_t g_736[10] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
static int8_t * volatile * volatile ** volatile *g_759 = (void*)0;
static volatile union U0 g_774 = {8L};/* VOLATILE GLOBAL g_774 */
static uint16_t g_804 = 0xD237L;
static union U0 g_808[2][9][9] = {{{{0x0FF3D131L},{-2L},{5L},{0x6DBC4EA3L},{0x249C5146L},{0x197D318DL},{0x8B1EAAA1L},{-1L},{-1L}},{{0xBB41AF39L},{-10L},{3L},{1L},{0L},{0x340194F3L},{0L},{0x3D340497L},{0x652ABEB8L}},{{0xA11BCDA3L},{-2L},{-8L},{0x249C5146L},{0x2BA90B5EL},{0L},{-5L},{4L},{5L}},{{0xDD6B1A9FL},{0x8B1EAAA1L},{0x087E0355L},{0x45D192A0L},{3L},{-5L},{0x249C5146L},{3L},{-1L}},{{0x197D318DL},{0xBB41AF39L},{-4L},{0xCF564A03L},{-1L},{0x340194F3L},{1L},{0x340194F3L},{-1L}},{{-1L},{0L},{0L},{-1L},{-1L},{0x2483C269L},{0xAE54E431L},{-4L},{-1L}},{{0x573ECED3L},{-1L},{-1L},{0xB0E8858CL},{-1L},{1L},{0x3D340497L},{9L},{-10L}},{{1L},{1L},{0L},{0x6DBC4EA3L},{-1L},{-4L},{-1L},{-2L},{-8L}},{{0x45D192A0L},{1L},{0x31EE7C0AL},{0L},{-1L},{-1L},{0x8B1EAAA1L},{0x197D318DL},{0x249C5146L}}},{{{0x41994A60L},{-1L},{0xDD6B1A9FL},{-1L},{3L},{0L},{-1L},{0L},{-2L}},{{0xB4B01725L},{-1L},{0x63A39169L},{1L},{0x2BA90B5EL},{0xC28B3C91L},{0L},{-1L},{0x704EEF06L}},{{0xB4B01725L},{0L},{0x12F6FAEFL},{0xC28B3C91L},{0L},{0x249C5146L},{0L},{0x65E4AF40L},{0xB0E8858CL}},{{0x41994A60L},{0L},{1L},{-1L},{0L},{0x65E4AF40L},{5L},{5L},{0x65E4AF40L}},{{0x45D192A0L},{0x80F3E1A4L},{-1L},{0x80F3E1A4L},{0x45D192A0L},{0x6DBC4EA3L},{1L},{0L},{-2L}},{{1L},{4L},{1L},{5L},{0xBB41AF39L},{9L},{0x65E4AF40L},{1L},{0x3D340497L}},{{0x573ECED3L},{0x197D318DL},{5L},{0x8B1EAAA1L},{0x3D340497L},{0x6DBC4EA3L},{4L},{0x41994A60L},{0x1D5029A1L}},{{-1L},{-5L},{0x45D192A0L},{0L},{0L},{0x65E4AF40L},{-4L},{0x2BA90B5EL},{0x31EE7C0AL}},{{0x197D318DL},{0x652ABEB8L},{0L},{4L},{-1L},{0x249C5146L},{0x0E36F108L},{0x31EE7C0AL},{0L}}}};
static const union U1 g_819 = {9UL};
static int16_t g_848 = (-1L);
static int32_t *g_861[5] = {&g_736[1],&g_736[1],&g_736[1],&g_736[1],&g_736[1]};
static volatile uint8_t *g_863 = (void*)0;
static volatile uint8_t * volatile * const  volatile g_862 = &g_863;/* VOLATILE GLOBAL g_862 */
static union U1 *g_895[7][8] = {{&g_424[6][4][1],&g_424[6][4][1],&g_424[3][6][1],&g_424[0][2][0],(void*)0,&g_424[0][2][0],&g_424[3][6][1],&g_424[6][4][1]},{&g_424[4][3][3],&g_424[6][4][1],&g_424[6][4][1],&g_424[3][6][1],&g_424[6][4][1],&g_424[6][4][1],&g_424[4][3][0],&g_424[4][3][0]},{&g_424[6][4][1],&g_424[4][3][3],(void*)0,(void*)0,&g_424[4][3][3],&g_424[6][4][1],&g_424[4][3][0],(void*)0},{&g_424[6][1][2],(void*)0,&g_424[6][4][1],&g_424[6][4][1],&g_424[3][6][1],&g_424[6][4][1],&g_424[3][6][1],&g_424[6][4][1]},{&g_424[3][6][1],&g_424[6][4][1],&g_424[3][6][1],&g_424[6][4][1],&g_424[6][4][1],(void*)0,&g_424[6][1][2],(void*)0},{&g_424[4][3][0],&g_424[6][4][1],&g_424[4][3][3],(void*)0,&g_424[4][3][3],&g_424[6][4][1],&g_424[0][2][0],&g_424[6][4][1]},{&g_424[6][4][1],&g_424[6][4][1],(void*)0,(void*)0,&g_424[0][2][0],&g_424[6][4][1],&g_424[6][4][1],&g_424[6][4][1]}};
static union U1 **g_894 = &g_895[1][7];
static int32_t ** volatile g_907 = &g_861[0];/* VOLATILE GLOBAL g_907 */
static int64_t *g_916 = &g_221;
static int64_t ** volatile g_915 = &g_916;/* VOLATILE GLOBAL g_915 */
static const uint8_t g_930 = 0x59L;
static const uint8_t g_932[7] = {0xBCL,0xBCL,0xBCL,0xBCL,0xBCL,0xBCL,0xBCL};
static const uint8_t *g_931 = &g_932[5];
static uint8_t g_939 = 7UL;
static uint32_t * volatile *g_956[1][3][1] = {{{&g_428[3]},{&g_428[3]},{&g_428[3]}}};
static uint32_t * volatile * volatile *g_955 = &g_956[0][2][0];
static int8_t g_993 = (-5L);
static int32_t ** volatile g_1051[8][7] = {{&g_861[2],&g_861[0],&g_861[0],&g_861[0],&g_861[2],&g_861[0],&g_861[0]},{&g_861[1],&g_861[1],&g_861[0],&g_861[0],(void*)0,(void*)0,&g_861[0]},{(void*)0,&g_861[1],(void*)0,&g_861[0],(void*)0,&g_861[1],(void*)0},{&g_861[1],&g_861[0],&g_861[0],&g_861[1],(void*)0,&g_861[0],&g_861[0]},{&g_861[2],&g_861[1],&g_861[0],&g_861[1],&g_861[2],&g_861[1],&g_861[0]},{(void*)0,&g_861[1],&g_861[0],&g_861[0],&g_861[1],(void*)0,&g_861[0]},{(void*)0,&g_861[0],(void*)0,&g_861[1],(void*)0,&g_861[0],(void*)0},{(void*)0,&g_861[0],&g_861[0],&g_861[1],&g_861[1],&g_861[0],&g_861[0]}};
static int64_t g_1094 = 0L;
static union U1 g_1095 = {0x395941F5L};
static int16_t *g_1163 = &g_78[3][0][2];
static int16_t * const *g_1162[7] = {&g_1163,&g_1163,&g_1163,&g_1163,&g_1163,&g_1163,&g_1163};
static int16_t * const **g_1161 = &g_1162[4];
static int8_t ***g_1185 = (void*)0;
static int32_t * const *g_1223[1] = {&g_861[0]};
static uint16_t g_1244 = 0xC958L;
static union U0 g_1294 = {7L};/* VOLATILE GLOBAL g_1294 */
static int32_t g_1311 = (-7L);
static const volatile uint64_t *g_1322[3] = {&g_155,&g_155,&g_155};
static const volatile uint64_t * volatile *g_1321 = &g_1322[2];
static int8_t g_1356 = 0xDDL;
static int8_t * const g_1355 = &g_1356;
static int8_t * const *g_1354 = &g_1355;
static int8_t * const **g_1353 = &g_1354;
static volatile uint32_t g_1362 = 0xD8FF74C6L;/* VOLATILE GLOBAL g_1362 */
static int32_t * volatile g_1370 = &g_57[2][6];/* VOLATILE GLOBAL g_1370 */
static int16_t **g_1389 = &g_1163;
static union U0 g_1393 = {0L};/* VOLATILE GLOBAL g_1393 */
static uint32_t g_1423 = 0UL;
static int8_t ***g_1469 = &g_236;
static int32_t ** volatile g_1502 = (void*)0;/* VOLATILE GLOBAL g_1502 */
static int32_t ** volatile g_1503 = &g_861[2];/* VOLATILE GLOBAL g_1503 */


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int32_t * const * func_15(const int64_t  p_16, const uint32_t  p_17, int8_t * p_18, int8_t * p_19, int8_t * p_20);
static int8_t * func_24(int16_t  p_25, int16_t  p_26, int8_t * p_27, int8_t * p_28, uint16_t  p_29);
static uint32_t  func_30(uint32_t  p_31);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_12 g_916 g_221 g_83 g_218 g_237 g_238 g_1321 g_1161 g_1162 g_1163 g_78 g_931 g_932 g_1362 g_1370 g_1355 g_1356 g_108 g_57 g_1393 g_123 g_1423 g_287 g_8 g_322 g_323 g_324 g_1322 g_155 g_993 g_915 g_344 g_804 g_907 g_861 g_736 g_375.f0 g_1503
 * writes: g_6 g_12 g_83 g_221 g_238 g_736 g_1353 g_57 g_351 g_1389 g_993 g_344 g_804 g_1185 g_1469 g_8 g_861
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_2[8][6] = {{0x161AL,0x161AL,0x96A4L,0x96A4L,0x161AL,0x161AL},{0x161AL,0x96A4L,0x96A4L,0x161AL,0x161AL,0x96A4L},{0x161AL,0x161AL,0x96A4L,0x96A4L,0x161AL,0x161AL},{0x161AL,0x96A4L,0x96A4L,0x161AL,0x161AL,0x96A4L},{0x161AL,0x161AL,0x96A4L,0x96A4L,0x161AL,0x161AL},{0x161AL,0x96A4L,0x96A4L,0x161AL,0x161AL,0x96A4L},{0x161AL,0x161AL,0x96A4L,0x96A4L,0x161AL,0x161AL},{0x161AL,0x96A4L,0x96A4L,0x161AL,0x161AL,0x96A4L}};
    int32_t l_10[2];
    int64_t l_1225 = (-1L);
    uint32_t l_1239[9] = {4294967292UL,4294967292UL,4294967292UL,4294967292UL,4294967292UL,4294967292UL,4294967292UL,4294967292UL,4294967292UL};
    int32_t l_1309 = 9L;
    int16_t l_1343 = (-10L);
    const int64_t *l_1403 = (void*)0;
    const int64_t **l_1402 = &l_1403;
    const int64_t ***l_1401 = &l_1402;
    union U1 l_1420[6] = {{4294967288UL},{4294967288UL},{4294967288UL},{4294967288UL},{4294967288UL},{4294967288UL}};
    int32_t l_1422[9][8] = {{0x5FD2082FL,(-1L),(-1L),(-1L),0x5FD2082FL,(-1L),0x759A4761L,0x759A4761L},{0xB8602DB7L,(-1L),0xD46D5548L,0xD46D5548L,(-1L),0xB8602DB7L,0xF2F6D269L,(-1L)},{0x759A4761L,0xF2F6D269L,0xD46D5548L,0x759A4761L,0xD46D5548L,0xF2F6D269L,0x759A4761L,0xB8602DB7L},{(-1L),0x5FD2082FL,(-1L),0x759A4761L,0x759A4761L,(-1L),0x5FD2082FL,(-1L)},{0xB8602DB7L,0x759A4761L,0xF2F6D269L,0xD46D5548L,0x759A4761L,0xD46D5548L,0xF2F6D269L,0xB8602DB7L},{0xD46D5548L,(-1L),0x67F080C9L,0xD46D5548L,1L,1L,0xD46D5548L,0x67F080C9L},{0xB8602DB7L,0xB8602DB7L,0x759A4761L,0xF2F6D269L,0xD46D5548L,0x759A4761L,0xD46D5548L,0xF2F6D269L},{0x67F080C9L,0xF2F6D269L,0x67F080C9L,1L,0xF2F6D269L,(-1L),(-1L),0xF2F6D269L},{0xF2F6D269L,(-1L),(-1L),0xF2F6D269L,1L,0x67F080C9L,0xF2F6D269L,0x67F080C9L}};
    int32_t l_1424 = 0x8D500DE9L;
    int8_t l_1425 = 0xB9L;
    int32_t l_1426[7][1][8] = {{{0L,(-1L),0xB6B0C85EL,0L,0L,0xB6B0C85EL,(-1L),0L}},{{0x1B83EA87L,0xBF388E50L,0xB6B0C85EL,(-1L),3L,2L,3L,(-1L)}},{{0L,0x89B827D3L,0L,0xB4D84818L,(-1L),2L,0xB6B0C85EL,0xB6B0C85EL}},{{0xB6B0C85EL,0xBF388E50L,0x1B83EA87L,0x1B83EA87L,0xBF388E50L,0xB6B0C85EL,(-1L),3L}},{{0xB6B0C85EL,(-1L),0L,0xBF388E50L,(-1L),0xBF388E50L,0L,(-1L)}},{{0L,0L,2L,0xBF388E50L,3L,0xB4D84818L,0xB4D84818L,3L}},{{0x1B83EA87L,3L,3L,0x1B83EA87L,0L,(-1L),0xB4D84818L,0xB6B0C85EL}}};
    int32_t *l_1437 = &g_57[0][0];
    const int8_t ***l_1440[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
    int8_t ***l_1465 = &g_236;
    const int16_t l_1496 = 0x6250L;
    uint32_t l_1501 = 0x93477D97L;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_10[i] = 3L;
    for (g_6 = 0; (g_6 <= 5); g_6 += 1)
    { /* block id: 3 */
        int32_t *l_7 = &g_8;
        int32_t *l_9[9] = {&g_8,&g_8,&g_8,&g_8,&g_8,&g_8,&g_8,&g_8,&g_8};
        const int32_t l_21 = 0x5A9390DFL;
        uint32_t *l_22 = &g_23;
        uint8_t *l_439 = &g_440;
        uint8_t *l_441 = &g_440;
        uint8_t **l_442 = &l_441;
        int8_t *l_445 = &g_446;
        int16_t l_1224 = (-4L);
        uint64_t l_1240 = 0UL;
        int16_t l_1243 = 0x785BL;
        int16_t l_1247 = 0xEBB3L;
        int8_t l_1286 = 0L;
        uint8_t l_1288 = 0x97L;
        union U1 ***l_1315[3][10] = {{&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894},{&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894},{&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894,&g_894}};
        union U1 ****l_1314 = &l_1315[1][8];
        int i, j;
        g_12--;
        if (l_10[0])
            break;
    }
    for (l_1225 = 0; (l_1225 <= 0); l_1225 += 1)
    { /* block id: 557 */
        uint32_t l_1320 = 0x8E8C73A4L;
        int8_t ***l_1357 = &g_236;
        uint8_t l_1371[9] = {251UL,251UL,0xD6L,251UL,251UL,0xD6L,251UL,251UL,0xD6L};
        int32_t l_1374[8][7][4] = {{{(-7L),(-3L),(-3L),0x0B9C373DL},{0x59E1B245L,0xC6835C38L,8L,0L},{1L,0L,0xD600C466L,0xD600C466L},{8L,8L,(-4L),0xC6835C38L},{0x9054685CL,(-1L),0x9E6F4225L,(-7L)},{0x97ED31B0L,0x99E72AB3L,0x0B9C373DL,0x9E6F4225L},{0xD600C466L,0x99E72AB3L,0L,(-7L)}},{{0x99E72AB3L,(-1L),0xF92C6751L,0xC6835C38L},{(-3L),8L,0x554A6CAFL,0xD600C466L},{0x2BA97B3DL,0L,(-1L),0L},{0xBBBA0A3AL,0xC6835C38L,(-8L),0x0B9C373DL},{0L,(-3L),0x59E1B245L,0x97ED31B0L},{0x39747968L,(-4L),0x39747968L,0x9E6F4225L},{(-1L),0x421F6A7DL,0x97ED31B0L,(-1L)}},{{0xF92C6751L,3L,(-3L),(-3L)},{(-2L),0x0B9C373DL,0x4218CBF3L,6L},{0x9054685CL,6L,0x9054685CL,(-2L)},{3L,(-3L),8L,(-7L)},{0xC6835C38L,0xC71A7EA0L,0x554A6CAFL,(-3L)},{9L,2L,0x554A6CAFL,0xA41FAEF8L},{0xC6835C38L,(-1L),8L,6L}},{{3L,0L,0x9054685CL,0x39747968L},{0x9054685CL,0x39747968L,0x4218CBF3L,0xF92C6751L},{(-2L),0x4EC4B554L,(-3L),0L},{0xF92C6751L,0x9054685CL,0x97ED31B0L,(-1L)},{(-1L),(-1L),0x39747968L,0x33D7F3E6L},{0L,0x99E72AB3L,0xD600C466L,(-8L)},{(-3L),(-3L),0x0B9C373DL,2L}},{{0xF69A68D8L,6L,8L,9L},{(-1L),0L,0L,(-1L)},{0x4218CBF3L,0x59E1B245L,(-3L),0x2BA97B3DL},{0xA41FAEF8L,7L,9L,0x421F6A7DL},{0x47CD509AL,(-7L),0x4EC4B554L,0x421F6A7DL},{0xC3657609L,7L,0xC6835C38L,0x2BA97B3DL},{0L,0x59E1B245L,0x8C95C28BL,(-1L)}},{{(-1L),0L,0x47CD509AL,9L},{0xBBBA0A3AL,6L,(-1L),2L},{0xD600C466L,(-3L),(-4L),(-8L)},{0x2BA97B3DL,0x99E72AB3L,(-1L),0x33D7F3E6L},{(-3L),(-1L),7L,(-1L)},{0L,0x9054685CL,0x421F6A7DL,0L},{0L,0x4EC4B554L,0xA03C48BAL,0xF92C6751L}},{{7L,0x39747968L,0xF92C6751L,0x39747968L},{0L,0L,1L,6L},{6L,(-1L),0L,0xA41FAEF8L},{8L,2L,(-2L),(-3L)},{8L,0xC71A7EA0L,0L,(-7L)},{6L,(-3L),1L,(-2L)},{0L,6L,0xF92C6751L,6L}},{{7L,0x0B9C373DL,0xA03C48BAL,(-3L)},{0L,3L,0x421F6A7DL,(-1L)},{0L,0x421F6A7DL,7L,0x9E6F4225L},{(-3L),(-4L),(-1L),0xC3657609L},{0x2BA97B3DL,0x4218CBF3L,(-4L),0x4EC4B554L},{0xD600C466L,8L,(-1L),0L},{0xBBBA0A3AL,0x9E6F4225L,0x47CD509AL,0x47CD509AL}}};
        union U1 *l_1421 = &l_1420[1];
        int i, j, k;
        for (g_6 = 0; (g_6 <= 0); g_6 += 1)
        { /* block id: 560 */
            int32_t l_1342 = 4L;
            int8_t *l_1380 = &g_993;
            int8_t ** const l_1379 = &l_1380;
            int8_t ** const *l_1378 = &l_1379;
            int8_t ** const **l_1377 = &l_1378;
            int8_t ** const ***l_1376 = &l_1377;
            int32_t *l_1386 = &g_57[2][5];
            int16_t **l_1387 = (void*)0;
            int16_t ***l_1388[7][9][4] = {{{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387}},{{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387}},{{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387}},{{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387}},{{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387}},{{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387}},{{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387},{&l_1387,&l_1387,&l_1387,&l_1387}}};
            int i, j, k;
            for (g_83 = 0; (g_83 <= 0); g_83 += 1)
            { /* block id: 563 */
                int32_t *l_1344 = &g_736[2];
                int8_t * const *l_1351 = &g_237;
                int8_t * const **l_1350 = &l_1351;
                int8_t * const ***l_1352[1][4];
                uint64_t *l_1363 = (void*)0;
                uint64_t *l_1364 = (void*)0;
                int8_t l_1366[2];
                int32_t *l_1367 = &l_10[1];
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_1352[i][j] = (void*)0;
                }
                for (i = 0; i < 2; i++)
                    l_1366[i] = 6L;
                (*l_1344) = ((safe_mul_func_uint8_t_u_u((((safe_sub_func_uint8_t_u_u((((*g_916) |= 1L) ^ g_218[g_83]), ((*g_237) ^= l_1320))) , g_1321) != ((--l_2[(l_1225 + 3)][(l_1225 + 4)]) , (void*)0)), (safe_add_func_uint64_t_u_u((safe_sub_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_add_func_int64_t_s_s(1L, ((safe_lshift_func_int16_t_s_s(((((safe_mul_func_uint16_t_u_u((+((void*)0 == g_916)), ((safe_lshift_func_uint16_t_u_s((safe_lshift_func_int8_t_s_s(0x1AL, l_1342)), l_10[1])) > l_1342))) != l_1239[1]) <= l_10[1]) != l_1239[2]), (***g_1161))) | l_1343))), (*g_931))), 255UL)), 0x9E94F7771CE91A7FLL)))) || 1UL);
                (*g_1370) = (safe_lshift_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((~((g_1353 = l_1350) == l_1357)), (safe_rshift_func_uint8_t_u_u(((l_10[0] , 4294967295UL) || (((*l_1344) = (l_1320 ^ (safe_add_func_uint32_t_u_u(l_1342, g_1362)))) >= ((!((*l_1367) = l_1366[0])) == (safe_mod_func_uint32_t_u_u((0xEDE81587L & l_1239[1]), l_1225))))), 5)))), 0));
                return l_1371[5];
            }
            for (g_351 = 0; (g_351 <= 3); g_351 += 1)
            { /* block id: 576 */
                int i, j;
                return l_2[l_1225][(l_1225 + 3)];
            }
            (*l_1386) |= ((safe_mul_func_int16_t_s_s((0x3FL > (l_1374[0][4][0] ^= (*g_1355))), (*g_108))) || (((((l_1320 < (safe_unary_minus_func_uint16_t_u(((&g_1353 == ((*l_1376) = (void*)0)) , 65535UL)))) , ((safe_unary_minus_func_uint8_t_u((*g_931))) | ((safe_rshift_func_int16_t_s_s((safe_mul_func_int8_t_s_s(l_1371[5], l_1342)), l_1374[0][4][0])) != 7L))) >= l_10[1]) & l_2[6][4]) >= l_1239[1]));
            if (((g_1389 = l_1387) != (*g_1161)))
            { /* block id: 583 */
                int32_t l_1390 = 0L;
                (*l_1386) = l_1390;
            }
            else
            { /* block id: 585 */
                int64_t l_1404 = 0x2A8CA9A533341538LL;
                (*l_1386) = ((safe_rshift_func_int8_t_s_s(l_1320, 0)) ^ ((g_1393 , ((((+l_1371[5]) != (safe_sub_func_uint64_t_u_u((((g_123[2] , 65533UL) && (safe_add_func_uint32_t_u_u((((*g_1161) == (void*)0) != ((safe_rshift_func_int8_t_s_u((l_1320 | ((&g_915 == l_1401) >= (*g_931))), l_1404)) , 7UL)), (*g_1370)))) && (*g_237)), (*g_916)))) && (***g_1161)) || (*l_1386))) , l_1404));
            }
        }
        if (l_2[0][4])
            break;
        l_1426[4][0][5] &= (l_1371[5] | (((*g_1370) < ((((((safe_add_func_uint64_t_u_u(0xBFBAAD3D5172DC14LL, (safe_add_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((*g_1163), (+(safe_add_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u(l_1320, l_1371[5])) < (safe_add_func_int16_t_s_s((safe_mod_func_int64_t_s_s((l_1239[3] <= ((((((*l_1421) = l_1420[1]) , ((l_1420[1] , l_10[1]) != (-6L))) & 0xFDE4218AE12ACA86LL) < (*g_108)) >= 4L)), l_1422[8][6])), (***g_1161)))), g_1423))))), (*g_108))))) || l_1239[0]) | 6UL) | (*g_1163)) <= l_1424) , l_1425)) >= 0xD1L));
        if ((*g_287))
            continue;
    }
    if ((l_1426[3][0][5] && ((**g_322) && (((*l_1437) = (0x1702L <= (safe_mod_func_int64_t_s_s((((safe_lshift_func_int16_t_s_u((~((safe_sub_func_int16_t_s_s(0x90B0L, l_1239[1])) <= (l_1420[3] , l_10[1]))), 14)) , (safe_mul_func_uint16_t_u_u(((*g_108) = l_10[1]), (safe_unary_minus_func_int16_t_s((0xA599DD9FL == l_1343)))))) | l_1239[1]), (**g_1321))))) <= (-8L)))))
    { /* block id: 596 */
        int32_t l_1461 = 0xE02C6155L;
        int32_t l_1497 = 1L;
        for (g_6 = 0; (g_6 <= (-26)); --g_6)
        { /* block id: 599 */
            uint32_t l_1462 = 0UL;
            int8_t ****l_1466 = &g_1185;
            int8_t ***l_1468 = &g_236;
            int8_t ****l_1467[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
            int32_t *l_1494 = &l_1422[8][6];
            int32_t *l_1495 = &g_8;
            int32_t *l_1498 = &l_1424;
            int i;
            for (g_993 = 3; (g_993 >= 0); g_993 -= 1)
            { /* block id: 602 */
                const int8_t ****l_1441 = &l_1440[0];
                int32_t l_1442 = 1L;
                uint16_t *l_1447 = &g_804;
                uint32_t *l_1450 = &g_344;
                uint64_t l_1463 = 18446744073709551609UL;
                int32_t *l_1464 = &l_1424;
                int i;
                (*l_1441) = l_1440[2];
                if (l_1442)
                    break;
                (*l_1464) |= (safe_mod_func_int8_t_s_s((((safe_mul_func_uint16_t_u_u((((((((void*)0 == l_1447) >= ((**g_915) & (safe_mod_func_int64_t_s_s((((--(*l_1450)) , 3L) & (4294967286UL <= (((!((safe_rshift_func_uint16_t_u_s((safe_unary_minus_func_int64_t_s(((safe_add_func_int16_t_s_s(((l_1420[1] , (safe_mul_func_uint16_t_u_u(((*l_1447) |= ((*l_1437) <= (*g_916))), ((*l_1401) == &g_916)))) , (*g_1163)), (*g_108))) || l_1461))), (*l_1437))) | (*g_916))) == l_1462) & 0x7052FDCB91A91363LL))), (*g_916))))) > l_1461) < 0xB122C30A5C274938LL) <= 0L) , l_1462), (*g_108))) == 0x4BL) || (**g_915)), l_1463));
                (*l_1464) = (*l_1464);
            }
            (*l_1437) &= (((*l_1466) = l_1465) == (g_1469 = &g_236));
            (*l_1498) |= (l_1497 ^= (safe_div_func_int32_t_s_s(((!0xF60EC137L) == (((safe_mod_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((((*l_1495) |= ((*l_1494) ^= (safe_sub_func_int32_t_s_s((l_1420[1] , ((**g_907) > (safe_rshift_func_uint8_t_u_s((safe_mod_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((*l_1437), ((safe_div_func_uint8_t_u_u((safe_sub_func_int32_t_s_s((l_1309 = ((safe_unary_minus_func_int16_t_s((l_1462 & (g_375.f0 , 0UL)))) , (safe_div_func_uint32_t_u_u((*l_1437), (safe_add_func_int16_t_s_s(l_1461, (*l_1437))))))), 0x257062C9L)), (*l_1437))) > l_1462))), 7UL)), 7)))), 0x389F9BC1L)))) || (*l_1437)), (*g_1163))), l_1496)) ^ 0x907F8647057302AFLL) , 0x7CL)), 0xC7C7F765L)));
            return l_1461;
        }
    }
    else
    { /* block id: 620 */
        int32_t l_1500 = (-1L);
        (*l_1437) = (1L >= (0x8217L >= (!(l_1501 &= l_1500))));
    }
    (*g_1503) = &l_1309;
    return (*l_1437);
}


/* ------------------------------------------ */
/* 
 * reads : g_907 g_915 g_237 g_238 g_60 g_939 g_311 g_57 g_955 g_916 g_221 g_804 g_74 g_75 g_446 g_993 g_286 g_351 g_774 g_78 g_848 g_505 g_736 g_894 g_322 g_323 g_324 g_819.f0 g_808 g_1095 g_1163
 * writes: g_861 g_931 g_440 g_60 g_939 g_424 g_78 g_57 g_238 g_993 g_351 g_848 g_83 g_75 g_736 g_895 g_446 g_375.f1 g_286 g_1094 g_8 g_1095.f1
 */
static int32_t * const * func_15(const int64_t  p_16, const uint32_t  p_17, int8_t * p_18, int8_t * p_19, int8_t * p_20)
{ /* block id: 381 */
    int32_t *l_906 = (void*)0;
    union U1 l_908 = {1UL};
    uint64_t l_909 = 18446744073709551606UL;
    int64_t **l_917 = &g_916;
    const int8_t l_923 = 0x53L;
    uint8_t *l_927 = &g_440;
    uint16_t l_933 = 0xA261L;
    int32_t l_960 = (-1L);
    int32_t l_961 = 0xFBF20896L;
    int32_t l_962 = 0xE0F80731L;
    int32_t l_963 = 0L;
    int32_t l_964 = 0L;
    int32_t l_965 = (-1L);
    int16_t l_994 = 0xA8BBL;
    int64_t l_1103 = 0x483F8A9E7F384AABLL;
    int32_t l_1111 = 0L;
    int32_t l_1112[2][6];
    uint64_t l_1114 = 0x00BF47FF4CD562ADLL;
    int8_t l_1133 = 1L;
    int8_t l_1140[9] = {0L,0L,0x54L,0L,0L,0x54L,0L,0L,0x54L};
    int8_t ***l_1156 = (void*)0;
    int8_t ****l_1155 = &l_1156;
    int8_t *****l_1154[2];
    uint16_t l_1181 = 0x548AL;
    const int32_t l_1187 = 0x0EA1EE24L;
    uint16_t l_1191 = 0x4303L;
    uint32_t l_1219 = 0x0ACBA20CL;
    int i, j;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
            l_1112[i][j] = 0L;
    }
    for (i = 0; i < 2; i++)
        l_1154[i] = &l_1155;
lbl_1012:
    (*g_907) = l_906;
    if ((l_908 , l_909))
    { /* block id: 383 */
        int64_t ***l_918 = &l_917;
        int32_t l_924 = 0xC1D48E23L;
        const uint8_t *l_929 = &g_930;
        const uint8_t **l_928[1];
        uint8_t *l_934 = (void*)0;
        uint8_t *l_935 = &g_60;
        uint64_t l_937 = 0UL;
        int16_t l_938 = 0xCF24L;
        int32_t l_942[8][5][6] = {{{0xD3F8F067L,(-1L),0L,0x22405B67L,2L,0xDA129E0BL},{0x1FE620F9L,9L,2L,9L,0x1FE620F9L,1L},{(-4L),0x5041B678L,(-8L),0xB0779990L,0L,(-2L)},{1L,2L,(-1L),0x5041B678L,(-1L),(-2L)},{0x9BBAF722L,0L,(-8L),0xC19FC938L,0xAF1DAC68L,1L}},{{(-1L),0xA7AD44D3L,2L,0x957214D5L,0xB52E6878L,0xDA129E0BL},{9L,1L,0L,0x57736E77L,0xED984F30L,0xD3F8F067L},{0x11449122L,0x3D20437BL,0x4D1E73B1L,0x1FE620F9L,6L,9L},{0xF8B8CC7DL,0x2F2ADCDEL,0x28E1D2EDL,1L,(-4L),0x3D20437BL},{0xAF1DAC68L,0x9271CC68L,0L,(-1L),0L,0x11449122L}},{{0x009AE5C8L,1L,(-7L),0x4F013BBDL,1L,4L},{(-4L),0x957214D5L,9L,2L,0x009AE5C8L,0x5041B678L},{0x7F849239L,0x8B72E010L,0L,0x009AE5C8L,1L,(-1L)},{(-1L),0x9BBAF722L,4L,0L,0x4D1E73B1L,(-1L)},{0L,0xFD1AC3EBL,0x9271CC68L,0x077EF948L,0x957214D5L,0x957214D5L}},{{0L,0x9C9E3247L,0x9C9E3247L,0L,0xB0779990L,0x009AE5C8L},{0x97AE200EL,0x79159464L,0x11449122L,0xE318667DL,2L,0L},{0x9271CC68L,0xA9249F80L,4L,0xBB2C6CCCL,2L,0L},{6L,0x79159464L,(-1L),(-1L),0xB0779990L,0xA7AD44D3L},{0L,0x9C9E3247L,0x7F6ABA20L,0x9BBAF722L,0x957214D5L,0x97AE200EL}},{{1L,0xFD1AC3EBL,0xBB2C6CCCL,(-1L),0x4D1E73B1L,0x719B31CBL},{0x28E1D2EDL,0x9BBAF722L,0x3F4172DFL,0xED984F30L,1L,0x4ACFB289L},{(-1L),0L,0x57736E77L,2L,0L,1L},{0x11449122L,1L,0x8B72E010L,6L,0L,0x9EA4649EL},{(-1L),0x7F849239L,0xBB2C6CCCL,0L,0x3D20437BL,0xFA99E378L}},{{0x79159464L,9L,(-1L),0xE318667DL,0x7F6ABA20L,0xFD1AC3EBL},{0x077EF948L,0L,1L,0x79159464L,0x28E1D2EDL,0x4F013BBDL},{0x9271CC68L,0L,0L,0xDA129E0BL,1L,0xAF1DAC68L},{0xED984F30L,0x324CD7A9L,0x79159464L,(-2L),0x97AE200EL,(-2L)},{0x324CD7A9L,(-7L),0x324CD7A9L,0xBB2C6CCCL,(-1L),0L}},{{1L,0x3D20437BL,0L,0x9271CC68L,0x009AE5C8L,0x97AE200EL},{0xFA99E378L,0x719B31CBL,(-1L),0x9271CC68L,0xC19FC938L,0xBB2C6CCCL},{1L,0x077EF948L,0x28E1D2EDL,0xBB2C6CCCL,0L,0L},{0x324CD7A9L,0x1FE620F9L,(-8L),(-2L),0x22405B67L,0x3F4172DFL},{0xED984F30L,0xF8F7A584L,0xC19FC938L,0xDA129E0BL,0x3F4172DFL,0x4ACFB289L}},{{0x9271CC68L,0x9EA4649EL,1L,0x79159464L,0xF8F7A584L,0xA7AD44D3L},{0x077EF948L,4L,1L,0xE318667DL,0xFD1AC3EBL,0x719B31CBL},{0x79159464L,0xD3F8F067L,(-1L),0L,1L,0x11449122L},{(-1L),(-1L),0xAF1DAC68L,6L,7L,0x9BBAF722L},{0x11449122L,0xA9249F80L,7L,2L,0x324CD7A9L,0xC19FC938L}}};
        uint64_t l_966 = 0x82102F0D7BC28EB5LL;
        union U1 l_991 = {0xAD205BBFL};
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_928[i] = &l_929;
        if (((~(safe_sub_func_int8_t_s_s(0x81L, (safe_rshift_func_int16_t_s_u(((p_17 , ((g_915 == ((*l_918) = l_917)) != (((*l_935) ^= ((safe_mul_func_int8_t_s_s(((l_923 | l_924) ^ (((*l_927) = (((safe_lshift_func_int16_t_s_u((l_927 != (g_931 = (void*)0)), 9)) || l_933) != (*g_237))) <= (*g_237))), (*p_20))) == 0UL)) || l_908.f0))) < 7L), p_16))))) & (-1L)))
        { /* block id: 388 */
            int32_t *l_936[7];
            uint32_t * const *l_952 = &g_428[5];
            uint32_t * const **l_951 = &l_952;
            union U1 l_953[6] = {{4294967293UL},{4294967293UL},{4294967293UL},{4294967293UL},{4294967293UL},{4294967293UL}};
            int i;
            for (i = 0; i < 7; i++)
                l_936[i] = (void*)0;
            l_937 = 0xAB02683DL;
            if ((((*l_935) = p_17) , l_938))
            { /* block id: 391 */
                union U1 *l_954 = &g_424[6][4][1];
                int16_t *l_959[4][4][10] = {{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}}};
                int i, j, k;
                g_939++;
                l_942[4][1][5] = 1L;
                (*g_311) = (((safe_rshift_func_int16_t_s_s((((*g_311) >= l_938) ^ (l_942[6][1][0] = (((g_78[1][2][1] = (safe_add_func_int16_t_s_s((safe_mul_func_int8_t_s_s((0x2FA03985CC12873ELL ^ (l_951 == ((l_953[3] = ((*l_954) = l_953[3])) , g_955))), ((~(&g_78[2][0][5] != (void*)0)) || (+(*g_916))))), 0x1EB3L))) , p_16) < p_16))), g_804)) < p_16) || 1L);
            }
            else
            { /* block id: 399 */
                (*g_311) = 0xC98794B3L;
            }
            --l_966;
        }
        else
        { /* block id: 403 */
            int32_t l_997 = (-1L);
            const uint16_t l_998 = 65535UL;
            for (g_238 = 0; (g_238 > 11); ++g_238)
            { /* block id: 406 */
                int32_t *l_972 = &l_960;
                volatile int32_t * volatile l_973 = &g_3;/* VOLATILE GLOBAL l_973 */
                int8_t *l_992 = &g_993;
                uint64_t *l_995 = (void*)0;
                uint64_t *l_996 = &l_937;
                (*l_972) = (!p_17);
                l_973 = (*g_74);
                (*g_311) = (safe_lshift_func_int16_t_s_s((safe_add_func_uint64_t_u_u((p_16 != ((*p_20) ^ (safe_add_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((0x99L != (((*l_996) &= (p_17 ^ (!((safe_lshift_func_uint16_t_u_s(((*p_18) || ((*l_992) ^= ((safe_lshift_func_uint16_t_u_s((safe_rshift_func_int16_t_s_u((((*l_972) |= (-1L)) > 0L), 11)), 3)) , (l_991 , (*p_18))))), l_994)) <= p_16)))) != g_286)), l_997)), l_997)))), (*g_916))), l_998));
            }
            return &g_861[1];
        }
    }
    else
    { /* block id: 416 */
        for (g_351 = 0; (g_351 != 49); g_351++)
        { /* block id: 419 */
            uint32_t l_1007 = 4294967295UL;
            int16_t *l_1008 = (void*)0;
            int16_t *l_1009 = &g_78[2][9][1];
            int32_t l_1010 = 0x665C0AF6L;
            int32_t *l_1011 = &g_57[2][5];
            int32_t **l_1013[1][10][1] = {{{&l_906},{&g_861[2]},{&l_906},{&g_861[2]},{&l_906},{&g_861[2]},{&l_906},{&g_861[2]},{&l_906},{&g_861[2]}}};
            int i, j, k;
            (*l_1011) ^= ((p_16 || ((l_1010 = ((*l_1009) ^= (safe_sub_func_int8_t_s_s((((void*)0 != &g_236) == (g_774 , (p_17 , (safe_add_func_uint64_t_u_u(((*g_915) == (void*)0), (((((*p_19) & (safe_rshift_func_uint16_t_u_u(l_1007, p_16))) <= l_1007) & p_16) , 0x96A0EFFAF22FE064LL)))))), (*p_19))))) , (-4L))) , 0x5EBA28A0L);
            if (l_994)
                goto lbl_1012;
            if (p_17)
                break;
            (*g_907) = &l_1010;
        }
    }
    for (g_848 = 7; (g_848 >= 0); g_848 -= 1)
    { /* block id: 430 */
        uint32_t *l_1035 = &g_424[6][4][1].f0;
        int32_t l_1037 = 0x880CD478L;
        int16_t *l_1082[7][6][6] = {{{(void*)0,&l_994,&g_848,(void*)0,&l_994,&g_78[2][3][4]},{(void*)0,&g_78[1][2][1],&g_848,(void*)0,&g_78[1][2][1],&g_848},{&l_994,&l_994,&g_78[3][6][5],&g_78[3][6][5],&l_994,&l_994},{&g_78[1][2][1],&g_848,(void*)0,&g_848,(void*)0,&g_78[1][2][1]},{&g_848,&g_78[1][2][1],&g_848,&g_78[1][2][1],&l_994,&g_78[1][2][1]},{&g_848,&g_848,&g_78[1][2][1],&g_848,&g_848,&g_78[1][2][1]}},{{&g_78[1][2][1],(void*)0,&g_78[1][2][1],&g_78[3][6][5],&l_994,&g_848},{&l_994,&l_994,&l_994,(void*)0,&g_78[1][2][1],(void*)0},{(void*)0,&g_78[1][2][1],&g_78[1][4][0],(void*)0,&g_78[1][2][1],(void*)0},{(void*)0,&l_994,&g_848,&g_78[1][2][1],(void*)0,(void*)0},{&g_848,&g_78[1][7][5],&g_78[0][4][2],&g_78[1][2][1],&g_78[1][2][0],&l_994},{&g_848,(void*)0,(void*)0,&g_78[1][2][1],&g_78[1][3][5],(void*)0}},{{&g_78[2][3][4],&g_78[1][2][1],&g_78[1][2][1],&g_78[1][2][1],&g_78[2][3][4],&l_994},{(void*)0,&g_78[1][2][1],(void*)0,&l_994,(void*)0,&l_994},{&g_78[1][2][1],&g_78[1][2][1],&g_78[1][2][1],&g_78[1][2][1],&l_994,&l_994},{&l_994,&g_848,(void*)0,&g_848,&g_78[1][4][0],&l_994},{&l_994,&g_78[3][4][3],&g_78[2][3][4],&g_78[1][2][1],(void*)0,&g_78[1][2][1]},{(void*)0,&g_78[1][2][1],&g_78[1][2][1],&g_78[1][2][1],&g_848,&g_78[0][9][0]}},{{&g_848,&g_848,&l_994,(void*)0,&g_78[1][2][1],&g_78[3][6][5]},{&g_78[1][2][1],&g_78[1][2][1],&g_78[1][2][1],&l_994,(void*)0,&g_78[1][4][0]},{&g_78[0][9][0],(void*)0,&g_848,&g_78[0][4][2],(void*)0,&g_848},{(void*)0,&g_848,&g_848,&l_994,(void*)0,(void*)0},{&g_848,(void*)0,(void*)0,&g_848,&g_78[1][2][1],&g_848},{&g_78[1][3][5],&g_848,&g_78[0][7][3],(void*)0,(void*)0,&g_78[2][3][4]}},{{&g_848,&l_994,(void*)0,&g_78[1][2][1],(void*)0,&g_78[1][2][1]},{&g_78[1][2][1],&g_848,&g_78[1][4][0],&g_78[1][2][1],&g_78[1][2][1],&g_78[1][7][5]},{&g_78[1][2][1],(void*)0,&g_78[1][2][1],&g_848,(void*)0,&l_994},{&g_848,&g_848,&g_848,(void*)0,(void*)0,&g_848},{&g_848,(void*)0,(void*)0,&g_848,(void*)0,&g_848},{&g_78[1][2][1],&g_78[1][2][1],&g_78[1][2][1],(void*)0,&g_78[1][2][1],&g_848}},{{(void*)0,&g_848,(void*)0,&g_848,&g_848,&g_78[1][2][1]},{&g_848,&g_78[1][2][1],&g_78[1][2][1],(void*)0,(void*)0,(void*)0},{(void*)0,&g_848,(void*)0,&l_994,&g_848,(void*)0},{&g_78[1][2][1],(void*)0,&g_848,&g_848,&g_78[1][2][0],&l_994},{&g_78[1][2][1],&g_78[0][4][2],&g_78[1][7][5],&g_848,&g_848,&l_994},{&g_78[1][2][1],&g_78[2][3][4],&g_78[1][3][5],&l_994,&g_848,&g_78[0][7][3]}},{{(void*)0,(void*)0,&g_78[1][2][1],(void*)0,&g_848,&g_848},{&g_848,&g_78[3][6][5],(void*)0,&g_848,&g_78[1][3][5],&g_78[1][2][1]},{(void*)0,(void*)0,&g_848,(void*)0,(void*)0,&g_78[0][4][2]},{&g_78[1][2][1],&g_848,(void*)0,&g_848,(void*)0,&l_994},{&g_848,&l_994,(void*)0,(void*)0,&g_78[0][5][5],&g_78[1][2][1]},{&g_848,&g_78[1][2][0],&l_994,&g_848,&g_848,&l_994}}};
        int16_t **l_1081 = &l_1082[1][5][4];
        int16_t ***l_1080[2];
        int32_t l_1109 = 0x5BE89C5AL;
        int32_t l_1110[10][5][5] = {{{0x57908BFCL,1L,0x4A56902BL,(-5L),7L},{0x62B03CDCL,0x4A56902BL,0x29C540FEL,0x75AD9030L,0L},{0xE9019A08L,1L,0x099516DAL,0x62B03CDCL,(-1L)},{0xEA06ED50L,(-1L),7L,0xB24F65D9L,0xAF5683D7L},{0x62B03CDCL,0xC37D4A6DL,0L,1L,0L}},{{0xAD6B40FAL,0xAF5683D7L,0xB42BBAFBL,1L,0x62B03CDCL},{0L,7L,0xB24F65D9L,0xB24F65D9L,7L},{7L,0x099516DAL,0x96172928L,0xB24F65D9L,5L},{0xEA06ED50L,(-8L),0xAF5683D7L,0xC37D4A6DL,0x57908BFCL},{0xB42BBAFBL,(-5L),0x13D7A152L,0xB42BBAFBL,0xC37D4A6DL}},{{0xEA06ED50L,0x7A8B3CDFL,5L,0x35AB28FFL,0xB2DC41D0L},{(-5L),0xEA06ED50L,0xAD6B40FAL,0x4A56902BL,0x57908BFCL},{0x96172928L,0x4A56902BL,0xB2DC41D0L,4L,0x29C540FEL},{0L,6L,0xB2DC41D0L,0L,0x13D7A152L},{0xB24F65D9L,0xC37D4A6DL,0xAD6B40FAL,0xC37D4A6DL,0xB24F65D9L}},{{4L,0x95E87921L,5L,0xC25DEA70L,0x4A56902BL},{0x35AB28FFL,0x96172928L,0x13D7A152L,7L,0x7A8B3CDFL},{0xB24F65D9L,0xEA06ED50L,0xAF5683D7L,0x95E87921L,0x4A56902BL},{0x24D82BB8L,7L,0x96172928L,6L,0xB24F65D9L},{0x4A56902BL,0x13D7A152L,0x7A8B3CDFL,7L,0x13D7A152L}},{{(-5L),(-8L),0x75AD9030L,0xB24F65D9L,0x29C540FEL},{0x48F0A23AL,(-8L),0xC25DEA70L,0xB2DC41D0L,0x57908BFCL},{0L,0x13D7A152L,0x13D7A152L,0L,0xB2DC41D0L},{0xEA06ED50L,7L,0xB5F9A6ECL,0x35AB28FFL,0xC37D4A6DL},{0x13D7A152L,0xEA06ED50L,0x1E5095B9L,0x96172928L,0x57908BFCL}},{{0x4A56902BL,0x96172928L,0xB2DC41D0L,0x35AB28FFL,5L},{0L,0x95E87921L,0x7AEB2A26L,0L,(-5L)},{0xC25DEA70L,0xC37D4A6DL,0x1E5095B9L,0xB2DC41D0L,0xB24F65D9L},{0x35AB28FFL,6L,5L,0xB24F65D9L,0x96172928L},{0x35AB28FFL,0x4A56902BL,0x49EA9DAEL,7L,7L}},{{0xC25DEA70L,0xEA06ED50L,0xC25DEA70L,6L,0x4A56902BL},{0L,0x7A8B3CDFL,0x96172928L,0x95E87921L,0xC25DEA70L},{0x4A56902BL,(-5L),7L,7L,(-5L)},{0x13D7A152L,(-8L),0x96172928L,0xC25DEA70L,0x29C540FEL},{0xEA06ED50L,0x099516DAL,0xC25DEA70L,0xC37D4A6DL,0x1E5095B9L}},{{0L,(-5L),0x49EA9DAEL,0L,0xC37D4A6DL},{0x48F0A23AL,7L,5L,4L,0xC37D4A6DL},{(-5L),0x48F0A23AL,0x1E5095B9L,0x4A56902BL,0x1E5095B9L},{0x4A56902BL,0x4A56902BL,0x7AEB2A26L,0x35AB28FFL,0x29C540FEL},{0x24D82BB8L,0x95E87921L,0xB2DC41D0L,0xB42BBAFBL,(-5L)}},{{0xB24F65D9L,0xB2DC41D0L,0x1E5095B9L,0xC37D4A6DL,0xC25DEA70L},{0x35AB28FFL,0x95E87921L,0xB5F9A6ECL,0xB24F65D9L,0x4A56902BL},{4L,0x4A56902BL,0x13D7A152L,0x7A8B3CDFL,7L},{0xB24F65D9L,0x48F0A23AL,0xC25DEA70L,0x95E87921L,0x96172928L},{0L,7L,0x75AD9030L,0x95E87921L,0xB24F65D9L}},{{0x96172928L,(-5L),0x49EA9DAEL,0x49EA9DAEL,0xB42BBAFBL},{0xB42BBAFBL,0xB5F9A6ECL,0x7AEB2A26L,0x7A8B3CDFL,0xAD6B40FAL},{4L,5L,7L,0x48F0A23AL,0x24D82BB8L},{0x75AD9030L,0xB42BBAFBL,(-1L),0x75AD9030L,0x48F0A23AL},{4L,0x49EA9DAEL,0xAD6B40FAL,6L,0xE9019A08L}}};
        int8_t l_1130 = 0x7BL;
        int32_t l_1141 = 1L;
        uint32_t l_1142 = 1UL;
        int32_t * const *l_1149 = (void*)0;
        int32_t *l_1197 = &l_1110[2][3][4];
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_1080[i] = &l_1081;
        for (g_83 = 0; (g_83 <= 3); g_83 += 1)
        { /* block id: 433 */
            int32_t l_1027[9] = {0x010C9A20L,0x010C9A20L,0x010C9A20L,0x010C9A20L,0x010C9A20L,0x010C9A20L,0x010C9A20L,0x010C9A20L,0x010C9A20L};
            uint32_t *l_1028 = &l_908.f0;
            int32_t l_1036 = 0x676DF537L;
            int32_t *l_1038 = (void*)0;
            int32_t *l_1039 = &l_962;
            int i;
            (*g_74) = (*g_74);
            (*l_1039) = (safe_sub_func_int8_t_s_s((+((safe_mod_func_uint32_t_u_u(((((safe_sub_func_uint64_t_u_u(((safe_lshift_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((-7L), (((safe_mod_func_uint32_t_u_u(((*l_1028) = (l_1027[0] = 0xA23881A6L)), (safe_sub_func_int8_t_s_s((safe_rshift_func_uint8_t_u_s((safe_add_func_uint32_t_u_u(0x32AE0C35L, ((void*)0 != l_1035))), (0x3626715AAC8E028BLL != (g_505 , 0x57EA20ECCC277EEBLL)))), ((g_736[(g_848 + 2)] ^= l_1036) , l_1037))))) > (*p_18)) == 3UL))) , p_17), l_1037)) | (-1L)), l_1036)) , 0x52L) , p_17) & 4294967295UL), 0x4E771126L)) , l_1037)), 1UL));
            for (l_960 = 0; (l_960 <= 3); l_960 += 1)
            { /* block id: 441 */
                uint8_t l_1040 = 1UL;
                int32_t **l_1052 = &g_861[4];
                int32_t l_1077 = 2L;
                uint16_t *l_1078 = &l_908.f1;
                int32_t *l_1079 = &g_736[7];
                (*l_1039) ^= ((((void*)0 != &g_956[0][2][0]) != ((1L == l_1040) <= (safe_sub_func_int8_t_s_s(((~((!((((p_17 , ((safe_mod_func_int32_t_s_s((safe_rshift_func_uint8_t_u_u(p_16, ((void*)0 == &g_861[0]))), (safe_mul_func_int8_t_s_s((l_908 , (*p_18)), p_17)))) , l_908)) , (*p_20)) >= l_1037) , p_17)) && 18446744073709551613UL)) >= l_1037), p_17)))) & 0xD1307DFC3F76346BLL);
                (*g_894) = &l_908;
                (*l_1052) = &g_736[(g_848 + 2)];
                (*l_1079) |= (safe_mul_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s(((safe_sub_func_int16_t_s_s((safe_mul_func_int8_t_s_s(((((*l_1078) = (safe_mul_func_uint16_t_u_u((((*p_18) , ((l_927 == (p_17 , p_19)) & (safe_div_func_int8_t_s_s((*p_20), (((safe_add_func_int8_t_s_s(((*p_18) |= (safe_mul_func_int16_t_s_s((safe_mul_func_int8_t_s_s(((0xFFL & (((safe_div_func_uint64_t_u_u(p_17, p_16)) , ((((safe_lshift_func_uint8_t_u_s(((safe_sub_func_uint64_t_u_u(p_17, p_17)) > p_16), (*g_237))) || p_17) || l_1077) == (**g_915))) >= p_16)) == 1L), l_994)), 0L))), (*p_20))) <= l_1037) && p_17))))) ^ 0xF9041F401894A352LL), 65535UL))) == p_16) && (**g_322)), (*l_1039))), g_819.f0)) && (**g_322)), 2)), 6L));
            }
        }
        for (l_933 = 0; (l_933 <= 7); l_933 += 1)
        { /* block id: 452 */
            uint8_t l_1084[3];
            int32_t l_1096[6][9][4] = {{{0L,0xABA5AD6AL,1L,0xCF9F1C6DL},{(-2L),0L,0L,0xAE301415L},{0L,0x0A71C322L,0L,(-5L)},{0x0A71C322L,0xABA5AD6AL,4L,0x3FA5D1B1L},{0x3FA5D1B1L,1L,1L,0xABA5AD6AL},{0x76E8D435L,(-2L),1L,0x76E8D435L},{0x3FA5D1B1L,0xCF9F1C6DL,4L,0x44DB9388L},{0x0A71C322L,4L,0L,1L},{0L,1L,0L,0L}},{{(-2L),0x6A47D0AEL,1L,0x44DB9388L},{0L,(-5L),0L,0L},{1L,(-2L),0x24D757C2L,0x24D757C2L},{0xAE301415L,0xAE301415L,(-1L),0x3FA5D1B1L},{0L,0x24D757C2L,1L,0xCF9F1C6DL},{1L,0x0A71C322L,0L,1L},{0x44DB9388L,0x0A71C322L,(-7L),0xCF9F1C6DL},{0x0A71C322L,0x24D757C2L,3L,0x3FA5D1B1L},{0x13DA6A03L,0xAE301415L,1L,0x24D757C2L}},{{0L,(-2L),(-1L),0L},{0x3FA5D1B1L,(-5L),3L,0x44DB9388L},{0L,0x6A47D0AEL,0L,0L},{0x44DB9388L,1L,0x91BC3EC4L,1L},{(-2L),4L,1L,0x44DB9388L},{7L,0xCF9F1C6DL,0L,0x76E8D435L},{0xAE301415L,(-2L),(-3L),0xABA5AD6AL},{0xAE301415L,1L,0L,0x3FA5D1B1L},{7L,0xABA5AD6AL,1L,(-5L)}},{{(-2L),0x0A71C322L,0x91BC3EC4L,0xAE301415L},{0x44DB9388L,0L,0L,0xCF9F1C6DL},{0L,0xABA5AD6AL,3L,0x13DA6A03L},{0x3FA5D1B1L,0xAE301415L,(-1L),0xABA5AD6AL},{0L,1L,1L,0L},{0x13DA6A03L,0xCF9F1C6DL,3L,0L},{0x0A71C322L,0x6A47D0AEL,(-7L),1L},{0x44DB9388L,0L,0L,1L},{1L,0x6A47D0AEL,1L,0L}},{{0L,0xCF9F1C6DL,(-1L),0L},{0xAE301415L,1L,0x24D757C2L,0xABA5AD6AL},{1L,0xAE301415L,0L,0x13DA6A03L},{0L,0xABA5AD6AL,1L,4L},{0x76E8D435L,6L,(-7L),0L},{(-3L),0x13DA6A03L,(-3L),9L},{0x13DA6A03L,1L,0x835C2065L,(-5L)},{(-5L),(-1L),0xA479DF92L,1L},{1L,0x76E8D435L,0xA479DF92L,1L}},{{(-5L),4L,0x835C2065L,0x24D757C2L},{0x13DA6A03L,4L,(-3L),0L},{(-3L),0L,(-7L),0x58665692L},{0x76E8D435L,3L,1L,0x24D757C2L},{0L,9L,0x58665692L,1L},{(-1L),0x76E8D435L,(-1L),(-1L)},{0L,0L,0x0A71C322L,(-5L)},{0L,(-1L),(-1L),4L},{0xA479DF92L,0x13DA6A03L,(-7L),(-1L)}}};
            int32_t l_1097 = 0L;
            int32_t l_1098[5] = {0L,0L,0L,0L,0L};
            int32_t l_1113 = 0L;
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_1084[i] = 0UL;
            if (((void*)0 != l_1080[0]))
            { /* block id: 453 */
                int32_t *l_1083[9][10][2] = {{{&g_736[2],(void*)0},{&l_963,&l_1037},{(void*)0,&l_960},{&l_960,(void*)0},{(void*)0,&g_57[2][5]},{&g_736[1],&l_964},{(void*)0,&l_964},{&g_8,&l_962},{(void*)0,(void*)0},{(void*)0,&l_1037}},{{&l_961,&g_57[0][1]},{&l_964,&l_1037},{&l_1037,&l_961},{&g_6,(void*)0},{&l_961,&l_1037},{&g_6,(void*)0},{&l_961,&g_57[1][4]},{(void*)0,(void*)0},{&l_1037,&g_736[6]},{&g_8,&g_6}},{{&l_961,&l_964},{(void*)0,(void*)0},{(void*)0,&g_57[1][0]},{&l_963,&l_960},{&g_57[2][5],&g_8},{&l_963,&g_8},{&g_8,&l_963},{&g_736[1],(void*)0},{&l_1037,&g_736[1]},{&g_8,(void*)0}},{{&g_736[1],&g_8},{(void*)0,&l_961},{&l_963,(void*)0},{&g_57[1][0],(void*)0},{&g_736[1],&l_965},{&l_961,&l_964},{&l_1037,&g_736[6]},{(void*)0,(void*)0},{(void*)0,&l_1037},{&g_6,(void*)0}},{{&l_964,&g_736[1]},{&l_961,&l_961},{&g_57[1][5],&l_961},{&l_961,&g_736[1]},{&l_964,(void*)0},{&g_6,&l_1037},{(void*)0,(void*)0},{(void*)0,&g_736[6]},{&l_1037,&l_964},{&l_961,&l_965}},{{&g_736[1],(void*)0},{&g_57[1][0],(void*)0},{&l_963,&l_961},{(void*)0,&g_8},{&g_736[1],(void*)0},{&g_8,&g_736[1]},{&l_1037,(void*)0},{&g_736[1],&l_963},{&g_8,&g_8},{&l_963,&g_8}},{{&g_57[2][5],&l_960},{&l_963,&g_57[1][0]},{(void*)0,(void*)0},{(void*)0,&l_964},{&l_961,&l_965},{&g_57[1][4],(void*)0},{(void*)0,&l_1037},{(void*)0,&l_961},{&g_57[2][5],&g_736[1]},{&l_965,&l_965}},{{&g_57[0][1],&g_736[1]},{&l_1037,(void*)0},{&l_960,&l_965},{&g_57[1][5],&g_736[0]},{&g_57[2][5],&g_736[1]},{&l_963,&l_1037},{&l_962,(void*)0},{&g_57[1][4],&g_57[1][5]},{&g_736[1],&l_961},{&g_8,(void*)0}},{{&l_962,&l_962},{&g_57[0][2],&g_57[2][5]},{&l_1037,(void*)0},{&g_736[2],(void*)0},{&l_961,&g_736[2]},{&l_965,&g_57[1][4]},{&l_965,&g_736[2]},{&l_961,(void*)0},{&g_736[2],(void*)0},{&l_1037,&g_57[2][5]}}};
                union U1 *** const l_1090 = (void*)0;
                int64_t * const l_1093 = &g_1094;
                int64_t * const *l_1092 = &l_1093;
                int64_t * const **l_1091 = &l_1092;
                int i, j, k;
                l_1084[1]++;
                l_1098[2] &= ((l_1097 = ((-1L) | (l_1096[4][7][1] = (g_808[1][5][5] , ((+(safe_lshift_func_int16_t_s_u((*g_323), (((*g_916) > (((void*)0 != l_1090) == (((*l_1091) = l_917) == (g_1095 , &g_916)))) | p_17)))) , 0x2C35B23251622EC5LL))))) & p_16);
            }
            else
            { /* block id: 459 */
                int32_t *l_1101 = &l_1037;
                int32_t *l_1102[2][9][6] = {{{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962}},{{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962},{&l_962,&l_962,&l_962,&l_962,&l_962,&l_962}}};
                uint32_t l_1104 = 18446744073709551615UL;
                int i, j, k;
                l_1037 &= (safe_div_func_uint16_t_u_u(0x2D20L, (-4L)));
                ++l_1104;
            }
            for (g_993 = 0; (g_993 <= 3); g_993 += 1)
            { /* block id: 465 */
                int8_t l_1107 = 0L;
                int32_t *l_1108[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_1108[i] = &l_1097;
                --l_1114;
            }
        }
        for (g_375.f1 = 0; g_375.f1 < 5; g_375.f1 += 1)
        {
            g_861[g_375.f1] = &l_1110[2][3][4];
        }
        for (g_286 = 0; (g_286 <= 3); g_286 += 1)
        { /* block id: 472 */
            int8_t l_1119 = 0xE4L;
            const union U0 *l_1120 = &g_375;
            int32_t l_1131 = 0xE4EE743BL;
            int32_t l_1132 = 1L;
            int32_t l_1134 = (-1L);
            int32_t l_1135 = 0x4305C3D6L;
            int32_t l_1136 = (-1L);
            int32_t l_1137 = 0x1838C57DL;
            int32_t l_1138 = 0L;
            int32_t l_1139[5][9] = {{0x570F7EDCL,0xF35CC926L,0L,0x73A189C4L,(-1L),6L,0xBEDC10DEL,0xEC2CAC6AL,0xEC2CAC6AL},{0xCF796DD3L,(-1L),0xF35CC926L,(-5L),0xF35CC926L,(-1L),0xCF796DD3L,6L,0x0BD41007L},{6L,2L,0xCF796DD3L,(-5L),0xEC2CAC6AL,(-1L),(-1L),0xF35CC926L,(-1L)},{(-1L),0x570F7EDCL,0x73A189C4L,0x73A189C4L,0L,0xEC2CAC6AL,6L,0x16E291B7L,(-5L)},{0xCF796DD3L,3L,(-1L),0x73A189C4L,0x16E291B7L,2L,0xF35CC926L,0xF35CC926L,2L}};
            volatile union U0 *l_1152 = (void*)0;
            volatile union U0 **l_1151 = &l_1152;
            union U1 l_1183 = {0xF3B5B63DL};
            int8_t ***l_1184 = (void*)0;
            int i, j;
        }
        for (g_1094 = 3; (g_1094 >= 0); g_1094 -= 1)
        { /* block id: 503 */
            int64_t l_1210 = 0x31207061DAEAE913LL;
            int32_t l_1222 = (-8L);
            for (g_8 = 0; (g_8 <= 0); g_8 += 1)
            { /* block id: 506 */
                int32_t **l_1195 = &g_861[0];
                int32_t **l_1196[4][5][10] = {{{&l_906,(void*)0,&l_906,(void*)0,(void*)0,&l_906,&l_906,&l_906,&l_906,&l_906},{&l_906,(void*)0,&l_906,(void*)0,&l_906,&l_906,(void*)0,&l_906,&l_906,&l_906},{&l_906,&l_906,&l_906,&l_906,&l_906,&l_906,(void*)0,&l_906,(void*)0,&l_906},{&l_906,&l_906,&l_906,&l_906,&l_906,&l_906,&l_906,&l_906,&l_906,&l_906},{&l_906,&l_906,&l_906,(void*)0,(void*)0,&l_906,&l_906,&l_906,&l_906,&l_906}},{{(void*)0,&l_906,&l_906,&l_906,(void*)0,&l_906,&l_906,&l_906,&l_906,(void*)0},{&l_906,&l_906,&l_906,(void*)0,&l_906,(void*)0,&l_906,&l_906,&l_906,&l_906},{(void*)0,&l_906,&l_906,&l_906,(void*)0,&l_906,(void*)0,(void*)0,(void*)0,&l_906},{(void*)0,&l_906,&l_906,&l_906,(void*)0,&l_906,(void*)0,&l_906,&l_906,(void*)0},{&l_906,(void*)0,(void*)0,(void*)0,(void*)0,&l_906,&l_906,(void*)0,&l_906,&l_906}},{{(void*)0,(void*)0,&l_906,&l_906,&l_906,&l_906,&l_906,(void*)0,&l_906,&l_906},{(void*)0,&l_906,&l_906,(void*)0,&l_906,&l_906,&l_906,&l_906,&l_906,(void*)0},{&l_906,&l_906,&l_906,&l_906,(void*)0,&l_906,&l_906,(void*)0,(void*)0,&l_906},{(void*)0,&l_906,&l_906,&l_906,&l_906,&l_906,(void*)0,(void*)0,&l_906,&l_906},{(void*)0,&l_906,&l_906,(void*)0,(void*)0,(void*)0,(void*)0,&l_906,&l_906,(void*)0}},{{&l_906,(void*)0,&l_906,(void*)0,&l_906,&l_906,&l_906,(void*)0,&l_906,&l_906},{(void*)0,(void*)0,&l_906,(void*)0,&l_906,&l_906,&l_906,(void*)0,(void*)0,(void*)0},{&l_906,&l_906,(void*)0,&l_906,(void*)0,&l_906,&l_906,&l_906,&l_906,&l_906},{&l_906,(void*)0,&l_906,&l_906,(void*)0,&l_906,&l_906,&l_906,&l_906,&l_906},{&l_906,(void*)0,(void*)0,&l_906,&l_906,&l_906,&l_906,&l_906,&l_906,&l_906}}};
                int i, j, k;
                l_1197 = ((*l_1195) = &l_1109);
            }
            for (l_961 = 0; (l_961 <= 0); l_961 += 1)
            { /* block id: 512 */
                int16_t l_1212 = 1L;
                uint8_t l_1215 = 0x10L;
                int64_t *l_1216 = &l_1103;
                uint16_t *l_1217 = (void*)0;
                uint16_t *l_1218 = &g_1095.f1;
                const uint16_t l_1220 = 0xBED0L;
                int32_t *l_1221[6][1][2] = {{{&g_736[5],&l_961}},{{&g_736[5],&g_736[5]}},{{&l_961,&g_736[5]}},{{&g_736[5],&l_961}},{{&g_736[5],&g_736[5]}},{{&l_961,&g_736[5]}}};
                int i, j, k;
                l_1222 |= (safe_add_func_int8_t_s_s(((safe_sub_func_int64_t_s_s((**g_915), ((safe_rshift_func_uint8_t_u_s(((*g_1163) != ((safe_mul_func_uint16_t_u_u((((safe_lshift_func_int16_t_s_u((safe_lshift_func_uint16_t_u_s((l_1210 == (safe_unary_minus_func_uint16_t_u(((*l_1197) , (p_17 , (l_1212 | (safe_div_func_uint32_t_u_u(((((*l_1218) = (((*l_1216) = (l_1215 == 0x6C4F383EE5503461LL)) , 65529UL)) > l_1212) <= 1L), p_16)))))))), 5)), p_16)) & 0x54E6FB78L) > l_1219), l_1220)) == 247UL)), l_1212)) == p_17))) , l_1210), 7UL));
                if (p_17)
                    break;
            }
        }
    }
    return &g_861[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_57 g_287 g_8 g_322 g_323 g_324 g_446 g_237 g_238 g_311 g_160 g_221 g_471 g_6 g_351 g_74 g_160.f0 g_286 g_505 g_424 g_440 g_375.f0 g_78 g_424.f1 g_75 g_218 g_424.f0 g_4 g_60 g_83 g_505.f0 g_375.f2 g_759 g_774 g_804 g_808 g_862 g_808.f1 g_819.f1 g_37 g_894 g_12
 * writes: g_311 g_8 g_12 g_446 g_57 g_238 g_75 g_440 g_60 g_78 g_610 g_83 g_221 g_286 g_424 g_736 g_861 g_37 g_895
 */
static int8_t * func_24(int16_t  p_25, int16_t  p_26, int8_t * p_27, int8_t * p_28, uint16_t  p_29)
{ /* block id: 201 */
    int32_t *l_447 = &g_57[2][5];
    int32_t **l_448[6][10] = {{&l_447,&l_447,&l_447,(void*)0,(void*)0,(void*)0,&l_447,&l_447,&l_447,&l_447},{(void*)0,&l_447,&l_447,&l_447,&l_447,&l_447,&l_447,(void*)0,&l_447,&l_447},{&l_447,&l_447,&l_447,&l_447,&l_447,&l_447,&l_447,&l_447,(void*)0,&l_447},{&l_447,(void*)0,&l_447,(void*)0,&l_447,&l_447,&l_447,&l_447,&l_447,&l_447},{&l_447,(void*)0,&l_447,&l_447,&l_447,&l_447,(void*)0,&l_447,&l_447,&l_447},{&l_447,&l_447,(void*)0,&l_447,&l_447,&l_447,(void*)0,&l_447,(void*)0,&l_447}};
    const uint32_t l_449[1][1] = {{7UL}};
    union U1 l_465 = {0xA2D53363L};
    uint32_t l_466 = 0xA21F2355L;
    uint32_t l_483 = 0x06F2FB8FL;
    const int64_t *l_506 = (void*)0;
    int32_t l_527[4][6];
    uint16_t l_528 = 1UL;
    int16_t *l_553 = &g_78[1][2][1];
    int8_t **l_567 = &g_237;
    int32_t l_568[10][9] = {{1L,0x6557FA8DL,0x69D71635L,0x627BA445L,(-10L),0x0C2DE9E3L,0x6557FA8DL,0xF0DD006AL,(-1L)},{0x46085BEFL,(-1L),(-7L),0x69D71635L,1L,0x46085BEFL,0x927AC26CL,0x46085BEFL,1L},{0x46085BEFL,0x2634249EL,0x2634249EL,0x46085BEFL,0L,(-8L),0xF0DD006AL,0xF6B723FAL,(-10L)},{1L,0xF0DD006AL,0x627BA445L,1L,0x0E052493L,9L,(-10L),0x04988D9AL,0xF0DD006AL},{0x2634249EL,4L,0x04988D9AL,(-1L),0L,0xF6B723FAL,0L,(-1L),0L},{9L,0L,(-10L),0L,1L,0x0C2DE9E3L,0x0C2DE9E3L,1L,0L},{(-10L),0L,(-10L),0x69D71635L,(-10L),(-2L),1L,(-10L),0xF0DD006AL},{(-10L),0x2634249EL,0x69D71635L,(-2L),0x927AC26CL,(-7L),0x2634249EL,0xF0DD006AL,(-10L)},{0L,1L,0x60EA42B7L,0x69D71635L,9L,0L,(-10L),0L,1L},{0xF6B723FAL,0L,(-1L),0L,0L,1L,0L,0L,(-1L)}};
    uint8_t l_600[10] = {0xA7L,0xA7L,1UL,0x51L,1UL,1UL,1UL,2UL,249UL,2UL};
    uint32_t l_658 = 0x8F6950CBL;
    uint16_t l_666 = 3UL;
    uint8_t l_702 = 0UL;
    int64_t l_734 = (-1L);
    int32_t l_735 = 0xF44A8EE2L;
    uint8_t l_741 = 5UL;
    uint64_t l_805 = 0UL;
    int8_t **l_833[7][7] = {{&g_237,&g_237,&g_237,(void*)0,(void*)0,&g_237,(void*)0},{(void*)0,&g_237,&g_237,(void*)0,&g_237,(void*)0,(void*)0},{&g_237,(void*)0,&g_237,&g_237,(void*)0,&g_237,&g_237},{&g_237,(void*)0,&g_237,&g_237,&g_237,&g_237,(void*)0},{(void*)0,&g_237,&g_237,(void*)0,&g_237,&g_237,(void*)0},{(void*)0,(void*)0,(void*)0,&g_237,(void*)0,&g_237,&g_237},{(void*)0,(void*)0,&g_237,(void*)0,(void*)0,&g_237,&g_237}};
    uint64_t l_864 = 18446744073709551609UL;
    uint32_t **l_878 = &g_428[7];
    uint32_t ***l_877 = &l_878;
    int i, j;
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
            l_527[i][j] = 7L;
    }
lbl_905:
    g_311 = l_447;
lbl_681:
    if ((l_449[0][0] || ((*g_287) &= (*l_447))))
    { /* block id: 204 */
        uint32_t l_454 = 18446744073709551607UL;
        for (g_12 = 15; (g_12 <= 34); ++g_12)
        { /* block id: 207 */
            (*g_311) = ((safe_lshift_func_int16_t_s_u((**g_322), 11)) != (g_446 , ((*p_27) = (*g_237))));
            l_454--;
            return p_27;
        }
    }
    else
    { /* block id: 213 */
        uint32_t l_481[8][3][9] = {{{0x7FB35ECBL,18446744073709551613UL,0x8F5E13A9L,0xD3241674L,0x3F852106L,18446744073709551615UL,18446744073709551612UL,9UL,18446744073709551615UL},{1UL,0xA12828E2L,0x43F95383L,0x44629EECL,6UL,0x68148781L,18446744073709551608UL,0xF800C843L,18446744073709551613UL},{0x9C620EA5L,6UL,0x40C89AC9L,0x7FB35ECBL,1UL,0UL,0xE35A4423L,18446744073709551615UL,0x95A25ED1L}},{{0xA9037669L,0x95A25ED1L,0xA5BAF1C5L,0x1BFC52B1L,1UL,18446744073709551608UL,18446744073709551614UL,4UL,0xE35A4423L},{0x95A25ED1L,18446744073709551614UL,18446744073709551614UL,18446744073709551611UL,6UL,0xA9037669L,0x2ABAAE6DL,0x02596F16L,0x2ABAAE6DL},{0xB52C05C5L,0x3F852106L,18446744073709551614UL,18446744073709551614UL,0x3F852106L,0xB52C05C5L,0x40C89AC9L,0UL,18446744073709551615UL}},{{0x40C89AC9L,0xE72487A7L,1UL,0x2ABAAE6DL,0x43F95383L,18446744073709551614UL,0x9C620EA5L,0xBC451370L,6UL},{0x02596F16L,18446744073709551608UL,1UL,18446744073709551608UL,0x2ABAAE6DL,1UL,0x40C89AC9L,1UL,0xB8A4FF4DL},{0xB8A4FF4DL,0xBC451370L,18446744073709551610UL,18446744073709551613UL,0xA9037669L,18446744073709551614UL,0x2ABAAE6DL,18446744073709551614UL,1UL}},{{18446744073709551610UL,0x40C89AC9L,18446744073709551608UL,0xA12828E2L,0xB1E9B238L,0x10C6E7F1L,18446744073709551614UL,0xD3241674L,1UL},{0UL,9UL,18446744073709551613UL,0xB41C345BL,0xE72487A7L,0xB8A4FF4DL,0xE35A4423L,0xA9037669L,1UL},{18446744073709551615UL,5UL,9UL,0xB52C05C5L,1UL,0xB1E9B238L,18446744073709551608UL,6UL,1UL}},{{18446744073709551613UL,0xB8A4FF4DL,0xD216B520L,18446744073709551612UL,18446744073709551606UL,18446744073709551606UL,18446744073709551612UL,0xD216B520L,0xB8A4FF4DL},{0x43F95383L,0xD3241674L,18446744073709551611UL,0xB1E9B238L,0xD216B520L,0x3F852106L,18446744073709551608UL,0x10C6E7F1L,6UL},{18446744073709551615UL,1UL,0xE35A4423L,18446744073709551607UL,18446744073709551608UL,18446744073709551615UL,18446744073709551615UL,0xB52C05C5L,18446744073709551615UL}},{{0x10C6E7F1L,1UL,9UL,0x6F935EBCL,18446744073709551607UL,1UL,0xB1E9B238L,0xE72487A7L,0xE35A4423L},{1UL,9UL,18446744073709551608UL,18446744073709551611UL,0xD3241674L,0x95A25ED1L,0x7FB35ECBL,0xCEE85E51L,18446744073709551614UL},{0x95A25ED1L,18446744073709551615UL,0x8F5E13A9L,18446744073709551607UL,0x8BE5EE56L,0xF800C843L,0UL,18446744073709551610UL,18446744073709551615UL}},{{18446744073709551606UL,0x2ABAAE6DL,0x95A25ED1L,18446744073709551607UL,0xD9D272E1L,0xA9037669L,0xCEE85E51L,9UL,0x68148781L},{6UL,0x6509BCBFL,9UL,18446744073709551611UL,0x9C620EA5L,18446744073709551614UL,0xB8A4FF4DL,0xB8A4FF4DL,18446744073709551614UL},{0UL,0x6F935EBCL,1UL,0x6F935EBCL,0UL,18446744073709551610UL,18446744073709551606UL,18446744073709551614UL,18446744073709551613UL}},{{18446744073709551614UL,18446744073709551614UL,0UL,0x95A25ED1L,0x10C6E7F1L,0x8BE5EE56L,18446744073709551612UL,18446744073709551613UL,1UL},{9UL,5UL,18446744073709551615UL,18446744073709551613UL,1UL,18446744073709551610UL,0x9C620EA5L,0x02596F16L,0xA5BAF1C5L},{1UL,9UL,0xD3241674L,0xB52C05C5L,0xA9037669L,18446744073709551614UL,18446744073709551609UL,0UL,0UL}}};
        uint64_t l_482 = 0xA8FD060D3C6187F5LL;
        int32_t l_507 = 0L;
        int64_t l_526[6][10][2] = {{{3L,(-1L)},{0x608982CD31C634F9LL,(-1L)},{3L,9L},{9L,3L},{(-1L),0x608982CD31C634F9LL},{(-1L),3L},{9L,9L},{3L,(-1L)},{0x608982CD31C634F9LL,(-1L)},{3L,9L}},{{9L,3L},{(-1L),0x608982CD31C634F9LL},{(-1L),3L},{9L,9L},{3L,(-1L)},{0x608982CD31C634F9LL,(-1L)},{3L,9L},{9L,3L},{(-1L),0x608982CD31C634F9LL},{(-1L),3L}},{{9L,9L},{3L,(-1L)},{0x608982CD31C634F9LL,(-1L)},{3L,9L},{9L,3L},{(-1L),0x608982CD31C634F9LL},{(-1L),3L},{9L,9L},{3L,(-1L)},{0x608982CD31C634F9LL,(-1L)}},{{3L,9L},{9L,3L},{(-1L),0x608982CD31C634F9LL},{(-1L),3L},{9L,9L},{3L,(-1L)},{0x608982CD31C634F9LL,(-1L)},{3L,9L},{9L,3L},{(-1L),0x608982CD31C634F9LL}},{{(-1L),3L},{9L,9L},{3L,(-1L)},{0x608982CD31C634F9LL,(-1L)},{3L,9L},{9L,3L},{(-1L),0x608982CD31C634F9LL},{(-1L),3L},{9L,9L},{3L,(-1L)}},{{0x608982CD31C634F9LL,(-1L)},{3L,9L},{9L,3L},{(-1L),0x608982CD31C634F9LL},{(-1L),3L},{9L,(-1L)},{0x608982CD31C634F9LL,3L},{0x7BC03E5A61C95304LL,3L},{0x608982CD31C634F9LL,(-1L)},{(-1L),0x608982CD31C634F9LL}}};
        int32_t l_593 = 1L;
        int32_t l_595 = 0x57A19628L;
        int32_t l_597[5][7] = {{0x45D60EB2L,0x45D60EB2L,(-5L),0x04C55145L,(-5L),0x45D60EB2L,0x45D60EB2L},{0x45D60EB2L,(-5L),0x04C55145L,(-5L),0x45D60EB2L,0x45D60EB2L,(-5L)},{0xCA43D7EDL,0x37B036BBL,0xCA43D7EDL,(-5L),(-5L),0xCA43D7EDL,0x37B036BBL},{(-5L),0x37B036BBL,0x04C55145L,0x04C55145L,0x37B036BBL,(-5L),0x37B036BBL},{0xCA43D7EDL,(-5L),(-5L),0xCA43D7EDL,0x37B036BBL,0xCA43D7EDL,(-5L)}};
        int8_t ***l_628[8][9][3] = {{{(void*)0,&l_567,&g_236},{&g_236,&g_236,&l_567},{&l_567,(void*)0,&g_236},{&l_567,&g_236,&g_236},{&g_236,&l_567,&g_236},{&l_567,(void*)0,&g_236},{(void*)0,&l_567,&l_567},{(void*)0,&g_236,&g_236},{&l_567,&l_567,&l_567}},{{(void*)0,&g_236,(void*)0},{(void*)0,(void*)0,(void*)0},{(void*)0,&g_236,(void*)0},{&g_236,&g_236,&l_567},{(void*)0,(void*)0,&g_236},{(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_567},{&l_567,&l_567,&l_567},{(void*)0,(void*)0,&l_567}},{{(void*)0,(void*)0,(void*)0},{&l_567,(void*)0,(void*)0},{&g_236,(void*)0,&g_236},{&l_567,(void*)0,&g_236},{&l_567,(void*)0,(void*)0},{&g_236,&l_567,&g_236},{(void*)0,(void*)0,&g_236},{&g_236,(void*)0,&l_567},{&g_236,(void*)0,(void*)0}},{{&l_567,&g_236,&g_236},{&l_567,&g_236,(void*)0},{(void*)0,(void*)0,&l_567},{&l_567,&g_236,&g_236},{(void*)0,&l_567,&g_236},{&l_567,&g_236,(void*)0},{(void*)0,&l_567,&g_236},{&g_236,(void*)0,&g_236},{(void*)0,&l_567,(void*)0}},{{(void*)0,&g_236,(void*)0},{&g_236,(void*)0,&l_567},{(void*)0,&g_236,&l_567},{&l_567,&l_567,&l_567},{(void*)0,&g_236,(void*)0},{&l_567,&l_567,&g_236},{(void*)0,&l_567,&l_567},{&l_567,(void*)0,(void*)0},{&l_567,&l_567,(void*)0}},{{&g_236,&l_567,(void*)0},{&g_236,&g_236,&l_567},{(void*)0,&l_567,&g_236},{&g_236,&g_236,&l_567},{&g_236,(void*)0,(void*)0},{&g_236,&g_236,(void*)0},{&g_236,&g_236,(void*)0},{(void*)0,&l_567,(void*)0},{&g_236,&l_567,(void*)0}},{{(void*)0,(void*)0,&l_567},{&g_236,(void*)0,&g_236},{&g_236,&g_236,&l_567},{&l_567,&l_567,&l_567},{(void*)0,&l_567,&l_567},{&l_567,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0},{&l_567,&l_567,&g_236},{&g_236,&g_236,&g_236}},{{&g_236,&l_567,&l_567},{(void*)0,&g_236,(void*)0},{&g_236,&g_236,&g_236},{(void*)0,(void*)0,(void*)0},{&g_236,(void*)0,(void*)0},{&g_236,&g_236,&g_236},{&g_236,&g_236,&g_236},{(void*)0,&l_567,&l_567},{&g_236,&g_236,(void*)0}}};
        int8_t ***l_633 = &g_236;
        int16_t **l_636 = &l_553;
        int8_t l_637 = 0x1EL;
        int16_t l_649 = (-1L);
        uint64_t l_652 = 0x8D5EC4B87739C0CCLL;
        int i, j, k;
lbl_661:
        (*l_447) = (safe_mul_func_int16_t_s_s((((safe_mul_func_int8_t_s_s(((*g_237) |= (((safe_mul_func_int16_t_s_s(((g_160 , p_27) == ((safe_sub_func_uint16_t_u_u(g_221, (l_465 , (l_466 && (((safe_add_func_int32_t_s_s(((safe_div_func_int8_t_s_s(((void*)0 != g_471), (safe_lshift_func_uint16_t_u_s((safe_rshift_func_int8_t_s_s(((&g_286 != (((((safe_rshift_func_int16_t_s_u((safe_mul_func_int8_t_s_s((l_481[3][2][1] ^ l_481[1][1][3]), (-1L))), l_481[3][2][1])) < p_26) != l_481[3][2][1]) == g_6) , &g_286)) || l_482), (*p_27))), 5)))) < p_25), 0xFCC8C6FFL)) , 1UL) <= p_29))))) , p_27)), g_351)) , l_483) || p_26)), (-8L))) | p_29) >= p_25), 0x8172L));
        (*g_74) = (void*)0;
        if (g_8)
            goto lbl_611;
        if ((safe_sub_func_uint64_t_u_u(g_160.f0, (!g_286))))
        { /* block id: 217 */
            int16_t l_522[3][5][3] = {{{0L,(-1L),0x6C3BL},{0x4DBBL,(-1L),0x4DBBL},{0x4419L,0L,0x6C3BL},{0x4419L,0x4419L,0L},{0x4DBBL,0L,0L}},{{0L,(-1L),0x6C3BL},{0x4DBBL,(-1L),0x4DBBL},{0x4419L,0L,0x6C3BL},{0x4419L,0x4419L,0L},{0x4DBBL,0L,0L}},{{0L,(-1L),0x6C3BL},{0x4DBBL,(-1L),0x4DBBL},{0x4419L,0L,0x6C3BL},{0x4419L,0x4419L,0L},{0x4DBBL,0L,0L}}};
            uint8_t *l_523 = (void*)0;
            uint8_t *l_524 = &g_440;
            uint8_t *l_525 = (void*)0;
            int64_t *l_547[6][10] = {{&g_221,&g_221,&g_80,&l_526[0][9][0],(void*)0,&g_80,(void*)0,&l_526[1][6][0],(void*)0,&g_221},{&l_526[5][3][1],&g_80,(void*)0,&g_221,(void*)0,&g_221,&g_221,(void*)0,&g_221,(void*)0},{&g_221,&g_221,&l_526[2][9][1],(void*)0,&l_526[0][2][0],&g_221,&g_80,&l_526[1][6][0],&g_221,&g_221},{&g_221,&l_526[5][5][1],&g_221,&g_80,&g_80,&g_80,&g_80,&g_221,&l_526[0][9][0],&l_526[5][3][1]},{&g_221,&g_221,&g_221,(void*)0,&g_221,&l_526[1][6][0],&g_221,(void*)0,&g_221,&g_221},{(void*)0,&g_80,&l_526[5][5][1],&l_526[1][6][0],&g_221,&g_221,(void*)0,&g_80,&g_80,&g_221}};
            uint64_t *l_570 = &l_482;
            uint64_t **l_569 = &l_570;
            int32_t l_592 = 0x290C9B68L;
            int32_t l_594 = 1L;
            int32_t l_596[3];
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_596[i] = 0x239D7BACL;
            if ((safe_mod_func_int8_t_s_s((((safe_rshift_func_uint8_t_u_u(((!(p_26 > (safe_sub_func_uint64_t_u_u(((safe_div_func_uint16_t_u_u((safe_add_func_int16_t_s_s((((safe_add_func_uint16_t_u_u(((safe_div_func_int8_t_s_s((+(safe_div_func_int16_t_s_s(p_26, ((l_507 = ((g_505 , l_506) != (g_424[6][4][1] , (void*)0))) ^ ((safe_mul_func_uint16_t_u_u(((((void*)0 != &p_27) , (((safe_mul_func_uint8_t_u_u((g_60 = ((*l_524) &= (safe_sub_func_uint8_t_u_u((((safe_mul_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(((safe_sub_func_uint64_t_u_u((((l_482 <= 0x681A5DBEL) < (*p_28)) && l_522[0][2][2]), p_25)) , l_482), p_29)), l_522[0][2][2])), 246UL)) , l_522[0][0][1]) ^ g_446), p_29)))), (*p_28))) , 0x43L) , l_482)) <= p_29), 0x506EL)) && g_375.f0))))), (*p_28))) , l_526[1][6][0]), l_527[1][4])) || 0x17L) <= l_522[0][2][2]), 0UL)), p_26)) & g_78[2][1][4]), l_526[1][6][0])))) <= g_424[6][4][1].f1), 1)) | (*p_28)) == 0xB8L), l_526[3][4][1])))
            { /* block id: 221 */
                uint64_t l_531 = 0x30E2707CBBC3F702LL;
                (*g_74) = (*g_74);
                l_528--;
                ++l_531;
            }
            else
            { /* block id: 225 */
                union U1 l_534 = {4294967295UL};
                uint64_t *l_535 = &l_482;
                int64_t *l_546 = (void*)0;
                int64_t **l_545 = &l_546;
                int32_t l_548 = (-5L);
                l_548 |= ((l_534 , (++(*l_535))) < (((safe_rshift_func_int8_t_s_s((0xEFL | (*p_28)), 7)) != ((safe_unary_minus_func_int16_t_s((safe_rshift_func_uint16_t_u_u(((-6L) | (p_26 > g_218[0])), (safe_lshift_func_int16_t_s_u(((((((((*l_545) = (void*)0) == l_547[4][0]) , g_424[6][4][1].f0) | 0x2DADDA118A5A1FBELL) <= g_78[1][2][1]) == p_25) , 0x0F6AL), p_29)))))) > (*l_447))) , p_29));
            }
            if ((safe_sub_func_int32_t_s_s(((((*l_569) = (((((void*)0 != l_553) | (((*l_524)++) , (0L >= ((((safe_add_func_uint8_t_u_u((safe_mod_func_int8_t_s_s(l_482, (~(p_29 == (safe_mod_func_uint32_t_u_u((safe_add_func_int64_t_s_s((safe_mul_func_uint8_t_u_u(l_522[0][2][2], (((void*)0 != l_567) >= (l_522[0][2][2] | l_522[0][2][1])))), 3UL)), p_25)))))), (*p_28))) && 0x76L) & p_26) && l_568[9][5])))) < g_4) , (void*)0)) == (void*)0) <= (*p_27)), g_60)))
            { /* block id: 232 */
                int64_t l_571 = 8L;
                (*l_447) = ((*g_322) != &p_26);
                l_571 ^= 0x0846B3CAL;
                return p_28;
            }
            else
            { /* block id: 236 */
                uint64_t l_589 = 18446744073709551613UL;
                int32_t l_590 = 0xDB73253FL;
                int32_t l_591 = 1L;
                int32_t l_598 = 0x98E9EB4BL;
                int32_t l_599 = 0L;
                l_589 = (((*g_323) > (((((safe_rshift_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(((((~1UL) , (0x0373ED51EC01239CLL > ((safe_mul_func_int8_t_s_s((g_57[2][4] || (g_424[6][4][1].f0 <= ((*l_447) = (safe_mod_func_uint32_t_u_u(p_29, 0x1EE8BB83L))))), p_29)) <= (safe_mul_func_uint16_t_u_u((safe_add_func_uint64_t_u_u((safe_div_func_int16_t_s_s(((*l_553) = g_375.f0), p_26)), 0L)), 0x9FF7L))))) || l_482) || p_29), 4)), p_26)) || 1L) && (*l_447)) != 0xAC1EA952L) >= 4L)) && l_482);
                if (g_375.f0)
                    goto lbl_603;
lbl_603:
                ++l_600[5];
                return p_28;
            }
        }
        else
        { /* block id: 244 */
lbl_611:
            for (l_482 = 0; (l_482 > 57); ++l_482)
            { /* block id: 247 */
                const int32_t *l_606 = &l_527[1][4];
                const int32_t **l_607 = &l_606;
                uint32_t **l_609 = &g_428[7];
                uint32_t ***l_608 = &l_609;
                (*l_607) = l_606;
                if (p_29)
                    break;
                (*l_608) = (void*)0;
                g_610 = (*l_607);
            }
            for (l_466 = 2; (l_466 <= 7); l_466 += 1)
            { /* block id: 256 */
                uint64_t l_623 = 1UL;
                uint16_t *l_624 = &g_83;
                int8_t ****l_629 = (void*)0;
                int8_t ****l_630 = (void*)0;
                int8_t ***l_632 = &g_236;
                int8_t ****l_631 = &l_632;
                int16_t **l_634 = (void*)0;
                int16_t ***l_635 = &l_634;
                int64_t *l_638[10][1] = {{(void*)0},{(void*)0},{&g_221},{(void*)0},{(void*)0},{&g_221},{(void*)0},{(void*)0},{&g_221},{(void*)0}};
                int i, j;
                (*l_447) &= (!(safe_add_func_uint16_t_u_u(((safe_sub_func_int16_t_s_s(((((+(-1L)) > (~(++p_29))) | p_25) <= 4294967295UL), ((*l_624) &= (safe_add_func_int16_t_s_s((*g_323), l_623))))) != (g_221 &= ((safe_lshift_func_uint16_t_u_s((+(l_628[6][4][1] == (l_633 = ((*l_631) = (void*)0)))), (p_26 = ((g_8 = (((*l_635) = l_634) == l_636)) > l_637)))) >= 65533UL))), p_25)));
            }
        }
        if (p_29)
        { /* block id: 268 */
            const uint64_t l_641 = 0xB63FE63D8B95AB2BLL;
            int32_t l_642 = 8L;
            int32_t l_643 = 0L;
            int32_t l_644 = 0x31CACA25L;
            int32_t l_645 = 0x1E919A7BL;
            int32_t l_646 = 0x7A826BC9L;
            int32_t l_647 = 0L;
            int32_t l_648 = 0x3DD2FB97L;
            int32_t l_650 = (-4L);
            int8_t l_651 = (-1L);
            for (g_83 = 0; (g_83 > 51); g_83 = safe_add_func_uint8_t_u_u(g_83, 1))
            { /* block id: 271 */
                (*l_447) |= l_641;
            }
            --l_652;
            for (l_642 = 12; (l_642 >= 19); l_642++)
            { /* block id: 277 */
                (*l_447) = 0xDE7B5995L;
            }
            l_658 ^= (!(*p_27));
        }
        else
        { /* block id: 281 */
            int8_t l_664 = 0x63L;
            int32_t l_665 = (-5L);
lbl_669:
            for (p_26 = 0; (p_26 > 21); ++p_26)
            { /* block id: 284 */
                if (l_528)
                    goto lbl_661;
            }
            for (g_286 = (-29); (g_286 <= 4); g_286++)
            { /* block id: 289 */
                uint8_t l_672 = 0x64L;
                (*l_447) = p_25;
                --l_666;
                if (l_637)
                    goto lbl_669;
                (*l_447) = ((safe_rshift_func_uint16_t_u_s(l_672, (safe_mod_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_u(p_25, 10)), 18446744073709551608UL)))) , p_26);
            }
        }
    }
    for (l_658 = 0; (l_658 != 6); l_658 = safe_add_func_uint8_t_u_u(l_658, 3))
    { /* block id: 299 */
        uint32_t **l_691 = &g_428[7];
        int32_t l_699 = (-2L);
        int32_t l_701[4][3][1] = {{{0x8C06A23EL},{5L},{0L}},{{0L},{5L},{0x8C06A23EL}},{{0x8C06A23EL},{4L},{4L}},{{0x8C06A23EL},{0L},{0x8C06A23EL}}};
        int16_t ***l_727 = (void*)0;
        int8_t l_733 = 0L;
        int8_t * volatile * volatile ** volatile *l_760 = (void*)0;
        union U1 l_761 = {0xAF63D853L};
        int64_t *l_790 = &g_221;
        int64_t **l_789 = &l_790;
        int32_t *l_803 = (void*)0;
        uint32_t ***l_813[5][1][9] = {{{&l_691,(void*)0,&l_691,(void*)0,&l_691,(void*)0,&l_691,(void*)0,&l_691}},{{&l_691,&l_691,&l_691,&l_691,&l_691,&l_691,&l_691,&l_691,&l_691}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{&l_691,&l_691,&l_691,&l_691,&l_691,&l_691,&l_691,&l_691,&l_691}},{{&l_691,(void*)0,&l_691,(void*)0,&l_691,(void*)0,&l_691,(void*)0,&l_691}}};
        union U1 **l_830 = (void*)0;
        int8_t l_849[7] = {0xAAL,0xAAL,0xAAL,0xAAL,0xAAL,0xAAL,0xAAL};
        int32_t *l_860 = &l_701[2][0][0];
        union U1 ***l_896 = &l_830;
        uint64_t l_901 = 0UL;
        int8_t *l_904 = &l_849[2];
        int i, j, k;
        for (l_528 = 0; (l_528 <= 6); l_528 = safe_add_func_uint32_t_u_u(l_528, 1))
        { /* block id: 302 */
            uint8_t l_684 = 0x9EL;
            uint8_t *l_700[6] = {&l_600[6],&l_600[6],&l_600[6],&l_600[6],&l_600[6],&l_600[6]};
            int8_t ***l_723 = &g_236;
            int8_t ****l_722 = &l_723;
            int32_t l_726[7][5][4] = {{{(-8L),0xB4D9512EL,(-8L),6L},{(-1L),0x45851524L,(-1L),1L},{0x19DFFA38L,0xFD2A481FL,0x45851524L,0x45851524L},{(-1L),(-1L),0x45851524L,(-8L)},{0x19DFFA38L,0xF4774A11L,(-1L),0xFD2A481FL}},{{(-1L),(-1L),(-8L),(-1L)},{(-8L),(-1L),(-1L),0xFD2A481FL},{(-1L),0xF4774A11L,0x19DFFA38L,(-8L)},{0x45851524L,(-1L),(-1L),0x45851524L},{0x45851524L,0xFD2A481FL,0x19DFFA38L,1L}},{{(-1L),0x45851524L,(-1L),6L},{(-8L),0xB4D9512EL,(-8L),6L},{(-1L),0x45851524L,(-1L),1L},{0x19DFFA38L,0xFD2A481FL,0x45851524L,0x45851524L},{(-1L),(-1L),0x45851524L,(-8L)}},{{0x19DFFA38L,0xF4774A11L,(-1L),0xFD2A481FL},{(-1L),(-1L),(-8L),(-1L)},{(-8L),(-1L),(-1L),0xFD2A481FL},{(-1L),0xF4774A11L,0x19DFFA38L,(-8L)},{0x45851524L,(-1L),(-1L),0x45851524L}},{{0x45851524L,0xFD2A481FL,0x19DFFA38L,1L},{(-1L),0x45851524L,(-1L),6L},{(-8L),0xB4D9512EL,(-8L),6L},{(-1L),0x45851524L,(-1L),1L},{0x19DFFA38L,0xFD2A481FL,0x45851524L,0x45851524L}},{{(-1L),(-1L),0x45851524L,(-8L)},{0x19DFFA38L,0xF4774A11L,(-1L),0xFD2A481FL},{(-1L),(-1L),(-8L),(-1L)},{(-8L),(-1L),(-1L),0xFD2A481FL},{(-1L),0xF4774A11L,0x19DFFA38L,(-8L)}},{{0x45851524L,(-1L),(-1L),0x45851524L},{0x45851524L,0xFD2A481FL,0x19DFFA38L,0xF4774A11L},{0xB4D9512EL,(-1L),0x19DFFA38L,(-1L)},{0xFD2A481FL,1L,0xFD2A481FL,(-1L)},{0x19DFFA38L,(-1L),0xB4D9512EL,0xF4774A11L}}};
            int i, j, k;
            for (g_238 = 0; (g_238 <= 5); g_238 += 1)
            { /* block id: 305 */
                if (l_528)
                    goto lbl_681;
            }
            l_684 |= ((*g_287) = (safe_rshift_func_uint16_t_u_s(g_57[0][2], (p_29 , p_26))));
            if (((safe_rshift_func_int8_t_s_u((((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_s((l_691 == (void*)0), (safe_mod_func_int16_t_s_s(((*l_553) = ((safe_rshift_func_uint8_t_u_s(((~((0xD5L > (g_505.f0 || (*l_447))) | ((safe_div_func_int16_t_s_s(p_26, (*g_323))) != p_26))) && (l_701[2][0][0] &= l_699)), 5)) >= 0x71D75B93L)), l_699)))), (*p_27))) <= g_286) | 0x95L), l_699)) != l_702))
            { /* block id: 312 */
                int8_t ***l_704 = &g_236;
                int8_t **** const l_703 = &l_704;
                (*l_447) = ((void*)0 != l_703);
                return p_27;
            }
            else
            { /* block id: 315 */
                int64_t *l_708 = (void*)0;
                const int8_t ***l_710 = (void*)0;
                const int8_t ****l_709 = &l_710;
                int32_t l_711 = 0xB94B7032L;
                int32_t l_724 = (-5L);
                const int32_t **l_725 = &g_610;
                int32_t l_728 = (-1L);
                int32_t l_729 = 0L;
                int32_t l_730 = 0xFC5E68EBL;
                int32_t l_731 = 0x29D0FE60L;
                int32_t l_732[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
                int32_t l_737 = 0xACF2DAD3L;
                uint8_t l_738 = 255UL;
                int i;
                g_8 |= ((((((((((!((*l_447) == (((*g_237) == ((((g_221 &= g_78[1][2][1]) , (((void*)0 != l_709) < l_711)) & (l_726[2][2][3] = ((safe_mod_func_int64_t_s_s(((((safe_lshift_func_int8_t_s_s(((l_701[1][2][0] = ((((safe_mul_func_int16_t_s_s((l_724 = ((*p_27) , (safe_add_func_uint64_t_u_u(g_375.f2, (safe_div_func_int16_t_s_s((((l_722 == &l_723) && 0xB4L) , (*l_447)), 1L)))))), 0x5DB5L)) >= 5L) < 65535UL) == g_57[2][5])) >= 0xB67650E7L), (*p_27))) == l_699) , (void*)0) == l_725), 9UL)) | p_29))) && l_699)) > p_29))) , (void*)0) != l_727) != 0L) || p_25) & l_684) < (*p_27)) & p_26) != 0UL) | 0x35C1L);
                --l_738;
                if ((*g_311))
                    continue;
                return p_28;
            }
        }
        if ((l_699 ^ 0xCC923A8604046549LL))
        { /* block id: 326 */
            uint32_t l_750 = 0xEAEC50D9L;
            union U1 l_758[4][3] = {{{0x96D3D050L},{0x96D3D050L},{0x96D3D050L}},{{0x88BC8DFAL},{0x88BC8DFAL},{0x88BC8DFAL}},{{0x96D3D050L},{0x96D3D050L},{0x96D3D050L}},{{0x88BC8DFAL},{0x88BC8DFAL},{0x88BC8DFAL}}};
            int16_t l_777 = 5L;
            int32_t l_801 = (-5L);
            int i, j;
            l_741 = 0xD82C4BC0L;
            if ((((p_29 > (safe_rshift_func_uint16_t_u_s((safe_add_func_int8_t_s_s(((&p_26 != (*g_322)) <= (safe_lshift_func_int16_t_s_u((l_750 & ((safe_unary_minus_func_uint8_t_u(l_701[0][0][0])) > 4294967295UL)), (safe_sub_func_uint64_t_u_u(((p_25 , (safe_sub_func_int8_t_s_s((safe_add_func_int32_t_s_s((l_758[0][1] , l_733), p_29)), l_750))) || 0xD3160DE0L), 0xEFFA08E2717E6C79LL))))), p_26)), g_440))) , 0x06L) < l_758[0][1].f0))
            { /* block id: 328 */
                return p_27;
            }
            else
            { /* block id: 330 */
                union U1 *l_762[7];
                const int32_t l_767 = 0x1DF8A8D7L;
                int8_t *l_799 = (void*)0;
                int8_t *l_800 = &l_733;
                int32_t *l_802 = &l_701[3][2][0];
                int i;
                for (i = 0; i < 7; i++)
                    l_762[i] = &l_758[0][2];
                l_760 = g_759;
                (*l_447) = ((g_424[6][4][1] = l_761) , (safe_sub_func_int32_t_s_s((p_29 == (p_25 , (safe_mul_func_int16_t_s_s(l_767, (safe_div_func_uint16_t_u_u((l_699 ^= (1L | (safe_mul_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u((g_774 , (safe_add_func_int64_t_s_s(0L, p_25))), (l_777 | 1UL))), 0x9AAAL)))), p_25)))))), p_29)));
                l_801 ^= ((l_701[2][0][0] = (((safe_sub_func_uint16_t_u_u(p_29, (**g_322))) >= ((*l_800) |= (safe_lshift_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u(((((+((*g_237) = (safe_sub_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((((*l_447) = ((p_29 > (l_789 != (void*)0)) <= (safe_mul_func_int8_t_s_s(((*p_28) = (((safe_add_func_int16_t_s_s((safe_lshift_func_int16_t_s_s(l_761.f0, 13)), l_761.f0)) <= p_26) ^ (safe_div_func_int32_t_s_s((g_736[0] = 1L), (-7L))))), (*g_237))))) <= 0x9024AF81L), 0xC4L)), p_26)))) , p_29) ^ l_767) >= l_750), g_60)) , p_25), 13)))) , (-1L))) || 0x2AL);
                l_803 = l_802;
            }
            (*l_803) &= (p_25 | (l_801 = g_804));
        }
        else
        { /* block id: 346 */
            uint16_t l_809 = 1UL;
            uint32_t ***l_812[8][2][5] = {{{(void*)0,&l_691,&l_691,&l_691,(void*)0},{(void*)0,&l_691,&l_691,&l_691,&l_691}},{{&l_691,&l_691,&l_691,&l_691,&l_691},{&l_691,&l_691,&l_691,&l_691,&l_691}},{{&l_691,&l_691,&l_691,&l_691,(void*)0},{&l_691,(void*)0,&l_691,&l_691,(void*)0}},{{&l_691,&l_691,&l_691,&l_691,&l_691},{(void*)0,&l_691,&l_691,(void*)0,&l_691}},{{(void*)0,&l_691,&l_691,&l_691,&l_691},{&l_691,&l_691,&l_691,&l_691,&l_691}},{{&l_691,&l_691,&l_691,&l_691,&l_691},{&l_691,&l_691,&l_691,&l_691,(void*)0}},{{(void*)0,&l_691,&l_691,&l_691,(void*)0},{(void*)0,&l_691,&l_691,&l_691,&l_691}},{{&l_691,&l_691,&l_691,&l_691,&l_691},{&l_691,&l_691,&l_691,&l_691,&l_691}}};
            int64_t *l_840 = &l_734;
            int32_t l_843 = 1L;
            int32_t l_844[2][3][2];
            int8_t ***l_891 = &l_833[1][1];
            uint8_t *l_892 = &g_37;
            union U1 *l_893 = &l_761;
            int i, j, k;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 3; j++)
                {
                    for (k = 0; k < 2; k++)
                        l_844[i][j][k] = 0x41DC057BL;
                }
            }
            l_805++;
            if (((((*g_237) = (*g_237)) <= (g_808[1][3][0] , (*p_28))) | ((-9L) == p_29)))
            { /* block id: 349 */
                const union U1 **l_814 = (void*)0;
                const union U1 *l_816 = (void*)0;
                const union U1 **l_815 = &l_816;
                const union U1 *l_818 = &g_819;
                const union U1 **l_817 = &l_818;
                union U1 *l_821 = &g_424[6][4][1];
                union U1 **l_820 = &l_821;
                int32_t l_822 = (-1L);
                int8_t *** const l_827 = &g_236;
                int32_t l_845 = 0x991709CFL;
                int32_t l_846 = 0x6A790D99L;
                int32_t l_847[6][7] = {{0x1655CE13L,0L,(-1L),0x9154779FL,1L,1L,1L},{0x6FE69B54L,1L,1L,0x6FE69B54L,0x4EA83D96L,0x6FE69B54L,1L},{(-2L),0L,0x1655CE13L,0x9154779FL,0x1655CE13L,0L,(-2L)},{0x4A293795L,1L,0x05362F16L,1L,0x4A293795L,0x4A293795L,1L},{(-6L),0L,(-6L),1L,0x1655CE13L,(-1L),1L},{1L,0x4EA83D96L,0x05362F16L,0x05362F16L,0x4EA83D96L,1L,0x4EA83D96L}};
                uint16_t l_850[3][10][8] = {{{0UL,1UL,0UL,0xDAFAL,65528UL,0x93D9L,0xD3CBL,0x2FCDL},{4UL,7UL,65527UL,0xA06AL,2UL,0x17EDL,65528UL,0x4B07L},{4UL,0xD571L,0xEC0CL,0xE9DCL,65528UL,0x6374L,0xE9DCL,65535UL},{0UL,0x65C2L,0xE861L,65535UL,0x2FCDL,65535UL,0x8EDAL,0x4B82L},{0x22B0L,65527UL,0xDD2CL,0xD571L,0x5F46L,65527UL,0x9354L,0x1D88L},{0x93D9L,0xDD2CL,0xBC7FL,0UL,2UL,0x65C2L,0xDAFAL,0xDD2CL},{0UL,0x707AL,65530UL,0UL,0x4028L,0x789BL,0x6374L,65527UL},{0x9354L,1UL,0x1D88L,0xDAFAL,0UL,65535UL,0xDD2CL,0x213EL},{1UL,0xDAFAL,1UL,65535UL,65535UL,1UL,0xDAFAL,1UL},{0x789BL,2UL,0xC958L,0x5532L,65535UL,0UL,3UL,0x8EDAL}},{{0xDAFAL,0x1D88L,1UL,0x9354L,0x5532L,0UL,0xD3CBL,0xC6C0L},{0x4B07L,2UL,0x4B82L,1UL,0x707AL,1UL,0x4B07L,0x4028L},{0xC6C0L,0xDAFAL,0x6374L,0UL,0xD3CBL,65535UL,1UL,65535UL},{0x17EDL,1UL,0UL,0x8EDAL,0xA8E3L,0x789BL,1UL,0UL},{0UL,0x707AL,65535UL,65535UL,0x707AL,0x65C2L,65535UL,0x17EDL},{0UL,0xDD2CL,0xEC0CL,65530UL,1UL,65527UL,65535UL,0x467AL},{0xDAFAL,0UL,0x213EL,2UL,0UL,0xEC0CL,65535UL,0xEC0CL},{65535UL,65535UL,0x9F1FL,65535UL,65535UL,0x9A63L,1UL,1UL},{0x5532L,0x17EDL,65527UL,0UL,1UL,0x6374L,0xC6C0L,65535UL},{0x9354L,0x213EL,65527UL,0x93D9L,65526UL,0x5532L,1UL,65526UL}},{{1UL,0x9354L,0x9F1FL,1UL,2UL,4UL,65535UL,0UL},{0UL,65527UL,0x213EL,3UL,0x467AL,6UL,65535UL,0x8EDAL},{0x8EDAL,65527UL,0xEC0CL,1UL,0x213EL,0x5F46L,65535UL,0x5532L},{65535UL,0x9354L,65535UL,65535UL,0xE861L,0xA06AL,1UL,65535UL},{65530UL,65535UL,0UL,0xC958L,0x9354L,0x6374L,1UL,65527UL},{2UL,0xEC0CL,0x6374L,0x4B07L,1UL,1UL,0x4B07L,0x6374L},{65535UL,65535UL,0x4B82L,0UL,65535UL,65535UL,0xD3CBL,65535UL},{0UL,0x93D9L,1UL,0xEC0CL,0x467AL,65527UL,3UL,65535UL},{0x93D9L,0x6374L,0xD571L,0UL,0x9F1FL,65535UL,0x789BL,0x9A63L},{65535UL,0x1D88L,0x9354L,65527UL,0x5F46L,0x17EDL,1UL,0UL}}};
                int i, j, k;
                (*l_447) |= ((((*l_553) = (p_29 < 0xD809049DL)) | 0x4C19L) & (l_809 , ((((p_29 || (safe_mul_func_uint16_t_u_u((((((l_813[1][0][6] = l_812[4][1][2]) == l_812[2][1][3]) , (((*l_817) = ((*l_815) = &l_465)) == ((*l_820) = &l_465))) , 0x8EL) == l_822), 8UL))) != l_822) , 0x93DEFBE4E6FC0919LL) & g_4)));
                (*l_447) = (safe_add_func_int64_t_s_s(((safe_lshift_func_uint16_t_u_s(l_822, (((void*)0 == l_827) >= g_238))) == (safe_div_func_uint16_t_u_u(((void*)0 != l_830), (safe_div_func_uint16_t_u_u((l_833[6][6] != (void*)0), p_26))))), 0xE27B9F61E5DE7D6ELL));
                l_864 &= (((safe_mod_func_int32_t_s_s((((safe_add_func_uint8_t_u_u(p_25, (-9L))) , ((((safe_div_func_int32_t_s_s(((((((l_840 == (void*)0) , (safe_lshift_func_int16_t_s_u(((*l_553) &= (l_809 ^ ((*p_27) , (((**l_567) &= ((++l_850[1][5][5]) , ((safe_mod_func_int8_t_s_s((((g_861[0] = (((safe_add_func_int32_t_s_s((safe_lshift_func_int16_t_s_u((18446744073709551615UL && ((p_29 < ((((safe_unary_minus_func_uint32_t_u(p_25)) <= 0x515DL) , 7L) ^ p_29)) && 9UL)), 3)), l_844[1][1][1])) != l_843) , l_860)) == (void*)0) != p_26), (-4L))) , (*p_27)))) > p_25)))), 8))) , g_862) == &g_472) , g_808[1][3][0].f1) > g_221), 2L)) <= 0x29L) | g_83) , 0xEED9L)) < g_351), l_845)) == 9UL) <= p_25);
            }
            else
            { /* block id: 362 */
                (*g_74) = (*g_74);
            }
            l_893 = ((((safe_mul_func_int8_t_s_s(l_809, ((*l_892) |= (safe_mul_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((safe_div_func_int64_t_s_s(((safe_add_func_uint16_t_u_u(p_25, ((p_25 | g_160.f0) == ((void*)0 == l_877)))) > (~(safe_div_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((((*l_447) = (~(safe_rshift_func_int16_t_s_u(g_446, 3)))) == (safe_mul_func_uint16_t_u_u((((((void*)0 == l_891) , g_804) > 65535UL) <= p_29), 0xC9EBL))), p_26)), (-1L))), p_29)))), 1UL)), g_424[6][4][1].f1)), g_819.f1)), p_29))))) <= (*p_27)) & 1L) , (void*)0);
        }
        if ((((*l_896) = g_894) == (void*)0))
        { /* block id: 370 */
            int64_t l_897 = 1L;
            if (l_897)
                break;
        }
        else
        { /* block id: 372 */
            int16_t l_898 = (-1L);
            int32_t l_899 = 3L;
            int32_t l_900[6][9] = {{0L,0L,0L,0xC6195A15L,0L,0xC6195A15L,0L,0L,0L},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{0L,0L,0L,0xC6195A15L,0L,0xC6195A15L,0L,0L,0L},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{0L,0L,0L,0xC6195A15L,0L,0xC6195A15L,0L,0L,0L},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)}};
            int i, j;
            l_901--;
            if (p_26)
                break;
            (*g_894) = (void*)0;
        }
        return p_28;
    }
    if (l_465.f0)
        goto lbl_905;
    return p_28;
}


/* ------------------------------------------ */
/* 
 * reads : g_37 g_6 g_60 g_74 g_57 g_8 g_12 g_80 g_5 g_78 g_4 g_3 g_123 g_75 g_155 g_160 g_152 g_83 g_218 g_221 g_235 g_287 g_236 g_237 g_238 g_311 g_322 g_323 g_324 g_351 g_375 g_160.f1 g_424 g_424.f0
 * writes: g_37 g_60 g_78 g_80 g_83 g_108 g_12 g_75 g_155 g_8 g_221 g_57 g_236 g_286 g_238 g_11 g_4 g_344 g_235 g_428 g_424.f0
 */
static uint32_t  func_30(uint32_t  p_31)
{ /* block id: 7 */
    uint8_t *l_34 = (void*)0;
    int32_t l_35 = 0xCFEB4E52L;
    uint8_t *l_36 = &g_37;
    uint8_t *l_58 = (void*)0;
    uint8_t *l_59 = &g_60;
    int32_t *l_73 = (void*)0;
    int32_t **l_72 = &l_73;
    uint32_t l_76[5][2] = {{0x981DC8A0L,0x981DC8A0L},{0x981DC8A0L,0x981DC8A0L},{0x981DC8A0L,0x981DC8A0L},{0x981DC8A0L,0x981DC8A0L},{0x981DC8A0L,0x981DC8A0L}};
    int16_t *l_77 = &g_78[1][2][1];
    int64_t *l_79 = &g_80;
    int64_t l_81 = 0L;
    uint16_t *l_82 = &g_83;
    int32_t l_85 = 1L;
    int32_t l_86 = (-1L);
    int32_t l_87 = 0xC6F70768L;
    int32_t l_88 = (-1L);
    int32_t l_89[4];
    int32_t l_90 = 0xA686747BL;
    uint64_t l_92 = 0x1BDAACF22293C579LL;
    int8_t l_113 = 0xD8L;
    int64_t l_141[5][3][2] = {{{(-3L),0x599071708EF45CCALL},{0L,8L},{0x599071708EF45CCALL,8L}},{{0L,0x599071708EF45CCALL},{(-3L),(-3L)},{(-3L),0x599071708EF45CCALL}},{{0L,8L},{0x599071708EF45CCALL,8L},{0L,0x599071708EF45CCALL}},{{(-3L),(-3L)},{(-3L),0x599071708EF45CCALL},{0L,8L}},{{0x599071708EF45CCALL,8L},{0L,0x599071708EF45CCALL},{(-3L),(-3L)}}};
    int16_t l_149[6];
    int32_t l_150[4][10] = {{9L,1L,0xA0E89C3FL,(-2L),0x85619850L,0x2AFFBDADL,0x177C5EBFL,0x2AFFBDADL,0x85619850L,(-2L)},{(-2L),0x09C1F5AFL,(-2L),1L,0x85619850L,(-3L),1L,0x3880B83BL,0x3880B83BL,1L},{0x85619850L,0x177C5EBFL,(-3L),(-3L),0x177C5EBFL,0x85619850L,9L,0x3880B83BL,0xD14EE7D4L,0x2AFFBDADL},{0x09C1F5AFL,0x2AFFBDADL,(-2L),0xB2FC5B69L,0x3880B83BL,0xB2FC5B69L,(-2L),0x2AFFBDADL,0x09C1F5AFL,0x85619850L}};
    int8_t *l_196 = (void*)0;
    uint64_t l_264 = 0xFB62855F924B0BE5LL;
    int32_t * const l_266 = &l_89[3];
    uint32_t l_269 = 18446744073709551611UL;
    int32_t l_325[1];
    uint32_t l_429[10][8][3] = {{{5UL,0x1CCAF374L,18446744073709551615UL},{18446744073709551612UL,0xE0B58577L,0x62B93F46L},{18446744073709551609UL,0x1CCAF374L,1UL},{18446744073709551615UL,1UL,4UL},{0x62B93F46L,0x62B93F46L,0x1CCAF374L},{0x62B93F46L,0x7B50838CL,18446744073709551609UL},{18446744073709551615UL,0x5BD8CDDAL,18446744073709551615UL},{18446744073709551609UL,1UL,18446744073709551615UL}},{{18446744073709551612UL,18446744073709551615UL,18446744073709551615UL},{5UL,0xC536BCC8L,18446744073709551609UL},{0x1CCAF374L,0xAF165E99L,0x1CCAF374L},{9UL,0xAF165E99L,4UL},{4UL,0xC536BCC8L,1UL},{0xAF165E99L,18446744073709551615UL,0x62B93F46L},{1UL,5UL,18446744073709551609UL},{1UL,0xBF906725L,18446744073709551615UL}},{{0x1CCAF374L,0x62B93F46L,0x62B93F46L},{0x5BD8CDDAL,18446744073709551612UL,0x62B93F46L},{9UL,0x7B50838CL,18446744073709551615UL},{18446744073709551615UL,9UL,18446744073709551609UL},{0xD7C26252L,18446744073709551615UL,18446744073709551612UL},{4UL,9UL,5UL},{1UL,0x7B50838CL,0x1CCAF374L},{18446744073709551612UL,18446744073709551612UL,9UL}},{{18446744073709551612UL,0x62B93F46L,4UL},{1UL,0xBF906725L,0xAF165E99L},{4UL,5UL,1UL},{0xD7C26252L,1UL,0xAF165E99L},{18446744073709551615UL,0xE0B58577L,4UL},{9UL,1UL,9UL},{0x5BD8CDDAL,1UL,0x1CCAF374L},{0x1CCAF374L,0xE0B58577L,5UL}},{{1UL,1UL,18446744073709551612UL},{0x7B50838CL,5UL,18446744073709551609UL},{1UL,0xBF906725L,18446744073709551615UL},{0x1CCAF374L,0x62B93F46L,0x62B93F46L},{0x5BD8CDDAL,18446744073709551612UL,0x62B93F46L},{9UL,0x7B50838CL,18446744073709551615UL},{18446744073709551615UL,9UL,18446744073709551609UL},{0xD7C26252L,18446744073709551615UL,18446744073709551612UL}},{{4UL,9UL,5UL},{1UL,0x7B50838CL,0x1CCAF374L},{18446744073709551612UL,18446744073709551612UL,9UL},{18446744073709551612UL,0x62B93F46L,4UL},{1UL,0xBF906725L,0xAF165E99L},{4UL,5UL,1UL},{0xD7C26252L,1UL,0xAF165E99L},{18446744073709551615UL,0xE0B58577L,4UL}},{{9UL,1UL,9UL},{0x5BD8CDDAL,1UL,0x1CCAF374L},{0x1CCAF374L,0xE0B58577L,5UL},{1UL,1UL,18446744073709551612UL},{0x7B50838CL,5UL,18446744073709551609UL},{1UL,0xBF906725L,18446744073709551615UL},{0x1CCAF374L,0x62B93F46L,0x62B93F46L},{0x5BD8CDDAL,18446744073709551612UL,0x62B93F46L}},{{9UL,0x7B50838CL,18446744073709551615UL},{18446744073709551615UL,9UL,18446744073709551609UL},{0xD7C26252L,18446744073709551615UL,18446744073709551612UL},{4UL,9UL,5UL},{1UL,0x7B50838CL,0x1CCAF374L},{18446744073709551612UL,18446744073709551612UL,9UL},{18446744073709551612UL,0x62B93F46L,4UL},{1UL,0xBF906725L,0xAF165E99L}},{{4UL,5UL,1UL},{0xD7C26252L,1UL,0xAF165E99L},{18446744073709551615UL,0xE0B58577L,4UL},{9UL,1UL,9UL},{0x5BD8CDDAL,1UL,0x1CCAF374L},{0x1CCAF374L,0xE0B58577L,5UL},{1UL,1UL,18446744073709551612UL},{0x7B50838CL,5UL,18446744073709551609UL}},{{1UL,0xBF906725L,18446744073709551615UL},{0x1CCAF374L,0x62B93F46L,0x62B93F46L},{0x5BD8CDDAL,18446744073709551612UL,0x62B93F46L},{9UL,0x7B50838CL,18446744073709551615UL},{18446744073709551615UL,9UL,18446744073709551609UL},{0xD7C26252L,18446744073709551615UL,0xD7C26252L},{0x1CCAF374L,0x5BD8CDDAL,18446744073709551615UL},{0x7B50838CL,0x62B93F46L,9UL}}};
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_89[i] = 0x9B787897L;
    for (i = 0; i < 6; i++)
        l_149[i] = 0xA681L;
    for (i = 0; i < 1; i++)
        l_325[i] = 0xDD35F910L;
    if ((safe_sub_func_uint8_t_u_u((++(*l_36)), ((safe_unary_minus_func_uint16_t_u(((*l_82) = (((safe_div_func_uint32_t_u_u(((((safe_div_func_int64_t_s_s(((*l_79) &= ((((safe_mul_func_int16_t_s_s(((((~l_35) || (safe_mod_func_int16_t_s_s((safe_mod_func_int32_t_s_s((g_6 || ((-6L) > (safe_sub_func_uint16_t_u_u((~(safe_lshift_func_int8_t_s_u(0x30L, (--(*l_59))))), ((safe_add_func_int8_t_s_s((safe_add_func_uint32_t_u_u(((safe_add_func_int8_t_s_s(((((*l_77) = (safe_add_func_int32_t_s_s((+((((((void*)0 == l_34) , l_72) != (p_31 , g_74)) <= p_31) >= 0x9B02088C4B507774LL)), l_76[2][0]))) , p_31) < g_57[0][3]), (-1L))) != p_31), l_35)), 0xA0L)) == 0x4AE8BCD06DB25596LL))))), p_31)), g_8))) || 0x9233419813DA773CLL) ^ g_12), 0UL)) >= p_31) | 0UL) < p_31)), g_5)) ^ g_6) | (-1L)) | 0x4F80CF873A649E5ALL), p_31)) > 65535UL) && l_81)))) & g_57[2][5]))))
    { /* block id: 13 */
        int32_t *l_84[2];
        int16_t l_91 = 0x4F41L;
        int64_t l_139[8][5] = {{0x55E81BF0A7C6E3E1LL,1L,1L,0x55E81BF0A7C6E3E1LL,1L},{0x7BCE98AAFF4E996ELL,0x7BCE98AAFF4E996ELL,0xD86818F9B38B2FA4LL,0x7BCE98AAFF4E996ELL,0x7BCE98AAFF4E996ELL},{1L,0x55E81BF0A7C6E3E1LL,1L,1L,0x55E81BF0A7C6E3E1LL},{0x7BCE98AAFF4E996ELL,0L,0L,0x7BCE98AAFF4E996ELL,0L},{0x55E81BF0A7C6E3E1LL,0x55E81BF0A7C6E3E1LL,(-1L),0x55E81BF0A7C6E3E1LL,0x55E81BF0A7C6E3E1LL},{0L,0x7BCE98AAFF4E996ELL,0L,0L,0x7BCE98AAFF4E996ELL},{0x55E81BF0A7C6E3E1LL,1L,1L,0x55E81BF0A7C6E3E1LL,1L},{0x7BCE98AAFF4E996ELL,0x7BCE98AAFF4E996ELL,0xD86818F9B38B2FA4LL,0x7BCE98AAFF4E996ELL,0x7BCE98AAFF4E996ELL}};
        int i, j;
        for (i = 0; i < 2; i++)
            l_84[i] = &g_8;
        l_92--;
        for (g_80 = 0; (g_80 > 24); g_80 = safe_add_func_int64_t_s_s(g_80, 3))
        { /* block id: 17 */
            const uint16_t *l_109 = &g_83;
            int32_t l_110[8][4][7] = {{{0xE0895C1BL,(-3L),0x82F6EF7CL,(-3L),0xE0895C1BL,0x185E692DL,0xAD771BCFL},{(-1L),0xE2A8B94EL,(-7L),(-7L),(-7L),(-7L),0xE2A8B94EL},{(-9L),0xD286A585L,0x9B834A4FL,(-7L),0x2676B605L,(-3L),0x2676B605L},{(-1L),(-7L),0xD5A1B73FL,(-7L),6L,(-1L),0xD5A1B73FL}},{{0xE0895C1BL,0x185E692DL,0xAD771BCFL,(-7L),0xAD771BCFL,0x185E692DL,0xE0895C1BL},{0xD596B20DL,0xD5A1B73FL,0x5DFA243BL,(-7L),0xD596B20DL,1L,0xD5A1B73FL},{0xFB787705L,0xD286A585L,0xFB787705L,(-3L),(-9L),(-1L),0x2676B605L},{(-7L),6L,0x5DFA243BL,0x5DFA243BL,6L,(-7L),0xE2A8B94EL}},{{(-2L),(-3L),0xAD771BCFL,(-1L),0x15CE37C2L,(-1L),0xAD771BCFL},{0xD596B20DL,1L,0xD5A1B73FL,(-1L),(-7L),1L,1L},{(-1L),(-3L),0x9B834A4FL,(-3L),(-1L),0x185E692DL,(-9L)},{(-1L),6L,(-7L),0xD5A1B73FL,(-7L),(-1L),0xE2A8B94EL}},{{0xAD771BCFL,0xD286A585L,0x82F6EF7CL,(-7L),0x15CE37C2L,(-3L),0x15CE37C2L},{(-1L),0xD5A1B73FL,0xD5A1B73FL,(-1L),6L,(-7L),0xD5A1B73FL},{(-1L),0x185E692DL,(-9L),(-7L),(-9L),0x185E692DL,(-1L)},{0xD596B20DL,(-7L),0x5DFA243BL,0xD5A1B73FL,0xD596B20DL,0xD596B20DL,0xD5A1B73FL}},{{(-2L),0xD286A585L,(-2L),(-3L),0xAD771BCFL,(-1L),0x15CE37C2L},{(-7L),0xE2A8B94EL,0x5DFA243BL,(-1L),6L,0xD5A1B73FL,0xE2A8B94EL},{0xFB787705L,(-3L),(-9L),(-1L),0x2676B605L,(-1L),(-9L)},{0xD596B20DL,0xD596B20DL,0xD5A1B73FL,0x5DFA243BL,(-7L),0xD596B20DL,1L}},{{0xE0895C1BL,(-3L),0x82F6EF7CL,(-3L),0xAD771BCFL,(-3L),(-2L)},{(-1L),1L,0x5DFA243BL,(-1L),(-1L),0x5DFA243BL,1L},{0xFB787705L,0x185E692DL,0x2676B605L,0xD286A585L,(-1L),(-1L),(-1L)},{(-1L),(-1L),(-7L),0x5DFA243BL,0xD596B20DL,(-1L),(-7L)}},{{0xAD771BCFL,(-3L),(-2L),0xD286A585L,(-2L),(-3L),0xAD771BCFL},{(-7L),(-7L),0xE2A8B94EL,(-1L),(-7L),0xD5A1B73FL,(-7L)},{0x9B834A4FL,0x185E692DL,0x9B834A4FL,(-1L),0xFB787705L,(-7L),(-1L)},{(-1L),0xD596B20DL,0xE2A8B94EL,0xE2A8B94EL,0xD596B20DL,(-1L),1L}},{{0x82F6EF7CL,(-1L),(-2L),(-7L),0xE0895C1BL,(-7L),(-2L)},{(-7L),0xD5A1B73FL,(-7L),6L,(-1L),0xD5A1B73FL,0xD5A1B73FL},{(-9L),(-1L),0x2676B605L,(-1L),(-9L),(-3L),0xFB787705L},{(-1L),0xD596B20DL,0x5DFA243BL,(-7L),(-1L),(-1L),1L}}};
            int16_t l_111 = 0x41BEL;
            int32_t l_112 = 0x95D173CAL;
            int i, j, k;
            for (l_92 = 16; (l_92 == 57); l_92 = safe_add_func_int16_t_s_s(l_92, 1))
            { /* block id: 20 */
                uint16_t **l_107[3][3][6] = {{{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82},{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82},{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82}},{{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82},{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82},{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82}},{{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82},{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82},{&l_82,&l_82,&l_82,&l_82,&l_82,&l_82}}};
                int i, j, k;
                l_112 = (l_111 ^= (safe_add_func_int32_t_s_s(((g_78[2][4][0] || ((((p_31 >= ((void*)0 != &g_37)) , p_31) > (safe_mul_func_int16_t_s_s((safe_rshift_func_uint8_t_u_u(p_31, 1)), ((*l_77) = (l_110[2][1][1] &= ((safe_add_func_uint32_t_u_u(1UL, ((g_108 = (void*)0) == (g_4 , l_109)))) , 0x0213L)))))) , g_3)) , p_31), p_31)));
            }
            for (l_86 = 3; (l_86 >= 0); l_86 -= 1)
            { /* block id: 29 */
                int i, j;
                if (p_31)
                    break;
            }
        }
        l_113 = p_31;
        for (g_12 = 17; (g_12 != 4); --g_12)
        { /* block id: 36 */
            uint16_t l_124 = 0UL;
            int32_t l_130 = 1L;
            int32_t l_138[8] = {0x9171A507L,0L,0L,0x9171A507L,0L,0L,0x9171A507L,0L};
            int i;
            for (l_87 = 0; (l_87 <= 1); l_87 += 1)
            { /* block id: 39 */
                int16_t **l_116 = &l_77;
                int16_t *l_118 = &g_78[1][2][1];
                int16_t **l_117 = &l_118;
                int32_t l_129 = 0xF5DD3F59L;
                int16_t l_131 = 0xED22L;
                l_130 = (((((*l_116) = &g_78[1][8][1]) == ((*l_117) = &g_78[0][2][4])) != (safe_div_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u((((g_123[2] , (l_124 , 0L)) ^ (g_37 || 0xC415L)) ^ ((((safe_mod_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_s(((g_57[1][6] , p_31) <= 0x53F4F879L), 7)) , 0xAF55L), 0xEF73L)) >= l_129) & 0x98L) , p_31)), 13)), l_124))) | l_124);
                l_130 ^= p_31;
                (*g_74) = (*g_74);
                l_131 |= (&l_113 == (void*)0);
            }
            for (l_86 = 0; (l_86 <= (-3)); l_86 = safe_sub_func_int8_t_s_s(l_86, 2))
            { /* block id: 49 */
                int32_t *l_134 = &l_130;
                int32_t l_135 = 0L;
                int32_t l_136 = 0x8F621FC3L;
                int32_t l_137 = 0xDAF4E678L;
                int32_t l_140[4];
                uint16_t l_142[3];
                int i;
                for (i = 0; i < 4; i++)
                    l_140[i] = 0L;
                for (i = 0; i < 3; i++)
                    l_142[i] = 5UL;
                (*l_72) = l_134;
                l_142[0]++;
            }
            l_130 &= l_124;
        }
    }
    else
    { /* block id: 55 */
        uint32_t l_145 = 0xC9B70E13L;
        int32_t *l_148[9][10] = {{&l_89[3],&l_89[3],&l_88,&l_89[0],&l_90,&l_86,(void*)0,&l_86,&l_90,&l_89[0]},{&l_89[0],(void*)0,&l_89[0],&l_86,&g_57[2][5],&l_88,(void*)0,(void*)0,&l_88,&g_57[2][5]},{&l_88,&l_89[3],&l_89[3],&l_88,&l_89[0],&l_90,&l_86,(void*)0,&l_86,&l_90},{&l_88,&g_57[2][5],&l_89[0],&g_57[2][5],&l_88,&g_57[2][5],&l_89[3],&l_86,&l_86,&l_89[3]},{(void*)0,&g_57[2][5],&l_88,&l_88,&g_57[2][5],(void*)0,&g_57[2][5],&l_89[3],&l_88,&l_86},{(void*)0,&l_89[3],(void*)0,&g_57[2][5],(void*)0,&l_89[3],(void*)0,&l_90,&l_88,&l_88},{(void*)0,&l_88,&l_89[0],&g_57[2][5],&g_57[2][5],&l_89[0],&l_88,(void*)0,&l_88,&l_90},{&l_89[0],&l_88,(void*)0,&l_88,&l_90,&l_88,(void*)0,&l_88,&l_89[0],&g_57[2][5]},{(void*)0,&l_89[3],(void*)0,&l_90,&l_88,&l_88,&l_90,(void*)0,&l_89[3],(void*)0}};
        int64_t l_151 = 0xD3DDE73A24DCB8F5LL;
        int64_t l_153 = 0x1D8A302A7C8BD037LL;
        int32_t l_154 = 0xDB8E4D1AL;
        const int16_t *l_171 = &g_78[0][8][1];
        uint32_t *l_172 = &l_76[2][0];
        int i, j;
        l_145++;
lbl_225:
        --g_155;
        if (((((*l_172) = (((((((safe_sub_func_uint8_t_u_u(249UL, (g_160 , p_31))) || p_31) >= ((g_37 & (safe_div_func_uint8_t_u_u(0x25L, (g_6 , (safe_lshift_func_uint8_t_u_s((g_60 ^= ((safe_mod_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((safe_mul_func_uint8_t_u_u(((&g_78[1][2][1] == l_171) || 7L), p_31)), 0xC2FD8B83L)), p_31)) != p_31)), p_31)))))) | p_31)) | p_31) && 7UL) ^ 0xD8A42E7EL) && 0xD73A53A5831BF7C6LL)) >= p_31) , p_31))
        { /* block id: 60 */
            int64_t l_173 = 0x1B2A36AC72C91E21LL;
            for (l_153 = 5; (l_153 >= 0); l_153 -= 1)
            { /* block id: 63 */
                int i;
                l_173 = l_149[l_153];
                return p_31;
            }
            g_8 |= (g_152 < ((*l_172) = 0UL));
        }
        else
        { /* block id: 69 */
            uint32_t l_182 = 0x3FC8D8CEL;
            uint32_t l_199 = 0x413D37B2L;
            int16_t *l_202 = (void*)0;
            uint32_t l_210 = 0x922F0252L;
            int32_t l_224 = (-1L);
            int8_t **l_230 = &l_196;
            for (l_81 = 1; (l_81 <= (-30)); l_81 = safe_sub_func_uint32_t_u_u(l_81, 8))
            { /* block id: 72 */
                int8_t *l_194 = &l_113;
                int8_t **l_195[1][1][10] = {{{&l_194,&l_194,&l_194,&l_194,&l_194,&l_194,&l_194,&l_194,&l_194,&l_194}}};
                int32_t l_203 = 0x42583DD8L;
                uint64_t *l_220 = &l_92;
                int i, j, k;
                l_35 ^= p_31;
                l_203 ^= ((safe_lshift_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u(((*l_36) = g_5), g_78[1][2][1])) && l_182), ((*l_194) = (safe_rshift_func_uint16_t_u_s(((safe_lshift_func_uint8_t_u_s((~(((safe_div_func_uint8_t_u_u(((safe_div_func_uint32_t_u_u((safe_div_func_int64_t_s_s(((*l_79) = ((l_196 = l_194) != (void*)0)), (safe_div_func_int8_t_s_s(p_31, l_199)))), (g_8 &= ((0UL || ((void*)0 != l_202)) ^ g_57[2][5])))) || 0x23L), 0xE3L)) & g_57[2][5]) | l_199)), p_31)) | p_31), g_78[0][5][2]))))) && p_31);
                g_221 |= ((((l_203 = (g_83 , (g_78[1][2][1] = (safe_sub_func_uint32_t_u_u(l_182, (((safe_add_func_int64_t_s_s((((((safe_div_func_uint8_t_u_u(((void*)0 != &l_113), l_210)) , (((((*l_220) = (safe_mul_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s(((safe_unary_minus_func_uint64_t_u(((g_218[0] == ((((((((~l_203) || (0x0D44L ^ l_203)) <= 65528UL) , l_203) , l_210) , g_60) >= 0x2588L) , 0UL)) , g_37))) > 0UL), 5)), g_6))) != g_57[2][5]) || g_6) < g_57[0][1])) & 1L) , p_31) , 0x8BB123F9A677B1BFLL), g_80)) & l_203) || 18446744073709551615UL)))))) & g_8) < 1L) , p_31);
                l_203 = 0x478A65B2L;
            }
            for (g_83 = 0; (g_83 != 2); ++g_83)
            { /* block id: 88 */
                l_224 = (g_57[2][5] = p_31);
                if (g_80)
                    goto lbl_225;
                return g_78[1][2][1];
            }
            if ((safe_add_func_uint16_t_u_u(65535UL, (p_31 & 0L))))
            { /* block id: 94 */
                int8_t **l_229 = &l_196;
                int8_t ***l_228[4] = {&l_229,&l_229,&l_229,&l_229};
                int32_t l_231 = 0x2C48C575L;
                uint64_t l_232 = 1UL;
                int i;
                l_230 = (void*)0;
                l_232++;
                (*g_74) = (*g_74);
                l_231 = ((l_224 ^ ((void*)0 != &l_141[2][2][0])) && p_31);
            }
            else
            { /* block id: 99 */
                (*g_74) = (*g_74);
                (*g_235) = &l_196;
                return p_31;
            }
        }
    }
    for (l_113 = 28; (l_113 >= 4); --l_113)
    { /* block id: 108 */
        uint8_t *l_262 = &g_60;
        int32_t l_263 = 1L;
        uint16_t l_304 = 0xB6BBL;
        uint32_t l_310 = 1UL;
        int16_t l_353 = (-9L);
        int32_t l_360 = (-2L);
        int32_t l_361 = (-1L);
        int32_t l_362 = 0x48E04DEAL;
        int32_t l_363 = 0x575FBE21L;
        int32_t l_364 = 1L;
        int32_t l_365 = 0x614013C1L;
        int32_t l_366 = 1L;
        int32_t l_367 = 0L;
        int32_t l_368 = 0x684E1767L;
        int32_t l_369[1][8][6];
        int16_t l_380 = 0x58D3L;
        uint32_t l_389 = 0x7C268B8CL;
        int8_t ***l_403[1][7] = {{&g_236,&g_236,&g_236,&g_236,&g_236,&g_236,&g_236}};
        int i, j, k;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 8; j++)
            {
                for (k = 0; k < 6; k++)
                    l_369[i][j][k] = 0L;
            }
        }
        for (l_90 = 0; (l_90 != (-5)); l_90 = safe_sub_func_int32_t_s_s(l_90, 5))
        { /* block id: 111 */
            int32_t *l_243 = &g_57[1][3];
            int8_t l_283[10][1] = {{0xB7L},{0L},{0x06L},{0L},{0xB7L},{0xB7L},{0L},{0x06L},{0L},{0xB7L}};
            uint64_t *l_305 = &l_92;
            int i, j;
            if ((l_243 != ((((((safe_mod_func_int32_t_s_s((((safe_rshift_func_uint16_t_u_u(((safe_sub_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((*l_243), ((safe_rshift_func_int8_t_s_u(((safe_mul_func_int8_t_s_s((safe_sub_func_uint32_t_u_u(((p_31 > (p_31 >= (safe_mul_func_uint16_t_u_u(((safe_mod_func_uint32_t_u_u(((g_78[1][2][1] != 251UL) <= (l_36 != l_262)), ((p_31 > g_5) | (-1L)))) != g_8), l_263)))) | p_31), p_31)), l_263)) > g_8), l_263)) , (*l_243)))), 6UL)) | 0x76L), 15)) < g_37) < 0xC0DC9828D54BFE42LL), 5L)) < g_8) > l_264) ^ p_31) , g_83) , l_243)))
            { /* block id: 112 */
                int32_t *l_265[9][10][2] = {{{&l_85,(void*)0},{&l_89[3],&l_90},{&l_85,&l_89[3]},{&g_8,&g_8},{&g_8,&l_89[3]},{&l_85,&l_90},{&l_89[3],(void*)0},{&l_85,&l_89[3]},{&g_8,&l_86},{&g_8,&l_89[3]}},{{&l_85,(void*)0},{&l_89[3],&l_90},{&l_85,&l_89[3]},{&g_8,&g_8},{&g_8,&l_89[3]},{&l_85,&l_90},{&l_89[3],(void*)0},{&l_85,&l_89[3]},{&g_8,&l_86},{&g_8,&l_89[3]}},{{&l_85,(void*)0},{&l_89[3],&l_90},{&l_85,&l_89[3]},{&g_8,&g_8},{&g_8,&l_89[3]},{&l_85,&l_90},{&l_89[3],(void*)0},{&l_85,&l_89[3]},{&g_8,&l_86},{&g_8,&l_89[3]}},{{&l_85,(void*)0},{&l_89[3],&l_90},{&l_85,&l_89[3]},{&g_8,&g_8},{&g_8,&l_89[3]},{&l_85,&l_90},{&l_89[3],(void*)0},{&l_85,&l_89[3]},{&g_8,&l_86},{&g_8,&l_89[3]}},{{&l_85,(void*)0},{&l_89[3],&l_90},{&l_85,&l_89[3]},{&g_8,&g_8},{&g_8,&l_89[3]},{&l_85,&l_90},{&l_89[3],(void*)0},{&l_85,&l_89[3]},{&g_8,&l_86},{&g_8,&l_89[3]}},{{&l_85,(void*)0},{&l_89[3],&l_90},{&l_85,&l_89[3]},{&g_8,&g_8},{&g_8,&l_89[3]},{&l_85,&l_90},{&l_89[3],(void*)0},{&l_85,&l_89[3]},{&g_8,&l_86},{&l_89[3],&l_85}},{{&l_263,&l_86},{&l_85,&g_8},{&l_263,&g_6},{&l_89[3],&l_89[3]},{&l_89[3],&g_6},{&l_263,&g_8},{&l_85,&l_86},{&l_263,&l_85},{&l_89[3],&l_89[3]},{&l_89[3],&l_85}},{{&l_263,&l_86},{&l_85,&g_8},{&l_263,&g_6},{&l_89[3],&l_89[3]},{&l_89[3],&g_6},{&l_263,&g_8},{&l_85,&l_86},{&l_263,&l_85},{&l_89[3],&l_89[3]},{&l_89[3],&l_85}},{{&l_263,&l_86},{&l_85,&g_8},{&l_263,&g_6},{&l_89[3],&l_89[3]},{&l_89[3],&g_6},{&l_263,&g_8},{&l_85,&l_86},{&l_263,&l_85},{&l_89[3],&l_89[3]},{&l_89[3],&l_85}}};
                int32_t **l_267 = &l_265[3][3][0];
                int i, j, k;
                l_89[3] |= ((*l_243) = p_31);
                (*l_267) = l_266;
            }
            else
            { /* block id: 116 */
                int32_t l_270 = 0x2122694DL;
                uint32_t l_275[8][7][4] = {{{18446744073709551607UL,1UL,1UL,18446744073709551607UL},{1UL,0x9741A8AFL,0xCB19B58AL,0x062CD13CL},{5UL,0xA7D6DE32L,0x110EF3F9L,1UL},{0xCB19B58AL,1UL,0xE5AD53ADL,1UL},{0xB0A3EE7DL,0xA7D6DE32L,0x53DFCAD6L,0x062CD13CL},{0xB28FE756L,0x9741A8AFL,0xDFCA33EDL,18446744073709551607UL},{0UL,1UL,0UL,1UL}},{{0x77FEE7BAL,0xCB19B58AL,0x6BF9ADAFL,5UL},{0x9741A8AFL,0x110EF3F9L,5UL,0xCB19B58AL},{0x53DFCAD6L,0xE5AD53ADL,5UL,0xB0A3EE7DL},{0x9741A8AFL,0x53DFCAD6L,0x6BF9ADAFL,0xB28FE756L},{0x77FEE7BAL,0xDFCA33EDL,0UL,0UL},{0UL,0UL,0xDFCA33EDL,0x77FEE7BAL},{0xB28FE756L,0x6BF9ADAFL,0x53DFCAD6L,0x9741A8AFL}},{{0xB0A3EE7DL,5UL,0xE5AD53ADL,0x53DFCAD6L},{0xCB19B58AL,5UL,0x110EF3F9L,0x9741A8AFL},{5UL,0x6BF9ADAFL,0xCB19B58AL,0x77FEE7BAL},{1UL,0UL,1UL,0UL},{18446744073709551607UL,0xDFCA33EDL,0x9741A8AFL,0xB28FE756L},{0x062CD13CL,0x53DFCAD6L,0xA7D6DE32L,0xB0A3EE7DL},{1UL,0xE5AD53ADL,1UL,0xCB19B58AL}},{{1UL,0x110EF3F9L,0xA7D6DE32L,5UL},{0x062CD13CL,0xCB19B58AL,0x9741A8AFL,1UL},{18446744073709551607UL,1UL,1UL,18446744073709551607UL},{1UL,0x9741A8AFL,0xCB19B58AL,0x062CD13CL},{5UL,0xA7D6DE32L,0x110EF3F9L,1UL},{0xCB19B58AL,1UL,0xE5AD53ADL,1UL},{0xB0A3EE7DL,0xA7D6DE32L,0x53DFCAD6L,0x062CD13CL}},{{0xB28FE756L,0x9741A8AFL,0xDFCA33EDL,18446744073709551607UL},{0UL,1UL,0UL,1UL},{0x77FEE7BAL,0xCB19B58AL,0x6BF9ADAFL,5UL},{0x9741A8AFL,0x110EF3F9L,5UL,0xCB19B58AL},{0x53DFCAD6L,0xDFCA33EDL,0x062CD13CL,0xB4BC9916L},{1UL,0x6BF9ADAFL,0xE5AD53ADL,0xA7D6DE32L},{0UL,1UL,0x73321925L,0x73321925L}},{{0x73321925L,0x73321925L,1UL,0UL},{0xA7D6DE32L,0xE5AD53ADL,0x6BF9ADAFL,1UL},{0xB4BC9916L,0x062CD13CL,0xDFCA33EDL,0x6BF9ADAFL},{1UL,0x062CD13CL,0x77FEE7BAL,1UL},{0x062CD13CL,0xE5AD53ADL,1UL,0UL},{0x53DFCAD6L,0x73321925L,0xA4845918L,0x73321925L},{0xA35CB3C5L,1UL,1UL,0xA7D6DE32L}},{{0xCB19B58AL,0x6BF9ADAFL,5UL,0xB4BC9916L},{0xA4845918L,0xDFCA33EDL,0xB0A3EE7DL,1UL},{0xA4845918L,0x77FEE7BAL,5UL,0x062CD13CL},{0xCB19B58AL,1UL,1UL,0x53DFCAD6L},{0xA35CB3C5L,0xA4845918L,0xA4845918L,0xA35CB3C5L},{0x53DFCAD6L,1UL,1UL,0xCB19B58AL},{0x062CD13CL,5UL,0x77FEE7BAL,0xA4845918L}},{{1UL,0xB0A3EE7DL,0xDFCA33EDL,0xA4845918L},{0xB4BC9916L,5UL,0x6BF9ADAFL,0xCB19B58AL},{0xA7D6DE32L,1UL,1UL,0xA35CB3C5L},{0x73321925L,0xA4845918L,0x73321925L,0x53DFCAD6L},{0UL,1UL,0xE5AD53ADL,0x062CD13CL},{1UL,0x77FEE7BAL,0x062CD13CL,1UL},{0x6BF9ADAFL,0xDFCA33EDL,0x062CD13CL,0xB4BC9916L}}};
                uint32_t l_284 = 1UL;
                int8_t l_285 = 0x34L;
                int i, j, k;
                if (p_31)
                    break;
                if (p_31)
                    continue;
                (*g_287) = ((((~(l_270 |= l_269)) || ((((g_286 = ((*l_266) = (safe_lshift_func_int16_t_s_s((((0x4DL > (safe_sub_func_int32_t_s_s(((*l_243) &= l_275[1][1][2]), ((&g_80 != (void*)0) != (~(p_31 > ((safe_div_func_int16_t_s_s((2L != (((safe_add_func_uint64_t_u_u(l_275[1][1][2], ((safe_rshift_func_uint16_t_u_s(0x785CL, g_78[1][2][1])) > 0L))) > 2UL) >= p_31)), l_283[0][0])) == l_284))))))) >= l_285) < g_152), p_31)))) != g_78[1][4][5]) < 4L) && p_31)) >= g_221) < l_263);
            }
            if ((*g_287))
            { /* block id: 125 */
                uint64_t l_288 = 0UL;
                --l_288;
            }
            else
            { /* block id: 127 */
                (*l_266) &= 0x9D5FF277L;
                if ((*l_243))
                    continue;
            }
            (*g_311) = ((*l_243) = ((*l_266) = ((safe_sub_func_int8_t_s_s((l_263 , ((((safe_div_func_uint64_t_u_u(((+(((**g_236) &= 0x0EL) , (safe_div_func_int8_t_s_s(((**g_236) = ((void*)0 != &l_149[1])), (safe_mul_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((g_60--), (l_304 , ((void*)0 != l_305)))), ((*l_82)--))))))) | ((safe_sub_func_int64_t_s_s((*l_243), (((l_304 || (*l_243)) < p_31) & 0UL))) | p_31)), 0xA8FE545578F8AF3DLL)) & l_304) == (*l_266)) , l_263)), 1L)) >= l_310)));
            l_263 ^= ((-1L) || (safe_mul_func_uint16_t_u_u(((*l_82) = 0UL), 0x4960L)));
        }
        for (g_11 = 0; g_11 < 5; g_11 += 1)
        {
            for (g_4 = 0; g_4 < 3; g_4 += 1)
            {
                for (g_8 = 0; g_8 < 2; g_8 += 1)
                {
                    l_141[g_11][g_4][g_8] = 0x74361D8EF56E1086LL;
                }
            }
        }
        if ((safe_sub_func_int8_t_s_s((*g_237), ((0xA5430609L ^ (((0xFDL != (0x3A24E9E1L > (((g_12 , &l_310) == (((safe_sub_func_uint16_t_u_u(0UL, ((*l_82) |= (((safe_lshift_func_uint8_t_u_u((safe_div_func_int8_t_s_s((g_322 != &l_77), (*l_266))), 3)) && g_221) ^ (-4L))))) >= 0xDAL) , (void*)0)) && l_263))) ^ g_60) , g_80)) > l_325[0]))))
        { /* block id: 143 */
            uint8_t l_352 = 0x39L;
            int32_t *l_354 = &l_89[3];
            int32_t *l_355 = (void*)0;
            int32_t *l_356 = &l_90;
            int32_t *l_357 = (void*)0;
            int32_t *l_358 = &l_85;
            int32_t *l_359[7][5] = {{&g_57[2][5],(void*)0,&l_35,&g_57[2][5],&g_57[2][5]},{&l_90,(void*)0,&l_88,&l_90,&g_57[2][5]},{&g_57[2][5],&l_88,&l_88,&g_57[2][5],&l_89[3]},{&g_57[2][5],(void*)0,&l_35,&g_57[2][5],&g_57[2][5]},{&l_90,(void*)0,&l_88,&l_90,&g_57[2][5]},{&g_57[2][5],&l_88,&l_88,&g_57[2][5],&l_89[3]},{&g_57[2][5],(void*)0,&l_35,&g_57[2][5],&g_57[2][5]}};
            uint32_t l_370 = 0UL;
            uint64_t *l_385 = &l_264;
            int i, j;
            l_353 = (safe_mul_func_int8_t_s_s(((((p_31 >= (safe_rshift_func_int16_t_s_s((safe_sub_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((p_31 , (safe_div_func_int64_t_s_s(((safe_mod_func_int8_t_s_s(((safe_add_func_int32_t_s_s(2L, ((g_344 = (safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint8_t_u_s(((*g_235) == (void*)0), 2)), 10))) || ((safe_sub_func_uint16_t_u_u((safe_div_func_uint64_t_u_u((((p_31 , (safe_div_func_int32_t_s_s((-1L), (g_8 && ((*l_79) = (g_57[2][5] < p_31)))))) , 3L) && (*g_323)), (-9L))), 0x50C3L)) > g_351)))) > g_238), g_221)) <= (**g_236)), p_31))), 0x6AL)), (*l_266))), 4))) , p_31) > 0x73A76BD2L) , 1L), l_352));
            --l_370;
            if ((safe_mod_func_uint64_t_u_u((((***g_235) , g_375) , (0L <= (((*l_385) = (((void*)0 == (**g_235)) == ((((safe_mod_func_uint64_t_u_u((safe_sub_func_uint8_t_u_u(l_380, ((((p_31 ^ g_8) , (safe_rshift_func_int16_t_s_u(((safe_div_func_uint8_t_u_u((((void*)0 != &g_108) == 0xA5A9L), (*g_237))) == 0x2E00A1EFL), l_362))) == p_31) == 0x32E0F259215184BDLL))), 0x898FB6D77FFB56C6LL)) | 1L) , g_80) || g_6))) | 1UL))), (-1L))))
            { /* block id: 149 */
                uint32_t l_386 = 0x88D8BF3DL;
                ++l_386;
                if (l_389)
                    break;
                (*l_354) = p_31;
            }
            else
            { /* block id: 153 */
                int32_t *l_390 = &g_57[2][5];
                (*l_72) = (void*)0;
                (*l_72) = l_357;
                (*l_72) = l_390;
            }
            for (l_87 = 1; (l_87 <= 5); l_87 += 1)
            { /* block id: 160 */
                uint32_t l_391 = 0x4B00E642L;
                l_391--;
            }
        }
        else
        { /* block id: 163 */
            volatile int32_t * volatile l_398 = &g_4;/* VOLATILE GLOBAL l_398 */
            int32_t l_400 = 0x42B5E562L;
            uint32_t *l_427 = &g_424[6][4][1].f0;
            for (l_304 = 0; (l_304 == 28); l_304++)
            { /* block id: 166 */
                (*l_266) |= p_31;
                (*g_74) = (*g_74);
                (*l_72) = &l_90;
            }
            for (l_353 = (-18); (l_353 >= (-17)); l_353 = safe_add_func_uint16_t_u_u(l_353, 1))
            { /* block id: 173 */
                uint32_t *l_399 = &l_76[3][0];
                int32_t *l_401 = &l_360;
                int32_t *l_402 = &l_363;
                int8_t ****l_404[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_404[i] = &l_403[0][2];
                l_398 = (*g_74);
                (*l_402) |= ((*l_401) |= (((*l_399) = (*l_266)) ^ (g_324 < ((*l_266) | ((*l_82) = l_400)))));
                g_235 = l_403[0][5];
                (*l_401) &= (g_160.f1 <= ((((*l_79) = ((safe_add_func_uint32_t_u_u(((p_31 == ((*l_262) = (safe_add_func_uint64_t_u_u((((safe_mod_func_uint64_t_u_u((~(((safe_lshift_func_uint16_t_u_s(p_31, 15)) & l_400) >= g_238)), (safe_sub_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(l_380, ((safe_div_func_int32_t_s_s((g_424[6][4][1] , ((((safe_div_func_uint32_t_u_u(((*l_427) |= (l_363 | ((g_428[7] = l_427) == l_427))), l_429[6][1][0])) >= g_57[1][6]) == (-1L)) | (*l_402))), p_31)) > p_31))), p_31)), g_57[2][5])), 0xD268L)))) || l_400) , l_362), p_31)))) < p_31), p_31)) | g_78[1][2][1])) , g_57[2][6]) <= p_31));
            }
            for (l_368 = 2; (l_368 >= 0); l_368 -= 1)
            { /* block id: 188 */
                int i, j;
                (*g_311) ^= (safe_mul_func_int8_t_s_s((0x4DL == (g_57[l_368][l_368] | ((*l_82) = p_31))), ((p_31 == (((**g_236) = (**g_236)) != (safe_lshift_func_int16_t_s_s(0x2635L, (safe_sub_func_int16_t_s_s(((p_31 , ((l_362 &= (0xE9FFCFF27217BD38LL == (+0xF4AFL))) & (-6L))) , p_31), p_31)))))) || 0x2F550A51L)));
                (*l_266) |= p_31;
                return p_31;
            }
        }
    }
    return p_31;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_57[i][j], "g_57[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_60, "g_60", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_78[i][j][k], "g_78[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_83, "g_83", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_123[i].f0, "g_123[i].f0", print_hash_value);
        transparent_crc(g_123[i].f1, "g_123[i].f1", print_hash_value);
        transparent_crc(g_123[i].f2, "g_123[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_152, "g_152", print_hash_value);
    transparent_crc(g_155, "g_155", print_hash_value);
    transparent_crc(g_160.f0, "g_160.f0", print_hash_value);
    transparent_crc(g_160.f1, "g_160.f1", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_218[i], "g_218[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_221, "g_221", print_hash_value);
    transparent_crc(g_238, "g_238", print_hash_value);
    transparent_crc(g_286, "g_286", print_hash_value);
    transparent_crc(g_324, "g_324", print_hash_value);
    transparent_crc(g_344, "g_344", print_hash_value);
    transparent_crc(g_351, "g_351", print_hash_value);
    transparent_crc(g_375.f0, "g_375.f0", print_hash_value);
    transparent_crc(g_375.f1, "g_375.f1", print_hash_value);
    transparent_crc(g_375.f2, "g_375.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_424[i][j][k].f0, "g_424[i][j][k].f0", print_hash_value);
                transparent_crc(g_424[i][j][k].f1, "g_424[i][j][k].f1", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_440, "g_440", print_hash_value);
    transparent_crc(g_446, "g_446", print_hash_value);
    transparent_crc(g_505.f0, "g_505.f0", print_hash_value);
    transparent_crc(g_505.f1, "g_505.f1", print_hash_value);
    transparent_crc(g_505.f2, "g_505.f2", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_736[i], "g_736[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_774.f0, "g_774.f0", print_hash_value);
    transparent_crc(g_774.f1, "g_774.f1", print_hash_value);
    transparent_crc(g_774.f2, "g_774.f2", print_hash_value);
    transparent_crc(g_804, "g_804", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_808[i][j][k].f0, "g_808[i][j][k].f0", print_hash_value);
                transparent_crc(g_808[i][j][k].f1, "g_808[i][j][k].f1", print_hash_value);
                transparent_crc(g_808[i][j][k].f2, "g_808[i][j][k].f2", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_819.f0, "g_819.f0", print_hash_value);
    transparent_crc(g_819.f1, "g_819.f1", print_hash_value);
    transparent_crc(g_848, "g_848", print_hash_value);
    transparent_crc(g_930, "g_930", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_932[i], "g_932[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_939, "g_939", print_hash_value);
    transparent_crc(g_993, "g_993", print_hash_value);
    transparent_crc(g_1094, "g_1094", print_hash_value);
    transparent_crc(g_1095.f0, "g_1095.f0", print_hash_value);
    transparent_crc(g_1095.f1, "g_1095.f1", print_hash_value);
    transparent_crc(g_1244, "g_1244", print_hash_value);
    transparent_crc(g_1294.f0, "g_1294.f0", print_hash_value);
    transparent_crc(g_1294.f1, "g_1294.f1", print_hash_value);
    transparent_crc(g_1294.f2, "g_1294.f2", print_hash_value);
    transparent_crc(g_1311, "g_1311", print_hash_value);
    transparent_crc(g_1356, "g_1356", print_hash_value);
    transparent_crc(g_1362, "g_1362", print_hash_value);
    transparent_crc(g_1393.f0, "g_1393.f0", print_hash_value);
    transparent_crc(g_1393.f1, "g_1393.f1", print_hash_value);
    transparent_crc(g_1393.f2, "g_1393.f2", print_hash_value);
    transparent_crc(g_1423, "g_1423", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 388
XXX total union variables: 19

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 8
breakdown:
   indirect level: 0, occurrence: 7
   indirect level: 1, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 3
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 12
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 1

XXX max expression depth: 43
breakdown:
   depth: 1, occurrence: 254
   depth: 2, occurrence: 54
   depth: 3, occurrence: 7
   depth: 4, occurrence: 5
   depth: 5, occurrence: 2
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 10, occurrence: 1
   depth: 15, occurrence: 2
   depth: 16, occurrence: 3
   depth: 17, occurrence: 2
   depth: 18, occurrence: 1
   depth: 19, occurrence: 4
   depth: 20, occurrence: 4
   depth: 21, occurrence: 3
   depth: 22, occurrence: 1
   depth: 23, occurrence: 2
   depth: 24, occurrence: 4
   depth: 25, occurrence: 3
   depth: 26, occurrence: 2
   depth: 27, occurrence: 2
   depth: 29, occurrence: 2
   depth: 30, occurrence: 2
   depth: 32, occurrence: 2
   depth: 33, occurrence: 1
   depth: 34, occurrence: 1
   depth: 39, occurrence: 1
   depth: 40, occurrence: 1
   depth: 42, occurrence: 1
   depth: 43, occurrence: 1

XXX total number of pointers: 295

XXX times a variable address is taken: 712
XXX times a pointer is dereferenced on RHS: 153
breakdown:
   depth: 1, occurrence: 130
   depth: 2, occurrence: 17
   depth: 3, occurrence: 6
XXX times a pointer is dereferenced on LHS: 176
breakdown:
   depth: 1, occurrence: 171
   depth: 2, occurrence: 5
XXX times a pointer is compared with null: 39
XXX times a pointer is compared with address of another variable: 7
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 5428

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 782
   level: 2, occurrence: 165
   level: 3, occurrence: 22
XXX number of pointers point to pointers: 123
XXX number of pointers point to scalars: 161
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 30.2
XXX average alias set size: 1.43

XXX times a non-volatile is read: 1023
XXX times a non-volatile is write: 514
XXX times a volatile is read: 92
XXX    times read thru a pointer: 31
XXX times a volatile is write: 28
XXX    times written thru a pointer: 8
XXX times a volatile is available for access: 2.74e+03
XXX percentage of non-volatile access: 92.8

XXX forward jumps: 2
XXX backward jumps: 7

XXX stmts: 240
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 17
   depth: 1, occurrence: 35
   depth: 2, occurrence: 71
   depth: 3, occurrence: 117

XXX percentage a fresh-made variable is used: 17.1
XXX percentage an existing variable is used: 82.9
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

