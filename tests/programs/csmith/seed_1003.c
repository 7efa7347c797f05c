/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1003 --max-funcs 4 --max-block-depth 3 --no-packed-struct -o seed_1003.c
 * Seed:      1003
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const int8_t  f0;
   int8_t * f1;
};

/* --- GLOBAL VARIABLES --- */
static volatile int16_t g_9 = 6L;/* VOLATILE GLOBAL g_9 */
static int8_t g_12 = 0xCCL;
static int32_t g_42 = (-1L);
static uint64_t g_51 = 0x745D07A051AAF191LL;
static int32_t g_52 = (-2L);
static uint16_t g_63[4] = {0UL,0UL,0UL,0UL};
static uint16_t g_70 = 0x0280L;
static int32_t *g_77 = &g_42;
static int32_t ** volatile g_76 = &g_77;/* VOLATILE GLOBAL g_76 */
static int32_t g_102[1] = {1L};
static volatile uint16_t g_104 = 0x8EC9L;/* VOLATILE GLOBAL g_104 */
static uint32_t g_113[2] = {0x73433C16L,0x73433C16L};
static uint8_t g_119[9][4][4] = {{{255UL,0x99L,0x5AL,0x96L},{0x99L,0x52L,1UL,0x52L},{0x64L,7UL,0x88L,0xBEL},{1UL,1UL,251UL,255UL}},{{0xBEL,251UL,0x99L,0x88L},{0xBEL,0x60L,251UL,0x08L},{1UL,0x88L,0x88L,1UL},{0x64L,0x96L,1UL,255UL}},{{0x99L,0x08L,0x5AL,1UL},{255UL,255UL,7UL,255UL},{251UL,255UL,0x99L,0xBEL},{0x64L,251UL,0x64L,0x60L}},{{255UL,7UL,1UL,255UL},{255UL,0x64L,0xBEL,7UL},{0x88L,1UL,0xBEL,0x5AL},{255UL,255UL,1UL,1UL}},{{255UL,255UL,0x64L,0x88L},{0x64L,0x88L,0x99L,251UL},{251UL,0x52L,255UL,0x99L},{2UL,0x52L,0x96L,251UL}},{{0x52L,0x88L,0x60L,0x88L},{0x08L,255UL,7UL,1UL},{0x60L,255UL,1UL,0x5AL},{1UL,1UL,0x52L,7UL}},{{1UL,0x64L,1UL,255UL},{0x60L,7UL,7UL,0x60L},{0x08L,251UL,0x60L,0xBEL},{0x52L,255UL,0x96L,255UL}},{{2UL,0x5AL,255UL,255UL},{251UL,255UL,0x99L,0xBEL},{0x64L,251UL,0x64L,0x60L},{255UL,7UL,1UL,255UL}},{{255UL,0x64L,0xBEL,7UL},{0x88L,1UL,0xBEL,0x5AL},{255UL,255UL,1UL,1UL},{255UL,255UL,0x64L,0x88L}}};
static int32_t g_131 = 0xE95A25E2L;
static int64_t g_148[10][2][5] = {{{(-7L),0x68AD1B2B9424D4B5LL,0x7B9FCEEBA0433F7CLL,1L,0x505883206272B9DDLL},{0x0673AD305CA3757ELL,9L,0x2001831556D0B45DLL,5L,0xF47EB60EB0543B03LL}},{{0x7B9FCEEBA0433F7CLL,0x9548CA7A099D88FCLL,0xE2637535322E4834LL,0x68AD1B2B9424D4B5LL,0x505883206272B9DDLL},{0xEF65FC756C3DFAE1LL,5L,0x0673AD305CA3757ELL,4L,4L}},{{0x505883206272B9DDLL,(-4L),0x505883206272B9DDLL,(-7L),0xB9BFD79EB32EB6C4LL},{3L,(-1L),0xEA141B2B8B1DA9A8LL,0x0673AD305CA3757ELL,0xEF65FC756C3DFAE1LL}},{{(-4L),0xB9BFD79EB32EB6C4LL,0L,0x7B9FCEEBA0433F7CLL,(-3L)},{0xF48295CE5FD00375LL,0xA5E1540130CC3C05LL,0xEA141B2B8B1DA9A8LL,0xEF65FC756C3DFAE1LL,9L}},{{7L,(-6L),0x505883206272B9DDLL,0x505883206272B9DDLL,(-6L)},{(-4L),1L,0x0673AD305CA3757ELL,3L,0L}},{{0x9548CA7A099D88FCLL,0xF11A4D7BC6382AFALL,0xE2637535322E4834LL,(-4L),0x0C3C4A37C750F7EALL},{0xEA141B2B8B1DA9A8LL,6L,0x2001831556D0B45DLL,0xF48295CE5FD00375LL,0xD5C02B8945F2B695LL}},{{0x9548CA7A099D88FCLL,0L,0x7B9FCEEBA0433F7CLL,7L,0x68AD1B2B9424D4B5LL},{(-4L),0xF47EB60EB0543B03LL,0xF47EB60EB0543B03LL,(-4L),0x0673AD305CA3757ELL}},{{7L,0x7B9FCEEBA0433F7CLL,0L,0x9548CA7A099D88FCLL,0x1766888E9B22A78FLL},{0xF48295CE5FD00375LL,0x2001831556D0B45DLL,6L,0xEA141B2B8B1DA9A8LL,(-1L)}},{{(-4L),0xE2637535322E4834LL,0xF11A4D7BC6382AFALL,0x9548CA7A099D88FCLL,1L},{3L,0xF47EB60EB0543B03LL,0x4CAD57F617D5C181LL,(-1L),0x4CAD57F617D5C181LL}},{{1L,1L,0L,0x505883206272B9DDLL,7L},{5L,(-1L),0x2001831556D0B45DLL,0xD5C02B8945F2B695LL,(-1L)}}};
static int64_t g_162 = 0xF3864CD2CDE1B850LL;
static int8_t g_168 = 6L;
static int8_t g_171 = 0x82L;
static int32_t * volatile g_188 = &g_42;/* VOLATILE GLOBAL g_188 */
static int32_t * volatile g_194 = &g_131;/* VOLATILE GLOBAL g_194 */
static int16_t g_208 = 1L;
static const uint16_t g_233[1][1] = {{0xF698L}};
static const uint16_t *g_232 = &g_233[0][0];
static uint32_t g_262 = 5UL;
static uint32_t g_275[6] = {4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL};
static int64_t *g_282 = &g_148[6][0][1];
static int64_t **g_281 = &g_282;
static int64_t *** const  volatile g_280 = &g_281;/* VOLATILE GLOBAL g_280 */
static volatile uint32_t g_285[8] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
static int64_t g_320 = 0x683E85DAED51D2FALL;
static int64_t g_324 = 0x5BDD39E80098B604LL;
static int64_t g_325[10] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
static int64_t * const g_323[10][1] = {{&g_324},{(void*)0},{(void*)0},{&g_324},{(void*)0},{(void*)0},{&g_324},{(void*)0},{(void*)0},{&g_324}};
static int64_t * const *g_322 = &g_323[9][0];
static int64_t * const **g_321 = &g_322;
static int32_t g_334 = 0x77EAE306L;
static int16_t g_337 = 0x6D03L;
static int32_t g_338 = 0xE09BDCE8L;
static volatile int32_t g_339 = 0L;/* VOLATILE GLOBAL g_339 */
static volatile uint32_t g_341[5] = {0xC67FAAF1L,0xC67FAAF1L,0xC67FAAF1L,0xC67FAAF1L,0xC67FAAF1L};
static uint8_t **g_344 = (void*)0;
static volatile int16_t *g_357[10][3] = {{(void*)0,&g_9,(void*)0},{&g_9,&g_9,&g_9},{(void*)0,&g_9,(void*)0},{&g_9,&g_9,&g_9},{(void*)0,&g_9,(void*)0},{&g_9,&g_9,&g_9},{(void*)0,&g_9,(void*)0},{&g_9,&g_9,&g_9},{(void*)0,&g_9,(void*)0},{&g_9,&g_9,&g_9}};
static union U0 g_360 = {4L};
static int32_t * volatile g_365[4] = {&g_131,&g_131,&g_131,&g_131};
static int32_t * volatile g_366[8][4][4] = {{{&g_338,&g_42,&g_131,(void*)0},{&g_131,&g_42,(void*)0,(void*)0},{&g_131,&g_42,&g_42,&g_338},{(void*)0,&g_131,(void*)0,&g_131}},{{&g_42,&g_338,&g_338,&g_131},{&g_131,&g_131,&g_338,(void*)0},{&g_42,&g_338,&g_338,&g_42},{&g_42,&g_131,&g_131,&g_42}},{{&g_338,&g_131,&g_131,&g_131},{&g_131,&g_131,(void*)0,&g_42},{&g_131,&g_42,&g_131,&g_338},{(void*)0,&g_131,&g_131,&g_131}},{{(void*)0,(void*)0,&g_131,&g_42},{&g_131,&g_131,(void*)0,&g_131},{&g_131,&g_42,&g_131,&g_42},{&g_338,(void*)0,&g_131,(void*)0}},{{&g_42,&g_131,&g_338,&g_131},{&g_42,&g_131,&g_338,&g_42},{&g_131,&g_131,&g_338,&g_131},{&g_42,&g_131,(void*)0,&g_131}},{{(void*)0,&g_131,&g_42,&g_338},{&g_131,&g_338,(void*)0,&g_338},{&g_131,(void*)0,&g_131,&g_42},{&g_338,&g_131,(void*)0,(void*)0}},{{&g_131,&g_131,&g_42,&g_338},{(void*)0,&g_42,&g_131,&g_131},{&g_338,(void*)0,(void*)0,&g_131},{&g_131,(void*)0,&g_42,&g_131}},{{(void*)0,&g_42,&g_131,&g_42},{&g_338,&g_42,(void*)0,&g_131},{&g_42,&g_338,(void*)0,&g_338},{(void*)0,&g_131,&g_131,&g_42}}};
static int32_t * volatile g_368 = (void*)0;/* VOLATILE GLOBAL g_368 */
static int32_t * volatile g_371 = &g_131;/* VOLATILE GLOBAL g_371 */


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static uint32_t  func_5(uint32_t  p_6, uint32_t  p_7, int8_t * p_8);
static int8_t  func_20(int8_t * p_21, int8_t  p_22, int8_t * p_23, const int64_t  p_24, uint16_t  p_25);
static uint64_t  func_27(uint32_t  p_28, int8_t * p_29, uint8_t  p_30);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_12 g_77 g_42 g_188 g_70 g_131 g_194 g_148 g_104 g_113 g_102 g_233 g_171 g_51 g_63 g_275 g_280 g_285 g_282 g_119 g_320 g_325 g_341 g_344 g_357 g_360 g_321 g_322 g_371
 * writes: g_12 g_113 g_42 g_77 g_70 g_131 g_208 g_148 g_162 g_232 g_63 g_275 g_281 g_285 g_262 g_321 g_341 g_320
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_4 = 0x00025260417BE187LL;
    const int8_t * const l_13 = &g_12;
    int8_t *l_14 = &g_12;
    int32_t l_309 = 0x1AB54657L;
    uint8_t *l_313[4][6] = {{(void*)0,&g_119[4][2][0],(void*)0,&g_119[4][2][0],(void*)0,&g_119[4][2][0]},{&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0]},{(void*)0,&g_119[4][2][0],(void*)0,&g_119[4][2][0],(void*)0,&g_119[4][2][0]},{&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0]}};
    uint8_t **l_312[9] = {&l_313[1][5],&l_313[1][5],&l_313[1][5],&l_313[1][5],&l_313[1][5],&l_313[1][5],&l_313[1][5],&l_313[1][5],&l_313[1][5]};
    int32_t l_329 = (-3L);
    int32_t l_330 = (-10L);
    int32_t l_335 = (-1L);
    int32_t l_336[4] = {0xF0EF499AL,0xF0EF499AL,0xF0EF499AL,0xF0EF499AL};
    int32_t l_340 = 1L;
    uint32_t l_364 = 7UL;
    uint64_t l_375 = 0x180C52110F49C646LL;
    int i, j;
    if ((safe_add_func_int32_t_s_s((l_4 == func_5((g_9 | (safe_mul_func_int16_t_s_s(g_12, ((void*)0 != l_13)))), g_12, l_14)), l_4)))
    { /* block id: 118 */
        uint8_t *l_308[5][7][7] = {{{&g_119[7][0][3],(void*)0,&g_119[4][2][0],&g_119[6][1][3],(void*)0,&g_119[4][2][0],(void*)0},{(void*)0,&g_119[4][2][0],&g_119[4][2][0],&g_119[6][0][3],&g_119[4][3][2],&g_119[6][0][3],&g_119[4][2][0]},{&g_119[3][2][0],&g_119[3][2][0],&g_119[4][2][0],&g_119[7][2][0],(void*)0,&g_119[0][1][2],&g_119[4][2][0]},{&g_119[4][2][0],&g_119[0][3][3],&g_119[4][1][0],(void*)0,&g_119[6][2][2],&g_119[4][2][0],&g_119[4][2][0]},{&g_119[1][1][1],&g_119[4][2][0],&g_119[4][2][0],(void*)0,(void*)0,&g_119[2][0][0],(void*)0},{(void*)0,&g_119[0][3][0],(void*)0,&g_119[6][2][2],&g_119[4][3][2],(void*)0,&g_119[7][0][3]},{&g_119[4][2][0],(void*)0,&g_119[3][2][0],&g_119[0][2][1],(void*)0,&g_119[4][2][0],(void*)0}},{{&g_119[4][3][2],&g_119[7][3][2],&g_119[6][0][3],&g_119[7][3][0],&g_119[4][2][0],&g_119[0][2][1],&g_119[7][2][0]},{(void*)0,&g_119[3][3][1],(void*)0,&g_119[4][2][0],&g_119[0][2][1],&g_119[4][1][1],(void*)0},{(void*)0,&g_119[3][3][1],&g_119[4][2][0],(void*)0,&g_119[4][2][0],&g_119[7][0][3],&g_119[4][2][0]},{&g_119[4][2][0],&g_119[7][3][2],&g_119[4][2][0],&g_119[0][3][3],(void*)0,&g_119[4][2][0],&g_119[2][2][0]},{&g_119[2][0][0],(void*)0,&g_119[1][3][2],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0]},{&g_119[4][2][0],&g_119[0][3][0],&g_119[4][2][0],&g_119[4][3][2],&g_119[4][2][0],&g_119[5][3][1],&g_119[3][2][0]},{&g_119[6][2][2],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0]}},{{&g_119[4][2][0],&g_119[0][3][3],&g_119[4][2][0],&g_119[4][2][0],(void*)0,&g_119[5][3][1],&g_119[7][3][2]},{&g_119[6][0][3],&g_119[3][2][0],&g_119[4][2][0],&g_119[0][3][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0]},{&g_119[0][2][1],&g_119[4][2][0],(void*)0,&g_119[4][2][0],(void*)0,&g_119[4][2][0],&g_119[4][1][1]},{&g_119[5][3][1],(void*)0,&g_119[0][3][3],(void*)0,&g_119[5][0][0],&g_119[7][0][3],(void*)0},{&g_119[4][1][0],&g_119[2][2][0],&g_119[0][3][3],(void*)0,&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0]},{&g_119[4][2][0],&g_119[4][2][0],&g_119[0][3][3],&g_119[4][2][0],(void*)0,(void*)0,&g_119[4][3][2]},{&g_119[6][0][3],&g_119[1][3][2],(void*)0,(void*)0,&g_119[4][1][0],&g_119[5][3][1],(void*)0}},{{&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[0][3][3],&g_119[2][2][0],&g_119[7][0][3],&g_119[2][2][0]},{&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],(void*)0,&g_119[4][2][0]},{&g_119[4][2][0],&g_119[4][2][0],&g_119[3][3][1],&g_119[4][2][0],(void*)0,(void*)0,&g_119[4][2][0]},{&g_119[4][2][0],&g_119[4][2][0],&g_119[5][0][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[6][0][3],&g_119[4][2][0]},{&g_119[4][2][0],&g_119[4][2][0],(void*)0,&g_119[4][2][0],&g_119[4][2][0],&g_119[4][1][1],&g_119[2][2][0]},{(void*)0,&g_119[4][2][0],(void*)0,(void*)0,&g_119[4][2][0],&g_119[0][1][2],(void*)0},{&g_119[1][3][2],&g_119[5][0][0],&g_119[0][2][1],(void*)0,&g_119[4][2][0],(void*)0,&g_119[4][3][2]}},{{&g_119[3][3][1],&g_119[4][2][0],&g_119[4][2][0],&g_119[0][1][2],(void*)0,&g_119[0][3][3],&g_119[4][2][0]},{&g_119[1][1][1],&g_119[5][3][1],&g_119[2][2][0],&g_119[0][1][2],&g_119[4][2][0],&g_119[4][2][0],&g_119[0][3][3]},{&g_119[0][3][3],&g_119[7][2][2],&g_119[4][1][1],(void*)0,(void*)0,&g_119[2][0][0],&g_119[4][2][0]},{&g_119[2][0][0],&g_119[7][0][3],&g_119[4][2][0],(void*)0,(void*)0,&g_119[7][3][0],&g_119[7][3][0]},{(void*)0,&g_119[4][2][0],&g_119[4][2][0],&g_119[4][2][0],(void*)0,&g_119[4][2][0],&g_119[4][2][0]},{(void*)0,&g_119[4][1][0],&g_119[4][2][0],&g_119[4][2][0],&g_119[6][2][2],&g_119[1][3][2],&g_119[2][0][0]},{&g_119[7][2][0],(void*)0,&g_119[4][2][0],&g_119[4][2][0],&g_119[5][3][1],(void*)0,&g_119[4][2][0]}}};
        int64_t * const l_319 = &g_320;
        int64_t * const *l_318[7];
        int64_t * const **l_317 = &l_318[3];
        int64_t * const ***l_316[1];
        int32_t *l_328[2][2] = {{&g_131,&g_131},{&g_131,&g_131}};
        int16_t *l_331 = (void*)0;
        int16_t *l_332[5][1] = {{&g_208},{(void*)0},{&g_208},{(void*)0},{&g_208}};
        int8_t l_333 = 0L;
        int i, j, k;
        for (i = 0; i < 7; i++)
            l_318[i] = &l_319;
        for (i = 0; i < 1; i++)
            l_316[i] = &l_317;
        (*g_194) ^= (((((safe_mul_func_uint8_t_u_u((safe_unary_minus_func_uint16_t_u(((safe_div_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((l_309 = ((*g_282) ^ g_42)), g_119[4][2][0])), g_148[3][0][3])) | ((((((((g_208 = ((l_312[8] == (void*)0) & ((safe_sub_func_uint64_t_u_u(((g_321 = (void*)0) != (void*)0), (safe_mod_func_int32_t_s_s((l_330 = (l_329 = l_4)), g_70)))) > g_102[0]))) | 0UL) ^ (*g_282)) <= g_275[1]) ^ g_320) , 0xEFD5B540CACAE96CLL) | l_4) , 5UL)))), l_4)) , (-1L)) && l_309) || l_330) == g_325[8]);
        --g_341[4];
    }
    else
    { /* block id: 126 */
        int32_t l_345 = 0L;
        const int16_t *l_356[6][6] = {{&g_337,&g_337,&g_208,&g_208,&g_208,&g_337},{&g_208,&g_208,&g_208,&g_208,&g_208,&g_208},{&g_337,&g_208,&g_208,&g_208,&g_337,&g_337},{&g_208,&g_208,&g_208,&g_208,&g_208,&g_208},{&g_208,&g_208,&g_208,&g_208,&g_208,&g_208},{&g_337,&g_337,&g_208,&g_208,&g_208,&g_337}};
        int32_t l_361 = 0L;
        int64_t **l_362 = &g_282;
        int32_t *l_369 = (void*)0;
        int32_t *l_370 = (void*)0;
        int32_t *l_372 = &l_330;
        int i, j;
        if ((((void*)0 != g_344) | g_320))
        { /* block id: 127 */
lbl_346:
            l_345 |= (*g_188);
        }
        else
        { /* block id: 129 */
            int32_t *l_355 = (void*)0;
            int32_t l_363 = 0L;
            if (l_345)
                goto lbl_346;
            (*g_188) &= (safe_mul_func_int16_t_s_s((l_330 | (safe_add_func_uint64_t_u_u(((((safe_mod_func_int16_t_s_s(((((((safe_sub_func_int32_t_s_s((l_309 = 2L), 3L)) , (l_356[1][3] != g_357[4][0])) & ((((safe_rshift_func_uint8_t_u_u((g_360 , (((l_345 = (l_340 | (0xC57D97B32B34B194LL & (&g_232 == &g_232)))) || 0L) , 0x54L)), l_361)) , l_362) != (*g_321)) && l_363)) || 18446744073709551606UL) , 0x98L) , 0xE957L), 0xD4BEL)) == l_335) , l_13) == &g_171), l_361))), l_364));
        }
        (*g_371) = (~l_329);
        (*l_372) |= l_364;
        for (g_320 = 0; (g_320 != (-3)); g_320--)
        { /* block id: 139 */
            return l_336[0];
        }
    }
    return l_375;
}


/* ------------------------------------------ */
/* 
 * reads : g_12 g_77 g_42 g_188 g_70 g_131 g_194 g_148 g_104 g_113 g_102 g_233 g_171 g_51 g_63 g_275 g_280 g_285
 * writes: g_12 g_113 g_42 g_77 g_70 g_131 g_208 g_148 g_162 g_232 g_63 g_275 g_281 g_285 g_262
 */
static uint32_t  func_5(uint32_t  p_6, uint32_t  p_7, int8_t * p_8)
{ /* block id: 1 */
    uint16_t l_66 = 2UL;
    int32_t l_107[7] = {(-1L),(-2L),(-1L),(-1L),(-2L),(-1L),(-1L)};
    int32_t **l_133 = &g_77;
    int32_t l_135[6] = {1L,1L,1L,1L,1L,1L};
    uint32_t *l_186 = &g_113[1];
    int32_t l_193[3][1][3];
    uint8_t *l_200 = &g_119[0][2][1];
    uint8_t **l_199 = &l_200;
    int16_t *l_207 = &g_208;
    int64_t *l_213 = &g_148[6][0][1];
    int64_t *l_214 = &g_162;
    int32_t l_234[8][2] = {{0L,0L},{0xA31379ACL,(-1L)},{0x571923A1L,(-1L)},{0xA31379ACL,0L},{0L,0xA31379ACL},{(-1L),0x571923A1L},{(-1L),0xA31379ACL},{0L,0L}};
    uint64_t l_294[3];
    uint32_t *l_299 = &g_262;
    int32_t *l_300[3];
    int i, j, k;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 3; k++)
                l_193[i][j][k] = 0xACEB613BL;
        }
    }
    for (i = 0; i < 3; i++)
        l_294[i] = 0x50EFE6FD8733CB2ELL;
    for (i = 0; i < 3; i++)
        l_300[i] = &l_193[0][0][2];
    for (g_12 = 3; (g_12 > 3); g_12 = safe_add_func_uint8_t_u_u(g_12, 4))
    { /* block id: 4 */
        uint16_t l_39 = 1UL;
        int32_t l_103 = 0x03E2EA94L;
        uint32_t l_132[7] = {0x63C647C6L,0xFC0AEFA7L,0xFC0AEFA7L,0x63C647C6L,0xFC0AEFA7L,0xFC0AEFA7L,0x63C647C6L};
        int i;
    }
    if ((safe_lshift_func_int16_t_s_s((&g_12 != (void*)0), ((safe_unary_minus_func_int16_t_s(((&g_77 == &g_77) <= (((((**l_133) = ((*l_186) = (safe_add_func_uint16_t_u_u((safe_add_func_uint8_t_u_u(p_7, (~(253UL <= (safe_add_func_int32_t_s_s(p_6, 0L)))))), (safe_div_func_uint8_t_u_u((safe_sub_func_int32_t_s_s(p_7, p_7)), (**l_133))))))) >= 0xC6849BAEL) ^ (*p_8)) != 0xD4FC6649FB201579LL)))) , 1L))))
    { /* block id: 57 */
        int32_t *l_187 = &l_107[6];
        (*l_133) = (void*)0;
        (*l_133) = l_187;
        (*g_188) ^= (*g_77);
    }
    else
    { /* block id: 61 */
        for (g_70 = (-19); (g_70 > 2); g_70 = safe_add_func_int32_t_s_s(g_70, 7))
        { /* block id: 64 */
            for (g_131 = 0; (g_131 == 25); g_131 = safe_add_func_int8_t_s_s(g_131, 4))
            { /* block id: 67 */
                return l_193[0][0][2];
            }
            (*g_194) &= (**l_133);
        }
        (*l_133) = (*l_133);
    }
    if ((~(safe_div_func_int64_t_s_s(((((~((*l_214) = ((((*l_199) = &g_119[0][2][2]) != (((*l_207) = (safe_rshift_func_uint16_t_u_s((g_148[7][0][1] && ((*p_8) && g_12)), (safe_mod_func_int64_t_s_s(0xD88C43ECF061B8DCLL, (safe_rshift_func_int16_t_s_s((**l_133), 0))))))) , &g_119[4][2][0])) , ((*l_213) = (((((safe_mod_func_uint32_t_u_u(((((((**l_133) == (safe_div_func_int16_t_s_s((l_200 != (void*)0), g_104))) & p_7) , p_6) , p_6) ^ g_113[1]), (**l_133))) ^ (**l_133)) && 0x931DL) != 0xD59FL) >= g_102[0]))))) != 0xE8ABL) <= (**l_133)) ^ 1L), (**l_133)))))
    { /* block id: 78 */
        int16_t l_235 = 0xDF1DL;
        int32_t l_266 = 0x616D3F46L;
        int32_t *l_267 = &l_107[4];
        int32_t *l_268 = &l_234[2][1];
        int32_t *l_269 = &l_193[1][0][1];
        int32_t *l_270 = &l_266;
        int32_t *l_271 = &g_131;
        int32_t *l_272 = &l_234[2][1];
        int32_t *l_273 = &l_135[5];
        int32_t *l_274 = &l_135[1];
        int64_t **l_279[1][10][8] = {{{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213},{&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213,&l_213}}};
        int i, j, k;
lbl_278:
        for (p_6 = (-5); (p_6 > 46); p_6 = safe_add_func_int16_t_s_s(p_6, 2))
        { /* block id: 81 */
            union U0 l_222 = {1L};
            const uint16_t **l_231[1];
            uint16_t *l_236 = &g_63[3];
            int32_t *l_237 = &l_234[1][0];
            int64_t l_258 = 1L;
            int i;
            for (i = 0; i < 1; i++)
                l_231[i] = (void*)0;
            (*l_237) = ((*g_77) = ((*p_8) == (safe_mod_func_uint16_t_u_u(((*l_236) ^= ((safe_mul_func_uint16_t_u_u(p_6, (~(p_7 > ((l_222 , (((*l_214) = (((safe_rshift_func_int8_t_s_s((*p_8), ((((safe_mul_func_int16_t_s_s(0xAEB5L, p_7)) == ((*l_213) |= ((safe_sub_func_int8_t_s_s((*p_8), (((((safe_rshift_func_int16_t_s_u((((g_232 = (void*)0) == &l_66) || (**l_133)), 15)) | l_234[2][1]) , g_42) > l_235) & g_233[0][0]))) , p_6))) | 1UL) != g_171))) , g_131) | 0xD3L)) < p_6)) < g_51))))) != p_7)), 0xB53BL))));
            for (g_42 = 0; (g_42 == (-14)); g_42--)
            { /* block id: 90 */
                uint32_t l_257 = 18446744073709551615UL;
                uint16_t l_259 = 7UL;
                uint32_t *l_260 = (void*)0;
                uint32_t *l_261[10][8] = {{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262},{&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262,&g_262}};
                int32_t l_263 = (-3L);
                int32_t **l_264 = &l_237;
                int32_t *l_265[1][9] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
                int i, j;
            }
        }
        ++g_275[4];
        if (g_70)
            goto lbl_278;
        (*g_280) = l_279[0][5][1];
    }
    else
    { /* block id: 104 */
        int64_t l_283 = 9L;
        int32_t *l_284[7][5] = {{&l_107[2],&l_107[2],&l_135[3],&l_107[2],&l_107[2]},{(void*)0,&l_107[2],(void*)0,(void*)0,&l_107[2]},{&l_107[2],(void*)0,(void*)0,&l_107[2],(void*)0},{(void*)0,(void*)0,&l_107[2],(void*)0,(void*)0},{&l_135[3],(void*)0,&l_135[3],&l_135[3],(void*)0},{(void*)0,&l_135[3],&l_135[3],(void*)0,&l_135[3]},{(void*)0,(void*)0,&l_107[2],(void*)0,(void*)0}};
        int i, j;
        --g_285[0];
        for (g_70 = 0; (g_70 == 56); ++g_70)
        { /* block id: 108 */
            (*g_77) = 0x3B02411FL;
        }
    }
    g_131 |= ((**l_133) <= ((*l_299) = (((safe_mul_func_uint16_t_u_u((g_12 | ((**l_133) > (((*l_186) = (**l_133)) <= (((l_294[2] != ((((safe_sub_func_uint32_t_u_u(((safe_add_func_uint32_t_u_u((p_7 = (g_51 , g_51)), (l_234[5][0] = (-10L)))) <= g_148[5][0][1]), (*g_77))) , p_6) == g_63[3]) < 0xA9423574L)) == 0x4CCDL) , (*g_188))))), (**l_133))) , (*p_8)) <= 0xC9L)));
    return p_7;
}


/* ------------------------------------------ */
/* 
 * reads : g_70 g_42 g_76 g_63
 * writes: g_70 g_42 g_77
 */
static int8_t  func_20(int8_t * p_21, int8_t  p_22, int8_t * p_23, const int64_t  p_24, uint16_t  p_25)
{ /* block id: 16 */
    int32_t *l_67 = &g_42;
    int32_t *l_68 = &g_42;
    int32_t *l_69[5][6][3] = {{{&g_42,&g_42,&g_42},{&g_42,&g_42,&g_42},{(void*)0,&g_42,&g_42},{&g_42,&g_42,&g_42},{&g_42,&g_42,&g_42},{&g_42,(void*)0,&g_42}},{{&g_42,&g_42,&g_42},{&g_42,&g_42,(void*)0},{(void*)0,&g_42,&g_42},{&g_42,&g_42,&g_42},{&g_42,&g_42,&g_42},{&g_42,(void*)0,&g_42}},{{&g_42,&g_42,&g_42},{&g_42,(void*)0,&g_42},{&g_42,&g_42,&g_42},{(void*)0,&g_42,&g_42},{&g_42,&g_42,(void*)0},{(void*)0,&g_42,&g_42}},{{&g_42,&g_42,&g_42},{(void*)0,&g_42,&g_42},{&g_42,&g_42,&g_42},{&g_42,&g_42,&g_42},{&g_42,&g_42,&g_42},{&g_42,&g_42,&g_42}},{{&g_42,&g_42,&g_42},{&g_42,(void*)0,&g_42},{&g_42,&g_42,&g_42},{&g_42,(void*)0,&g_42},{&g_42,&g_42,&g_42},{&g_42,&g_42,&g_42}}};
    int8_t *l_82 = &g_12;
    int i, j, k;
    g_70--;
    for (g_42 = 0; (g_42 >= (-5)); --g_42)
    { /* block id: 20 */
        int32_t *l_75 = &g_42;
        int32_t **l_78 = &l_68;
        int32_t l_83 = 2L;
        (*g_76) = l_75;
        (*l_78) = ((l_67 != l_68) , l_67);
        l_83 &= (safe_lshift_func_uint16_t_u_s((!(&p_22 == l_82)), 7));
    }
    (*l_67) = 0x2579A822L;
    return g_63[2];
}


/* ------------------------------------------ */
/* 
 * reads : g_42 g_12 g_63
 * writes: g_42 g_51 g_52 g_63
 */
static uint64_t  func_27(uint32_t  p_28, int8_t * p_29, uint8_t  p_30)
{ /* block id: 5 */
    const uint64_t l_60[6][8][4] = {{{18446744073709551614UL,0x697C72F71451CEE0LL,18446744073709551607UL,0xF9DA978833E6FCB7LL},{0x9E6156CF859E2267LL,0x55C71DA89A030833LL,18446744073709551614UL,18446744073709551609UL},{0x8D4CCF97A265D282LL,1UL,1UL,18446744073709551614UL},{0xE6C8CEE692D353AELL,0x229656D2926A0939LL,18446744073709551610UL,5UL},{1UL,0UL,18446744073709551615UL,0xCE47CEE57CEC4480LL},{0xCE47CEE57CEC4480LL,0x697C72F71451CEE0LL,18446744073709551612UL,0x3176A90D2634D7F4LL},{0xE2C157B4C73BE97BLL,0x4E48EC3DF54D9846LL,0x253DE9127F4FEF51LL,0UL},{18446744073709551615UL,0x6205A1655ED6FA3CLL,1UL,18446744073709551610UL}},{{0xBDD0C5DF97F74892LL,0x7882416071ECC2D1LL,18446744073709551610UL,0x04870E7C4BD4AC96LL},{0x2FD8C0438810CA98LL,7UL,5UL,7UL},{0x253DE9127F4FEF51LL,18446744073709551615UL,0UL,0xB08CCF5D4612A8C3LL},{0x9E6156CF859E2267LL,0x6F9C2329B61F2865LL,7UL,0UL},{0xE78C190CC4B0B4C8LL,18446744073709551607UL,18446744073709551615UL,0UL},{0xE78C190CC4B0B4C8LL,18446744073709551614UL,7UL,18446744073709551615UL},{0x9E6156CF859E2267LL,0UL,0UL,0xA7991AD473CB3F04LL},{0x253DE9127F4FEF51LL,1UL,5UL,0UL}},{{0x2FD8C0438810CA98LL,1UL,18446744073709551610UL,18446744073709551609UL},{0xBDD0C5DF97F74892LL,0x152F54C426972581LL,1UL,0xCE47CEE57CEC4480LL},{18446744073709551615UL,18446744073709551614UL,0x253DE9127F4FEF51LL,18446744073709551615UL},{0xE2C157B4C73BE97BLL,0x253DE9127F4FEF51LL,18446744073709551612UL,0x1826471B2A12551ALL},{5UL,0x766AA6F69A7C888BLL,0xF0D54DF9633F8A1CLL,0x152F54C426972581LL},{0xCE47CEE57CEC4480LL,9UL,18446744073709551615UL,1UL},{0x3176A90D2634D7F4LL,1UL,0x6C6106A4789C297ELL,0xBDD0C5DF97F74892LL},{0UL,1UL,0x04870E7C4BD4AC96LL,0x3176A90D2634D7F4LL}},{{18446744073709551610UL,0UL,1UL,0xE78C190CC4B0B4C8LL},{0x04870E7C4BD4AC96LL,0xE2C157B4C73BE97BLL,18446744073709551607UL,18446744073709551607UL},{7UL,7UL,0xBDD0C5DF97F74892LL,0x6205A1655ED6FA3CLL},{0xB08CCF5D4612A8C3LL,0x4E48EC3DF54D9846LL,18446744073709551607UL,0UL},{0UL,18446744073709551615UL,0UL,18446744073709551607UL},{0UL,18446744073709551615UL,0x152F54C426972581LL,0UL},{18446744073709551615UL,0x4E48EC3DF54D9846LL,0xF0D54DF9633F8A1CLL,0x6205A1655ED6FA3CLL},{0xA7991AD473CB3F04LL,7UL,0xAAF2C41E7D42A80BLL,18446744073709551607UL}},{{0UL,0xE2C157B4C73BE97BLL,0UL,0xE78C190CC4B0B4C8LL},{18446744073709551609UL,0UL,1UL,0x3176A90D2634D7F4LL},{0xCE47CEE57CEC4480LL,1UL,0x152F54C426972581LL,0xBDD0C5DF97F74892LL},{18446744073709551615UL,1UL,0x6EAF0AB59A67E99ELL,1UL},{0x1826471B2A12551ALL,9UL,0x04870E7C4BD4AC96LL,0x152F54C426972581LL},{0xB08CCF5D4612A8C3LL,0x766AA6F69A7C888BLL,1UL,0xE78C190CC4B0B4C8LL},{18446744073709551607UL,0xAAF2C41E7D42A80BLL,0x8D4CCF97A265D282LL,18446744073709551612UL},{7UL,0x04870E7C4BD4AC96LL,1UL,5UL}},{{0xE6C8CEE692D353AELL,0x4E48EC3DF54D9846LL,0x263243D007C168B3LL,18446744073709551615UL},{0x1826471B2A12551ALL,0xCE47CEE57CEC4480LL,0UL,0x263243D007C168B3LL},{0x3176A90D2634D7F4LL,0xD7D893B2529581CALL,0x3176A90D2634D7F4LL,0UL},{0xF9DA978833E6FCB7LL,0x8D4CCF97A265D282LL,1UL,18446744073709551609UL},{0xA7991AD473CB3F04LL,0x04870E7C4BD4AC96LL,18446744073709551615UL,0x8D4CCF97A265D282LL},{0xE78C190CC4B0B4C8LL,0xE2C157B4C73BE97BLL,18446744073709551615UL,0x697C72F71451CEE0LL},{0xA7991AD473CB3F04LL,0x7882416071ECC2D1LL,1UL,0x152F54C426972581LL},{0xF9DA978833E6FCB7LL,18446744073709551615UL,0x3176A90D2634D7F4LL,0xBDD0C5DF97F74892LL}}};
    int32_t l_62 = (-5L);
    int i, j, k;
    if ((+0x8EL))
    { /* block id: 6 */
        int32_t *l_41 = &g_42;
        (*l_41) &= p_30;
        return g_42;
    }
    else
    { /* block id: 9 */
        int32_t l_49 = 0x04524BE1L;
        uint8_t *l_50[6];
        int32_t *l_61[2];
        int i;
        for (i = 0; i < 6; i++)
            l_50[i] = (void*)0;
        for (i = 0; i < 2; i++)
            l_61[i] = &g_42;
        l_62 |= ((((safe_add_func_int16_t_s_s(g_12, (safe_lshift_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u(p_30, ((g_52 = (g_51 = l_49)) <= g_12))) == ((safe_div_func_uint8_t_u_u(((p_30 >= 247UL) <= ((safe_unary_minus_func_int64_t_s(((safe_div_func_int32_t_s_s((safe_mul_func_int8_t_s_s((l_49 < (-8L)), 0x6BL)), l_49)) == 0x7DEF5F9BA4AEFC51LL))) & 0x2EL)), l_60[3][2][1])) < 0x2BEB9285L)), 7)))) && g_12) , l_60[4][7][1]) | 9L);
        --g_63[2];
    }
    return p_30;
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
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_51, "g_51", print_hash_value);
    transparent_crc(g_52, "g_52", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_63[i], "g_63[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_70, "g_70", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_102[i], "g_102[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_104, "g_104", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_113[i], "g_113[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_119[i][j][k], "g_119[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_131, "g_131", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_148[i][j][k], "g_148[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_162, "g_162", print_hash_value);
    transparent_crc(g_168, "g_168", print_hash_value);
    transparent_crc(g_171, "g_171", print_hash_value);
    transparent_crc(g_208, "g_208", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_233[i][j], "g_233[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_262, "g_262", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_275[i], "g_275[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_285[i], "g_285[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_320, "g_320", print_hash_value);
    transparent_crc(g_324, "g_324", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_325[i], "g_325[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_334, "g_334", print_hash_value);
    transparent_crc(g_337, "g_337", print_hash_value);
    transparent_crc(g_338, "g_338", print_hash_value);
    transparent_crc(g_339, "g_339", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_341[i], "g_341[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_360.f0, "g_360.f0", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 71
XXX total union variables: 2

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 30
breakdown:
   depth: 1, occurrence: 53
   depth: 2, occurrence: 8
   depth: 3, occurrence: 3
   depth: 9, occurrence: 1
   depth: 17, occurrence: 1
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1
   depth: 27, occurrence: 1
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1
   depth: 30, occurrence: 1

XXX total number of pointers: 105

XXX times a variable address is taken: 275
XXX times a pointer is dereferenced on RHS: 39
breakdown:
   depth: 1, occurrence: 19
   depth: 2, occurrence: 20
XXX times a pointer is dereferenced on LHS: 45
breakdown:
   depth: 1, occurrence: 41
   depth: 2, occurrence: 4
XXX times a pointer is compared with null: 7
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 710

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 143
   level: 2, occurrence: 48
XXX number of pointers point to pointers: 18
XXX number of pointers point to scalars: 87
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 33.3
XXX average alias set size: 1.29

XXX times a non-volatile is read: 264
XXX times a non-volatile is write: 123
XXX times a volatile is read: 10
XXX    times read thru a pointer: 0
XXX times a volatile is write: 10
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 184
XXX percentage of non-volatile access: 95.1

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 47
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 24
   depth: 2, occurrence: 9
   depth: 3, occurrence: 1

XXX percentage a fresh-made variable is used: 21.3
XXX percentage an existing variable is used: 78.7
********************* end of statistics **********************/

